// /admin/learning-paths/new and /admin/learning-paths/{id}: a learning path's editor — title, address, language,
// description (rich text), hero picture and video, announcement only, how many steps are open to everyone, and its
// ordered steps (each an article of the path's language, its text, a video mark), reordered with Move up / Move down
// buttons (no drag-only gesture). Validated with the schema adminSaveLearningPath parses with.
import { type FormEvent, lazy, Suspense, useId, useState } from "react";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useParams, useSearch } from "@tanstack/react-router";
import { css, cx } from "styled-system/css";
import { AdminLearningPathInputSchema } from "../../../domain/admin-articles.ts";
import { LANGUAGES } from "../../../domain/enums.ts";
import { validateFields } from "../../../domain/validation.ts";
import type { GqlError } from "../../../lib/gql.ts";
import type { AdminLearningPathInput, Language } from "../../../lib/graphql-types.generated.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { errorKeyOf } from "../../../lib/use-gql-mutation.ts";
import { usePageLocation } from "../../../lib/page-location.tsx";
import { linkHref, LocaleLink } from "../../../ui/locale-link.tsx";
import { ghostButton, primaryButton } from "../../../ui/styles.ts";
import { type AdminLearningPathDetail, adminLearningPathQuery, adminStepArticleChoicesQuery } from "./queries.ts";
import {
  AdminArchiveLearningPathDocument,
  AdminPublishLearningPathDocument,
  AdminSaveLearningPathDocument,
  AdminUnpublishLearningPathDocument,
} from "./learning-paths.generated.ts";
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

type Step = { key: string; articleId: string; text: string; hasVideo: boolean };

type Form = {
  title: string;
  slug: string;
  description: string;
  language: string;
  heroPic: string;
  heroVideoUrl: string;
  announcementOnly: boolean;
  countAvailableArticles: string;
  steps: Step[];
};

const newKey = () => crypto.randomUUID();

function formOf(path: AdminLearningPathDetail): Form {
  return {
    title: path.title,
    slug: path.slug,
    description: path.description,
    language: path.language,
    heroPic: path.heroPic ?? "",
    heroVideoUrl: path.heroVideoUrl ?? "",
    announcementOnly: path.announcementOnly,
    countAvailableArticles: String(path.countAvailableArticles),
    steps: path.steps.map((s) => ({ key: newKey(), articleId: s.articleId, text: s.text, hasVideo: s.hasVideo })),
  };
}

function inputOf(form: Form): AdminLearningPathInput {
  return {
    title: form.title,
    slug: form.slug,
    description: form.description,
    language: form.language as Language,
    heroPic: form.heroPic,
    heroVideoUrl: form.heroVideoUrl,
    announcementOnly: form.announcementOnly,
    countAvailableArticles: form.countAvailableArticles.trim() === "" ? 0 : Number(form.countAvailableArticles),
    steps: form.steps.map(({ articleId, text, hasVideo }) => ({ articleId, text, hasVideo })),
  };
}

export function NewLearningPathPage() {
  return <LearningPathEditor path={null} />;
}

export function EditLearningPathPage() {
  const { id } = useParams({ strict: false }) as { id: string };
  const path = useSuspenseQuery(adminLearningPathQuery(useGql(), id)).data;
  if (!path) return null;
  return <LearningPathEditor key={path.id} path={path} />;
}

function LearningPathEditor({ path }: { path: AdminLearningPathDetail | null }) {
  const { t, locale } = useI18n();
  const gql = useGql();
  const { navigate } = usePageLocation();
  const done = (useSearch({ strict: false }) as { done?: unknown }).done;
  const [form, setForm] = useState<Form>(() =>
    path ? formOf(path) : {
      title: "",
      slug: "",
      description: "",
      language: locale,
      heroPic: "",
      heroVideoUrl: "",
      announcementOnly: false,
      countAvailableArticles: "1",
      steps: [],
    }
  );
  const [saved, setSaved] = useState(path);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<{ key: string; fields: Record<string, string> } | null>(null);
  const [message, setMessage] = useState<string | null>(
    done === "saved" || done === "published" ? `adminArticles.paths.messages.${done}` : null,
  );
  const choicesQuery = useQuery(adminStepArticleChoicesQuery(gql, form.language as Language));
  const choices = choicesQuery.data ?? [];
  const save = useAdminMutation(AdminSaveLearningPathDocument);
  const publish = useAdminMutation(AdminPublishLearningPathDocument);
  const unpublish = useAdminMutation(AdminUnpublishLearningPathDocument);
  const archive = useAdminMutation(AdminArchiveLearningPathDocument);
  const uploadPicture = useUploadPicture();
  const busy = save.isPending || publish.isPending || unpublish.isPending || archive.isPending;
  const status = saved?.status ?? null;

  const issues = validateFields(AdminLearningPathInputSchema, inputOf(form));
  const localErrors = byField(issues);
  const errors = tried ? { ...byField(failure?.fields ?? {}), ...localErrors } : {};
  /** Errors of one step's field: "steps.2.text" → step 2's text. */
  const stepError = (index: number, name: string) => tried ? issues[`steps.${index}.${name}`] : undefined;

  const go = (href: string) => {
    if (!navigate?.(href, { replace: true })) globalThis.location.assign(href);
  };
  const run = async (steps: () => Promise<void>) => {
    setMessage(null);
    setFailure(null);
    try {
      await steps();
    } catch (error) {
      setFailure({ key: errorKeyOf(error), fields: (error as Partial<GqlError>).fields ?? {} });
    }
  };
  const apply = (result: AdminLearningPathDetail, doneKey: string) => {
    setSaved(result);
    setForm(formOf(result));
    setMessage(`adminArticles.paths.messages.${doneKey}`);
  };
  const submit = (andPublish: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    setTried(true);
    if (Object.keys(localErrors).length) {
      setFailure({ key: "adminArticles.errors.fixErrors", fields: {} });
      return;
    }
    void run(async () => {
      let result =
        (await save.mutateAsync({ input: { ...inputOf(form), id: saved?.id ?? null } })).adminSaveLearningPath;
      if (andPublish) result = (await publish.mutateAsync({ id: result.id })).adminPublishLearningPath;
      const doneKey = andPublish ? "published" : "saved";
      if (!saved) {
        go(
          `${linkHref({ to: "/$locale/admin/learning-paths/$id", params: { id: result.id } }, locale)}?done=${doneKey}`,
        );
      } else apply(result, doneKey);
    });
  };

  const prefix = useId();
  const idOf = (name: string) => `${prefix}-${name}`;
  const setStep = (index: number, change: Partial<Step>) =>
    setForm((f) => ({ ...f, steps: f.steps.map((s, i) => (i === index ? { ...s, ...change } : s)) }));
  const moveStep = (index: number, by: -1 | 1) => {
    setForm((f) => {
      const steps = [...f.steps];
      const [step] = steps.splice(index, 1);
      steps.splice(index + by, 0, step);
      return { ...f, steps };
    });
    // Keep the focus on the same step's button after the move, so a keyboard user can press it again.
    const target = `${idOf("step")}-${index + by}-${by < 0 ? "up" : "down"}`;
    requestAnimationFrame(() => {
      const button = document.getElementById(target) as HTMLButtonElement | null;
      (button && !button.disabled ? button : document.getElementById(`${idOf("step")}-${index + by}-article`))
        ?.focus();
    });
  };

  const text = (
    name: "title" | "slug" | "heroPic" | "heroVideoUrl" | "countAvailableArticles",
    label: string,
    hint?: string,
    isWide = false,
  ) => (
    <Field id={idOf(name)} label={label} hint={hint} error={errors[name]} isWide={isWide}>
      <input
        id={idOf(name)}
        className={fieldClass}
        name={name}
        inputMode={name === "countAvailableArticles" ? "numeric" : undefined}
        value={form[name]}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={describedBy(idOf(name), Boolean(hint), errors[name])}
        onChange={(e) => setForm({ ...form, [name]: e.target.value })}
      />
    </Field>
  );

  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "5", maxW: "1100px", minW: 0 })}>
      <LocaleLink to="/$locale/admin/learning-paths" className={css({ color: "brand", textDecoration: "underline" })}>
        ← {t("adminArticles.paths.backToList")}
      </LocaleLink>
      <div className={css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center" })}>
        <h1 className={screenTitle}>
          {t(saved ? "adminArticles.paths.editHeading" : "adminArticles.paths.newHeading")}
        </h1>
        {status && <ContentStatusBadges status={status} />}
      </div>
      <div aria-live="polite" aria-atomic="true">
        {message && (
          <p data-testid="admin-path-message" className={css({ color: "success", fontWeight: "semibold" })}>
            {t(message)}
          </p>
        )}
      </div>
      <div role="alert">
        {failure && tried && (
          <p data-testid="admin-path-error" className={css({ color: "danger", fontWeight: "semibold" })}>
            {t(failure.key)}
          </p>
        )}
      </div>
      <form noValidate onSubmit={submit(false)} data-testid="admin-path-form">
        <fieldset
          disabled={busy}
          className={css({ display: "flex", flexDirection: "column", gap: "5", border: "none", p: 0, m: 0, minW: 0 })}
        >
          <Section title={t("adminArticles.paths.main")}>
            {text("title", t("adminArticles.paths.fields.title"), undefined, true)}
            {text("slug", t("adminArticles.fields.slug"), t("adminArticles.fields.slugHint"))}
            <Field id={idOf("language")} label={t("adminArticles.fields.language")} error={errors.language}>
              <select
                id={idOf("language")}
                className={fieldClass}
                value={form.language}
                onChange={(e) => setForm({ ...form, language: e.target.value })}
              >
                {LANGUAGES.map((l) => <option key={l} value={l}>{t(`adminArticles.languages.${l}`)}</option>)}
              </select>
            </Field>
            <div className={cx(labelClass, wide)}>
              <span id={idOf("description-label")}>{t("adminArticles.paths.fields.description")}</span>
              <Suspense fallback={<div className={fieldClass} aria-busy="true" />}>
                <RichTextEditor
                  id={idOf("description")}
                  value={form.description}
                  onChange={(html) => setForm((f) => ({ ...f, description: html }))}
                  labelledBy={idOf("description-label")}
                  describedBy={errors.description ? `${idOf("description")}-error` : undefined}
                  invalid={Boolean(errors.description)}
                  onUploadPicture={uploadPicture}
                />
              </Suspense>
              {errors.description && (
                <span id={`${idOf("description")}-error`} className={errorText}>{t(errors.description)}</span>
              )}
            </div>
            {text("heroPic", t("adminArticles.paths.fields.heroPic"), undefined, true)}
            {text("heroVideoUrl", t("adminArticles.paths.fields.heroVideoUrl"), undefined, true)}
            {text(
              "countAvailableArticles",
              t("adminArticles.paths.fields.countAvailableArticles"),
              t("adminArticles.paths.fields.countAvailableHint"),
            )}
            <label className={cx(checkRow, wide)}>
              <input
                type="checkbox"
                className={checkbox}
                checked={form.announcementOnly}
                onChange={(e) => setForm({ ...form, announcementOnly: e.target.checked })}
              />
              {t("adminArticles.paths.fields.announcementOnly")}
            </label>
          </Section>

          <Section title={t("adminArticles.paths.steps")}>
            <p className={cx(hintClass, wide)}>{t("adminArticles.paths.stepsHint")}</p>
            {errors.steps && <p className={cx(errorText, wide)}>{t(errors.steps)}</p>}
            {form.steps.length === 0 && <p className={wide}>{t("adminArticles.paths.noSteps")}</p>}
            <ol className={cx(wide, css({ display: "flex", flexDirection: "column", gap: "3", listStyle: "none" }))}>
              {form.steps.map((step, index) => {
                const stepId = `${idOf("step")}-${index}`;
                const n = index + 1;
                const articleError = stepError(index, "articleId");
                const textError = stepError(index, "text");
                return (
                  <li
                    key={step.key}
                    data-testid="admin-path-step"
                    className={css({ border: "1px solid", borderColor: "line", borderRadius: "lg", p: "3" })}
                  >
                    <fieldset className={css({ border: "none", p: 0, m: 0, minW: 0 })}>
                      <legend className={css({ fontWeight: "bold", mb: "2" })}>
                        {t("adminArticles.paths.step", { n })}
                      </legend>
                      <div
                        className={css({
                          display: "grid",
                          gridTemplateColumns: { base: "1fr", md: "repeat(2, minmax(0, 1fr))" },
                          gap: "3",
                        })}
                      >
                        <Field
                          id={`${stepId}-article`}
                          label={t("adminArticles.paths.stepArticle")}
                          error={articleError}
                        >
                          <select
                            id={`${stepId}-article`}
                            className={fieldClass}
                            value={step.articleId}
                            aria-invalid={Boolean(articleError)}
                            aria-describedby={describedBy(`${stepId}-article`, false, articleError)}
                            onChange={(e) => setStep(index, { articleId: e.target.value })}
                          >
                            <option value="">{t("adminArticles.paths.chooseArticle")}</option>
                            {choices.map((a) => (
                              <option key={a.id} value={a.id}>
                                {a.status === "PUBLISHED"
                                  ? a.title
                                  : `${a.title} (${t("adminArticles.paths.draftArticle")})`}
                              </option>
                            ))}
                          </select>
                        </Field>
                        <Field id={`${stepId}-text`} label={t("adminArticles.paths.stepText")} error={textError}>
                          <input
                            id={`${stepId}-text`}
                            className={fieldClass}
                            value={step.text}
                            maxLength={300}
                            aria-invalid={Boolean(textError)}
                            aria-describedby={describedBy(`${stepId}-text`, false, textError)}
                            onChange={(e) => setStep(index, { text: e.target.value })}
                          />
                        </Field>
                      </div>
                      <div
                        className={css({ display: "flex", flexWrap: "wrap", gap: "2", alignItems: "center", mt: "2" })}
                      >
                        <label className={cx(checkRow, css({ flex: 1, minW: "200px" }))}>
                          <input
                            type="checkbox"
                            className={checkbox}
                            checked={step.hasVideo}
                            onChange={(e) => setStep(index, { hasVideo: e.target.checked })}
                          />
                          {t("adminArticles.paths.stepHasVideo")}
                        </label>
                        <button
                          type="button"
                          id={`${stepId}-up`}
                          className={smallButton}
                          disabled={index === 0}
                          aria-label={t("adminArticles.paths.moveUp", { n })}
                          onClick={() => moveStep(index, -1)}
                        >
                          ↑
                        </button>
                        <button
                          type="button"
                          id={`${stepId}-down`}
                          className={smallButton}
                          disabled={index === form.steps.length - 1}
                          aria-label={t("adminArticles.paths.moveDown", { n })}
                          onClick={() => moveStep(index, 1)}
                        >
                          ↓
                        </button>
                        <button
                          type="button"
                          className={smallButton}
                          aria-label={t("adminArticles.paths.removeStep", { n })}
                          onClick={() => setForm((f) => ({ ...f, steps: f.steps.filter((_, i) => i !== index) }))}
                        >
                          ✕
                        </button>
                      </div>
                    </fieldset>
                  </li>
                );
              })}
            </ol>
            <div className={wide}>
              <button
                type="button"
                className={smallButton}
                data-testid="admin-path-add-step"
                onClick={() =>
                  setForm((f) => ({
                    ...f,
                    steps: [...f.steps, { key: newKey(), articleId: "", text: "", hasVideo: false }],
                  }))}
              >
                + {t("adminArticles.paths.addStep")}
              </button>
            </div>
          </Section>
        </fieldset>
        <div
          className={css({
            display: "flex",
            flexWrap: "wrap",
            gap: "3",
            alignItems: "center",
            mt: "5",
            py: "3",
            borderTop: "1px solid",
            borderColor: "line",
          })}
        >
          <button type="submit" className={ghostButton} disabled={busy}>
            {busy ? t("adminArticles.buttons.busy") : t(
              status === null || status === "DRAFT" ? "adminArticles.buttons.saveDraft" : "adminArticles.buttons.save",
            )}
          </button>
          {status !== "PUBLISHED" && (
            <button type="button" className={primaryButton} disabled={busy} onClick={submit(true)}>
              {t(saved ? "adminArticles.buttons.saveAndPublish" : "adminArticles.buttons.publish")}
            </button>
          )}
          {saved && status === "PUBLISHED" && (
            <button
              type="button"
              className={ghostButton}
              disabled={busy}
              onClick={() => {
                setTried(true);
                void run(async () =>
                  apply((await unpublish.mutateAsync({ id: saved.id })).adminUnpublishLearningPath, "unpublished")
                );
              }}
            >
              {t("adminArticles.buttons.unpublish")}
            </button>
          )}
          {saved && status !== "ARCHIVED" && (
            <button
              type="button"
              className={ghostButton}
              disabled={busy}
              onClick={() => {
                setTried(true);
                void run(async () =>
                  apply((await archive.mutateAsync({ id: saved.id })).adminArchiveLearningPath, "archived")
                );
              }}
            >
              {t("adminArticles.buttons.archive")}
            </button>
          )}
          {saved && status === "PUBLISHED" && (
            <a
              href={`/${saved.language}/courses/${saved.slug}/`}
              className={css({ color: "brand", fontWeight: "semibold", textDecoration: "underline" })}
            >
              {t("adminArticles.actions.viewOnSite")}
            </a>
          )}
        </div>
      </form>
    </div>
  );
}
