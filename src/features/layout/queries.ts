// Queries the layout and every page head need: the SEO tag for a URL, global variables, the creeping line.
import { queryOptions } from "@tanstack/react-query";
import type { Gql } from "../../lib/gql.ts";
import type { Locale } from "../../domain/locale.ts";

export const GET_SEO_TAG_BY_URL = /* GraphQL */ `
  query GetSeoTagByUrl($url: String!) {
    getSeoTagByUrl(url: $url) { url title description }
  }
`;

export const GET_GLOBAL_VARS = /* GraphQL */ `
  query GetGlobalVars {
    getGlobalVars { usdToRubExchangeRateForProducts }
  }
`;

export const GET_CREEPING_LINE_BANNER = /* GraphQL */ `
  query GetCreepingLineBanner($language: Language!) {
    getCreepingLineBanner(language: $language) { id text textColor backgroundColor bgOpacityPercentage link priority }
  }
`;

export type SeoTag = { url: string; title: string; description: string };
export type CreepingLineBanner = {
  id: string;
  text: string;
  textColor: string;
  backgroundColor: string;
  bgOpacityPercentage: number;
  link: string | null;
  priority: number;
};

export const seoTagQuery = (gql: Gql, url: string) =>
  queryOptions({
    queryKey: ["seoTag", url],
    queryFn: async () => (await gql<{ getSeoTagByUrl: SeoTag | null }>(GET_SEO_TAG_BY_URL, { url })).getSeoTagByUrl,
  });

export const globalVarsQuery = (gql: Gql) =>
  queryOptions({
    queryKey: ["globalVars"],
    queryFn: async () =>
      (await gql<{ getGlobalVars: { usdToRubExchangeRateForProducts: number } }>(GET_GLOBAL_VARS)).getGlobalVars,
  });

export const creepingLineQuery = (gql: Gql, language: Locale) =>
  queryOptions({
    queryKey: ["creepingLine", language],
    queryFn: async () =>
      (await gql<{ getCreepingLineBanner: CreepingLineBanner | null }>(GET_CREEPING_LINE_BANNER, { language }))
        .getCreepingLineBanner,
  });

export const ME = /* GraphQL */ `
  query me { me { id email firstName lastName isFellow role } }
`;

export type Me = { id: string; email: string; firstName: string; lastName: string; isFellow: boolean; role: string };

/** The signed-in user: fetched with the page (the session decides), never kept across a sign-in or sign-out. */
export const meQuery = (gql: Gql) =>
  queryOptions({
    queryKey: ["me"],
    queryFn: async () => (await gql<{ me: Me | null }>(ME)).me,
  });
