// The back office's articles queries: the list, one for the editor, and the preview per reader tier. Keys start with
// ADMIN_KEY, so every back office write marks them stale.
import type { PreviewTier } from "../../../domain/admin-articles.ts";
import type { AdminArticlesFilter } from "../../../lib/graphql-types.generated.ts";
import { adminQueries } from "../kit/query-options.ts";
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

const articlesQuery = adminQueries(ARTICLES_KEY);

export const adminArticlesQuery = articlesQuery(
  "list",
  AdminArticlesDocument,
  (filter: AdminArticlesFilter, page: number) => ({ filter, page }),
  (r) => r.adminArticles,
);

export const adminArticleQuery = articlesQuery(
  "one",
  AdminArticleDocument,
  (id: string) => ({ id }),
  (r) => r.adminArticle,
);

export const adminArticlePreviewQuery = articlesQuery(
  "preview",
  AdminArticlePreviewDocument,
  (id: string, tier: PreviewTier) => ({ id, tier }),
  (r) => r.adminArticlePreview,
);
