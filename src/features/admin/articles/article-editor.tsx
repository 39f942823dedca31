// /admin/articles/new and /admin/articles/{id}: the article editor. Every field of an article (article-fields.tsx),
// validated with the schema adminSaveArticle parses with (article-form.ts). Save draft / Publish / Unpublish /
// Archive. Below, the preview as a visitor, a registered user and a club member (article-preview.tsx): the server's
// own shaping of the public page for that reader, drawn by the public article's component, which the page's
// composition hands in (`renderPreview`: a feature does not import another feature).
import { useState } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useParams, useSearch } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { usePageLocation } from "../../../lib/page-location.tsx";
import { linkHref, LocaleLink } from "../../../ui/locale-link.tsx";
import { ghostButton, primaryButton } from "../../../ui/styles.ts";
import { ContentStatusBadges, useUploadPicture } from "../kit/content-form.tsx";
import { EditorOutcome, SaveBar } from "../kit/editor-screen.tsx";
import { hintClass } from "../kit/form-field.tsx";
import type { ScreenMessage } from "../kit/messages.tsx";
import { refusalOf } from "../kit/server-errors.ts";
import { screenTitle } from "../kit/styles.ts";
import { ArticleFields } from "./article-fields.tsx";
import { emptyArticle, inputOf, useArticleForm, valuesOf } from "./article-form.ts";
import { ArticlePreviewTabs, type RenderArticlePreview } from "./article-preview.tsx";
import { useArchiveArticle, usePublishArticle, useSaveArticle, useUnpublishArticle } from "./mutations.ts";
import { type AdminArticleDetail, adminArticleQuery } from "./queries.ts";

export type { RenderArticlePreview } from "./article-preview.tsx";

const DONE_MESSAGES = ["saved", "published"] as const;

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
  const { navigate } = usePageLocation();
  const done = (useSearch({ strict: false }) as { done?: unknown }).done;
  const [saved, setSaved] = useState<AdminArticleDetail | null>(article);
  const [outcome, setOutcome] = useState<ScreenMessage | null>(
    DONE_MESSAGES.find((m) => m === done) ? { key: `adminArticles.messages.${done}` } : null,
  );
  const save = useSaveArticle();
  const publish = usePublishArticle();
  const unpublish = useUnpublishArticle();
  const archive = useArchiveArticle();
  const uploadPicture = useUploadPicture();
  const busy = save.isPending || publish.isPending || unpublish.isPending || archive.isPending;
  const status = saved?.status ?? null;

  const show = (result: AdminArticleDetail, doneKey: string) => {
    setSaved(result);
    form.reset(valuesOf(result));
    setOutcome({ key: `adminArticles.messages.${doneKey}` });
  };
  const form = useArticleForm(article ? valuesOf(article) : emptyArticle(locale), {
    onInvalid: () => setOutcome({ key: "adminArticles.errors.fixErrors", isError: true }),
    onValid: async (values, andPublish) => {
      setOutcome(null);
      try {
        let result = (await save.mutateAsync({ input: { ...inputOf(values), id: saved?.id ?? null } }))
          .adminSaveArticle;
        if (andPublish) result = (await publish.mutateAsync({ id: result.id })).adminPublishArticle;
        const doneKey = andPublish ? "published" : "saved";
        if (saved) {
          show(result, doneKey);
          return;
        }
        const href = `${linkHref({ to: "/$locale/admin/articles/$id", params: { id: result.id } }, locale)}` +
          `?done=${doneKey}`;
        if (!navigate?.(href, { replace: true })) globalThis.location.assign(href);
      } catch (error) {
        setOutcome({ key: refusalOf(form, error), isError: true });
      }
    },
  });

  /** Unpublish or archive: the article as the server returns it, or the refusal. */
  const statusWrite = (write: () => Promise<AdminArticleDetail>, doneKey: "unpublished" | "archived") => async () => {
    setOutcome(null);
    try {
      show(await write(), doneKey);
    } catch (error) {
      setOutcome({ key: refusalOf(form, error), isError: true });
    }
  };

  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "5", maxW: "1100px", minW: 0 })}>
      <LocaleLink to="/$locale/admin/articles" className={css({ color: "brand", textDecoration: "underline" })}>
        ← {t("adminArticles.backToList")}
      </LocaleLink>
      <div className={css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center" })}>
        <h1 className={screenTitle}>{t(saved ? "adminArticles.editHeading" : "adminArticles.newHeading")}</h1>
        {status && <ContentStatusBadges status={status} />}
      </div>
      <EditorOutcome outcome={outcome} testId="admin-article" />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
        data-testid="admin-article-form"
      >
        <fieldset
          disabled={busy}
          className={css({ display: "flex", flexDirection: "column", gap: "5", border: "none", p: 0, m: 0, minW: 0 })}
        >
          <ArticleFields
            form={form}
            uploadPicture={uploadPicture}
            onCover={(cover) => setOutcome(cover)}
          />
        </fieldset>

        <SaveBar>
          <button type="submit" className={ghostButton} disabled={busy} data-testid="admin-article-save">
            {busy ? t("adminArticles.buttons.busy") : t(
              status === null || status === "DRAFT" ? "adminArticles.buttons.saveDraft" : "adminArticles.buttons.save",
            )}
          </button>
          {status !== "PUBLISHED" && (
            <button
              type="button"
              className={primaryButton}
              disabled={busy}
              onClick={() => void form.handleSubmit({ andPublish: true })}
              data-testid="admin-article-publish"
            >
              {t(saved ? "adminArticles.buttons.saveAndPublish" : "adminArticles.buttons.publish")}
            </button>
          )}
          {saved && status === "PUBLISHED" && (
            <button
              type="button"
              className={ghostButton}
              disabled={busy}
              onClick={statusWrite(
                async () => (await unpublish.mutateAsync({ id: saved.id })).adminUnpublishArticle,
                "unpublished",
              )}
            >
              {t("adminArticles.buttons.unpublish")}
            </button>
          )}
          {saved && status !== "ARCHIVED" && (
            <button
              type="button"
              className={ghostButton}
              disabled={busy}
              onClick={statusWrite(
                async () => (await archive.mutateAsync({ id: saved.id })).adminArchiveArticle,
                "archived",
              )}
            >
              {t("adminArticles.buttons.archive")}
            </button>
          )}
          {saved && status === "PUBLISHED" && (
            <a
              href={`/${saved.language}/articles/${saved.slug}/`}
              className={css({ color: "brand", fontWeight: "semibold", textDecoration: "underline" })}
              data-testid="admin-article-view-on-site"
            >
              {t("adminArticles.actions.viewOnSite")}
            </a>
          )}
        </SaveBar>
      </form>
      {renderPreview && (
        saved
          ? <ArticlePreviewTabs id={saved.id} updatedAt={saved.updatedAt} renderPreview={renderPreview} />
          : <p className={hintClass}>{t("adminArticles.messages.saveBeforePreview")}</p>
      )}
    </div>
  );
}
