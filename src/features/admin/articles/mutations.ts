// The back office's article writes, one hook each. Each marks the articles' queries stale (and, through
// useAdminMutation, the whole back office's, learning paths' step choices among them); a stale sign-in asks for the
// password and sends it again.
import { adminWrites } from "../kit/use-admin-mutation.ts";
import {
  AdminArchiveArticleDocument,
  AdminPublishArticleDocument,
  AdminSaveArticleDocument,
  AdminUnpublishArticleDocument,
} from "./articles.generated.ts";
import { ARTICLES_KEY } from "./queries.ts";

const articleWrite = adminWrites(ARTICLES_KEY);

/** Creates an article (no id) or changes one. */
export const useSaveArticle = articleWrite(AdminSaveArticleDocument);

export const usePublishArticle = articleWrite(AdminPublishArticleDocument);

export const useUnpublishArticle = articleWrite(AdminUnpublishArticleDocument);

export const useArchiveArticle = articleWrite(AdminArchiveArticleDocument);
