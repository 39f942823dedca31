// How a failed valibot parse becomes messages: one i18n key per field (the first issue wins), the same for a form
// and for the resolver that parses the same input with the same schema.
import * as v from "valibot";

/** An error message key: `errors.x`, or a domain namespace's `promoters.errors.x`. */
const I18N_ERROR_KEY = /^([A-Za-z]+\.)?errors\.[A-Za-z_]/;

/** Field path → i18n key; an issue whose message is not a key is reported as a generic bad input. */
export function fieldErrorKeys(issues: readonly v.BaseIssue<unknown>[], fallbackPath = ""): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? fallbackPath;
    fields[path] ??= I18N_ERROR_KEY.test(issue.message) ? issue.message : "errors.BAD_USER_INPUT";
  }
  return fields;
}

/** The field errors of a value against a schema, empty when it parses. */
export function validateFields(schema: v.GenericSchema, value: unknown): Record<string, string> {
  const result = v.safeParse(schema, value);
  return result.success ? {} : fieldErrorKeys(result.issues);
}

/** The largest value of the database's `integer` (int4): every id is one, and so is every count and page number. */
export const DB_INT_MAX = 2_147_483_647;

/** The longest text any argument may carry; each form's own schema sets its field's tighter limit. */
export const TEXT_INPUT_MAX = 10_000;

/** A database id as text: decimal digits only, within the database's integer (0 names nothing, so finds nothing). */
export function isDatabaseId(value: string): boolean {
  return /^\d{1,10}$/.test(value) && Number(value) <= DB_INT_MAX;
}

/** A real day of the calendar in YYYY-MM-DD form: 2023-02-31 and 2024-13-01 are not. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A single-line text: no control characters (CR, LF, NUL, tab, DEL, C1) and no Unicode line or paragraph separator.
 * Every one-line field that reaches a mail header or a log line uses it, so typed text cannot add a header or forge a
 * log line.
 */
export function isSingleLine(text: string): boolean {
  return text.search(LINE_BREAKING) === -1;
}

/** What a single line may not hold (isSingleLine), in runs; global, so code that replaces them can use it too. */
export const LINE_BREAKING = /[\p{Cc}\u2028\u2029]+/gu;

/** The valibot action of isSingleLine, with its translated message. */
export const singleLine = () => v.check(isSingleLine, "errors.controlCharacters");
