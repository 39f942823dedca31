// The inbox's queries (their keys start with ADMIN_KEY, so any back office write marks them stale).
import { AdminInboxDocument, AdminInboxItemDocument, type AdminInboxQuery } from "./inbox.generated.ts";
import { adminQueries } from "../kit/query-options.ts";
import { ADMIN_KEY } from "../queries.ts";

export type InboxPage = AdminInboxQuery["adminInbox"];

export const INBOX_KEY = [ADMIN_KEY, "inbox"] as const;

const query = adminQueries(INBOX_KEY);

export const inboxQuery = query(AdminInboxDocument, "adminInbox", ["filter", "page"]);

export const inboxItemQuery = query(AdminInboxItemDocument, "adminInboxItem", ["kind", "id"]);
