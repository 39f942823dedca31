// The members screens' queries (their keys start with ADMIN_KEY, so any back office write marks them stale).
import { queryOptions } from "@tanstack/react-query";
import type { Gql } from "../../../lib/gql.ts";
import type { AdminMemberSearch } from "../../../lib/graphql-types.generated.ts";
import {
  AdminMemberDocument,
  type AdminMemberFieldsFragment,
  type AdminMemberQuery,
  AdminMembersDocument,
} from "./members.generated.ts";
import { ADMIN_KEY } from "../queries.ts";

export type AdminMember = AdminMemberFieldsFragment;
export type AdminMemberDetail = NonNullable<AdminMemberQuery["adminMember"]>;

export const membersQuery = (gql: Gql, search: AdminMemberSearch, page: number) =>
  queryOptions({
    queryKey: [ADMIN_KEY, "members", search, page],
    queryFn: async () => (await gql(AdminMembersDocument, { search, page })).adminMembers,
  });

/** Null for an id that names nobody. */
export const memberQuery = (gql: Gql, id: string) =>
  queryOptions({
    queryKey: [ADMIN_KEY, "member", id],
    queryFn: async () => (await gql(AdminMemberDocument, { id })).adminMember,
  });
