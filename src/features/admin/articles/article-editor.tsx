// /admin/articles/new and /admin/articles/{id}: the article editor. Every field of an article — the text in the
// rich-text editor (TipTap, loaded lazily so it stays out of every other bundle), the cover uploaded or linked, the
// video, who reads it and the half shown to everyone, featured and its order, language, tags, author, button — validated
// with the schema adminSaveArticle parses with (src/domain/admin-articles.ts). Save draft / Publish / Unpublish /
// Archive. Below, the preview as a visitor, a registered user and a club member: the server's own shaping of the
// public page for that reader (adminArticlePreview), drawn by the public article's component, which the page's
// composition hands in (`renderPreview`: a feature does not import another feature).
import { type FormEvent, type KeyboardEvent, lazy, type ReactNode, Suspense, useId, useRef, useState } from "react";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useParams, useSearch } from "@tanstack/react-router";
import { css, cx } from "styled-system/css";
import { AdminArticleInputSchema, PREVIEW_TIERS, type PreviewTier } from "../../../domain/admin-articles.ts";
import { LANGUAGES, READ_ACCESS_LEVELS } from "../../../domain/enums.ts";
import { validateFields } from "../../../domain/validation.ts";
import type { GqlError } from "../../../lib/gql.ts";
import type { AdminArticleInput, Language, ReadAccess } from "../../../lib/graphql-types.generated.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { errorKeyOf } from "../../../lib/use-gql-mutation.ts";
import { usePageLocation } from "../../../lib/page-location.tsx";
import { linkHref, LocaleLink } from "../../../ui/locale-link.tsx";
import { ghostButton, primaryButton } from "../../../ui/styles.ts";
import {
  type AdminArticleDetail,
  type AdminArticlePreview,
  adminArticlePreviewQuery,
  adminArticleQuery,
} from "./queries.ts";
import {
  AdminArchiveArticleDocument,
  AdminPublishArticleDocument,
  AdminSaveArticleDocument,
  AdminUnpublishArticleDocument,
} from "./articles.generated.ts";
import {
  checkbox,
  checkRow,
  ContentStatusBadges,
  Section,
  smallButton,
  useUploadPicture,
} from "../kit/content-form.tsx";
import { fieldClass, labelClass, screenTitle } from "../kit/styles.ts";
import { useAdminMutation } from "../kit/use-admin-mutation.ts";
import { byField, describedBy, errorText, Field, hintClass, wide } from "../kit/form-field.tsx";

const RichTextEditor = lazy(() =>
  import("../kit/rich-text/rich-text-editor.tsx").then((m) => ({ default: m.RichTextEditor }))
);

/** Draws the public page of an article as a reader of `tier` sees it (the composition gives the public component). */
export type RenderArticlePreview = (article: AdminArticlePreview, tier: PreviewTier) => ReactNode;

type Form = {
  title: string;
  slug: string;
  description: string;
  articleText: string;
  picture: string;
  video: string;
  tags: string;
  authorFirstName: string;
  authorLastName: string;
  authorAvatar: string;
  buttonLink: string;
  buttonTitle: string;
  readAccess: string;
  hideHalf: boolean;
  isFeatured: boolean;
  featureOrder: string;
  language: string;
};

const emptyForm = (language: string): Form => ({
  title: "",
  slug: "",
  description: "",
  articleText: "",
  picture: "",
  video: "",
  tags: "",
  authorFirstName: "",
  authorLastName: "",
  authorAvatar: "",
  buttonLink: "",
  buttonTitle: "",
  readAccess: "UNANYMOUS",
  hideHalf: false,
  isFeatured: false,
  featureOrder: "",
  language,
});

function formOf(article: AdminArticleDetail): Form {
  return {
    title: article.title,
    slug: article.slug,
    description: article.description,
    articleText: article.articleText,
    picture: article.picture ?? "",
    video: article.video ?? "",
    tags: article.tags.join(", "),
    authorFirstName: article.authorFirstName ?? "",
    authorLastName: article.authorLastName ?? "",
    authorAvatar: article.authorAvatar ?? "",
    buttonLink: article.buttonLink ?? "",
    buttonTitle: article.buttonTitle ?? "",
    readAccess: article.readAccess,
    hideHalf: article.hideHalf,
    isFeatured: article.isFeatured,
    featureOrder: article.featureOrder === null || article.featureOrder === undefined
      ? ""
      : String(article.featureOrder),
    language: article.language,
  };
}

/** The form as adminSaveArticle takes it (and as the schema validates it). */
function inputOf(form: Form): AdminArticleInput {
  const order = form.featureOrder.trim();
  return {
    ...form,
    tags: form.tags.split(","),
    readAccess: form.readAccess as ReadAccess,
    language: form.language as Language,
    featureOrder: form.isFeatured && order !== "" ? Number(order) : null,
  };
}

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
  const [form, setForm] = useState<Form>(() => article ? formOf(article) : emptyForm(locale));
  const [saved, setSaved] = useState<AdminArticleDetail | null>(article);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<{ key: string; fields: Record<string, string> } | null>(null);
  const [message, setMessage] = useState<string | null>(
    DONE_MESSAGES.find((m) => m === done) ? `adminArticles.messages.${done}` : null,
  );
  const [uploading, setUploading] = useState(false);
  const save = useAdminMutation(AdminSaveArticleDocument);
  const publish = useAdminMutation(AdminPublishArticleDocument);
  const unpublish = useAdminMutation(AdminUnpublishArticleDocument);
  const archive = useAdminMutation(AdminArchiveArticleDocument);
  const uploadPicture = useUploadPicture();
  const coverInput = useRef<HTMLInputElement>(null);
  const busy = save.isPending || publish.isPending || unpublish.isPending || archive.isPending;

  const localErrors = byField(validateFields(AdminArticleInputSchema, inputOf(form)));
  const errors = tried ? { ...byField(failure?.fields ?? {}), ...localErrors } : {};
  const hasLocalErrors = Object.keys(localErrors).length > 0;
  const status = saved?.status ?? null;

  const go = (href: string) => {
    if (!navigate?.(href, { replace: true })) globalThis.location.assign(href);
  };
  const editorHref = (id: string, doneKey: string) =>
    `${linkHref({ to: "/$locale/admin/articles/$id", params: { id } }, locale)}?done=${doneKey}`;

  const run = async (steps: () => Promise<void>) => {
    setMessage(null);
    setFailure(null);
    try {
      await steps();
    } catch (error) {
      setFailure({ key: errorKeyOf(error), fields: (error as Partial<GqlError>).fields ?? {} });
    }
  };

  const submit = (andPublish: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    setTried(true);
    if (hasLocalErrors) {
      setFailure({ key: "adminArticles.errors.fixErrors", fields: {} });
      return;
    }
    void run(async () => {
      let result = (await save.mutateAsync({ input: { ...inputOf(form), id: saved?.id ?? null } })).adminSaveArticle;
      if (andPublish) result = (await publish.mutateAsync({ id: result.id })).adminPublishArticle;
      setSaved(result);
      setForm(formOf(result));
      const doneKey = andPublish ? "published" : "saved";
      if (!saved) go(editorHref(result.id, doneKey));
      else setMessage(`adminArticles.messages.${doneKey}`);
    });
  };

  const statusWrite = (
    mutate: () => Promise<AdminArticleDetail>,
    doneKey: "unpublished" | "archived",
  ) =>
  () => {
    setTried(true);
    void run(async () => {
      const result = await mutate();
      setSaved(result);
      setForm(formOf(result));
      setMessage(`adminArticles.messages.${doneKey}`);
    });
  };

  const prefix = useId();
  const idOf = (name: string) => `${prefix}-${name}`;

  const text = (
    name: keyof Form,
    label: string,
    options: { type?: string; wide?: boolean; hint?: string; maxLength?: number; inputMode?: "numeric" } = {},
  ) => (
    <Field id={idOf(name)} label={label} hint={options.hint} error={errors[name]} isWide={options.wide}>
      <input
        id={idOf(name)}
        className={fieldClass}
        name={name}
        type={options.type ?? "text"}
        inputMode={options.inputMode}
        maxLength={options.maxLength}
        value={form[name] as string}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={describedBy(idOf(name), Boolean(options.hint), errors[name])}
        onChange={(e) => setForm({ ...form, [name]: e.target.value })}
      />
    </Field>
  );

  const select = (name: keyof Form, label: string, options: ReactNode) => (
    <Field id={idOf(name)} label={label} error={errors[name]}>
      <select
        id={idOf(name)}
        className={fieldClass}
        name={name}
        value={form[name] as string}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={describedBy(idOf(name), false, errors[name])}
        onChange={(e) =>
          setForm({ ...form, [name]: e.target.value })}
      >
        {options}
      </select>
    </Field>
  );

  const flag = (name: "hideHalf" | "isFeatured", hint?: string) => (
    <div className={cx(labelClass, wide)}>
      <label className={checkRow}>
        <input
          type="checkbox"
          className={checkbox}
          name={name}
          checked={form[name]}
          aria-describedby={hint ? idOf(`${name}-hint`) : undefined}
          onChange={(e) => setForm({ ...form, [name]: e.target.checked })}
        />
        {t(`adminArticles.fields.${name}`)}
      </label>
      {hint && <span id={idOf(`${name}-hint`)} className={hintClass}>{hint}</span>}
    </div>
  );

  const onCoverChosen = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setFailure(null);
    setMessage(null);
    try {
      const url = await uploadPicture(file);
      setForm((current) => ({ ...current, picture: url }));
      setMessage("adminArticles.messages.pictureUploaded");
    } catch (error) {
      setTried(true);
      const key = errorKeyOf(error);
      setFailure({ key: /^adminArticles\.errors\./.test(key) ? key : "adminArticles.errors.uploadFailed", fields: {} });
    } finally {
      setUploading(false);
      if (coverInput.current) coverInput.current.value = "";
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
      <div aria-live="polite" aria-atomic="true">
        {message && (
          <p data-testid="admin-article-message" className={css({ color: "success", fontWeight: "semibold" })}>
            {t(message)}
          </p>
        )}
      </div>
      <div role="alert">
        {failure && tried && (
          <p data-testid="admin-article-error" className={css({ color: "danger", fontWeight: "semibold" })}>
            {t(failure.key)}
          </p>
        )}
      </div>
      <form noValidate onSubmit={submit(false)} data-testid="admin-article-form">
        <fieldset
          disabled={busy}
          className={css({ display: "flex", flexDirection: "column", gap: "5", border: "none", p: 0, m: 0, minW: 0 })}
        >
          <Section title={t("adminArticles.sections.main")}>
            {text("title", t("adminArticles.fields.title"), { wide: true, maxLength: 250 })}
            {text("slug", t("adminArticles.fields.slug"), { hint: t("adminArticles.fields.slugHint"), maxLength: 151 })}
            {select(
              "language",
              t("adminArticles.fields.language"),
              LANGUAGES.map((l) => <option key={l} value={l}>{t(`adminArticles.languages.${l}`)}</option>),
            )}
            <Field
              id={idOf("description")}
              label={t("adminArticles.fields.description")}
              hint={t("adminArticles.fields.descriptionHint")}
              error={errors.description}
              isWide
            >
              <textarea
                id={idOf("description")}
                className={cx(fieldClass, css({ h: "auto", minH: "96px", py: "2" }))}
                name="description"
                value={form.description}
                maxLength={2000}
                aria-invalid={Boolean(errors.description)}
                aria-describedby={describedBy(idOf("description"), true, errors.description)}
                onChange={(e) => setForm({ ...form, description: e.target.value })}
              />
            </Field>
          </Section>

          <Section title={t("adminArticles.sections.text")}>
            <div className={cx(labelClass, wide)}>
              <span id={idOf("articleText-label")}>{t("adminArticles.fields.articleText")}</span>
              <Suspense fallback={<div className={fieldClass} aria-busy="true" />}>
                <RichTextEditor
                  id={idOf("articleText")}
                  value={form.articleText}
                  onChange={(html) => setForm((current) => ({ ...current, articleText: html }))}
                  labelledBy={idOf("articleText-label")}
                  describedBy={describedBy(idOf("articleText"), true, errors.articleText)}
                  invalid={Boolean(errors.articleText)}
                  onUploadPicture={uploadPicture}
                />
              </Suspense>
              <span id={`${idOf("articleText")}-hint`} className={hintClass}>
                {t("adminArticles.fields.articleTextHint")}
              </span>
              {errors.articleText && (
                <span id={`${idOf("articleText")}-error`} className={errorText}>{t(errors.articleText)}</span>
              )}
            </div>
          </Section>

          <Section title={t("adminArticles.sections.media")}>
            <div className={cx(labelClass, wide)}>
              {form.picture && (
                <img
                  src={form.picture}
                  alt={t("adminArticles.fields.coverAlt")}
                  data-testid="admin-article-cover"
                  className={css({ maxW: "320px", w: "full", h: "auto", borderRadius: "lg", bg: "surface" })}
                />
              )}
              <div className={css({ display: "flex", flexWrap: "wrap", gap: "2", alignItems: "center" })}>
                <label className={cx(smallButton, css({ cursor: "pointer" }))}>
                  {uploading ? t("adminArticles.fields.pictureUploading") : t("adminArticles.fields.pictureUpload")}
                  <input
                    ref={coverInput}
                    type="file"
                    accept="image/png,image/jpeg,image/webp"
                    data-testid="admin-article-cover-file"
                    className={css({ srOnly: true })}
                    aria-describedby={idOf("cover-hint")}
                    disabled={uploading}
                    onChange={(e) => void onCoverChosen(e.target.files?.[0])}
                  />
                </label>
                {form.picture && (
                  <button
                    type="button"
                    className={smallButton}
                    onClick={() => setForm({ ...form, picture: "" })}
                  >
                    {t("adminArticles.fields.pictureRemove")}
                  </button>
                )}
              </div>
              <span id={idOf("cover-hint")} className={hintClass}>{t("adminArticles.fields.pictureHint")}</span>
            </div>
            {text("picture", t("adminArticles.fields.picture"), { wide: true, maxLength: 1000 })}
            {text("video", t("adminArticles.fields.video"), {
              wide: true,
              hint: t("adminArticles.fields.videoHint"),
              maxLength: 1000,
            })}
          </Section>

          <Section title={t("adminArticles.sections.access")}>
            {select(
              "readAccess",
              t("adminArticles.fields.readAccess"),
              READ_ACCESS_LEVELS.map((a) => <option key={a} value={a}>{t(`adminArticles.access.${a}`)}</option>),
            )}
            {flag("hideHalf", t("adminArticles.fields.hideHalfHint"))}
          </Section>

          <Section title={t("adminArticles.sections.promotion")}>
            {flag("isFeatured")}
            {form.isFeatured && text("featureOrder", t("adminArticles.fields.featureOrder"), {
              inputMode: "numeric",
              hint: t("adminArticles.fields.featureOrderHint"),
            })}
            {text("tags", t("adminArticles.fields.tags"), { wide: true, hint: t("adminArticles.fields.tagsHint") })}
          </Section>

          <Section title={t("adminArticles.sections.author")}>
            {text("authorFirstName", t("adminArticles.fields.authorFirstName"), { maxLength: 100 })}
            {text("authorLastName", t("adminArticles.fields.authorLastName"), { maxLength: 100 })}
            {text("authorAvatar", t("adminArticles.fields.authorAvatar"), { wide: true, maxLength: 1000 })}
            {text("buttonLink", t("adminArticles.fields.buttonLink"), { maxLength: 1000 })}
            {text("buttonTitle", t("adminArticles.fields.buttonTitle"), { maxLength: 100 })}
          </Section>
        </fieldset>

        <div
          className={css({
            display: "flex",
            flexWrap: "wrap",
            gap: "3",
            alignItems: "center",
            mt: "5",
            position: { base: "static", md: "sticky" },
            bottom: 0,
            zIndex: 1,
            bg: "surface",
            py: "3",
            borderTop: "1px solid",
            borderColor: "line",
          })}
        >
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
              onClick={submit(true)}
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
        </div>
      </form>
      {renderPreview && (
        saved
          ? <ArticlePreviewTabs id={saved.id} updatedAt={saved.updatedAt} renderPreview={renderPreview} />
          : <p className={hintClass}>{t("adminArticles.messages.saveBeforePreview")}</p>
      )}
    </div>
  );
}

/**
 * The preview as each reader tier: tabs (arrow keys move between them, as the tabs pattern says) over the public
 * page's own component, fed by the server's shaping for that tier. It shows the last saved version.
 */
function ArticlePreviewTabs(
  { id, updatedAt, renderPreview }: { id: string; updatedAt: string; renderPreview: RenderArticlePreview },
) {
  const { t } = useI18n();
  const gql = useGql();
  const [tier, setTier] = useState<PreviewTier>("anonymous");
  const preview = useQuery({ ...adminArticlePreviewQuery(gql, id, tier), staleTime: 0 });
  const prefix = useId();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = event.key === "ArrowRight"
      ? (index + 1) % PREVIEW_TIERS.length
      : event.key === "ArrowLeft"
      ? (index + PREVIEW_TIERS.length - 1) % PREVIEW_TIERS.length
      : event.key === "Home"
      ? 0
      : event.key === "End"
      ? PREVIEW_TIERS.length - 1
      : -1;
    if (next < 0) return;
    event.preventDefault();
    setTier(PREVIEW_TIERS[next]);
    tabs.current[next]?.focus();
  };
  return (
    <section
      aria-labelledby={`${prefix}-heading`}
      data-testid="admin-article-preview"
      data-updated={updatedAt}
      className={css({ bg: "white", borderRadius: "xl", p: { base: "3", md: "6" }, minW: 0 })}
    >
      <h2 id={`${prefix}-heading`} className={css({ fontSize: "lg", fontWeight: "bold", color: "brand", mb: "1" })}>
        {t("adminArticles.preview.heading")}
      </h2>
      <p className={cx(hintClass, css({ mb: "3" }))}>{t("adminArticles.messages.unsavedPreview")}</p>
      <div
        role="tablist"
        aria-label={t("adminArticles.preview.tabs")}
        className={css({ display: "flex", flexWrap: "wrap", gap: "2", mb: "4" })}
      >
        {PREVIEW_TIERS.map((value, index) => (
          <button
            key={value}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${prefix}-tab-${value}`}
            aria-selected={tier === value}
            aria-controls={`${prefix}-panel`}
            tabIndex={tier === value ? 0 : -1}
            data-testid={`admin-article-preview-${value}`}
            className={cx(
              smallButton,
              css({ "&[aria-selected=true]": { bg: "brand", color: "white", borderColor: "brand" } }),
            )}
            onClick={() => setTier(value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {t(`adminArticles.preview.${value}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${prefix}-panel`}
        aria-labelledby={`${prefix}-tab-${tier}`}
        data-testid="admin-article-preview-panel"
        data-tier={preview.data ? tier : undefined}
        tabIndex={0}
        className={css({
          border: "1px dashed",
          borderColor: "line",
          borderRadius: "lg",
          py: "4",
          minW: 0,
          overflow: "hidden",
          _focusVisible: { outline: "2px solid", outlineColor: "brand" },
        })}
      >
        {preview.isFetching && !preview.data
          ? <p aria-busy="true" className={hintClass}>…</p>
          : preview.data
          ? renderPreview(preview.data, tier)
          : null}
      </div>
    </section>
  );
}
