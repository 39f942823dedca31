// The system screen's query (its key starts with ADMIN_KEY). Never kept: every visit reads the checks and runs anew.
import { queryOptions } from "@tanstack/react-query";
import type { Gql } from "../../../lib/gql.ts";
import { AdminSystemDocument, type AdminSystemQuery } from "./system.generated.ts";
import { ADMIN_KEY } from "../queries.ts";

export type SystemStatus = AdminSystemQuery["adminSystem"];

export const systemQuery = (gql: Gql) =>
  queryOptions({
    queryKey: [ADMIN_KEY, "system"],
    queryFn: async () => (await gql(AdminSystemDocument)).adminSystem,
    staleTime: 0,
  });
