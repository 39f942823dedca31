// /admin/learning-paths: the back office's learning paths: search, status, language and order in the URL, 25 a page,
// each path with its status and how many steps it has.
import { useSuspenseQuery } from "@tanstack/react-query";
import { useSearch } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { ADMIN_LEARNING_PATH_SORTS } from "../../../domain/admin-articles.ts";
import { CONTENT_STATUSES, LANGUAGES } from "../../../domain/enums.ts";
import { formatDate } from "../../../../i18n/format.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { usePageLocation } from "../../../lib/page-location.tsx";
import { LocaleLink } from "../../../ui/locale-link.tsx";
import { primaryButton } from "../../../ui/styles.ts";
import { type AdminLearningPathItem, adminLearningPathsQuery } from "./queries.ts";
import { filterOf, parseLearningPathsSearch, searchQueryString } from "./search.ts";
import { ContentStatusBadges } from "../kit/content-form.tsx";
import type { Column } from "../kit/data-table.tsx";
import { SelectField, TextField } from "../kit/fields.tsx";
import { anyOr, useListFilter } from "../kit/list-filter.ts";
import { ListFilterForm } from "../kit/list-filter-form.tsx";
import { ListScreen } from "../kit/list-screen.tsx";
import { smallButton } from "../kit/styles.ts";

export function AdminLearningPathsPage() {
  const { t, locale } = useI18n();
  const { pathname } = usePageLocation();
  const search = parseLearningPathsSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const page = search.page ?? 1;
  const list = useSuspenseQuery(adminLearningPathsQuery(useGql(), filterOf(search), page)).data;
  const filter = useListFilter(
    filterOf(search),
    { search: "", status: "", language: "", sort: "order" },
    parseLearningPathsSearch,
    searchQueryString,
  );
  const columns: Column<AdminLearningPathItem>[] = [
    {
      key: "title",
      header: t("adminArticles.paths.columns.title"),
      className: css({ minW: "200px" }),
      cell: (path) => (
        <>
          <LocaleLink
            to="/$locale/admin/learning-paths/$id"
            params={{ id: path.id }}
            className={css({ fontWeight: "semibold", color: "brand", textDecoration: "underline" })}
          >
            {path.title}
          </LocaleLink>
          <div className={css({ color: "muted", overflowWrap: "anywhere" })}>/{path.slug}</div>
        </>
      ),
    },
    {
      key: "status",
      header: t("adminArticles.columns.status"),
      cell: (path) => <ContentStatusBadges status={path.status} />,
    },
    {
      key: "language",
      header: t("adminArticles.columns.language"),
      className: nowrap,
      cell: (path) => t(`adminArticles.languages.${path.language}`),
    },
    { key: "steps", header: t("adminArticles.paths.columns.steps"), cell: (path) => path.stepCount },
    {
      key: "updated",
      header: t("adminArticles.columns.updated"),
      className: nowrap,
      cell: (path) => formatDate(path.updatedAt, locale),
    },
  ];
  const { form } = filter;

  return (
    <ListScreen
      title={t("adminArticles.paths.heading")}
      actions={
        <LocaleLink to="/$locale/admin/learning-paths/new" className={primaryButton} data-testid="admin-new-path">
          {t("adminArticles.paths.newPath")}
        </LocaleLink>
      }
      filters={
        <ListFilterForm
          grid={css({ gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", lg: "repeat(4, minmax(0, 1fr))" } })}
          actionsClass={css({ gridColumn: { base: "span 2", lg: "span 1" } })}
          onApply={filter.apply}
          onReset={filter.reset}
        >
          <div className={css({ gridColumn: "span 2" })}>
            <form.AppField name="search">
              {() => <TextField type="search" maxLength={200} label={t("adminArticles.paths.search")} />}
            </form.AppField>
          </div>
          <form.AppField name="status">
            {() => (
              <SelectField
                label={t("adminArticles.filters.status")}
                options={anyOr(t("adminArticles.filters.anyStatus"), CONTENT_STATUSES, (s) =>
                  t(`adminArticles.statuses.${s}`))}
              />
            )}
          </form.AppField>
          <form.AppField name="language">
            {() => (
              <SelectField
                label={t("adminArticles.filters.language")}
                options={anyOr(
                  t("adminArticles.filters.anyLanguage"),
                  LANGUAGES,
                  (l) => t(`adminArticles.languages.${l}`),
                )}
              />
            )}
          </form.AppField>
          <form.AppField name="sort">
            {() => (
              <SelectField
                label={t("adminArticles.filters.sort")}
                options={ADMIN_LEARNING_PATH_SORTS.map((s) => ({
                  value: s,
                  label: t(`adminArticles.paths.sorts.${s}`),
                }))}
              />
            )}
          </form.AppField>
        </ListFilterForm>
      }
      total={list.total}
      messageTestId="admin-learning-paths-message"
      rows={list.items}
      columns={columns}
      rowActions={{
        header: t("adminArticles.columns.actions"),
        cell: (path) => (
          <LocaleLink
            to="/$locale/admin/learning-paths/$id"
            params={{ id: path.id }}
            className={smallButton}
            aria-label={t("adminArticles.actions.editLabel", { title: path.title })}
          >
            {t("adminArticles.actions.edit")}
          </LocaleLink>
        ),
      }}
      tableTestId="admin-learning-paths"
      rowTestId="admin-learning-path-row"
      pager={{
        page,
        pageSize: list.pageSize,
        hrefOf: (n) =>
          `${pathname}${searchQueryString({ ...filterOf(search), page: n })}`,
      }}
    />
  );
}

const nowrap = css({ whiteSpace: "nowrap" });
