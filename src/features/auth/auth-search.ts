// ?auth=signin|signup|forgot-password|promoter-signin opens the auth dialog, and ?redirectTo=/path says where to go
// after signing in (only a same-site path: anything else is dropped, so the URL cannot send anyone off-site).
import { safeRedirectPath } from "../../domain/redirect.ts";

export const AUTH_MODES = ["signin", "signup", "forgot-password", "promoter-signin"] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

export type AuthSearch = { auth?: AuthMode; redirectTo?: string };

export function parseAuthSearch(search: Record<string, unknown>): AuthSearch {
  const auth = search.auth;
  const redirectTo = safeRedirectPath(search.redirectTo);
  return {
    ...(AUTH_MODES.includes(auth as AuthMode) ? { auth: auth as AuthMode } : {}),
    ...(redirectTo ? { redirectTo } : {}),
  };
}

/** The page's own address without the dialog's parameters: where a sign-in with no redirectTo returns to. */
export function pathWithoutAuthParams(href: string): string {
  const url = new URL(href, "http://localhost");
  url.searchParams.delete("auth");
  url.searchParams.delete("redirectTo");
  url.searchParams.delete("error");
  return url.pathname + url.search;
}
