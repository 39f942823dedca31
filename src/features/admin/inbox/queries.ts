// The inbox's queries (their keys start with ADMIN_KEY, so any back office write marks them stale).
import { queryOptions } from "@tanstack/react-query";
import type { Gql } from "../../../lib/gql.ts";
import type { AdminInboxFilter } from "../../../lib/graphql-types.generated.ts";
import { AdminInboxDocument, AdminInboxItemDocument, type AdminInboxQuery } from "./inbox.generated.ts";
import { ADMIN_KEY } from "../queries.ts";

export type InboxPage = AdminInboxQuery["adminInbox"];

export const INBOX_KEY = [ADMIN_KEY, "inbox"] as const;

export const inboxQuery = (gql: Gql, filter: AdminInboxFilter, page: number) =>
  queryOptions({
    queryKey: [...INBOX_KEY, "list", filter, page],
    queryFn: async () => (await gql(AdminInboxDocument, { filter, page })).adminInbox,
  });

export const inboxItemQuery = (gql: Gql, kind: string, id: string) =>
  queryOptions({
    queryKey: [...INBOX_KEY, "item", kind, id],
    queryFn: async () => (await gql(AdminInboxItemDocument, { kind, id })).adminInboxItem,
  });
