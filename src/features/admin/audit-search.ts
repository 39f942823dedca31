// The audit log's URL: its filters and page as the query (?actor=&entity=&from=&to=&page=), read by the route and
// the screen alike; anything malformed is dropped rather than refused, so an edited URL still shows a list.
import * as v from "valibot";
import { AuditFilterSchema } from "../../domain/admin.ts";
import type { AdminAuditFilter } from "./queries.ts";

export type AuditSearch = AdminAuditFilter & { page?: number };

const KEYS = ["actor", "entity", "entityId", "operation", "from", "to"] as const;

export function parseAuditSearch(search: Record<string, unknown>): AuditSearch {
  const result: AuditSearch = {};
  for (const key of KEYS) {
    const value = search[key];
    if (typeof value !== "string" && typeof value !== "number") continue;
    const parsed = v.safeParse(AuditFilterSchema.entries[key], String(value));
    if (parsed.success && parsed.output) result[key] = parsed.output;
  }
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1 && page <= 100_000) result.page = page;
  return result;
}

/** The filter part (without the page) for the query. */
export function auditFilterOf(search: AuditSearch): AdminAuditFilter {
  const { page: _page, ...filter } = search;
  return filter;
}

/** The query string of a search ("" when empty). */
export function auditQueryString(search: AuditSearch): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
