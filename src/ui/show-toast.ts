// Shows a toast without putting the toast machinery in the page's first load: the toasters (./toast.tsx, Ark's toast
// machine) are loaded on the first toast, and the site layout mounts the regions that show them at that moment.
import type { ToastInput, ToastPlacement } from "./toast.tsx";

export type { ToastInput, ToastPlacement };

let wanted = false;
const listeners = new Set<() => void>();

/** Calls `listener` once toasts are first wanted (at once if they already are); returns an unsubscribe. */
export function onToastsWanted(listener: () => void): () => void {
  if (wanted) {
    listener();
    return () => {};
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Call it from event handlers only: the toasters are module state of the browser. */
export function showToast(where: ToastPlacement, input: ToastInput): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
    listeners.clear();
  }
  void import("./toast.tsx").then((toasts) => toasts.showToast(where, input));
}
