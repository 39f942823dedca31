// The inbox's URL (?kind=&status=&search=&sort=&page=).
import { InboxFilterSchema } from "../../../domain/admin-inbox.ts";
import type { AdminInboxFilter } from "../../../lib/graphql-types.generated.ts";
import { listFilterOf, listQueryString, type Paged, parseListSearch } from "../kit/list-search.ts";

export type InboxSearch = Paged<AdminInboxFilter>;

export function parseInboxSearch(search: Record<string, unknown>): InboxSearch {
  const result = parseListSearch<AdminInboxFilter>(
    InboxFilterSchema,
    { text: ["kind", "status", "search", "sort"] },
    search,
  );
  // Newest first is the default: the URL names only the other order.
  if (result.sort === "newest") delete result.sort;
  return result;
}
export const inboxFilterOf = (search: InboxSearch): AdminInboxFilter => listFilterOf(search);
export const inboxQueryString = listQueryString;
