// The back office's shared queries: what the viewer may open (asked by the /admin layout on every screen) and the
// audit log. Every admin query's key starts with ADMIN_KEY, so a write can mark the back office's lists stale.
import { queryOptions } from "@tanstack/react-query";
import type { Gql } from "../../lib/gql.ts";
import type { AdminAuditFilter } from "../../lib/graphql-types.generated.ts";
import { AdminAuditLogDocument, type AdminAuditLogQuery, AdminOverviewDocument } from "./shell.generated.ts";
import {
  AdminMemberDocument,
  type AdminMemberFieldsFragment,
  type AdminMemberQuery,
  AdminMembersDocument,
} from "./members/members.generated.ts";
import type { AdminMemberSearch, AdminMoneySearch } from "../../lib/graphql-types.generated.ts";
import { AdminMembershipsDocument, AdminOrdersDocument } from "./money/money.generated.ts";

export const ADMIN_KEY = "admin";

export type AuditPage = AdminAuditLogQuery["adminAuditLog"];
export type { AdminAuditFilter };

/** Null for anyone without a team role: the layout then shows the 404 page. */
export const adminOverviewQuery = (gql: Gql) =>
  queryOptions({
    queryKey: [ADMIN_KEY, "overview"],
    queryFn: async () => (await gql(AdminOverviewDocument)).adminOverview,
    staleTime: 0,
  });

export const auditLogQuery = (gql: Gql, filter: AdminAuditFilter, page: number) =>
  queryOptions({
    queryKey: [ADMIN_KEY, "audit", filter, page],
    queryFn: async () => (await gql(AdminAuditLogDocument, { filter, page })).adminAuditLog,
  });

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

export const ordersQuery = (gql: Gql, search: AdminMoneySearch, page: number) =>
  queryOptions({
    queryKey: [ADMIN_KEY, "orders", search, page],
    queryFn: async () => (await gql(AdminOrdersDocument, { search, page })).adminOrders,
  });

export const membershipsQuery = (gql: Gql, search: AdminMoneySearch, page: number) =>
  queryOptions({
    queryKey: [ADMIN_KEY, "memberships", search, page],
    queryFn: async () => (await gql(AdminMembershipsDocument, { search, page })).adminMemberships,
  });
