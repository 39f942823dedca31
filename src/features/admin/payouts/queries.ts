// The payouts screen's query (its key starts with ADMIN_KEY, so any back office write marks it stale).
import { queryOptions } from "@tanstack/react-query";
import type { Gql } from "../../../lib/gql.ts";
import type { AdminPayoutSearch } from "../../../lib/graphql-types.generated.ts";
import { AdminPayoutsDocument, type AdminPayoutsQuery } from "./payouts.generated.ts";
import { ADMIN_KEY } from "../queries.ts";

export type PayoutsPage = AdminPayoutsQuery["adminPayouts"];

export const payoutsQuery = (gql: Gql, search: AdminPayoutSearch, page: number) =>
  queryOptions({
    queryKey: [ADMIN_KEY, "payouts", search, page],
    queryFn: async () => (await gql(AdminPayoutsDocument, { search, page })).adminPayouts,
  });
