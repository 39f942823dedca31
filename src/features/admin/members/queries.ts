// The members screens' queries (their keys start with ADMIN_KEY, so any back office write marks them stale).
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

const query = adminQueries([ADMIN_KEY]);

export const membersQuery = query(AdminMembersDocument, "adminMembers", ["search", "page"]);

/** Null for an id that names nobody. */
export const memberQuery = query(AdminMemberDocument, "adminMember", ["id"]);
