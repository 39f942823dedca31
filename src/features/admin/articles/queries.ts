// The back office's articles queries: the list, one for the editor, and the preview per reader tier. Keys start with
// ADMIN_KEY, so every back office write marks them stale.
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

const query = adminQueries(ARTICLES_KEY);

export const adminArticlesQuery = query(AdminArticlesDocument, "adminArticles", ["filter", "page"]);

export const adminArticleQuery = query(AdminArticleDocument, "adminArticle", ["id"]);

/** The article as a reader of that tier (PreviewTier) would see it. */
export const adminArticlePreviewQuery = query(AdminArticlePreviewDocument, "adminArticlePreview", ["id", "tier"]);
