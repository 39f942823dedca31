// The members list's URL (?q=&show=&sort=&page=).
import { MemberSearchSchema } from "../../../domain/admin.ts";
import type { AdminMemberSearch } from "../../../lib/graphql-types.generated.ts";
import { listFilterOf, listQueryString, type Paged, parseListSearch } from "../kit/list-search.ts";

export type MembersSearch = Paged<AdminMemberSearch>;

export const parseMembersSearch = (search: Record<string, unknown>): MembersSearch =>
  parseListSearch(MemberSearchSchema, { text: ["q", "show", "sort"] }, search);
export const membersFilterOf = (search: MembersSearch): AdminMemberSearch => listFilterOf(search);
export const membersQueryString = listQueryString;
