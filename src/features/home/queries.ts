// The home page's data: banners for the viewer's audience, the reviews carousel and the FAQ.
import { queryOptions } from "@tanstack/react-query";
import type { Gql } from "../../lib/gql.ts";
import type { Locale } from "../../domain/locale.ts";
import {
  GetBannersDocument,
  type GetBannersQuery,
  GetFaqDocument,
  GetHomeLinksDocument,
  type GetHomeLinksQuery,
  GetLearningPathsDocument,
  type GetLearningPathsQuery,
  GetReviewsDocument,
  type GetReviewsQuery,
} from "./operations.generated.ts";

export type Banner = GetBannersQuery["getBanners"][number];
export type Review = GetReviewsQuery["getReviews"][number];
export type LearningPathCard = GetLearningPathsQuery["getLearningPaths"][number];

export const bannersQuery = (gql: Gql, language: Locale) =>
  queryOptions({
    queryKey: ["banners", language],
    queryFn: async () => (await gql(GetBannersDocument, { input: { language } })).getBanners,
  });

export const reviewsQuery = (gql: Gql, language: Locale) =>
  queryOptions({
    queryKey: ["reviews", language, "home"],
    queryFn: async () => (await gql(GetReviewsDocument, { categories: ["home"], language })).getReviews,
  });

export const learningPathsQuery = (gql: Gql, language: Locale) =>
  queryOptions({
    queryKey: ["learningPaths", language],
    queryFn: async () =>
      (await gql(GetLearningPathsDocument, { language, paging: { limit: 8 } }))
        .getLearningPaths,
  });

/** The FAQ's questions (edited in the back office), sent with the server's HTML as the dictionaries' were. */
export const faqQuery = (gql: Gql, language: Locale) =>
  queryOptions({
    queryKey: ["faq", language],
    queryFn: async () => (await gql(GetFaqDocument, { language })).getFaq,
  });

export type HomeLinks = GetHomeLinksQuery["getHomeLinks"];

/**
 * The data sections as links, for the server's HTML only (decision 187): the home loader fetches them on the server,
 * the page writes them into <noscript> (which the browser's React never renders), and `serverOnly` keeps them out of
 * the dehydrated cache, so they cost the browser nothing.
 */
export const homeLinksQuery = (gql: Gql, language: Locale) =>
  queryOptions({
    queryKey: ["homeLinks", language],
    queryFn: async () => (await gql(GetHomeLinksDocument, { language })).getHomeLinks,
    meta: { serverOnly: true },
  });
