// The members screens' queries (their keys start with ADMIN_KEY, so any back office write marks them stale).
import type { AdminMemberSearch } from "../../../lib/graphql-types.generated.ts";
import {
  AdminMemberDocument,
  type AdminMemberFieldsFragment,
  type AdminMemberQuery,
  AdminMembersDocument,
} from "./members.generated.ts";
import { adminQueries } from "../kit/query-options.ts";
import { ADMIN_KEY } from "../queries.ts";

export type AdminMember = AdminMemberFieldsFragment;
export type AdminMemberDetail = NonNullable<AdminMemberQuery["adminMember"]>;

const memberQueries = adminQueries([ADMIN_KEY]);

export const membersQuery = memberQueries(
  "members",
  AdminMembersDocument,
  (search: AdminMemberSearch, page: number) => ({ search, page }),
  (r) => r.adminMembers,
);

/** Null for an id that names nobody. */
export const memberQuery = memberQueries("member", AdminMemberDocument, (id: string) => ({ id }), (r) => r.adminMember);
