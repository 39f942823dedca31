// The back office's articles and learning paths queries: the lists, one for the editor, the preview per reader tier,
// and a learning path's article choices. Keys start with ADMIN_KEY, so every back office write marks them stale.
import { queryOptions } from "@tanstack/react-query";
import type { PreviewTier } from "../../../domain/admin-articles.ts";
import type { Gql } from "../../../lib/gql.ts";
import type { AdminArticlesFilter, AdminLearningPathsFilter, Language } from "../../../lib/graphql-types.generated.ts";
import { ADMIN_KEY } from "../queries.ts";
import {
  AdminArticleDocument,
  type AdminArticleFieldsFragment,
  AdminArticlePreviewDocument,
  type AdminArticlePreviewQuery,
  AdminArticlesDocument,
  type AdminArticlesQuery,
  AdminLearningPathDocument,
  type AdminLearningPathFieldsFragment,
  AdminLearningPathsDocument,
  type AdminLearningPathsQuery,
  AdminStepArticleChoicesDocument,
} from "./articles.generated.ts";

export type AdminArticleItem = AdminArticlesQuery["adminArticles"]["items"][number];
export type AdminArticleDetail = AdminArticleFieldsFragment;
export type AdminArticlePreview = NonNullable<AdminArticlePreviewQuery["adminArticlePreview"]>;
export type AdminLearningPathItem = AdminLearningPathsQuery["adminLearningPaths"]["items"][number];
export type AdminLearningPathDetail = AdminLearningPathFieldsFragment;

export const adminArticlesQuery = (gql: Gql, filter: AdminArticlesFilter, page: number) =>
  queryOptions({
    queryKey: [ADMIN_KEY, "articles", "list", filter, page],
    queryFn: async () => (await gql(AdminArticlesDocument, { filter, page })).adminArticles,
  });

export const adminArticleQuery = (gql: Gql, id: string) =>
  queryOptions({
    queryKey: [ADMIN_KEY, "articles", "one", id],
    queryFn: async () => (await gql(AdminArticleDocument, { id })).adminArticle,
  });

export const adminArticlePreviewQuery = (gql: Gql, id: string, tier: PreviewTier) =>
  queryOptions({
    queryKey: [ADMIN_KEY, "articles", "preview", id, tier],
    queryFn: async () => (await gql(AdminArticlePreviewDocument, { id, tier })).adminArticlePreview,
  });

export const adminLearningPathsQuery = (gql: Gql, filter: AdminLearningPathsFilter, page: number) =>
  queryOptions({
    queryKey: [ADMIN_KEY, "learningPaths", "list", filter, page],
    queryFn: async () => (await gql(AdminLearningPathsDocument, { filter, page })).adminLearningPaths,
  });

export const adminLearningPathQuery = (gql: Gql, id: string) =>
  queryOptions({
    queryKey: [ADMIN_KEY, "learningPaths", "one", id],
    queryFn: async () => (await gql(AdminLearningPathDocument, { id })).adminLearningPath,
  });

export const adminStepArticleChoicesQuery = (gql: Gql, language: Language) =>
  queryOptions({
    queryKey: [ADMIN_KEY, "learningPaths", "choices", language],
    queryFn: async () => (await gql(AdminStepArticleChoicesDocument, { language })).adminStepArticleChoices,
  });
