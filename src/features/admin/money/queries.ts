// The money screens' queries (their keys start with ADMIN_KEY, so any back office write marks them stale).
import { queryOptions } from "@tanstack/react-query";
import type { Gql } from "../../../lib/gql.ts";
import type { AdminMoneySearch } from "../../../lib/graphql-types.generated.ts";
import { AdminMembershipsDocument, AdminOrdersDocument } from "./money.generated.ts";
import { ADMIN_KEY } from "../queries.ts";

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
