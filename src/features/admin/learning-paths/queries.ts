// The back office's learning paths queries: the list, one for the editor, and a step's article choices. Keys start
// with ADMIN_KEY, so every back office write marks them stale.
import { queryOptions } from "@tanstack/react-query";
import type { Gql } from "../../../lib/gql.ts";
import type { AdminLearningPathsFilter, Language } from "../../../lib/graphql-types.generated.ts";
import { ADMIN_KEY } from "../queries.ts";
import {
  AdminLearningPathDocument,
  type AdminLearningPathFieldsFragment,
  AdminLearningPathsDocument,
  type AdminLearningPathsQuery,
  AdminStepArticleChoicesDocument,
} from "./learning-paths.generated.ts";

export type AdminLearningPathItem = AdminLearningPathsQuery["adminLearningPaths"]["items"][number];
export type AdminLearningPathDetail = AdminLearningPathFieldsFragment;

/** Every learning path query's key begins with it: a write marks them all stale. */
export const LEARNING_PATHS_KEY = [ADMIN_KEY, "learningPaths"] as const;

export const adminLearningPathsQuery = (gql: Gql, filter: AdminLearningPathsFilter, page: number) =>
  queryOptions({
    queryKey: [...LEARNING_PATHS_KEY, "list", filter, page],
    queryFn: async () => (await gql(AdminLearningPathsDocument, { filter, page })).adminLearningPaths,
  });

export const adminLearningPathQuery = (gql: Gql, id: string) =>
  queryOptions({
    queryKey: [...LEARNING_PATHS_KEY, "one", id],
    queryFn: async () => (await gql(AdminLearningPathDocument, { id })).adminLearningPath,
  });

export const adminStepArticleChoicesQuery = (gql: Gql, language: Language) =>
  queryOptions({
    queryKey: [...LEARNING_PATHS_KEY, "choices", language],
    queryFn: async () => (await gql(AdminStepArticleChoicesDocument, { language })).adminStepArticleChoices,
  });
