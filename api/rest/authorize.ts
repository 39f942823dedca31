// The REST side of the one authorization rule (src/domain/authorization.ts): a handler calls requireUser(viewer) and
// a refusal becomes a 401 (visitor) or 403 (signed in, not allowed) with the JSON error every REST answer uses.
import type { Context } from "hono";
import { isAccessDenied } from "../../src/domain/authorization.ts";
import { refuse } from "./refusal.ts";

/**
 * A sub-app's `onError`: answers an AccessDenied; any other error is thrown on to the parent app's handler.
 * (Hono runs a mounted sub-app's error handler around each of its routes, so a try/catch middleware would not see
 * the error.)
 */
export function answerAccessDenied(error: Error, c: Context): Response {
  if (!isAccessDenied(error)) throw error;
  return refuse(c, error.code === "UNAUTHENTICATED" ? 401 : 403, error.code, error.i18nKey);
}
