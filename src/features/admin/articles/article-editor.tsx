// /admin/articles/new and /admin/articles/{id}: the article editor. Every field of an article (article-fields.tsx),
// validated with the schema adminSaveArticle parses with (article-form.ts). Save draft / Publish / Unpublish /
// Archive. Below, the preview as a visitor, a registered user and a club member (article-preview.tsx): the server's
// own shaping of the public page for that reader, drawn by the public article's component, which the page's
// composition hands in (`renderPreview`: a feature does not import another feature).
import { useSuspenseQuery } from "@tanstack/react-query";
import { useParams } from "@tanstack/react-router";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { linkHref } from "../../../ui/locale-link.tsx";
import { ContentStatusBadges, useUploadPicture } from "../kit/content-form.tsx";
import { useEditorSave } from "../kit/editor-save.ts";
import { EditorScreen, viewLink } from "../kit/editor-screen.tsx";
import { hintClass } from "../kit/form-field.tsx";
import { ArticleFields } from "./article-fields.tsx";
import { ArticleSchema, emptyArticle, inputOf, valuesOf } from "./article-form.ts";
import { ArticlePreviewTabs, type RenderArticlePreview } from "./article-preview.tsx";
import { useArchiveArticle, usePublishArticle, useSaveArticle, useUnpublishArticle } from "./mutations.ts";
import { type AdminArticleDetail, adminArticleQuery } from "./queries.ts";

export type { RenderArticlePreview } from "./article-preview.tsx";

export function NewArticlePage({ renderPreview }: { renderPreview?: RenderArticlePreview }) {
  return <ArticleEditor article={null} renderPreview={renderPreview} />;
}

export function EditArticlePage({ renderPreview }: { renderPreview?: RenderArticlePreview }) {
  const { id } = useParams({ strict: false }) as { id: string };
  const article = useSuspenseQuery(adminArticleQuery(useGql(), id)).data;
  if (!article) return null; // the route answered 404
  return <ArticleEditor key={article.id} article={article} renderPreview={renderPreview} />;
}

function ArticleEditor(
  { article, renderPreview }: { article: AdminArticleDetail | null; renderPreview?: RenderArticlePreview },
) {
  const { t, locale } = useI18n();
  const save = useSaveArticle();
  const publish = usePublishArticle();
  const unpublish = useUnpublishArticle();
  const archive = useArchiveArticle();
  const uploadPicture = useUploadPicture();
  const busy = save.isPending || publish.isPending || unpublish.isPending || archive.isPending;
  const editor = useEditorSave({
    item: article,
    empty: emptyArticle(locale),
    valuesOf,
    schema: ArticleSchema,
    messages: "adminArticles.messages",
    fixErrors: "adminArticles.errors.fixErrors",
    announced: ["saved", "published"],
    save: async (values, { id, andPublish }) => {
      const saved = (await save.mutateAsync({ input: { ...inputOf(values), id } })).adminSaveArticle;
      return andPublish ? (await publish.mutateAsync({ id: saved.id })).adminPublishArticle : saved;
    },
    doneOf: ({ andPublish }) => andPublish ? "published" : "saved",
    hrefOf: (id) => linkHref({ to: "/$locale/admin/articles/$id", params: { id } }, locale),
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
      submit={{
        label: t(
          status === null || status === "DRAFT" ? "adminArticles.buttons.saveDraft" : "adminArticles.buttons.save",
        ),
        busyLabel: t("adminArticles.buttons.busy"),
        testId: "admin-article-save",
      }}
      actions={[
        status !== "PUBLISHED" && {
          label: t(saved ? "adminArticles.buttons.saveAndPublish" : "adminArticles.buttons.publish"),
          onClick: () => void form.handleSubmit({ andPublish: true }),
          primary: true,
          testId: "admin-article-publish",
        },
        saved && status === "PUBLISHED" && {
          label: t("adminArticles.buttons.unpublish"),
          onClick: () =>
            void editor.act(
              async () => (await unpublish.mutateAsync({ id: saved.id })).adminUnpublishArticle,
              "unpublished",
            ),
        },
        saved && status !== "ARCHIVED" && {
          label: t("adminArticles.buttons.archive"),
          onClick: () =>
            void editor.act(async () => (await archive.mutateAsync({ id: saved.id })).adminArchiveArticle, "archived"),
        },
      ]}
      links={saved && status === "PUBLISHED" && (
        <a
          href={`/${saved.language}/articles/${saved.slug}/`}
          className={viewLink}
          data-testid="admin-article-view-on-site"
        >
          {t("adminArticles.actions.viewOnSite")}
        </a>
      )}
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
