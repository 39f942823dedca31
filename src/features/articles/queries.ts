// The article pages' data: the list (getArticles), one article (getArticleByCustomer) and, for back_c, its course.
import { queryOptions } from "@tanstack/react-query";
import type { Gql } from "../../lib/gql.ts";
import type { ReadAccess } from "../../domain/access.ts";

const CARD_FIELDS = `id slug title description picture { url } tags readAccess hideHalf isFeatured language withVideo
  publishedAt ghostPostSlug views author { firstName lastName avatar { url } }`;

export const GET_ARTICLES = /* GraphQL */ `
  query getArticles($input: ArticlesInput, $paging: Paging) {
    getArticles(input: $input, paging: $paging) { total articles { ${CARD_FIELDS} } }
  }
`;

export const GET_ARTICLE = /* GraphQL */ `
  query getArticleByCustomer($slug: String!) {
    getArticleByCustomer(slug: $slug) { ${CARD_FIELDS} articleText isGated buttonLink buttonTitle video updated_at }
  }
`;

export const GET_LEARNING_PATH_STEPS = /* GraphQL */ `
  query getLearningPathBySlug($slug: String!) {
    getLearningPathBySlug(slug: $slug) { slug title steps { order text disabled article { slug title } } }
  }
`;

export const RECORD_ARTICLE_VIEW = /* GraphQL */ `
  mutation recordArticleView($id: ID!) { recordArticleView(id: $id) { id views } }
`;

export type ArticleCard = {
  id: string;
  slug: string;
  title: string;
  description: string;
  picture: { url: string } | null;
  tags: string[];
  readAccess: ReadAccess;
  hideHalf: boolean;
  isFeatured: boolean;
  language: "ru" | "en";
  withVideo: boolean;
  publishedAt: string;
  ghostPostSlug: string | null;
  views: number;
  author: { firstName: string | null; lastName: string | null; avatar: { url: string } | null } | null;
};

export type Article = ArticleCard & {
  articleText: string;
  isGated: boolean;
  buttonLink: string | null;
  buttonTitle: string | null;
  video: string | null;
  updated_at: string;
};

export type LearningPathSteps = {
  slug: string;
  title: string;
  steps: Array<{ order: number; text: string; disabled: boolean; article: { slug: string; title: string } | null }>;
};

export type ArticlesFilter = {
  language: "ru" | "en";
  sortOption: "latest" | "popular";
  withVideo?: boolean;
  textSearch?: string;
};

export const ARTICLES_PAGE_SIZE = 12;

export const articlesQuery = (gql: Gql, input: ArticlesFilter, page: number) =>
  queryOptions({
    queryKey: ["articles", input, page],
    queryFn: async () =>
      (await gql<{ getArticles: { total: number; articles: ArticleCard[] } }>(GET_ARTICLES, {
        input,
        paging: { skip: (page - 1) * ARTICLES_PAGE_SIZE, limit: ARTICLES_PAGE_SIZE },
      })).getArticles,
  });

export const articleQuery = (gql: Gql, slug: string) =>
  queryOptions({
    queryKey: ["article", slug],
    queryFn: async () =>
      (await gql<{ getArticleByCustomer: Article | null }>(GET_ARTICLE, { slug })).getArticleByCustomer,
  });

export const learningPathStepsQuery = (gql: Gql, slug: string) =>
  queryOptions({
    queryKey: ["learningPathSteps", slug],
    queryFn: async () =>
      (await gql<{ getLearningPathBySlug: LearningPathSteps | null }>(GET_LEARNING_PATH_STEPS, { slug }))
        .getLearningPathBySlug,
  });

export function authorName(author: ArticleCard["author"]): string {
  return [author?.firstName, author?.lastName].filter(Boolean).join(" ");
}
