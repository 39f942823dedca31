// The home page's data: banners for the viewer's audience and the reviews carousel.
import { queryOptions } from "@tanstack/react-query";
import type { Gql } from "../../lib/gql.ts";
import type { Locale } from "../../domain/locale.ts";

export const GET_BANNERS = /* GraphQL */ `
  query GetBanners($input: BannersInput!) {
    getBanners(input: $input) { id kind title text buttonTitle href sortOrder image { url } }
  }
`;

export const GET_REVIEWS = /* GraphQL */ `
  query GetReviews($categories: [String!], $language: Language) {
    getReviews(categories: $categories, language: $language) { id title userName position text picture { url } }
  }
`;

export type Banner = {
  id: string;
  kind: string;
  title: string;
  text: string | null;
  buttonTitle: string | null;
  href: string | null;
  sortOrder: number;
  image: { url: string } | null;
};
export type Review = {
  id: string;
  title: string | null;
  userName: string;
  position: string | null;
  text: string;
  picture: { url: string } | null;
};

export const bannersQuery = (gql: Gql, language: Locale) =>
  queryOptions({
    queryKey: ["banners", language],
    queryFn: async () => (await gql<{ getBanners: Banner[] }>(GET_BANNERS, { input: { language } })).getBanners,
  });

export const reviewsQuery = (gql: Gql, language: Locale) =>
  queryOptions({
    queryKey: ["reviews", language, "home"],
    queryFn: async () =>
      (await gql<{ getReviews: Review[] }>(GET_REVIEWS, { categories: ["home"], language })).getReviews,
  });

export const GET_LEARNING_PATHS = /* GraphQL */ `
  query getLearningPaths($language: Language!, $paging: Paging) {
    getLearningPaths(language: $language, paging: $paging) { id slug title heroPic description announcementOnly }
  }
`;

export type LearningPathCard = {
  id: string;
  slug: string;
  title: string;
  heroPic: string | null;
  description: string;
  announcementOnly: boolean;
};

export const learningPathsQuery = (gql: Gql, language: Locale) =>
  queryOptions({
    queryKey: ["learningPaths", language],
    queryFn: async () =>
      (await gql<{ getLearningPaths: LearningPathCard[] }>(GET_LEARNING_PATHS, { language, paging: { limit: 8 } }))
        .getLearningPaths,
  });
