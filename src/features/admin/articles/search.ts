// The articles and learning paths lists' URLs (search, filters, sort and page).
import { AdminArticlesFilterSchema, AdminLearningPathsFilterSchema } from "../../../domain/admin-articles.ts";
import type { AdminArticlesFilter, AdminLearningPathsFilter } from "../../../lib/graphql-types.generated.ts";
import { listFilterOf, listQueryString, type Paged, parseListSearch } from "../kit/list-search.ts";

export type ArticlesSearch = Paged<AdminArticlesFilter>;
export type LearningPathsSearch = Paged<AdminLearningPathsFilter>;

export const parseArticlesSearch = (search: Record<string, unknown>): ArticlesSearch =>
  parseListSearch(
    AdminArticlesFilterSchema,
    { text: ["search", "status", "language", "readAccess", "sort"], flags: ["featured"] },
    search,
  );
export const parseLearningPathsSearch = (search: Record<string, unknown>): LearningPathsSearch =>
  parseListSearch(AdminLearningPathsFilterSchema, { text: ["search", "status", "language", "sort"] }, search);
export const filterOf = listFilterOf;
export const searchQueryString = listQueryString;
