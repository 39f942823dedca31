// The back office's articles queries: the list, one for the editor, and the preview per reader tier. Keys start with
// ADMIN_KEY, so every back office write marks them stale.
import { queryOptions } from "@tanstack/react-query";
import type { PreviewTier } from "../../../domain/admin-articles.ts";
import type { Gql } from "../../../lib/gql.ts";
import type { AdminArticlesFilter } from "../../../lib/graphql-types.generated.ts";
import { ADMIN_KEY } from "../queries.ts";
import {
  AdminArticleDocument,
  type AdminArticleFieldsFragment,
  AdminArticlePreviewDocument,
  type AdminArticlePreviewQuery,
  AdminArticlesDocument,
  type AdminArticlesQuery,
} from "./articles.generated.ts";

export type AdminArticleItem = AdminArticlesQuery["adminArticles"]["items"][number];
export type AdminArticleDetail = AdminArticleFieldsFragment;
export type AdminArticlePreview = NonNullable<AdminArticlePreviewQuery["adminArticlePreview"]>;

/** Every article query's key begins with it: a write marks them all stale. */
export const ARTICLES_KEY = [ADMIN_KEY, "articles"] as const;

export const adminArticlesQuery = (gql: Gql, filter: AdminArticlesFilter, page: number) =>
  queryOptions({
    queryKey: [...ARTICLES_KEY, "list", filter, page],
    queryFn: async () => (await gql(AdminArticlesDocument, { filter, page })).adminArticles,
  });

export const adminArticleQuery = (gql: Gql, id: string) =>
  queryOptions({
    queryKey: [...ARTICLES_KEY, "one", id],
    queryFn: async () => (await gql(AdminArticleDocument, { id })).adminArticle,
  });

export const adminArticlePreviewQuery = (gql: Gql, id: string, tier: PreviewTier) =>
  queryOptions({
    queryKey: [...ARTICLES_KEY, "preview", id, tier],
    queryFn: async () => (await gql(AdminArticlePreviewDocument, { id, tier })).adminArticlePreview,
  });
