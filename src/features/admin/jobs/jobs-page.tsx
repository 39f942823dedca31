// /admin/jobs: the back office's jobs: search, filters and order in the URL, 25 a page, each job with its status and
// the actions this team member may take (the server decides them: canEdit, canPublish, canArchive).
import { useState } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useSearch } from "@tanstack/react-router";
import { css, cx } from "styled-system/css";
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
import { jobsFilterOf, jobsQueryString, type JobsSearch, parseJobsSearch } from "./search.ts";
import { ListPager } from "../kit/list-pager.tsx";
import { fieldClass, labelClass, screenTitle, tableBox, tableClass } from "../kit/styles.ts";
import { ListFilterForm } from "../kit/list-filter-form.tsx";

const smallButton = css({
  display: "inline-flex",
  alignItems: "center",
  minH: "36px",
  px: "3",
  borderRadius: "md",
  border: "1px solid",
  borderColor: "line",
  bg: "white",
  fontWeight: "medium",
  fontSize: "sm",
  cursor: "pointer",
  whiteSpace: "nowrap",
  color: "brand",
  _hover: { bg: "surface" },
  _disabled: { opacity: 0.6, cursor: "not-allowed" },
  _focusVisible: { outline: "2px solid", outlineColor: "brand", outlineOffset: "1px" },
});

export function AdminJobsPage() {
  const { t, locale } = useI18n();
  const gql = useGql();
  const { pathname, navigate } = usePageLocation();
  const search = parseJobsSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const page = search.page ?? 1;
  const list = useSuspenseQuery(adminJobsQuery(gql, jobsFilterOf(search), page)).data;
  const { getJobCategories: categories } = useSuspenseQuery(adminJobOptionsQuery(gql)).data;
  const [draft, setDraft] = useState<Record<string, string>>(() => draftOf(search));
  const [message, setMessage] = useState<{ key: string; isError?: boolean } | null>(null);
  const go = (href: string) => {
    if (!navigate?.(href)) globalThis.location.assign(href);
  };
  const apply = () => {
    go(`${pathname}${jobsQueryString(parseJobsSearch(draft))}`);
  };
  const field = (key: string) => ({
    name: key,
    value: draft[key] ?? "",
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
  });
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
    onSuccess: (data) =>
      go(`${linkHref({ to: "/$locale/admin/jobs/$id", params: { id: data.adminDuplicateJob.id } }, locale)}`),
    onError,
  });
  const busy = publish.isPending || archive.isPending || duplicate.isPending;
  const categoryName = (c: { name: string; engTrans: string }) => locale === "ru" ? c.name : c.engTrans;

  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "5" })}>
      <div className={css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center" })}>
        <h1 className={cx(screenTitle, css({ flex: 1 }))}>{t("adminJobs.heading")}</h1>
        <LocaleLink to="/$locale/admin/jobs/new" className={primaryButton} data-testid="admin-new-job">
          {t("adminJobs.newJob")}
        </LocaleLink>
      </div>
      <ListFilterForm
        grid={css({ gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", lg: "repeat(4, minmax(0, 1fr))" } })}
        actionsClass={css({ gridColumn: "span 2" })}
        onApply={apply}
        onReset={() => {
          setDraft({});
          go(pathname);
        }}
      >
        <label className={cx(labelClass, css({ gridColumn: "span 2" }))}>
          {t("adminJobs.filters.search")}
          <input className={fieldClass} type="search" maxLength={200} {...field("search")} />
        </label>
        <label className={labelClass}>
          {t("adminJobs.filters.status")}
          <select className={fieldClass} {...field("status")}>
            <option value="">{t("adminJobs.filters.anyStatus")}</option>
            {CONTENT_STATUSES.map((s) => <option key={s} value={s}>{t(`adminJobs.statuses.${s}`)}</option>)}
          </select>
        </label>
        <label className={labelClass}>
          {t("adminJobs.filters.readAccess")}
          <select className={fieldClass} {...field("readAccess")}>
            <option value="">{t("adminJobs.filters.anyAccess")}</option>
            {READ_ACCESS_LEVELS.map((a) => <option key={a} value={a}>{t(`adminJobs.access.${a}`)}</option>)}
          </select>
        </label>
        <label className={labelClass}>
          {t("adminJobs.filters.isUN")}
          <select className={fieldClass} {...field("isUN")}>
            <option value="">{t("adminJobs.filters.anyEmployer")}</option>
            <option value="true">{t("adminJobs.filters.unOnly")}</option>
            <option value="false">{t("adminJobs.filters.notUN")}</option>
          </select>
        </label>
        <label className={labelClass}>
          {t("adminJobs.filters.category")}
          <select className={fieldClass} {...field("categoryId")}>
            <option value="">{t("adminJobs.filters.anyCategory")}</option>
            {categories.map((c) => <option key={c.id} value={c.id}>{categoryName(c)}</option>)}
          </select>
        </label>
        <label className={labelClass}>
          {t("adminJobs.filters.expired")}
          <select className={fieldClass} {...field("expired")}>
            <option value="">{t("adminJobs.filters.anyDeadline")}</option>
            <option value="false">{t("adminJobs.filters.openOnly")}</option>
            <option value="true">{t("adminJobs.filters.expiredOnly")}</option>
          </select>
        </label>
        <label className={labelClass}>
          {t("adminJobs.filters.sort")}
          <select className={fieldClass} {...field("sort")}>
            {ADMIN_JOB_SORTS.map((s) => (
              <option key={s} value={s === "newest" ? "" : s}>{t(`adminJobs.filters.sorts.${s}`)}</option>
            ))}
          </select>
        </label>
      </ListFilterForm>
      <div aria-live="polite" className={css({ display: "flex", flexDirection: "column", gap: "1" })}>
        <p>{t("admin.list.total", { count: list.total })}</p>
        {message && (
          <p
            data-testid="admin-jobs-message"
            className={css({ fontWeight: "semibold", color: message.isError ? "danger" : "success" })}
          >
            {t(message.key)}
          </p>
        )}
      </div>
      {list.items.length === 0 ? <p>{t("admin.list.empty")}</p> : (
        <div className={tableBox}>
          <table className={tableClass} data-testid="admin-jobs">
            <thead>
              <tr>
                <th scope="col">{t("adminJobs.columns.title")}</th>
                <th scope="col">{t("adminJobs.columns.status")}</th>
                <th scope="col">{t("adminJobs.columns.access")}</th>
                <th scope="col">{t("adminJobs.columns.openUntil")}</th>
                <th scope="col">{t("adminJobs.columns.author")}</th>
                <th scope="col">{t("adminJobs.columns.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((job) => (
                <JobRow
                  key={job.id}
                  job={job}
                  busy={busy}
                  onPublish={() => {
                    setMessage(null);
                    publish.mutate({ id: job.id });
                  }}
                  onArchive={() => {
                    setMessage(null);
                    archive.mutate({ id: job.id });
                  }}
                  onDuplicate={() => {
                    setMessage(null);
                    duplicate.mutate({ id: job.id });
                  }}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListPager
        page={page}
        pageSize={list.pageSize}
        total={list.total}
        hrefOf={(n) => `${pathname}${jobsQueryString({ ...jobsFilterOf(search), page: n })}`}
      />
    </div>
  );
}

function JobRow(
  { job, busy, onPublish, onArchive, onDuplicate }: {
    job: AdminJobItem;
    busy: boolean;
    onPublish: () => void;
    onArchive: () => void;
    onDuplicate: () => void;
  },
) {
  const { t, locale } = useI18n();
  return (
    <tr data-testid="admin-job-row">
      <td className={css({ minW: "220px" })}>
        <LocaleLink
          to="/$locale/admin/jobs/$id"
          params={{ id: job.id }}
          className={css({ fontWeight: "semibold", color: "brand", textDecoration: "underline" })}
        >
          {job.title}
        </LocaleLink>
        {job.company && <div className={css({ color: "muted" })}>{job.company}</div>}
      </td>
      <td>
        <JobStatusBadges status={job.status} isExpired={job.isExpired} isUN={job.isUN} />
      </td>
      <td className={css({ whiteSpace: "nowrap" })}>{t(`adminJobs.access.${job.readAccess}`)}</td>
      <td className={css({ whiteSpace: "nowrap" })}>
        {job.openUntil ? formatDate(job.openUntil, locale) : t("adminJobs.noDeadline")}
      </td>
      <td className={css({ overflowWrap: "anywhere", minW: "140px" })}>
        {job.createdByEmail ?? t("adminJobs.seededAuthor")}
      </td>
      <td>
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
            <button
              type="button"
              className={smallButton}
              disabled={busy}
              onClick={onPublish}
              aria-label={t("adminJobs.actions.publishLabel", { title: job.title })}
            >
              {t("adminJobs.actions.publish")}
            </button>
          )}
          {job.canArchive && (
            <button
              type="button"
              className={smallButton}
              disabled={busy}
              onClick={onArchive}
              aria-label={t("adminJobs.actions.archiveLabel", { title: job.title })}
            >
              {t("adminJobs.actions.archive")}
            </button>
          )}
          <button
            type="button"
            className={smallButton}
            disabled={busy}
            onClick={onDuplicate}
            aria-label={t("adminJobs.actions.duplicateLabel", { title: job.title })}
          >
            {t("adminJobs.actions.duplicate")}
          </button>
        </div>
      </td>
    </tr>
  );
}

/** The filter form's fields from the URL's search. */
function draftOf(search: JobsSearch): Record<string, string> {
  const draft: Record<string, string> = {};
  for (const [key, value] of Object.entries(jobsFilterOf(search))) {
    if (value !== undefined && value !== null) draft[key] = String(value);
  }
  return draft;
}
