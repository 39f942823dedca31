// The inbox's queries (their keys start with ADMIN_KEY, so any back office write marks them stale).
import type { AdminInboxFilter } from "../../../lib/graphql-types.generated.ts";
import { AdminInboxDocument, AdminInboxItemDocument, type AdminInboxQuery } from "./inbox.generated.ts";
import { adminQueries } from "../kit/query-options.ts";
import { ADMIN_KEY } from "../queries.ts";

export type InboxPage = AdminInboxQuery["adminInbox"];

export const INBOX_KEY = [ADMIN_KEY, "inbox"] as const;

const inboxQueries = adminQueries(INBOX_KEY);

export const inboxQuery = inboxQueries(
  "list",
  AdminInboxDocument,
  (filter: AdminInboxFilter, page: number) => ({ filter, page }),
  (r) => r.adminInbox,
);

export const inboxItemQuery = inboxQueries(
  "item",
  AdminInboxItemDocument,
  (kind: string, id: string) => ({ kind, id }),
  (r) => r.adminInboxItem,
);
