// Opens the auth dialog when ?auth=signin|signup|… is in the URL; the dialog's module loads only then.
import { lazy, Suspense } from "react";
import { useSearch } from "@tanstack/react-router";
import { usePageLocation } from "../../lib/page-location.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { useI18n } from "../../lib/i18n.tsx";

const AuthDialog = lazy(() => import("./auth-dialog.tsx"));

export function AuthDialogHost() {
  const { auth } = useSearch({ from: "/$locale" });
  const { navigate } = usePageLocation();
  const { t } = useI18n();
  const hydrated = useHydrated();
  // The dialog is interactive only, and Ark renders it through a portal: it opens after hydration.
  if (!auth || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog
        mode={auth}
        t={t}
        onClose={() => {
          const url = new URL(globalThis.location.href);
          url.searchParams.delete("auth");
          navigate?.(url.pathname + url.search, { replace: true });
        }}
      />
    </Suspense>
  );
}
