// Where a sign-in may send the visitor afterwards: the one rule the client and the server apply.

/** The longest path a redirect may carry (the server's token and callback rules use the same bound). */
export const REDIRECT_PATH_MAX = 300;

/**
 * A same-site path to go to after signing in, or null: only a path starting with one "/" (never "//host" or
 * "/\host", which browsers treat as another site, nor a scheme such as "https:" or "javascript:"), without spaces.
 */
export function safeRedirectPath(path: unknown): string | null {
  return typeof path === "string" && path.length <= REDIRECT_PATH_MAX && /^\/(?![/\\])[^\s\\]*$/.test(path)
    ? path
    : null;
}
