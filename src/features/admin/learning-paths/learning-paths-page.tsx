// /admin/learning-paths: the back office's learning paths: search, status, language and order in the URL, 25 a page,
// each path with its status and how many steps it has.
import { useSuspenseQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { ADMIN_LEARNING_PATH_SORTS } from "../../../domain/admin-articles.ts";
import { CONTENT_STATUSES, LANGUAGES } from "../../../domain/enums.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { LocaleLink } from "../../../ui/locale-link.tsx";
import { primaryButton } from "../../../ui/styles.ts";
import { type AdminLearningPathItem, adminLearningPathsQuery } from "./queries.ts";
import { parseLearningPathsSearch } from "./search.ts";
import { ContentStatusBadges } from "../kit/content-form.tsx";
import { useColumns } from "../kit/columns.tsx";
import { anyOr, optionsOf, searchFilter, selectFilter } from "../kit/list-filter.ts";
import { filterGrid, ListFilters, twoCells } from "../kit/list-filter-form.tsx";
import { ListScreen } from "../kit/list-screen.tsx";
import { useListUrl } from "../kit/list-url.ts";
import { RowLink } from "../kit/row-actions.tsx";

const linkOf = (path: AdminLearningPathItem) =>
  ({ to: "/$locale/admin/learning-paths/$id", params: { id: path.id } }) as const;

export function AdminLearningPathsPage() {
  const { t } = useI18n();
  const url = useListUrl(parseLearningPathsSearch);
  const list = useSuspenseQuery(adminLearningPathsQuery(useGql(), url.filter, url.page)).data;
  const column = useColumns<AdminLearningPathItem>();
  const columns = [
    column.title("title", "adminArticles.paths.columns.title", {
      link: linkOf,
      text: (path) => path.title,
      under: (path) => `/${path.slug}`,
    }),
    column.cell("status", "adminArticles.columns.status", (path) => <ContentStatusBadges status={path.status} />),
    column.label("language", "adminArticles.columns.language", "adminArticles.languages", (path) => path.language),
    column.cell("steps", "adminArticles.paths.columns.steps", (path) => path.stepCount),
    column.date("updated", "adminArticles.columns.updated", (path) => path.updatedAt),
  ];

  return (
    <ListScreen
      title={t("adminArticles.paths.heading")}
      actions={
        <LocaleLink to="/$locale/admin/learning-paths/new" className={primaryButton} data-testid="admin-new-path">
          {t("adminArticles.paths.newPath")}
        </LocaleLink>
      }
      filters={
        <ListFilters
          url={url}
          grid={filterGrid.fourColumns}
          actionsClass={css({ gridColumn: { base: "span 2", lg: "span 1" } })}
          fields={[
            searchFilter("search", t("adminArticles.paths.search"), { maxLength: 200, cell: twoCells }),
            selectFilter(
              "status",
              t("adminArticles.filters.status"),
              anyOr(t("adminArticles.filters.anyStatus"), CONTENT_STATUSES, (s) => t(`adminArticles.statuses.${s}`)),
            ),
            selectFilter(
              "language",
              t("adminArticles.filters.language"),
              anyOr(t("adminArticles.filters.anyLanguage"), LANGUAGES, (l) => t(`adminArticles.languages.${l}`)),
            ),
            selectFilter(
              "sort",
              t("adminArticles.filters.sort"),
              optionsOf(ADMIN_LEARNING_PATH_SORTS, (s) => t(`adminArticles.paths.sorts.${s}`)),
            ),
          ]}
        />
      }
      total={list.total}
      messageTestId="admin-learning-paths-message"
      rows={list.items}
      columns={columns}
      rowActions={{
        header: t("adminArticles.columns.actions"),
        cell: (path) => (
          <RowLink link={linkOf(path)} label={t("adminArticles.actions.editLabel", { title: path.title })}>
            {t("adminArticles.actions.edit")}
          </RowLink>
        ),
      }}
      tableTestId="admin-learning-paths"
      rowTestId="admin-learning-path-row"
      pager={url.pager(list)}
    />
  );
}
