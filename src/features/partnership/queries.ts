// The partnership feature's reads: where the signed-in visitor stands with the promoter programme (the affiliates
// page asks after hydration: the page itself is the same public page for everyone, which the edge may cache).
import { queryOptions } from "@tanstack/react-query";
import type { Gql } from "../../lib/gql.ts";
import { PromoterApplicationDocument } from "./operations.generated.ts";

export const PROMOTER_APPLICATION_KEY = ["partnership", "promoterApplication"];

export const promoterApplicationQuery = (gql: Gql) =>
  queryOptions({
    queryKey: PROMOTER_APPLICATION_KEY,
    queryFn: async () => (await gql(PromoterApplicationDocument)).me,
  });
