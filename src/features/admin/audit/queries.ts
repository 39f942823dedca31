// The audit log's query (its key starts with ADMIN_KEY, so any back office write marks it stale).
import type { AdminAuditFilter } from "../../../lib/graphql-types.generated.ts";
import { AdminAuditLogDocument, type AdminAuditLogQuery } from "./audit.generated.ts";
import { adminQueries } from "../kit/query-options.ts";
import { ADMIN_KEY } from "../queries.ts";

export type AuditPage = AdminAuditLogQuery["adminAuditLog"];
export type { AdminAuditFilter };

export const auditLogQuery = adminQueries([ADMIN_KEY])(AdminAuditLogDocument, "adminAuditLog", ["filter", "page"]);
