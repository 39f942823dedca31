// /admin/articles: the back office's articles: search, filters (status, language, who reads it, featured) and order in
// the URL, 25 a page, each article with its status and its actions (publish, unpublish, archive).
import { useState } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useSearch } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { ADMIN_ARTICLE_SORTS } from "../../../domain/admin-articles.ts";
import { CONTENT_STATUSES, LANGUAGES, READ_ACCESS_LEVELS } from "../../../domain/enums.ts";
import { formatDate } from "../../../../i18n/format.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { usePageLocation } from "../../../lib/page-location.tsx";
import { LocaleLink } from "../../../ui/locale-link.tsx";
import { primaryButton } from "../../../ui/styles.ts";
import { type AdminArticleItem, adminArticlesQuery } from "./queries.ts";
import { useArchiveArticle, usePublishArticle, useUnpublishArticle } from "./mutations.ts";
import { filterOf, parseArticlesSearch, searchQueryString } from "./search.ts";
import { ContentStatusBadges } from "../kit/content-form.tsx";
import type { Column } from "../kit/data-table.tsx";
import { SelectField, TextField } from "../kit/fields.tsx";
import { anyOr, useListFilter } from "../kit/list-filter.ts";
import { ListFilterForm } from "../kit/list-filter-form.tsx";
import { ListScreen } from "../kit/list-screen.tsx";
import type { ScreenMessage } from "../kit/messages.tsx";
import { RowButton } from "../kit/row-actions.tsx";

export function AdminArticlesPage() {
  const { t, locale } = useI18n();
  const { pathname } = usePageLocation();
  const search = parseArticlesSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const page = search.page ?? 1;
  const list = useSuspenseQuery(adminArticlesQuery(useGql(), filterOf(search), page)).data;
  const filter = useListFilter(
    filterOf(search),
    { search: "", status: "", language: "", readAccess: "", featured: "", sort: "newest" },
    parseArticlesSearch,
    searchQueryString,
  );
  const [message, setMessage] = useState<ScreenMessage | null>(null);
  const onError = (key: string) => setMessage({ key, isError: true });
  const publish = usePublishArticle({
    onSuccess: () => setMessage({ key: "adminArticles.messages.published" }),
    onError,
  });
  const unpublish = useUnpublishArticle({
    onSuccess: () => setMessage({ key: "adminArticles.messages.unpublished" }),
    onError,
  });
  const archive = useArchiveArticle({
    onSuccess: () => setMessage({ key: "adminArticles.messages.archived" }),
    onError,
  });
  const busy = publish.isPending || unpublish.isPending || archive.isPending;
  const act = (mutation: { mutate: (input: { id: string }) => void }, id: string) => () => {
    setMessage(null);
    mutation.mutate({ id });
  };

  const columns: Column<AdminArticleItem>[] = [
    {
      key: "title",
      header: t("adminArticles.columns.title"),
      className: css({ minW: "200px" }),
      cell: (article) => (
        <>
          <LocaleLink
            to="/$locale/admin/articles/$id"
            params={{ id: article.id }}
            className={css({ fontWeight: "semibold", color: "brand", textDecoration: "underline" })}
          >
            {article.title}
          </LocaleLink>
          <div className={css({ color: "muted", overflowWrap: "anywhere" })}>/{article.slug}</div>
        </>
      ),
    },
    {
      key: "status",
      header: t("adminArticles.columns.status"),
      cell: (article) => (
        <ContentStatusBadges
          status={article.status}
          notes={[
            ...(article.isFeatured
              ? [t("adminArticles.featuredBadge", { order: article.featureOrder ?? "" }).trim()]
              : []),
            ...(article.hideHalf && article.readAccess !== "UNANYMOUS" ? [t("adminArticles.paywallBadge")] : []),
          ]}
        />
      ),
    },
    {
      key: "language",
      header: t("adminArticles.columns.language"),
      className: nowrap,
      cell: (article) => t(`adminArticles.languages.${article.language}`),
    },
    {
      key: "access",
      header: t("adminArticles.columns.access"),
      className: nowrap,
      cell: (article) => t(`adminArticles.access.${article.readAccess}`),
    },
    {
      key: "updated",
      header: t("adminArticles.columns.updated"),
      className: nowrap,
      cell: (article) => formatDate(article.updatedAt, locale),
    },
  ];
  const { form } = filter;

  return (
    <ListScreen
      title={t("adminArticles.heading")}
      actions={
        <LocaleLink to="/$locale/admin/articles/new" className={primaryButton} data-testid="admin-new-article">
          {t("adminArticles.newArticle")}
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
              {() => <TextField type="search" maxLength={200} label={t("adminArticles.filters.search")} />}
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
          <form.AppField name="readAccess">
            {() => (
              <SelectField
                label={t("adminArticles.filters.readAccess")}
                options={anyOr(
                  t("adminArticles.filters.anyAccess"),
                  READ_ACCESS_LEVELS,
                  (a) => t(`adminArticles.access.${a}`),
                )}
              />
            )}
          </form.AppField>
          <form.AppField name="featured">
            {() => (
              <SelectField
                label={t("adminArticles.filters.featured")}
                options={[
                  { value: "", label: t("adminArticles.filters.anyFeatured") },
                  { value: "true", label: t("adminArticles.filters.featuredOnly") },
                  { value: "false", label: t("adminArticles.filters.notFeatured") },
                ]}
              />
            )}
          </form.AppField>
          <form.AppField name="sort">
            {() => (
              <SelectField
                label={t("adminArticles.filters.sort")}
                options={ADMIN_ARTICLE_SORTS.map((s) => ({ value: s, label: t(`adminArticles.filters.sorts.${s}`) }))}
              />
            )}
          </form.AppField>
        </ListFilterForm>
      }
      total={list.total}
      message={message}
      messageTestId="admin-articles-message"
      rows={list.items}
      columns={columns}
      rowActions={{
        header: t("adminArticles.columns.actions"),
        cell: (article) => (
          // One under the other, each as wide as the widest.
          <div className={actionsColumn}>
            {article.status !== "PUBLISHED" && (
              <RowButton
                disabled={busy}
                onClick={act(publish, article.id)}
                label={t("adminArticles.actions.publishLabel", { title: article.title })}
              >
                {t("adminArticles.actions.publish")}
              </RowButton>
            )}
            {article.status === "PUBLISHED" && (
              <RowButton
                disabled={busy}
                onClick={act(unpublish, article.id)}
                label={t("adminArticles.actions.unpublishLabel", { title: article.title })}
              >
                {t("adminArticles.actions.unpublishShort")}
              </RowButton>
            )}
            {article.status !== "ARCHIVED" && (
              <RowButton
                disabled={busy}
                onClick={act(archive, article.id)}
                label={t("adminArticles.actions.archiveLabel", { title: article.title })}
              >
                {t("adminArticles.actions.archive")}
              </RowButton>
            )}
          </div>
        ),
      }}
      tableTestId="admin-articles"
      rowTestId="admin-article-row"
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
const actionsColumn = css({
  display: "flex",
  flexDirection: "column",
  alignItems: "stretch",
  gap: "1.5",
  w: "max-content",
});
