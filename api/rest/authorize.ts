// The REST side of the one authorization rule (src/domain/authorization.ts): a handler calls requireUser(viewer) and
// a refusal becomes a 401 (visitor) or 403 (signed in, not allowed) with the JSON error every REST answer uses.
import type { Context } from "hono";
import { isAccessDenied } from "../../src/domain/authorization.ts";

/**
 * A sub-app's `onError`: answers an AccessDenied; any other error is thrown on to the parent app's handler.
 * (Hono runs a mounted sub-app's error handler around each of its routes, so a try/catch middleware would not see
 * the error.)
 */
export function answerAccessDenied(error: Error, c: Context): Response {
  if (!isAccessDenied(error)) throw error;
  return c.json(
    { error: { name: error.code, i18nKey: error.i18nKey } },
    error.code === "UNAUTHENTICATED" ? 401 : 403,
  );
}
