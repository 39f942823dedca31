// /admin/jobs/new and /admin/jobs/{id}: the job editor. Every field of a job (job-fields.tsx), validated with the
// schema adminSaveJob parses with (job-form.ts), its messages shown per field after the first submit, the server's
// own refusals too. The buttons are what this team member may do: a moderator saves a draft, publishes, archives and
// duplicates; a recruiter sends their job for moderation (and may no longer change it once it is published).
import { useSuspenseQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { LocaleLink } from "../../../ui/locale-link.tsx";
import { adminOverviewQuery } from "../queries.ts";
import { useEditorSave, useRouteItem } from "../kit/editor-save.ts";
import { EditorScreen, viewLink } from "../kit/editor-screen.tsx";
import { JobFields } from "./job-fields.tsx";
import { jobForm } from "./job-form.ts";
import { JobStatusBadges } from "./job-status.tsx";
import { useArchiveJob, useDuplicateJob, usePublishJob, useSaveJob } from "./mutations.ts";
import { type AdminJobDetail, adminJobOptionsQuery, adminJobQuery } from "./queries.ts";

export function NewJobPage() {
  return <JobEditor job={null} />;
}

export function EditJobPage() {
  // The route answers 404 without a job; a job archived or refused meanwhile shows the same. Keyed by the job: after a
  // write the refreshed job updates the badges and buttons and keeps the message on screen.
  const job = useRouteItem(adminJobQuery);
  return job && <JobEditor key={job.id} job={job} />;
}

function JobEditor({ job }: { job: AdminJobDetail | null }) {
  const { t } = useI18n();
  const gql = useGql();
  const overview = useSuspenseQuery(adminOverviewQuery(gql)).data;
  const { getJobCategories: categories, getCountries: countries } = useSuspenseQuery(adminJobOptionsQuery(gql)).data;
  const isModerator = overview?.areas.includes("jobModeration") ?? false;
  const save = useSaveJob();
  const publish = usePublishJob();
  const archive = useArchiveJob();
  const duplicate = useDuplicateJob();
  const busy = save.isPending || publish.isPending || archive.isPending || duplicate.isPending;
  const readOnly = job !== null && !job.canEdit;
  const editor = useEditorSave({
    item: job,
    form: jobForm,
    messages: "adminJobs.messages",
    fixErrors: "adminJobs.errors.fixErrors",
    announced: ["saved", "sentToModeration", "published", "duplicated"],
    save: async (input, andPublish) => {
      const saved = (await save.mutateAsync({ input })).adminSaveJob;
      return andPublish ? (await publish.mutateAsync({ id: saved.id })).adminPublishJob : saved;
    },
    doneOf: ({ andPublish }) => andPublish ? "published" : isModerator ? "saved" : "sentToModeration",
    itemRoute: "/$locale/admin/jobs/$id",
  });
  const { form } = editor;
  const status = job?.status ?? null;
  const canPublish = isModerator && (job === null || job.canPublish);

  return (
    <EditorScreen
      back={{ target: { to: "/$locale/admin/jobs" }, label: t("adminJobs.backToList") }}
      title={t(job ? "adminJobs.editHeading" : "adminJobs.newHeading")}
      badges={job && <JobStatusBadges status={job.status} isExpired={job.isExpired} isUN={job.isUN} />}
      notes={job && (
        <>
          <p className={css({ color: "muted" })}>
            {[
              job.createdByEmail ? t("adminJobs.messages.writtenBy", { email: job.createdByEmail }) : null,
              job.status === "MODERATION" ? t("adminJobs.messages.waitsForModeration") : null,
            ].filter(Boolean).join(" · ")}
          </p>
          {readOnly && (
            <p role="note" className={css({ fontWeight: "semibold" })}>{t("adminJobs.messages.publishedLocked")}</p>
          )}
          {job.isExpired && <p role="note" className={css({ color: "danger" })}>{t("adminJobs.messages.expired")}</p>}
        </>
      )}
      outcome={editor.outcome}
      outcomeTestId="admin-job"
      testId="admin-job-form"
      onSubmit={() => void form.handleSubmit()}
      busy={busy}
      locked={readOnly || busy}
      submit={readOnly ? undefined : {
        label: t(
          !isModerator
            ? "adminJobs.buttons.sendToModeration"
            : status === null || status === "DRAFT"
            ? "adminJobs.buttons.saveDraft"
            : "adminJobs.buttons.save",
        ),
        busyLabel: t("adminJobs.buttons.busy"),
        primary: !isModerator,
      }}
      actions={[
        canPublish && {
          label: t(job ? "adminJobs.buttons.saveAndPublish" : "adminJobs.buttons.publish"),
          onClick: () => void form.handleSubmit({ andPublish: true }),
          primary: true,
        },
        job?.canArchive && {
          label: t("adminJobs.buttons.archive"),
          onClick: () =>
            void editor.act(async () => (await archive.mutateAsync({ id: job.id })).adminArchiveJob, "archived"),
        },
        job && {
          label: t("adminJobs.buttons.duplicate"),
          onClick: () =>
            void editor.run(async () =>
              editor.open((await duplicate.mutateAsync({ id: job.id })).adminDuplicateJob.id, "duplicated")
            ),
        },
      ]}
      links={job?.status === "PUBLISHED" && (
        <LocaleLink
          to="/$locale/jobs/$id"
          params={{ id: job.id }}
          className={viewLink}
          data-testid="admin-job-view-on-site"
        >
          {t("adminJobs.actions.viewOnSite")}
        </LocaleLink>
      )}
    >
      <JobFields form={form} categories={categories} countries={countries} />
    </EditorScreen>
  );
}
