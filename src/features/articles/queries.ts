// The article pages' data: the list (getArticles), one article (getArticleByCustomer) and, for back_c, its learning
// path (types generated from the schema and ./operations.graphql).
import { queryOptions } from "@tanstack/react-query";
import { redirect } from "@tanstack/react-router";
import { type ArticlesSearch, pageOf } from "./search.ts";
import type { Gql } from "../../lib/gql.ts";
import type { ArticlesInput, Language } from "../../lib/graphql-types.generated.ts";
import {
  type ArticleCardFragment,
  GetArticleByCustomerDocument,
  type GetArticleByCustomerQuery,
  GetArticlesDocument,
  LearningPathStepsDocument,
  type LearningPathStepsQuery,
} from "./operations.generated.ts";

export type ArticleCard = ArticleCardFragment;
export type Article = NonNullable<GetArticleByCustomerQuery["getArticleByCustomer"]>;
export type LearningPathSteps = NonNullable<LearningPathStepsQuery["getLearningPathBySlug"]>;

/** The list's filter as the URL holds it; the same fields as the schema's ArticlesInput. */
export type ArticlesFilter = Pick<ArticlesInput, "withVideo" | "textSearch"> & {
  language: Language;
  sortOption: "latest" | "popular";
  withVideo?: boolean;
  textSearch?: string;
};

export const ARTICLES_PAGE_SIZE = 12;

/** The last page of a list of `total` articles (1 when there are none). */
export const lastPageOf = (total: number) => Math.max(1, Math.ceil(total / ARTICLES_PAGE_SIZE));

export const articlesQuery = (gql: Gql, input: ArticlesFilter, page: number) =>
  queryOptions({
    queryKey: ["articles", input, page],
    queryFn: async () =>
      (await gql(GetArticlesDocument, {
        input,
        paging: { skip: (page - 1) * ARTICLES_PAGE_SIZE, limit: ARTICLES_PAGE_SIZE },
      })).getArticles,
  });

export const articleQuery = (gql: Gql, slug: string) =>
  queryOptions({
    queryKey: ["article", slug],
    queryFn: async () => (await gql(GetArticleByCustomerDocument, { slug })).getArticleByCustomer,
  });

export const learningPathStepsQuery = (gql: Gql, slug: string) =>
  queryOptions({
    queryKey: ["learningPathSteps", slug],
    queryFn: async () =>
      (await gql(LearningPathStepsDocument, { slug }))
        .getLearningPathBySlug,
  });

export function authorName(author: ArticleCard["author"]): string {
  return [author?.firstName, author?.lastName].filter(Boolean).join(" ");
}

/**
 * The redirect for a page past the end of the list: to the last page with the same filters (302: the page may exist
 * once more articles are published); null when the page exists. Here, with the page's data code, not in the route.
 */
export function pastTheEnd(total: number, search: ArticlesSearch, locale: "ru" | "en") {
  const last = lastPageOf(total);
  if (pageOf(search) <= last) return null;
  return redirect({
    to: "/$locale/articles/",
    params: { locale },
    search: { ...search, page: last > 1 ? String(last) : undefined },
    statusCode: 302,
  });
}

/** An article under the other locale: it lives under its own for good (301), keeping ?back_c=. */
export const toOwnLocale = (article: { language: "ru" | "en"; slug: string }, search: { back_c?: string }) =>
  redirect({
    to: "/$locale/articles/$slug/",
    params: { locale: article.language, slug: article.slug },
    search,
    statusCode: 301,
  });

/** The home page's articles carousel (spec 01: 12, newest first): the articles list's own first page. */
export const homeArticlesQuery = (gql: Gql, language: Language) =>
  articlesQuery(gql, { language, sortOption: "latest" }, 1);
