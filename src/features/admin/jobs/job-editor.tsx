// /admin/jobs/new and /admin/jobs/{id}: the job editor. Every field of a job (job-fields.tsx), validated with the
// schema adminSaveJob parses with (job-form.ts), its messages shown per field after the first submit, the server's
// own refusals too. The buttons are what this team member may do: a moderator saves a draft, publishes, archives and
// duplicates; a recruiter sends their job for moderation (and may no longer change it once it is published).
import { useState } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useParams, useSearch } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { usePageLocation } from "../../../lib/page-location.tsx";
import { linkHref, LocaleLink } from "../../../ui/locale-link.tsx";
import { ghostButton, primaryButton } from "../../../ui/styles.ts";
import { adminOverviewQuery } from "../queries.ts";
import { EditorOutcome, SaveBar } from "../kit/editor-screen.tsx";
import type { ScreenMessage } from "../kit/messages.tsx";
import { refusalOf } from "../kit/server-errors.ts";
import { screenTitle } from "../kit/styles.ts";
import { JobFields } from "./job-fields.tsx";
import { EMPTY_JOB, inputOf, useJobForm, valuesOf } from "./job-form.ts";
import { JobStatusBadges } from "./job-status.tsx";
import { useArchiveJob, useDuplicateJob, usePublishJob, useSaveJob } from "./mutations.ts";
import { type AdminJobDetail, adminJobOptionsQuery, adminJobQuery } from "./queries.ts";

const DONE_MESSAGES = ["saved", "sentToModeration", "published", "duplicated"] as const;

export function NewJobPage() {
  return <JobEditor job={null} />;
}

export function EditJobPage() {
  const { id } = useParams({ strict: false }) as { id: string };
  const job = useSuspenseQuery(adminJobQuery(useGql(), id)).data;
  // The route answers 404 without a job; a job archived or refused meanwhile shows the same.
  if (!job) return null;
  // Keyed by the job: after a write the refreshed job updates the badges and buttons and keeps the message on screen.
  return <JobEditor key={job.id} job={job} />;
}

function JobEditor({ job }: { job: AdminJobDetail | null }) {
  const { t, locale } = useI18n();
  const gql = useGql();
  const { navigate } = usePageLocation();
  const overview = useSuspenseQuery(adminOverviewQuery(gql)).data;
  const { getJobCategories: categories, getCountries: countries } = useSuspenseQuery(adminJobOptionsQuery(gql)).data;
  const done = (useSearch({ strict: false }) as { done?: unknown }).done;
  const isModerator = overview?.areas.includes("jobModeration") ?? false;
  const [outcome, setOutcome] = useState<ScreenMessage | null>(
    DONE_MESSAGES.find((m) => m === done) ? { key: `adminJobs.messages.${done}` } : null,
  );
  const save = useSaveJob();
  const publish = usePublishJob();
  const archive = useArchiveJob();
  const duplicate = useDuplicateJob();
  const busy = save.isPending || publish.isPending || archive.isPending || duplicate.isPending;
  const readOnly = job !== null && !job.canEdit;

  const go = (id: string, doneKey: string) => {
    const href = `${linkHref({ to: "/$locale/admin/jobs/$id", params: { id } }, locale)}?done=${doneKey}`;
    if (!navigate?.(href, { replace: true })) globalThis.location.assign(href);
  };

  /** Runs the writes in order; a refusal shows its message (and puts its fields' errors on them) and stops. */
  const run = async (steps: () => Promise<void>) => {
    setOutcome(null);
    try {
      await steps();
    } catch (error) {
      setOutcome({ key: refusalOf(form, error), isError: true });
    }
  };

  const form = useJobForm(job ? valuesOf(job) : EMPTY_JOB, {
    onInvalid: () => setOutcome({ key: "adminJobs.errors.fixErrors", isError: true }),
    onValid: (values, andPublish) =>
      run(async () => {
        const saved = (await save.mutateAsync({ input: { ...inputOf(values), id: job?.id ?? null } })).adminSaveJob;
        form.reset(valuesOf(saved));
        if (andPublish) await publish.mutateAsync({ id: saved.id });
        const doneKey = andPublish ? "published" : isModerator ? "saved" : "sentToModeration";
        if (!job) go(saved.id, doneKey);
        else setOutcome({ key: `adminJobs.messages.${doneKey}` });
      }),
  });

  const status = job?.status ?? null;
  const canPublish = isModerator && (job === null || job.canPublish);

  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "5", maxW: "1100px" })}>
      <LocaleLink to="/$locale/admin/jobs" className={css({ color: "brand", textDecoration: "underline" })}>
        ← {t("adminJobs.backToList")}
      </LocaleLink>
      <div className={css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center" })}>
        <h1 className={screenTitle}>{t(job ? "adminJobs.editHeading" : "adminJobs.newHeading")}</h1>
        {job && <JobStatusBadges status={job.status} isExpired={job.isExpired} isUN={job.isUN} />}
      </div>
      {job && (
        <p className={css({ color: "muted" })}>
          {[
            job.createdByEmail ? t("adminJobs.messages.writtenBy", { email: job.createdByEmail }) : null,
            job.status === "MODERATION" ? t("adminJobs.messages.waitsForModeration") : null,
          ].filter(Boolean).join(" · ")}
        </p>
      )}
      {readOnly && (
        <p role="note" className={css({ fontWeight: "semibold" })}>{t("adminJobs.messages.publishedLocked")}</p>
      )}
      {job?.isExpired && <p role="note" className={css({ color: "danger" })}>{t("adminJobs.messages.expired")}</p>}
      <EditorOutcome outcome={outcome} testId="admin-job" />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
        data-testid="admin-job-form"
      >
        <fieldset
          disabled={readOnly || busy}
          className={css({ display: "flex", flexDirection: "column", gap: "5", border: "none", p: 0, m: 0, minW: 0 })}
        >
          <JobFields form={form} categories={categories} countries={countries} />
        </fieldset>

        <SaveBar>
          {!readOnly && (
            <button type="submit" className={isModerator ? ghostButton : primaryButton} disabled={busy}>
              {busy ? t("adminJobs.buttons.busy") : t(
                !isModerator
                  ? "adminJobs.buttons.sendToModeration"
                  : status === null || status === "DRAFT"
                  ? "adminJobs.buttons.saveDraft"
                  : "adminJobs.buttons.save",
              )}
            </button>
          )}
          {canPublish && (
            <button
              type="button"
              className={primaryButton}
              disabled={busy}
              onClick={() => void form.handleSubmit({ andPublish: true })}
            >
              {t(job ? "adminJobs.buttons.saveAndPublish" : "adminJobs.buttons.publish")}
            </button>
          )}
          {job?.canArchive && (
            <button
              type="button"
              className={ghostButton}
              disabled={busy}
              onClick={() =>
                void run(async () => {
                  form.reset(valuesOf((await archive.mutateAsync({ id: job.id })).adminArchiveJob));
                  setOutcome({ key: "adminJobs.messages.archived" });
                })}
            >
              {t("adminJobs.buttons.archive")}
            </button>
          )}
          {job && (
            <button
              type="button"
              className={ghostButton}
              disabled={busy}
              onClick={() =>
                void run(async () =>
                  go((await duplicate.mutateAsync({ id: job.id })).adminDuplicateJob.id, "duplicated")
                )}
            >
              {t("adminJobs.buttons.duplicate")}
            </button>
          )}
          {job?.status === "PUBLISHED" && (
            <LocaleLink
              to="/$locale/jobs/$id"
              params={{ id: job.id }}
              className={css({ color: "brand", fontWeight: "semibold", textDecoration: "underline" })}
              data-testid="admin-job-view-on-site"
            >
              {t("adminJobs.actions.viewOnSite")}
            </LocaleLink>
          )}
        </SaveBar>
      </form>
    </div>
  );
}
