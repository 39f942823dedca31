// The articles list's URL (search, filters, sort and page).
import { AdminArticlesFilterSchema } from "../../../domain/admin-articles.ts";
import type { AdminArticlesFilter } from "../../../lib/graphql-types.generated.ts";
import { listFilterOf, listQueryString, type Paged, parseListSearch } from "../kit/list-search.ts";

export type ArticlesSearch = Paged<AdminArticlesFilter>;

export const parseArticlesSearch = (search: Record<string, unknown>): ArticlesSearch =>
  parseListSearch(
    AdminArticlesFilterSchema,
    { text: ["search", "status", "language", "readAccess", "sort"], flags: ["featured"] },
    search,
  );
export const filterOf = listFilterOf;
export const searchQueryString = listQueryString;
