// A learning path by slug, with its steps as the viewer may open them.
import { queryOptions } from "@tanstack/react-query";
import type { Gql } from "../../lib/gql.ts";

export const GET_LEARNING_PATH = /* GraphQL */ `
  query getLearningPathBySlug($slug: String!) {
    getLearningPathBySlug(slug: $slug) {
      id slug title heroVideoUrl heroPic description language announcementOnly countAvailableArticles fullAccess
      bulletPoints { picture big_text text }
      steps { text order hasVideo icon articleId disabled article { slug title } }
    }
  }
`;

export type LearningPath = {
  id: string;
  slug: string;
  title: string;
  heroVideoUrl: string | null;
  heroPic: string | null;
  description: string;
  language: "ru" | "en";
  announcementOnly: boolean;
  countAvailableArticles: number;
  fullAccess: boolean;
  bulletPoints: Array<{ picture: string | null; big_text: string; text: string }>;
  steps: Array<{
    text: string;
    order: number;
    hasVideo: boolean;
    icon: string | null;
    articleId: string | null;
    disabled: boolean;
    article: { slug: string; title: string } | null;
  }>;
};

export const learningPathQuery = (gql: Gql, slug: string) =>
  queryOptions({
    queryKey: ["learningPath", slug],
    queryFn: async () =>
      (await gql<{ getLearningPathBySlug: LearningPath | null }>(GET_LEARNING_PATH, { slug })).getLearningPathBySlug,
  });
