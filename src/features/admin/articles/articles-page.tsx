// /admin/articles: the back office's articles: search, filters (status, language, who reads it, featured) and order in
// the URL, 25 a page, each article with its status and its actions (publish, unpublish, archive).
import { css } from "styled-system/css";
import { ADMIN_ARTICLE_SORTS } from "../../../domain/admin-articles.ts";
import { READ_ACCESS_LEVELS } from "../../../domain/enums.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { type AdminArticleItem, adminArticlesQuery } from "./queries.ts";
import { useArchiveArticle, usePublishArticle, useUnpublishArticle } from "./mutations.ts";
import { parseArticlesSearch } from "./search.ts";
import { ContentStatusBadges } from "../kit/content-form.tsx";
import { useColumns } from "../kit/columns.tsx";
import { useContentColumns, useContentFilters } from "../kit/list-content.tsx";
import { filterFieldsIn } from "../kit/list-filter.ts";
import { twoCells, twoCellsThenOne } from "../kit/list-filter-form.tsx";
import { ListScreen } from "../kit/list-screen.tsx";
import { useListQuery } from "../kit/list-url.ts";
import { type RowWriteButton, RowWriteButtons, useRowWrites } from "../kit/row-actions.tsx";

type Write = "publish" | "unpublish" | "archive";

/** An article's buttons: publish what is not out, take back what is, archive what is not archived yet. */
const BUTTONS: RowWriteButton<AdminArticleItem, Write>[] = [
  {
    write: "publish",
    text: "adminArticles.actions.publish",
    label: "adminArticles.actions.publishLabel",
    when: (article) => article.status !== "PUBLISHED",
  },
  {
    write: "unpublish",
    text: "adminArticles.actions.unpublishShort",
    label: "adminArticles.actions.unpublishLabel",
    when: (article) => article.status === "PUBLISHED",
  },
  {
    write: "archive",
    text: "adminArticles.actions.archive",
    label: "adminArticles.actions.archiveLabel",
    when: (article) => article.status !== "ARCHIVED",
  },
];

export function AdminArticlesPage() {
  const { t } = useI18n();
  const filter = filterFieldsIn(t, "adminArticles.filters");
  const { url, list } = useListQuery(parseArticlesSearch, adminArticlesQuery);
  const writes = useRowWrites<Write>({
    publish: { mutation: usePublishArticle(), done: "adminArticles.messages.published" },
    unpublish: { mutation: useUnpublishArticle(), done: "adminArticles.messages.unpublished" },
    archive: { mutation: useArchiveArticle(), done: "adminArticles.messages.archived" },
  });
  const column = useColumns<AdminArticleItem>();
  const content = useContentColumns<AdminArticleItem>();
  const contentFilters = useContentFilters();
  const columns = [
    column.title("title", "adminArticles.columns.title", {
      link: (article) => ({ to: "/$locale/admin/articles/$id", params: { id: article.id } }),
      text: (article) => article.title,
      under: (article) => `/${article.slug}`,
    }),
    column.cell("status", "adminArticles.columns.status", (article) => (
      <ContentStatusBadges
        status={article.status}
        notes={[
          ...(article.isFeatured
            ? [t("adminArticles.featuredBadge", { order: article.featureOrder ?? "" }).trim()]
            : []),
          ...(article.hideHalf && article.readAccess !== "UNANYMOUS" ? [t("adminArticles.paywallBadge")] : []),
        ]}
      />
    )),
    content.language,
    column.label("access", "adminArticles.columns.access", "adminArticles.access", (a) => a.readAccess),
    content.updated,
  ];

  return (
    <ListScreen
      title={t("adminArticles.heading")}
      add={{
        link: { to: "/$locale/admin/articles/new" },
        label: t("adminArticles.newArticle"),
        testId: "admin-new-article",
      }}
      filterFields={{
        actionsClass: twoCellsThenOne,
        fields: [
          filter.search("search", { maxLength: 200, cell: twoCells }),
          ...contentFilters,
          filter.anyOf("readAccess", "anyAccess", READ_ACCESS_LEVELS, "adminArticles.access"),
          filter.either("featured", "anyFeatured", { true: "featuredOnly", false: "notFeatured" }),
          filter.oneOf("sort", ADMIN_ARTICLE_SORTS, "adminArticles.filters.sorts"),
        ],
      }}
      page={{ list, url }}
      message={writes.message}
      messageTestId="admin-articles-message"
      columns={columns}
      rowActions={{
        header: t("adminArticles.columns.actions"),
        cell: (article) => (
          // One under the other, each as wide as the widest.
          <div className={actionsColumn}>
            <RowWriteButtons row={article} title={article.title} buttons={BUTTONS} writes={writes} />
          </div>
        ),
      }}
      tableTestId="admin-articles"
      rowTestId="admin-article-row"
    />
  );
}

const actionsColumn = css({
  display: "flex",
  flexDirection: "column",
  alignItems: "stretch",
  gap: "1.5",
  w: "max-content",
});
