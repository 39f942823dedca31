// The back office's article writes, one hook each. Each marks the articles' queries stale (and, through
// useAdminMutation, the whole back office's, learning paths' step choices among them); a stale sign-in asks for the
// password and sends it again.
import type { CallbacksOf } from "../../../lib/use-gql-mutation.ts";
import { useAdminMutation } from "../kit/use-admin-mutation.ts";
import {
  AdminArchiveArticleDocument,
  AdminPublishArticleDocument,
  AdminSaveArticleDocument,
  AdminUnpublishArticleDocument,
} from "./articles.generated.ts";
import { ARTICLES_KEY } from "./queries.ts";

/** Creates an article (no id) or changes one. */
export const useSaveArticle = (callbacks: CallbacksOf<typeof AdminSaveArticleDocument> = {}) =>
  useAdminMutation(AdminSaveArticleDocument, { ...callbacks, invalidates: [ARTICLES_KEY] });

export const usePublishArticle = (callbacks: CallbacksOf<typeof AdminPublishArticleDocument> = {}) =>
  useAdminMutation(AdminPublishArticleDocument, { ...callbacks, invalidates: [ARTICLES_KEY] });

export const useUnpublishArticle = (callbacks: CallbacksOf<typeof AdminUnpublishArticleDocument> = {}) =>
  useAdminMutation(AdminUnpublishArticleDocument, { ...callbacks, invalidates: [ARTICLES_KEY] });

export const useArchiveArticle = (callbacks: CallbacksOf<typeof AdminArchiveArticleDocument> = {}) =>
  useAdminMutation(AdminArchiveArticleDocument, { ...callbacks, invalidates: [ARTICLES_KEY] });
