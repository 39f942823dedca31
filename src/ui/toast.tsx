// Toasts (Ark UI): one toaster at the top centre, one at the bottom centre, each toast hiding after 5 s (spec).
import { createToaster, Toast, Toaster } from "@ark-ui/react/toast";
import { css } from "styled-system/css";

export const TOAST_DURATION_MS = 5000;

export type ToastPlacement = "top" | "bottom";

export const toaster = {
  top: createToaster({ placement: "top", duration: TOAST_DURATION_MS, overlap: false, gap: 12 }),
  bottom: createToaster({ placement: "bottom", duration: TOAST_DURATION_MS, overlap: false, gap: 12 }),
};

export type ToastInput = { type: "success" | "error" | "info"; title: string; description?: string };

/** Shows a toast; returns its id. Call it from event handlers only: the toasters are module state of the browser. */
export function showToast(where: ToastPlacement, input: ToastInput): string {
  // Ark's per-type defaults differ (success 2 s); the spec wants 5 s for every toast.
  return toaster[where].create({ ...input, duration: TOAST_DURATION_MS });
}

const rootClass = css({
  // Ark positions every toast absolutely in its region and animates through these variables.
  translate: "var(--x) var(--y)",
  scale: "var(--scale)",
  zIndex: "var(--z-index)",
  height: "var(--height)",
  opacity: "var(--opacity)",
  willChange: "translate, opacity, scale",
  transition: "translate 400ms, scale 400ms, opacity 400ms, height 400ms",
  transitionTimingFunction: "cubic-bezier(0.21, 1.02, 0.73, 1)",
  "&[data-state=closed]": { transition: "translate 400ms, scale 400ms, opacity 200ms" },
  w: "max-content",
  minW: "280px",
  maxW: "min(480px, calc(100vw - 32px))",
  bg: "ink",
  color: "white",
  borderRadius: "lg",
  px: "4",
  py: "3",
  boxShadow: "0 12px 32px rgba(0,0,0,0.25)",
  display: "flex",
  gap: "3",
  alignItems: "flex-start",
  "&[data-type=error]": { bg: "danger" },
  "&[data-type=success]": { bg: "success" },
});

export type ToastsProps = {
  /** Each toast's close button's accessible name (translated). */
  closeLabel: string;
  /**
   * The two live regions' accessible names (translated; Ark's own default is English), one each: two landmarks of one
   * name cannot be told apart.
   */
  regionLabels: Record<ToastPlacement, string>;
};

function ToastRegion({ closeLabel, regionLabels, where }: ToastsProps & { where: ToastPlacement }) {
  return (
    <Toaster toaster={toaster[where]} aria-label={regionLabels[where]}>
      {(toast) => (
        <Toast.Root className={rootClass} data-testid={`toast-${where}`}>
          <div className={css({ flex: 1 })}>
            <Toast.Title className={css({ fontWeight: "semibold" })}>{toast.title}</Toast.Title>
            {toast.description && (
              <Toast.Description className={css({ fontSize: "sm", opacity: 0.85 })}>
                {toast.description}
              </Toast.Description>
            )}
          </div>
          <Toast.CloseTrigger
            aria-label={closeLabel}
            className={css({ cursor: "pointer", opacity: 0.8, lineHeight: 1, p: "1", _hover: { opacity: 1 } })}
          >
            <svg width="14" height="14" viewBox="0 0 18 18" aria-hidden="true">
              <path d="M3 3l12 12M15 3L3 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </Toaster>
  );
}

/** Both toasters' regions; render once near the root. Toasts created before it mounts appear when it does. */
export function Toasts({ closeLabel, regionLabels }: ToastsProps) {
  return (
    <>
      <ToastRegion closeLabel={closeLabel} regionLabels={regionLabels} where="top" />
      <ToastRegion closeLabel={closeLabel} regionLabels={regionLabels} where="bottom" />
    </>
  );
}

export default Toasts;
