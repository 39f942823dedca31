// The members list's URL (?q=&show=&sort=&page=), read by the route and the screen alike; anything malformed is
// dropped, so an edited URL still shows a list.
import * as v from "valibot";
import { MemberSearchSchema } from "../../domain/admin.ts";
import type { AdminMemberSearch } from "../../lib/graphql-types.generated.ts";

export type MembersSearch = AdminMemberSearch & { page?: number };

const KEYS = ["q", "show", "sort"] as const;

export function parseMembersSearch(search: Record<string, unknown>): MembersSearch {
  const result: MembersSearch = {};
  for (const key of KEYS) {
    const value = search[key];
    if (typeof value !== "string") continue;
    const parsed = v.safeParse(MemberSearchSchema.entries[key], value);
    if (parsed.success && parsed.output) result[key] = parsed.output;
  }
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1 && page <= 100_000) result.page = page;
  return result;
}

export function membersFilterOf(search: MembersSearch): AdminMemberSearch {
  const { page: _page, ...filter } = search;
  return filter;
}

export function membersQueryString(search: MembersSearch): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
