// The seller's connected Stripe account, as the status check answers it (network-only: Stripe's word changes while
// the user is away on its site).
import { queryOptions } from "@tanstack/react-query";
import type { Gql } from "../../lib/gql.ts";
import { CheckStripeConnectionStatusDocument } from "./operations.generated.ts";

export const sellerStatusQuery = (gql: Gql) =>
  queryOptions({
    queryKey: ["sellerStatus"],
    queryFn: async () => (await gql(CheckStripeConnectionStatusDocument)).checkStripeConnectionStatus,
    staleTime: 0,
  });
