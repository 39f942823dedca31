// The lead-magnet pop-up's trigger (spec 01): once per browser session when the visitor scrolls to within 10 percent
// of the page's bottom, or whenever the address's hash is #gift; never for full-access members (the server decided
// the viewer's tier, and this renders nothing for a fellow), and never over another dialog, a form being filled or a
// result the visitor asked for (it waits for a later scroll). The dialog's module loads only when it opens.
import { lazy, Suspense, useEffect, useState } from "react";
import {
  FIELD_SELECTOR,
  LEAD_MAGNET_SESSION_KEY,
  leadMagnetMayOpenNow,
  leadMagnetMayOpenOn,
  OPEN_DIALOG_SELECTOR,
  type PageAttention,
  reachedLeadMagnetDepth,
  USER_RESULT_SELECTOR,
} from "../../domain/lead-magnet.ts";
import { useI18n } from "../../lib/i18n.tsx";

const LeadDialog = lazy(() => import("./lead-dialog.tsx"));

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

/** Forms the visitor typed into and has not sent yet (a search box does not count: it acts as one types). */
const typedForms = new WeakSet<HTMLFormElement>();

function noteTyping(event: Event) {
  const field = event.target;
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  const form = field.form;
  if (!form || form.getAttribute("role") === "search" || field.type === "search") return;
  if (field.value.trim() !== "") typedForms.add(form);
}

function noteSent(event: Event) {
  if (event.target instanceof HTMLFormElement) typedForms.delete(event.target);
}

const shown = (el: Element) => el.getClientRects().length > 0;

/** What the visitor is doing now, read from the page. */
function readPageAttention(): PageAttention {
  const active = document.activeElement;
  return {
    dialogOpen: [...document.querySelectorAll(OPEN_DIALOG_SELECTOR)].some(shown),
    fieldFocused: active instanceof Element && active.matches(FIELD_SELECTOR),
    typedInForm: [...document.forms].some((form) => typedForms.has(form)),
    resultShown: [...document.querySelectorAll(USER_RESULT_SELECTOR)].some(shown),
  };
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
        if (!reachedLeadMagnetDepth(globalThis.scrollY, globalThis.innerHeight, root.scrollHeight)) return;
        // Busy with something else: not now; a later scroll asks again.
        if (leadMagnetMayOpenNow(readPageAttention())) show();
      });
    };
    globalThis.addEventListener("scroll", onScroll, { passive: true });
    globalThis.addEventListener("hashchange", onHash);
    document.addEventListener("input", noteTyping, true);
    document.addEventListener("submit", noteSent, true);
    return () => {
      globalThis.removeEventListener("scroll", onScroll);
      globalThis.removeEventListener("hashchange", onHash);
      document.removeEventListener("input", noteTyping, true);
      document.removeEventListener("submit", noteSent, true);
    };
  }, [fellow]);
  if (fellow || !open) return null;
  return (
    <Suspense fallback={null}>
      <LeadDialog
        kind="gift"
        onClose={() => {
          setOpen(false);
          // Closing drops the #gift hash, so the address no longer reopens it.
          if (location.hash === "#gift") history.replaceState(history.state, "", location.pathname + location.search);
        }}
      />
    </Suspense>
  );
}
