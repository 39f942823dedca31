// Toasts (Ark UI): one toaster at the top centre, one at the bottom centre, each hiding after 5 s (spec).
import { createToaster, Toast, Toaster } from "@ark-ui/react/toast";
import { css } from "styled-system/css";

export const TOAST_DURATION_MS = 5000;

export const toaster = {
  top: createToaster({ placement: "top", duration: TOAST_DURATION_MS, overlap: false, gap: 12 }),
  bottom: createToaster({ placement: "bottom", duration: TOAST_DURATION_MS, overlap: false, gap: 12 }),
};

export type ToastInput = { type: "success" | "error" | "info"; title: string; description?: string };

export function showToast(where: "top" | "bottom", input: ToastInput) {
  return toaster[where].create({ ...input, duration: TOAST_DURATION_MS });
}

const rootClass = css({
  minW: "280px",
  maxW: "calc(100vw - 32px)",
  bg: "ink",
  color: "white",
  borderRadius: "lg",
  px: "4",
  py: "3",
  boxShadow: "0 12px 32px rgba(0,0,0,0.25)",
  display: "flex",
  gap: "3",
  alignItems: "flex-start",
  "&[data-type=error]": { bg: "#b42318" },
  "&[data-type=success]": { bg: "#027a48" },
});

function Toasts({ closeLabel, which }: { closeLabel: string; which: "top" | "bottom" }) {
  return (
    <Toaster toaster={toaster[which]}>
      {(toast) => (
        <Toast.Root className={rootClass} data-testid={`toast-${which}`}>
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
            className={css({ cursor: "pointer", opacity: 0.8, _hover: { opacity: 1 } })}
          >
            ✕
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </Toaster>
  );
}

/** Both toasters; render once near the root (lazily, on the first toast). */
export function ToastRegions({ closeLabel }: { closeLabel: string }) {
  return (
    <>
      <Toasts closeLabel={closeLabel} which="top" />
      <Toasts closeLabel={closeLabel} which="bottom" />
    </>
  );
}
