// The router's query-string format: plain key=value pairs (lists comma-separated by the pages), every value a
// string, empty values dropped — readable, shareable links instead of JSON-encoded ones.
export function parseSearch(search: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search.startsWith("?") ? search.slice(1) : search)) {
    if (value !== "") out[key] = value;
  }
  return out;
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === "") continue;
    params.set(key, Array.isArray(value) ? value.join(",") : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** A comma-separated list from the query string; unknown or empty parts dropped. */
export function listParam(value: unknown): string[] {
  return typeof value === "string" ? value.split(",").map((s) => s.trim()).filter(Boolean) : [];
}

/**
 * The ids of a list filter from the query string: whole numbers from 1 within the database's integer, as the API
 * accepts them (0, -1 and 99999999999 name nothing, so they are dropped rather than sent).
 */
export function idListParam(value: unknown, max = 50): string[] {
  return listParam(value).filter(isIdParam).slice(0, max);
}

/** One id from the query string, as idListParam takes it. */
export function isIdParam(value: unknown): value is string {
  return typeof value === "string" && /^[1-9]\d{0,8}$/.test(value);
}

/**
 * A route's validated search, with every key it owns present: TanStack merges a route's validateSearch result over
 * the raw query, so a key left out keeps the raw (invalid) value; naming it undefined drops it.
 */
export function ownedSearch<K extends string, T extends Partial<Record<K, unknown>>>(
  keys: readonly K[],
  parsed: T,
): T {
  return Object.fromEntries(keys.map((k) => [k, parsed[k]])) as T;
}
