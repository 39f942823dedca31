// The audit log's query (its key starts with ADMIN_KEY, so any back office write marks it stale).
import { queryOptions } from "@tanstack/react-query";
import type { Gql } from "../../../lib/gql.ts";
import type { AdminAuditFilter } from "../../../lib/graphql-types.generated.ts";
import { AdminAuditLogDocument, type AdminAuditLogQuery } from "./audit.generated.ts";
import { ADMIN_KEY } from "../queries.ts";

export type AuditPage = AdminAuditLogQuery["adminAuditLog"];
export type { AdminAuditFilter };

export const auditLogQuery = (gql: Gql, filter: AdminAuditFilter, page: number) =>
  queryOptions({
    queryKey: [ADMIN_KEY, "audit", filter, page],
    queryFn: async () => (await gql(AdminAuditLogDocument, { filter, page })).adminAuditLog,
  });
