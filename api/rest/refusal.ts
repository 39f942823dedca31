// The one body of every REST refusal under /api: `{ error: { name, i18nKey?, ...extra } }` with a 4xx/5xx status
// (src/lib/rest.ts reads it into a RestError). `name` is the stable code; `i18nKey` the message the page shows.
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export type Refusal = { error: { name: string; i18nKey?: string; [extra: string]: unknown } };

export function refusal(name: string, i18nKey?: string, extra: Record<string, unknown> = {}): Refusal {
  return { error: { name, ...(i18nKey ? { i18nKey } : {}), ...extra } };
}

/** Answers a refusal: `refuse(c, 403, "FORBIDDEN", "errors.FORBIDDEN")`. */
export function refuse(
  c: Context,
  status: ContentfulStatusCode,
  name: string,
  i18nKey?: string,
  extra?: Record<string, unknown>,
): Response {
  return c.json(refusal(name, i18nKey, extra), status);
}

/** A JSON route's body cap: past it, a 413 refusal in the same shape (Hono's own answer is plain text). */
export function jsonBodyLimit(maxSize: number) {
  return bodyLimit({ maxSize, onError: (c) => refuse(c, 413, "TOO_LARGE", "errors.BAD_USER_INPUT") });
}
