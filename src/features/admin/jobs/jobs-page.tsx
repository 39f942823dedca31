// /admin/jobs: the back office's jobs: search, filters and order in the URL, 25 a page, each job with its status and
// the actions this team member may take (the server decides them: canEdit, canPublish, canArchive).
import { useState } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useSearch } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { ADMIN_JOB_SORTS } from "../../../domain/admin-jobs.ts";
import { CONTENT_STATUSES, READ_ACCESS_LEVELS } from "../../../domain/enums.ts";
import { formatDate } from "../../../../i18n/format.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { usePageLocation } from "../../../lib/page-location.tsx";
import { linkHref, LocaleLink } from "../../../ui/locale-link.tsx";
import { primaryButton } from "../../../ui/styles.ts";
import { type AdminJobItem, adminJobOptionsQuery, adminJobsQuery } from "./queries.ts";
import { JobStatusBadges } from "./job-status.tsx";
import { useArchiveJob, useDuplicateJob, usePublishJob } from "./mutations.ts";
import { jobsFilterOf, jobsQueryString, parseJobsSearch } from "./search.ts";
import type { Column } from "../kit/data-table.tsx";
import { SelectField, TextField } from "../kit/fields.tsx";
import { anyOr, useListFilter } from "../kit/list-filter.ts";
import { ListFilterForm } from "../kit/list-filter-form.tsx";
import { ListScreen } from "../kit/list-screen.tsx";
import type { ScreenMessage } from "../kit/messages.tsx";
import { RowButton } from "../kit/row-actions.tsx";
import { smallButton } from "../kit/styles.ts";

export function AdminJobsPage() {
  const { t, locale } = useI18n();
  const gql = useGql();
  const { pathname, navigate } = usePageLocation();
  const search = parseJobsSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const page = search.page ?? 1;
  const list = useSuspenseQuery(adminJobsQuery(gql, jobsFilterOf(search), page)).data;
  const { getJobCategories: categories } = useSuspenseQuery(adminJobOptionsQuery(gql)).data;
  const filter = useListFilter(
    jobsFilterOf(search),
    { search: "", status: "", readAccess: "", isUN: "", categoryId: "", expired: "", sort: "newest" },
    parseJobsSearch,
    jobsQueryString,
  );
  const [message, setMessage] = useState<ScreenMessage | null>(null);
  const onError = (key: string) => setMessage({ key, isError: true });
  const publish = usePublishJob({
    onSuccess: () => setMessage({ key: "adminJobs.messages.published" }),
    onError,
  });
  const archive = useArchiveJob({
    onSuccess: () => setMessage({ key: "adminJobs.messages.archived" }),
    onError,
  });
  const duplicate = useDuplicateJob({
    onSuccess: (data) => {
      const href = linkHref({ to: "/$locale/admin/jobs/$id", params: { id: data.adminDuplicateJob.id } }, locale);
      if (!navigate?.(href)) globalThis.location.assign(href);
    },
    onError,
  });
  const busy = publish.isPending || archive.isPending || duplicate.isPending;
  const act = (mutation: { mutate: (input: { id: string }) => void }, id: string) => () => {
    setMessage(null);
    mutation.mutate({ id });
  };
  const categoryName = (c: { name: string; engTrans: string }) => locale === "ru" ? c.name : c.engTrans;

  const columns: Column<AdminJobItem>[] = [
    {
      key: "title",
      header: t("adminJobs.columns.title"),
      className: css({ minW: "220px" }),
      cell: (job) => (
        <>
          <LocaleLink
            to="/$locale/admin/jobs/$id"
            params={{ id: job.id }}
            className={css({ fontWeight: "semibold", color: "brand", textDecoration: "underline" })}
          >
            {job.title}
          </LocaleLink>
          {job.company && <div className={css({ color: "muted" })}>{job.company}</div>}
        </>
      ),
    },
    {
      key: "status",
      header: t("adminJobs.columns.status"),
      cell: (job) => <JobStatusBadges status={job.status} isExpired={job.isExpired} isUN={job.isUN} />,
    },
    {
      key: "access",
      header: t("adminJobs.columns.access"),
      className: nowrap,
      cell: (job) => t(`adminJobs.access.${job.readAccess}`),
    },
    {
      key: "openUntil",
      header: t("adminJobs.columns.openUntil"),
      className: nowrap,
      cell: (job) => job.openUntil ? formatDate(job.openUntil, locale) : t("adminJobs.noDeadline"),
    },
    {
      key: "author",
      header: t("adminJobs.columns.author"),
      className: css({ overflowWrap: "anywhere", minW: "140px" }),
      cell: (job) => job.createdByEmail ?? t("adminJobs.seededAuthor"),
    },
  ];
  const { form } = filter;

  return (
    <ListScreen
      title={t("adminJobs.heading")}
      actions={
        <LocaleLink to="/$locale/admin/jobs/new" className={primaryButton} data-testid="admin-new-job">
          {t("adminJobs.newJob")}
        </LocaleLink>
      }
      filters={
        <ListFilterForm
          grid={css({ gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", lg: "repeat(4, minmax(0, 1fr))" } })}
          actionsClass={css({ gridColumn: "span 2" })}
          onApply={filter.apply}
          onReset={filter.reset}
        >
          <div className={css({ gridColumn: "span 2" })}>
            <form.AppField name="search">
              {() => <TextField type="search" maxLength={200} label={t("adminJobs.filters.search")} />}
            </form.AppField>
          </div>
          <form.AppField name="status">
            {() => (
              <SelectField
                label={t("adminJobs.filters.status")}
                options={anyOr(t("adminJobs.filters.anyStatus"), CONTENT_STATUSES, (s) => t(`adminJobs.statuses.${s}`))}
              />
            )}
          </form.AppField>
          <form.AppField name="readAccess">
            {() => (
              <SelectField
                label={t("adminJobs.filters.readAccess")}
                options={anyOr(t("adminJobs.filters.anyAccess"), READ_ACCESS_LEVELS, (a) => t(`adminJobs.access.${a}`))}
              />
            )}
          </form.AppField>
          <form.AppField name="isUN">
            {() => (
              <SelectField
                label={t("adminJobs.filters.isUN")}
                options={[
                  { value: "", label: t("adminJobs.filters.anyEmployer") },
                  { value: "true", label: t("adminJobs.filters.unOnly") },
                  { value: "false", label: t("adminJobs.filters.notUN") },
                ]}
              />
            )}
          </form.AppField>
          <form.AppField name="categoryId">
            {() => (
              <SelectField
                label={t("adminJobs.filters.category")}
                options={[
                  { value: "", label: t("adminJobs.filters.anyCategory") },
                  ...categories.map((c) => ({ value: c.id, label: categoryName(c) })),
                ]}
              />
            )}
          </form.AppField>
          <form.AppField name="expired">
            {() => (
              <SelectField
                label={t("adminJobs.filters.expired")}
                options={[
                  { value: "", label: t("adminJobs.filters.anyDeadline") },
                  { value: "false", label: t("adminJobs.filters.openOnly") },
                  { value: "true", label: t("adminJobs.filters.expiredOnly") },
                ]}
              />
            )}
          </form.AppField>
          <form.AppField name="sort">
            {() => (
              <SelectField
                label={t("adminJobs.filters.sort")}
                options={ADMIN_JOB_SORTS.map((s) => ({ value: s, label: t(`adminJobs.filters.sorts.${s}`) }))}
              />
            )}
          </form.AppField>
        </ListFilterForm>
      }
      total={list.total}
      message={message}
      messageTestId="admin-jobs-message"
      rows={list.items}
      columns={columns}
      rowActions={{
        header: t("adminJobs.columns.actions"),
        cell: (job) => (
          <div className={css({ display: "flex", flexWrap: { base: "wrap", xl: "nowrap" }, gap: "2", minW: "180px" })}>
            <LocaleLink
              to="/$locale/admin/jobs/$id"
              params={{ id: job.id }}
              className={smallButton}
              aria-label={t(job.canEdit ? "adminJobs.actions.editLabel" : "adminJobs.actions.openLabel", {
                title: job.title,
              })}
            >
              {t(job.canEdit ? "adminJobs.actions.edit" : "adminJobs.actions.open")}
            </LocaleLink>
            {job.canPublish && (
              <RowButton
                disabled={busy}
                onClick={act(publish, job.id)}
                label={t("adminJobs.actions.publishLabel", { title: job.title })}
              >
                {t("adminJobs.actions.publish")}
              </RowButton>
            )}
            {job.canArchive && (
              <RowButton
                disabled={busy}
                onClick={act(archive, job.id)}
                label={t("adminJobs.actions.archiveLabel", { title: job.title })}
              >
                {t("adminJobs.actions.archive")}
              </RowButton>
            )}
            <RowButton
              disabled={busy}
              onClick={act(duplicate, job.id)}
              label={t("adminJobs.actions.duplicateLabel", { title: job.title })}
            >
              {t("adminJobs.actions.duplicate")}
            </RowButton>
          </div>
        ),
      }}
      tableTestId="admin-jobs"
      rowTestId="admin-job-row"
      pager={{
        page,
        pageSize: list.pageSize,
        hrefOf: (n) => `${pathname}${jobsQueryString({ ...jobsFilterOf(search), page: n })}`,
      }}
    />
  );
}

const nowrap = css({ whiteSpace: "nowrap" });
