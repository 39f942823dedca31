// /admin/articles/new and /admin/articles/{id}: the article editor. Every field of an article (article-fields.tsx),
// validated with the schema adminSaveArticle parses with (article-form.ts). Save draft / Publish / Unpublish /
// Archive. Below, the preview as a visitor, a registered user and a club member (article-preview.tsx): the server's
// own shaping of the public page for that reader, drawn by the public article's component, which the page's
// composition hands in (`renderPreview`: a feature does not import another feature).
import { useI18n } from "../../../lib/i18n.tsx";
import { useRouteItem } from "../kit/editor-save.ts";
import { ContentStatusBadges, useContentEditor, useUploadPicture } from "../kit/content-form.tsx";
import { EditorScreen } from "../kit/editor-screen.tsx";
import { hintClass } from "../kit/form-field.tsx";
import { ArticleFields } from "./article-fields.tsx";
import { articleForm } from "./article-form.ts";
import { ArticlePreviewTabs, type RenderArticlePreview } from "./article-preview.tsx";
import { useArchiveArticle, usePublishArticle, useSaveArticle, useUnpublishArticle } from "./mutations.ts";
import { type AdminArticleDetail, adminArticleQuery } from "./queries.ts";

export type { RenderArticlePreview } from "./article-preview.tsx";

export function NewArticlePage({ renderPreview }: { renderPreview?: RenderArticlePreview }) {
  return <ArticleEditor article={null} renderPreview={renderPreview} />;
}

export function EditArticlePage({ renderPreview }: { renderPreview?: RenderArticlePreview }) {
  const article = useRouteItem(adminArticleQuery);
  return article && <ArticleEditor key={article.id} article={article} renderPreview={renderPreview} />;
}

function ArticleEditor(
  { article, renderPreview }: { article: AdminArticleDetail | null; renderPreview?: RenderArticlePreview },
) {
  const { t } = useI18n();
  const save = useSaveArticle();
  const publish = usePublishArticle();
  const unpublish = useUnpublishArticle();
  const archive = useArchiveArticle();
  const uploadPicture = useUploadPicture();
  const busy = save.isPending || publish.isPending || unpublish.isPending || archive.isPending;
  const editor = useContentEditor({
    item: article,
    form: articleForm,
    messages: "adminArticles.messages",
    fixErrors: "adminArticles.errors.fixErrors",
    itemRoute: "/$locale/admin/articles/$id",
    writes: {
      save: async (input) => (await save.mutateAsync({ input })).adminSaveArticle,
      publish: async (id) => (await publish.mutateAsync({ id })).adminPublishArticle,
      unpublish: async (id) => (await unpublish.mutateAsync({ id })).adminUnpublishArticle,
      archive: async (id) => (await archive.mutateAsync({ id })).adminArchiveArticle,
    },
    publicHref: (item) => `/${item.language}/articles/${item.slug}/`,
    testId: "admin-article",
  });
  const { form, current: saved } = editor;
  const status = saved?.status ?? null;

  return (
    <EditorScreen
      back={{ target: { to: "/$locale/admin/articles" }, label: t("adminArticles.backToList") }}
      title={t(saved ? "adminArticles.editHeading" : "adminArticles.newHeading")}
      badges={status && <ContentStatusBadges status={status} />}
      outcome={editor.outcome}
      outcomeTestId="admin-article"
      testId="admin-article-form"
      onSubmit={() => void form.handleSubmit()}
      busy={busy}
      {...editor.bar}
      after={renderPreview && (
        saved
          ? <ArticlePreviewTabs id={saved.id} updatedAt={saved.updatedAt} renderPreview={renderPreview} />
          : <p className={hintClass}>{t("adminArticles.messages.saveBeforePreview")}</p>
      )}
    >
      <ArticleFields form={form} uploadPicture={uploadPicture} onCover={editor.setOutcome} />
    </EditorScreen>
  );
}
