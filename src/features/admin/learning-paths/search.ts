// The learning paths list's URL (search, status, language, sort and page).
import { AdminLearningPathsFilterSchema } from "../../../domain/admin-articles.ts";
import type { AdminLearningPathsFilter } from "../../../lib/graphql-types.generated.ts";
import { listFilterOf, listQueryString, type Paged, parseListSearch } from "../kit/list-search.ts";

export type LearningPathsSearch = Paged<AdminLearningPathsFilter>;

export const parseLearningPathsSearch = (search: Record<string, unknown>): LearningPathsSearch =>
  parseListSearch(AdminLearningPathsFilterSchema, { text: ["search", "status", "language", "sort"] }, search);
export const filterOf = listFilterOf;
export const searchQueryString = listQueryString;
