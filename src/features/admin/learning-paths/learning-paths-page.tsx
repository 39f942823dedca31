// /admin/learning-paths: the back office's learning paths: search, status, language and order in the URL, 25 a page,
// each path with its status and how many steps it has.
import { ADMIN_LEARNING_PATH_SORTS } from "../../../domain/admin-articles.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { type AdminLearningPathItem, adminLearningPathsQuery } from "./queries.ts";
import { parseLearningPathsSearch } from "./search.ts";
import { ContentStatusBadges } from "../kit/content-form.tsx";
import { useColumns } from "../kit/columns.tsx";
import { useContentColumns, useContentFilters } from "../kit/list-content.tsx";
import { filterFieldsIn, searchFilter } from "../kit/list-filter.ts";
import { twoCells, twoCellsThenOne } from "../kit/list-filter-form.tsx";
import { ListScreen } from "../kit/list-screen.tsx";
import { useListQuery } from "../kit/list-url.ts";
import { RowLink } from "../kit/row-actions.tsx";

const linkOf = (path: AdminLearningPathItem) =>
  ({ to: "/$locale/admin/learning-paths/$id", params: { id: path.id } }) as const;

export function AdminLearningPathsPage() {
  const { t } = useI18n();
  const { url, list } = useListQuery(parseLearningPathsSearch, adminLearningPathsQuery);
  const column = useColumns<AdminLearningPathItem>();
  const content = useContentColumns<AdminLearningPathItem>();
  const contentFilters = useContentFilters();
  const columns = [
    column.title("title", "adminArticles.paths.columns.title", {
      link: linkOf,
      text: (path) => path.title,
      under: (path) => `/${path.slug}`,
    }),
    column.cell("status", "adminArticles.columns.status", (path) => <ContentStatusBadges status={path.status} />),
    content.language,
    column.cell("steps", "adminArticles.paths.columns.steps", (path) => path.stepCount),
    content.updated,
  ];

  return (
    <ListScreen
      title={t("adminArticles.paths.heading")}
      add={{
        link: { to: "/$locale/admin/learning-paths/new" },
        label: t("adminArticles.paths.newPath"),
        testId: "admin-new-path",
      }}
      filterFields={{
        actionsClass: twoCellsThenOne,
        fields: [
          searchFilter("search", t("adminArticles.paths.search"), { maxLength: 200, cell: twoCells }),
          ...contentFilters,
          filterFieldsIn(t, "adminArticles.filters").oneOf(
            "sort",
            ADMIN_LEARNING_PATH_SORTS,
            "adminArticles.paths.sorts",
          ),
        ],
      }}
      page={{ list, url }}
      messageTestId="admin-learning-paths-message"
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
    />
  );
}
