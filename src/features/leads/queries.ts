// The leads forms' read: the signed-in account the forms prefill from.
import { queryOptions } from "@tanstack/react-query";
import type { Gql } from "../../lib/gql.ts";
import { LeadsMeDocument } from "./operations.generated.ts";

/** The signed-in account's email and name (null for a visitor). */
export const leadsMeQuery = (gql: Gql) =>
  queryOptions({
    queryKey: ["leads", "me"],
    queryFn: async () => (await gql(LeadsMeDocument)).me,
    staleTime: 60_000,
  });
