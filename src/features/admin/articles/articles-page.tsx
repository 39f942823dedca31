// /admin/articles: the back office's articles: search, filters (status, language, who reads it, featured) and order in
// the URL, 25 a page, each article with its status and its actions (publish, unpublish, archive).
import { useState } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useSearch } from "@tanstack/react-router";
import { css, cx } from "styled-system/css";
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
import { type ArticlesSearch, filterOf, parseArticlesSearch, searchQueryString } from "./search.ts";
import { ContentStatusBadges } from "../kit/content-form.tsx";
import { smallButton } from "../kit/styles.ts";
import { ListPager } from "../kit/list-pager.tsx";
import { fieldClass, labelClass, screenTitle, tableBox, tableClass } from "../kit/styles.ts";
import { ListFilterForm } from "../kit/list-filter-form.tsx";

export function AdminArticlesPage() {
  const { t } = useI18n();
  const gql = useGql();
  const { pathname, navigate } = usePageLocation();
  const search = parseArticlesSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const page = search.page ?? 1;
  const list = useSuspenseQuery(adminArticlesQuery(gql, filterOf(search), page)).data;
  const [draft, setDraft] = useState<Record<string, string>>(() => draftOf(search));
  const [message, setMessage] = useState<{ key: string; isError?: boolean } | null>(null);
  const go = (href: string) => {
    if (!navigate?.(href)) globalThis.location.assign(href);
  };
  const apply = () => {
    go(`${pathname}${searchQueryString(parseArticlesSearch(draft))}`);
  };
  const field = (key: string) => ({
    name: key,
    value: draft[key] ?? "",
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
  });
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

  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "5", minW: 0 })}>
      <div className={css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center" })}>
        <h1 className={cx(screenTitle, css({ flex: 1 }))}>{t("adminArticles.heading")}</h1>
        <LocaleLink to="/$locale/admin/articles/new" className={primaryButton} data-testid="admin-new-article">
          {t("adminArticles.newArticle")}
        </LocaleLink>
      </div>
      <ListFilterForm
        grid={css({ gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", lg: "repeat(4, minmax(0, 1fr))" } })}
        actionsClass={css({ gridColumn: { base: "span 2", lg: "span 1" } })}
        onApply={apply}
        onReset={() => {
          setDraft({});
          go(pathname);
        }}
      >
        <label className={cx(labelClass, css({ gridColumn: "span 2" }))}>
          {t("adminArticles.filters.search")}
          <input className={fieldClass} type="search" maxLength={200} {...field("search")} />
        </label>
        <label className={labelClass}>
          {t("adminArticles.filters.status")}
          <select className={fieldClass} {...field("status")}>
            <option value="">{t("adminArticles.filters.anyStatus")}</option>
            {CONTENT_STATUSES.map((s) => <option key={s} value={s}>{t(`adminArticles.statuses.${s}`)}</option>)}
          </select>
        </label>
        <label className={labelClass}>
          {t("adminArticles.filters.language")}
          <select className={fieldClass} {...field("language")}>
            <option value="">{t("adminArticles.filters.anyLanguage")}</option>
            {LANGUAGES.map((l) => <option key={l} value={l}>{t(`adminArticles.languages.${l}`)}</option>)}
          </select>
        </label>
        <label className={labelClass}>
          {t("adminArticles.filters.readAccess")}
          <select className={fieldClass} {...field("readAccess")}>
            <option value="">{t("adminArticles.filters.anyAccess")}</option>
            {READ_ACCESS_LEVELS.map((a) => <option key={a} value={a}>{t(`adminArticles.access.${a}`)}</option>)}
          </select>
        </label>
        <label className={labelClass}>
          {t("adminArticles.filters.featured")}
          <select className={fieldClass} {...field("featured")}>
            <option value="">{t("adminArticles.filters.anyFeatured")}</option>
            <option value="true">{t("adminArticles.filters.featuredOnly")}</option>
            <option value="false">{t("adminArticles.filters.notFeatured")}</option>
          </select>
        </label>
        <label className={labelClass}>
          {t("adminArticles.filters.sort")}
          <select className={fieldClass} {...field("sort")}>
            {ADMIN_ARTICLE_SORTS.map((s) => (
              <option key={s} value={s === "newest" ? "" : s}>{t(`adminArticles.filters.sorts.${s}`)}</option>
            ))}
          </select>
        </label>
      </ListFilterForm>
      <div aria-live="polite" className={css({ display: "flex", flexDirection: "column", gap: "1" })}>
        <p>{t("admin.list.total", { count: list.total })}</p>
        {message && (
          <p
            data-testid="admin-articles-message"
            className={css({ fontWeight: "semibold", color: message.isError ? "danger" : "success" })}
          >
            {t(message.key)}
          </p>
        )}
      </div>
      {list.items.length === 0 ? <p>{t("admin.list.empty")}</p> : (
        <div className={tableBox}>
          <table className={tableClass} data-testid="admin-articles">
            <thead>
              <tr>
                <th scope="col">{t("adminArticles.columns.title")}</th>
                <th scope="col">{t("adminArticles.columns.status")}</th>
                <th scope="col">{t("adminArticles.columns.language")}</th>
                <th scope="col">{t("adminArticles.columns.access")}</th>
                <th scope="col">{t("adminArticles.columns.updated")}</th>
                <th scope="col">{t("adminArticles.columns.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((article) => (
                <ArticleRow
                  key={article.id}
                  article={article}
                  busy={busy}
                  onPublish={() => {
                    setMessage(null);
                    publish.mutate({ id: article.id });
                  }}
                  onUnpublish={() => {
                    setMessage(null);
                    unpublish.mutate({ id: article.id });
                  }}
                  onArchive={() => {
                    setMessage(null);
                    archive.mutate({ id: article.id });
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
        hrefOf={(n) => `${pathname}${searchQueryString({ ...filterOf(search), page: n })}`}
      />
    </div>
  );
}

function ArticleRow(
  { article, busy, onPublish, onUnpublish, onArchive }: {
    article: AdminArticleItem;
    busy: boolean;
    onPublish: () => void;
    onUnpublish: () => void;
    onArchive: () => void;
  },
) {
  const { t, locale } = useI18n();
  const notes = [
    ...(article.isFeatured ? [t("adminArticles.featuredBadge", { order: article.featureOrder ?? "" }).trim()] : []),
    ...(article.hideHalf && article.readAccess !== "UNANYMOUS" ? [t("adminArticles.paywallBadge")] : []),
  ];
  return (
    <tr data-testid="admin-article-row">
      <td className={css({ minW: "200px" })}>
        <LocaleLink
          to="/$locale/admin/articles/$id"
          params={{ id: article.id }}
          className={css({ fontWeight: "semibold", color: "brand", textDecoration: "underline" })}
        >
          {article.title}
        </LocaleLink>
        <div className={css({ color: "muted", overflowWrap: "anywhere" })}>/{article.slug}</div>
      </td>
      <td>
        <ContentStatusBadges status={article.status} notes={notes} />
      </td>
      <td className={css({ whiteSpace: "nowrap" })}>{t(`adminArticles.languages.${article.language}`)}</td>
      <td className={css({ whiteSpace: "nowrap" })}>{t(`adminArticles.access.${article.readAccess}`)}</td>
      <td className={css({ whiteSpace: "nowrap" })}>{formatDate(article.updatedAt, locale)}</td>
      <td>
        <div
          className={css({
            display: "flex",
            flexDirection: "column",
            alignItems: "stretch",
            gap: "1.5",
            w: "max-content",
          })}
        >
          {article.status !== "PUBLISHED" && (
            <button
              type="button"
              className={smallButton}
              disabled={busy}
              onClick={onPublish}
              aria-label={t("adminArticles.actions.publishLabel", { title: article.title })}
            >
              {t("adminArticles.actions.publish")}
            </button>
          )}
          {article.status === "PUBLISHED" && (
            <button
              type="button"
              className={smallButton}
              disabled={busy}
              onClick={onUnpublish}
              aria-label={t("adminArticles.actions.unpublishLabel", { title: article.title })}
            >
              {t("adminArticles.actions.unpublishShort")}
            </button>
          )}
          {article.status !== "ARCHIVED" && (
            <button
              type="button"
              className={smallButton}
              disabled={busy}
              onClick={onArchive}
              aria-label={t("adminArticles.actions.archiveLabel", { title: article.title })}
            >
              {t("adminArticles.actions.archive")}
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}

/** The filter form's fields from the URL's search. */
function draftOf(search: ArticlesSearch): Record<string, string> {
  const draft: Record<string, string> = {};
  for (const [key, value] of Object.entries(filterOf(search))) {
    if (value !== undefined && value !== null) draft[key] = String(value);
  }
  return draft;
}
