// One reading of a back-office list's URL (search, filters, sort and page as the query), for the routes and the screens
// alike: each field is parsed with the list's own filter schema, and anything malformed is dropped rather than
// refused, so an edited URL still shows a list.
import * as v from "valibot";

export type Paged<T> = T & { page?: number };

/** A flag from the URL: true/false as the router parsed it, or their text. */
function flagOf(value: unknown): boolean | undefined {
  if (value === true || value === "true") return true;
  if (value === false || value === "false") return false;
  return undefined;
}

export function parseListSearch<T>(
  schema: { entries: Record<string, v.GenericSchema> },
  fields: { text: readonly string[]; flags?: readonly string[] },
  search: Record<string, unknown>,
): Paged<T> {
  const result: Record<string, unknown> = {};
  for (const key of fields.text) {
    const value = search[key];
    if (typeof value !== "string" && typeof value !== "number") continue;
    const parsed = v.safeParse(schema.entries[key], String(value));
    if (parsed.success && parsed.output !== null && parsed.output !== undefined && parsed.output !== "") {
      result[key] = parsed.output;
    }
  }
  for (const key of fields.flags ?? []) {
    const flag = flagOf(search[key]);
    if (flag !== undefined) result[key] = flag;
  }
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1 && page <= 100_000) result.page = page;
  return result as Paged<T>;
}

/** The filter part (without the page) for the query. */
export function listFilterOf<T extends { page?: number }>(search: T): Omit<T, "page"> {
  const { page: _page, ...filter } = search;
  return filter;
}

/** The query string of a search ("" when empty). */
export function listQueryString(search: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
