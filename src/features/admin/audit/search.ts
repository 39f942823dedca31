// The audit log's URL (?actor=&entity=&entityId=&operation=&from=&to=&page=).
import { AuditFilterSchema } from "../../../domain/admin.ts";
import type { AdminAuditFilter } from "./queries.ts";
import { listFilterOf, listQueryString, type Paged, parseListSearch } from "../kit/list-search.ts";

export type AuditSearch = Paged<AdminAuditFilter>;

export const parseAuditSearch = (search: Record<string, unknown>): AuditSearch =>
  parseListSearch(AuditFilterSchema, { text: ["actor", "entity", "entityId", "operation", "from", "to"] }, search);
export const auditFilterOf = (search: AuditSearch): AdminAuditFilter => listFilterOf(search);
export const auditQueryString = listQueryString;
