// ?auth=signin|signup|forgot-password|promoter-signin opens the auth dialog; anything else is dropped.
export const AUTH_MODES = ["signin", "signup", "forgot-password", "promoter-signin"] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

export function parseAuthSearch(search: Record<string, unknown>): { auth?: AuthMode } {
  const auth = search.auth;
  return AUTH_MODES.includes(auth as AuthMode) ? { auth: auth as AuthMode } : {};
}
