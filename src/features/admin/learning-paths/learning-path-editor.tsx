// /admin/learning-paths/new and /admin/learning-paths/{id}: a learning path's editor — title, address, language,
// description (rich text), hero picture and video, announcement only, how many steps are open to everyone, and its
// ordered steps (learning-path-steps.tsx). Validated with the schema adminSaveLearningPath parses with
// (learning-path-form.ts).
import { useState } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useParams, useSearch } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { LANGUAGES } from "../../../domain/enums.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { usePageLocation } from "../../../lib/page-location.tsx";
import { linkHref, LocaleLink } from "../../../ui/locale-link.tsx";
import { ghostButton, primaryButton } from "../../../ui/styles.ts";
import { ContentStatusBadges, useUploadPicture } from "../kit/content-form.tsx";
import { EditorOutcome, SaveBar } from "../kit/editor-screen.tsx";
import { CheckRow, NumberField, SelectField, TextField } from "../kit/fields.tsx";
import { wide } from "../kit/form-field.tsx";
import type { ScreenMessage } from "../kit/messages.tsx";
import { RichTextField } from "../kit/rich-text/rich-text-field.tsx";
import { Section } from "../kit/section.tsx";
import { refusalOf } from "../kit/server-errors.ts";
import { screenTitle } from "../kit/styles.ts";
import { emptyLearningPath, inputOf, useLearningPathForm, valuesOf } from "./learning-path-form.ts";
import { LearningPathSteps } from "./learning-path-steps.tsx";
import {
  useArchiveLearningPath,
  usePublishLearningPath,
  useSaveLearningPath,
  useUnpublishLearningPath,
} from "./mutations.ts";
import { type AdminLearningPathDetail, adminLearningPathQuery } from "./queries.ts";

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
  const { navigate } = usePageLocation();
  const done = (useSearch({ strict: false }) as { done?: unknown }).done;
  const [saved, setSaved] = useState(path);
  const [outcome, setOutcome] = useState<ScreenMessage | null>(
    done === "saved" || done === "published" ? { key: `adminArticles.paths.messages.${done}` } : null,
  );
  const save = useSaveLearningPath();
  const publish = usePublishLearningPath();
  const unpublish = useUnpublishLearningPath();
  const archive = useArchiveLearningPath();
  const uploadPicture = useUploadPicture();
  const busy = save.isPending || publish.isPending || unpublish.isPending || archive.isPending;
  const status = saved?.status ?? null;

  const show = (result: AdminLearningPathDetail, doneKey: string) => {
    setSaved(result);
    form.reset(valuesOf(result));
    setOutcome({ key: `adminArticles.paths.messages.${doneKey}` });
  };
  /** Runs the writes; a refusal shows its message (and puts its fields' errors on them). */
  const run = async (steps: () => Promise<void>) => {
    setOutcome(null);
    try {
      await steps();
    } catch (error) {
      setOutcome({ key: refusalOf(form, error), isError: true });
    }
  };
  const form = useLearningPathForm(path ? valuesOf(path) : emptyLearningPath(locale), {
    onInvalid: () => setOutcome({ key: "adminArticles.errors.fixErrors", isError: true }),
    onValid: (values, andPublish) =>
      run(async () => {
        let result = (await save.mutateAsync({ input: { ...inputOf(values), id: saved?.id ?? null } }))
          .adminSaveLearningPath;
        if (andPublish) result = (await publish.mutateAsync({ id: result.id })).adminPublishLearningPath;
        const doneKey = andPublish ? "published" : "saved";
        if (saved) {
          show(result, doneKey);
          return;
        }
        const href = `${linkHref({ to: "/$locale/admin/learning-paths/$id", params: { id: result.id } }, locale)}` +
          `?done=${doneKey}`;
        if (!navigate?.(href, { replace: true })) globalThis.location.assign(href);
      }),
  });
  const f = (name: string) => t(`adminArticles.paths.fields.${name}`);

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
      <EditorOutcome outcome={outcome} testId="admin-path" />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
        data-testid="admin-path-form"
      >
        <fieldset
          disabled={busy}
          className={css({ display: "flex", flexDirection: "column", gap: "5", border: "none", p: 0, m: 0, minW: 0 })}
        >
          <Section title={t("adminArticles.paths.main")}>
            <form.AppField name="title">{() => <TextField label={f("title")} wide />}</form.AppField>
            <form.AppField name="slug">
              {() => <TextField label={t("adminArticles.fields.slug")} hint={t("adminArticles.fields.slugHint")} />}
            </form.AppField>
            <form.AppField name="language">
              {() => (
                <SelectField
                  label={t("adminArticles.fields.language")}
                  options={LANGUAGES.map((l) => ({ value: l, label: t(`adminArticles.languages.${l}`) }))}
                />
              )}
            </form.AppField>
            <form.AppField name="description">
              {() => <RichTextField label={f("description")} onUploadPicture={uploadPicture} />}
            </form.AppField>
            <form.AppField name="heroPic">{() => <TextField label={f("heroPic")} wide />}</form.AppField>
            <form.AppField name="heroVideoUrl">{() => <TextField label={f("heroVideoUrl")} wide />}</form.AppField>
            <form.AppField name="countAvailableArticles">
              {() => <NumberField label={f("countAvailableArticles")} hint={f("countAvailableHint")} />}
            </form.AppField>
            <div className={wide}>
              <form.AppField name="announcementOnly">{() => <CheckRow label={f("announcementOnly")} />}</form.AppField>
            </div>
          </Section>
          <LearningPathSteps form={form} />
        </fieldset>
        <SaveBar sticky={false}>
          <button type="submit" className={ghostButton} disabled={busy}>
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
            >
              {t(saved ? "adminArticles.buttons.saveAndPublish" : "adminArticles.buttons.publish")}
            </button>
          )}
          {saved && status === "PUBLISHED" && (
            <button
              type="button"
              className={ghostButton}
              disabled={busy}
              onClick={() =>
                void run(async () =>
                  show((await unpublish.mutateAsync({ id: saved.id })).adminUnpublishLearningPath, "unpublished")
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
              onClick={() =>
                void run(async () =>
                  show((await archive.mutateAsync({ id: saved.id })).adminArchiveLearningPath, "archived")
                )}
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
        </SaveBar>
      </form>
    </div>
  );
}
