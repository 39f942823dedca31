// /articles: search (2+ characters, applied 600 ms after typing stops), sort (latest, popular), the video filter and
// numbered pages, all in the URL.
import { useSuspenseQuery } from "@tanstack/react-query";
import { useRouterState, useSearch } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { ARTICLES_SEARCH_MIN } from "../../domain/articles.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { usePageLocation } from "../../lib/page-location.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { pageWidth } from "../../ui/styles.ts";
import { SearchBox } from "../../ui/search-box.tsx";
import { ArticleCardView } from "./article-parts.tsx";
import { articlesQuery, lastPageOf } from "./queries.ts";
import { articlesFilter, type ArticlesSearch, articlesSearchString, pageOf, parseArticlesSearch } from "./search.ts";

const toggle = css({
  display: "inline-flex",
  alignItems: "center",
  px: "3.5",
  py: "2",
  borderRadius: "full",
  border: "1px solid token(colors.line)",
  fontSize: "sm",
  bg: "white",
  _hover: { borderColor: "brandLight" },
  "&[aria-pressed=true], &[aria-current=page]": { bg: "brand", color: "white", borderColor: "brand" },
});

export function ArticlesPage() {
  const { t, locale } = useI18n();
  const gql = useGql();
  const search = parseArticlesSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const loading = useRouterState({ select: (s) => s.status === "pending" });
  const page = pageOf(search);
  const { data } = useSuspenseQuery(articlesQuery(gql, articlesFilter(search, locale), page));
  const pages = lastPageOf(data.total);
  const withPage = (n: number) => articlesSearchString({ ...search, page: String(n) });
  return (
    <div className={pageWidth} data-testid="articles-page">
      <Breadcrumbs items={[{ label: t("nav.articles") }]} />
      <h1 className={css({ fontSize: { base: "3xl", md: "4xl" }, fontWeight: "extrabold", color: "brand" })}>
        {t("articles.title")}
      </h1>
      <p className={css({ mt: "2", color: "muted", maxW: "720px" })}>{t("articles.lead")}</p>
      <div
        className={css({
          mt: "6",
          display: "flex",
          flexDirection: { base: "column", md: "row" },
          gap: "4",
          alignItems: { md: "flex-end" },
        })}
      >
        <ArticleSearchBox search={search} loading={loading} />
        <div
          className={css({ display: "flex", gap: "2", flexWrap: "wrap" })}
          role="group"
          aria-label={t("articles.sort")}
        >
          <LocaleLink
            search={articlesSearchString({ ...search, sort: undefined, page: undefined })}
            role="button"
            aria-pressed={!search.sort}
            className={toggle}
            data-testid="articles-sort-latest"
          >
            {t("articles.sortLatest")}
          </LocaleLink>
          <LocaleLink
            search={articlesSearchString({ ...search, sort: "popular", page: undefined })}
            role="button"
            aria-pressed={search.sort === "popular"}
            className={toggle}
            data-testid="articles-sort-popular"
          >
            {t("articles.sortPopular")}
          </LocaleLink>
          <LocaleLink
            search={articlesSearchString({ ...search, video: search.video ? undefined : "1", page: undefined })}
            role="button"
            aria-pressed={Boolean(search.video)}
            className={toggle}
            data-testid="articles-video"
          >
            ▶ {t("articles.withVideo")}
          </LocaleLink>
        </div>
      </div>
      {/* The results' heading, so the cards' h3 follow an h2 (as on the jobs page), not the page's h1. */}
      <h2
        className={css({ mt: "4", color: "muted", fontWeight: "normal", fontSize: "md" })}
        data-testid="articles-total"
        aria-live="polite"
      >
        {t("plural.articles", { count: data.total })}
      </h2>
      {data.articles.length === 0
        ? (
          <p
            data-testid="articles-empty"
            className={css({ py: "16", textAlign: "center", fontSize: "lg", color: "muted" })}
          >
            {t("articles.noArticles")}
          </p>
        )
        : (
          <ul
            data-testid="articles-list"
            aria-busy={loading}
            className={css({
              mt: "4",
              display: "grid",
              gridTemplateColumns: { base: "1fr", md: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" },
              gap: "5",
              opacity: loading ? 0.6 : 1,
            })}
          >
            {data.articles.map((a) => (
              <li key={a.id}>
                <ArticleCardView article={a} />
              </li>
            ))}
          </ul>
        )}
      {pages > 1 && (
        <nav
          aria-label={t("articles.pagination")}
          className={css({ mt: "8", display: "flex", gap: "2", justifyContent: "center", flexWrap: "wrap" })}
          data-testid="articles-pagination"
        >
          {page > 1 && (
            <LocaleLink search={withPage(page - 1)} className={toggle} rel="prev">{t("articles.prev")}</LocaleLink>
          )}
          {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
            <LocaleLink
              key={n}
              search={withPage(n)}
              className={toggle}
              aria-current={n === page ? "page" : undefined}
              aria-label={t("articles.page", { n })}
            >
              {n}
            </LocaleLink>
          ))}
          {page < pages && (
            <LocaleLink search={withPage(page + 1)} className={toggle} rel="next" data-testid="articles-next">
              {t("articles.next")}
            </LocaleLink>
          )}
        </nav>
      )}
    </div>
  );
}

function ArticleSearchBox({ search, loading }: { search: ArticlesSearch; loading: boolean }) {
  const { t } = useI18n();
  const { pathname, navigate } = usePageLocation();
  return (
    <SearchBox
      id="articles-search"
      testId="articles-search"
      label={t("articles.searchLabel")}
      placeholder={t("articles.searchPlaceholder")}
      tooShortHint={t("search.tooShort", { count: ARTICLES_SEARCH_MIN })}
      min={ARTICLES_SEARCH_MIN}
      value={search.q ?? ""}
      loading={loading}
      onApply={(q) => navigate?.(pathname + articlesSearchString({ ...search, q, page: undefined }))}
    />
  );
}
