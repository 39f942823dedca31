// The lead-magnet pop-up's trigger (spec 01): once per browser session when the visitor scrolls to within 10 percent
// of the page's bottom, or whenever the address's hash is #gift; never for full-access members (the server decided
// the viewer's tier, and this renders nothing for a fellow). The dialog's module loads only when it opens.
import { lazy, Suspense, useEffect, useState } from "react";
import { LEAD_MAGNET_SESSION_KEY, leadMagnetMayOpenOn, reachedLeadMagnetDepth } from "../../domain/lead-magnet.ts";
import { useI18n } from "../../lib/i18n.tsx";

const LeadMagnetDialog = lazy(() => import("./lead-magnet-dialog.tsx"));

function sessionFlag(): boolean {
  try {
    return sessionStorage.getItem(LEAD_MAGNET_SESSION_KEY) === "1";
  } catch {
    return false;
  }
}

function setSessionFlag() {
  try {
    sessionStorage.setItem(LEAD_MAGNET_SESSION_KEY, "1");
  } catch {
    // Storage refused (private mode): the pop-up may open again on the next page, which is harmless.
  }
}

export function LeadMagnet() {
  const { viewerTier } = useI18n();
  const [open, setOpen] = useState(false);
  const fellow = viewerTier === "fellow";
  useEffect(() => {
    if (fellow) return;
    const show = () => {
      setSessionFlag();
      setOpen(true);
    };
    const onHash = () => {
      if (location.hash === "#gift") show();
    };
    onHash();
    let queued = false;
    const onScroll = () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(() => {
        queued = false;
        if (sessionFlag() || !leadMagnetMayOpenOn(location.pathname)) return;
        const root = document.documentElement;
        if (reachedLeadMagnetDepth(globalThis.scrollY, globalThis.innerHeight, root.scrollHeight)) show();
      });
    };
    globalThis.addEventListener("scroll", onScroll, { passive: true });
    globalThis.addEventListener("hashchange", onHash);
    return () => {
      globalThis.removeEventListener("scroll", onScroll);
      globalThis.removeEventListener("hashchange", onHash);
    };
  }, [fellow]);
  if (fellow || !open) return null;
  return (
    <Suspense fallback={null}>
      <LeadMagnetDialog
        onClose={() => {
          setOpen(false);
          // Closing drops the #gift hash, so the address no longer reopens it.
          if (location.hash === "#gift") history.replaceState(history.state, "", location.pathname + location.search);
        }}
      />
    </Suspense>
  );
}
