// /admin/jobs: the back office's jobs: search, filters and order in the URL, 25 a page, each job with its status and
// the actions this team member may take (the server decides them: canEdit, canPublish, canArchive).
import { useSuspenseQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { ADMIN_JOB_SORTS } from "../../../domain/admin-jobs.ts";
import { CONTENT_STATUSES, READ_ACCESS_LEVELS } from "../../../domain/enums.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { usePageLocation } from "../../../lib/page-location.tsx";
import { linkHref } from "../../../ui/locale-link.tsx";
import { type AdminJobItem, adminJobOptionsQuery, adminJobsQuery } from "./queries.ts";
import { JobStatusBadges } from "./job-status.tsx";
import { useArchiveJob, useDuplicateJob, usePublishJob } from "./mutations.ts";
import { parseJobsSearch } from "./search.ts";
import { useColumns } from "../kit/columns.tsx";
import { filterFieldsIn, selectFilter } from "../kit/list-filter.ts";
import { twoCells } from "../kit/list-filter-form.tsx";
import { ListScreen } from "../kit/list-screen.tsx";
import { useListQuery } from "../kit/list-url.ts";
import { RowLink, type RowWriteButton, RowWriteButtons, useRowWrites } from "../kit/row-actions.tsx";

type Write = "publish" | "archive" | "duplicate";

/** A job's buttons after its link: publish and archive when the server allows them, duplicate always. */
const BUTTONS: RowWriteButton<AdminJobItem, Write>[] = [
  {
    write: "publish",
    text: "adminJobs.actions.publish",
    label: "adminJobs.actions.publishLabel",
    when: (job) => job.canPublish,
  },
  {
    write: "archive",
    text: "adminJobs.actions.archive",
    label: "adminJobs.actions.archiveLabel",
    when: (job) => job.canArchive,
  },
  { write: "duplicate", text: "adminJobs.actions.duplicate", label: "adminJobs.actions.duplicateLabel" },
];

const linkOf = (job: AdminJobItem) => ({ to: "/$locale/admin/jobs/$id", params: { id: job.id } }) as const;

export function AdminJobsPage() {
  const { t, locale } = useI18n();
  const filter = filterFieldsIn(t, "adminJobs.filters");
  const gql = useGql();
  const { navigate } = usePageLocation();
  const { url, list } = useListQuery(parseJobsSearch, adminJobsQuery);
  const { getJobCategories: categories } = useSuspenseQuery(adminJobOptionsQuery(gql)).data;
  const writes = useRowWrites<Write>({
    publish: { mutation: usePublishJob(), done: "adminJobs.messages.published" },
    archive: { mutation: useArchiveJob(), done: "adminJobs.messages.archived" },
    // The copy opens in its editor.
    duplicate: {
      mutation: useDuplicateJob({
        onSuccess: (data) => {
          const href = linkHref({ to: "/$locale/admin/jobs/$id", params: { id: data.adminDuplicateJob.id } }, locale);
          if (!navigate?.(href)) globalThis.location.assign(href);
        },
      }),
    },
  });
  const categoryName = (c: { name: string; engTrans: string }) => locale === "ru" ? c.name : c.engTrans;

  const column = useColumns<AdminJobItem>();
  const columns = [
    column.title("title", "adminJobs.columns.title", {
      link: linkOf,
      text: (job) => job.title,
      under: (job) => job.company,
      className: css({ minW: "220px" }),
    }),
    column.cell(
      "status",
      "adminJobs.columns.status",
      (job) => <JobStatusBadges status={job.status} isExpired={job.isExpired} isUN={job.isUN} />,
    ),
    column.label("access", "adminJobs.columns.access", "adminJobs.access", (job) => job.readAccess),
    column.date("openUntil", "adminJobs.columns.openUntil", (job) => job.openUntil, { empty: "adminJobs.noDeadline" }),
    column.cell(
      "author",
      "adminJobs.columns.author",
      (job) => job.createdByEmail ?? t("adminJobs.seededAuthor"),
      css({ overflowWrap: "anywhere", minW: "140px" }),
    ),
  ];

  return (
    <ListScreen
      title={t("adminJobs.heading")}
      add={{ link: { to: "/$locale/admin/jobs/new" }, label: t("adminJobs.newJob"), testId: "admin-new-job" }}
      filterFields={{
        actionsClass: twoCells,
        fields: [
          filter.search("search", { maxLength: 200, cell: twoCells }),
          filter.anyOf("status", "anyStatus", CONTENT_STATUSES, "adminJobs.statuses"),
          filter.anyOf("readAccess", "anyAccess", READ_ACCESS_LEVELS, "adminJobs.access"),
          filter.either("isUN", "anyEmployer", { true: "unOnly", false: "notUN" }),
          selectFilter("categoryId", t("adminJobs.filters.category"), [
            { value: "", label: t("adminJobs.filters.anyCategory") },
            ...categories.map((c) => ({ value: c.id, label: categoryName(c) })),
          ]),
          filter.either("expired", "anyDeadline", { false: "openOnly", true: "expiredOnly" }),
          filter.oneOf("sort", ADMIN_JOB_SORTS, "adminJobs.filters.sorts"),
        ],
      }}
      page={{ list, url }}
      message={writes.message}
      messageTestId="admin-jobs-message"
      columns={columns}
      rowActions={{
        header: t("adminJobs.columns.actions"),
        cell: (job) => (
          <div className={css({ display: "flex", flexWrap: { base: "wrap", xl: "nowrap" }, gap: "2", minW: "180px" })}>
            <RowLink
              link={linkOf(job)}
              label={t(job.canEdit ? "adminJobs.actions.editLabel" : "adminJobs.actions.openLabel", {
                title: job.title,
              })}
            >
              {t(job.canEdit ? "adminJobs.actions.edit" : "adminJobs.actions.open")}
            </RowLink>
            <RowWriteButtons row={job} title={job.title} buttons={BUTTONS} writes={writes} />
          </div>
        ),
      }}
      tableTestId="admin-jobs"
      rowTestId="admin-job-row"
    />
  );
}
