// The query of the pages a payment returns to: back (a same-site path), yooPayment (the widget's payment id), prId (the
// product bought). Parsed by the pages themselves, so the first-load bundle does not carry it.
import { safeRedirectPath } from "../../domain/redirect.ts";

export type ReturnSearch = { back?: string; yooPayment?: string; prId?: string };

export function returnSearch(raw: Record<string, unknown>): ReturnSearch {
  const back = safeRedirectPath(raw.back);
  const yoo = typeof raw.yooPayment === "string" && /^[\w-]{1,64}$/.test(raw.yooPayment) ? raw.yooPayment : null;
  const prId = typeof raw.prId === "string" || typeof raw.prId === "number" ? String(raw.prId) : "";
  return {
    ...(back ? { back } : {}),
    ...(yoo ? { yooPayment: yoo } : {}),
    ...(/^\d{1,9}$/.test(prId) ? { prId } : {}),
  };
}
