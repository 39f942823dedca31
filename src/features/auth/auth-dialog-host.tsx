// Opens the auth dialog when ?auth=signin|signup|… is in the URL; the dialog's module loads only then. A redirectTo
// in the URL (already checked to be a same-site path) is where a successful sign-in goes.
import { lazy, Suspense, useEffect } from "react";
import { useRouter, useSearch } from "@tanstack/react-router";
import { usePageLocation } from "../../lib/page-location.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { parseAuthSearch } from "./auth-search.ts";
import { useI18n } from "../../lib/i18n.tsx";

const AuthDialog = lazy(() => import("./auth-dialog.tsx"));

export function AuthDialogHost() {
  // Parsed again here: a match's `search` in TanStack Router is the parent's search (for the first route, the raw
  // query) with the validated keys laid over it, so an unknown ?auth=hack can reach this component (CI saw it open an
  // empty dialog once); only a known mode opens the dialog.
  const { auth, redirectTo } = parseAuthSearch(useSearch({ from: "/$locale" }));
  const { navigate } = usePageLocation();
  const { t, locale, viewerTier } = useI18n();
  const hydrated = useHydrated();
  const google = useRouter().options.context.googleSignIn;
  const setMode = (mode: string | null) => {
    const url = new URL(globalThis.location.href);
    if (mode) url.searchParams.set("auth", mode);
    else {
      // Closed without signing in: the page stays, and the remembered destination is dropped with the dialog.
      url.searchParams.delete("auth");
      url.searchParams.delete("redirectTo");
    }
    navigate?.(url.pathname + url.search, { replace: true });
  };
  // Already signed in: the parameter means nothing and is cleared.
  useEffect(() => {
    if (hydrated && auth && viewerTier !== "anonymous") setMode(null);
  }, [hydrated, auth, viewerTier]);
  // The dialog is interactive only, and Ark renders it through a portal: it opens after hydration.
  if (!auth || !hydrated || viewerTier !== "anonymous") return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog
        mode={auth}
        redirectTo={redirectTo ?? null}
        t={t}
        locale={locale}
        google={google}
        onClose={() => setMode(null)}
        onMode={setMode}
      />
    </Suspense>
  );
}
