// The experts directory's data: the growing list (getExperts, 6 a page, Show more adds 6) and its filters.
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { Gql } from "../../lib/gql.ts";
import type { Locale } from "../../domain/locale.ts";
import { type DirectorySort, EXPERTS_PAGE_SIZE } from "../../domain/directories.ts";
import {
  type ExpertCardFragment,
  type ExpertsInput,
  GetExpertBySlugDocument,
  type GetExpertBySlugQuery,
  GetExpertByUserIdDocument,
  type GetExpertByUserIdQuery,
  GetExpertFiltersDocument,
  type GetExpertFiltersQuery,
  GetExpertParamsDocument,
  type GetExpertParamsQuery,
  GetExpertsDocument,
} from "./operations.generated.ts";

export type ExpertCard = ExpertCardFragment;
export type ExpertFilters = GetExpertFiltersQuery["getExpertFilters"];
export type ExpertsFilter = { [K in keyof ExpertsInput]?: NonNullable<ExpertsInput[K]> };

export const expertsListQuery = (gql: Gql, locale: Locale, input: ExpertsFilter, sort: DirectorySort) =>
  infiniteQueryOptions({
    queryKey: ["experts", locale, input, sort],
    initialPageParam: 0,
    queryFn: async ({ pageParam }) =>
      (await gql(GetExpertsDocument, {
        input,
        paginationOptions: { skip: pageParam, limit: EXPERTS_PAGE_SIZE, sort: { sortBy: sort } },
      })).getExperts,
    getNextPageParam: (last, pages) => last.meta.hasNextPage ? pages.length * EXPERTS_PAGE_SIZE : undefined,
  });

export const expertFiltersQuery = (gql: Gql, locale: Locale) =>
  queryOptions({
    queryKey: ["expertFilters", locale],
    queryFn: async () => (await gql(GetExpertFiltersDocument)).getExpertFilters,
  });

export type ExpertProfile = NonNullable<GetExpertBySlugQuery["getExpertBySlug"]>;

export const expertQuery = (gql: Gql, locale: Locale, slug: string) =>
  queryOptions({
    queryKey: ["expert", locale, slug],
    queryFn: async () => (await gql(GetExpertBySlugDocument, { slug })).getExpertBySlug,
  });

export type OwnExpert = NonNullable<GetExpertByUserIdQuery["getExpertByUserId"]>;
export type ExpertParams = GetExpertParamsQuery["getExpertParams"];

/** The viewer's own profile in any status (spec 02: network-only, when the user is known). */
export const ownExpertQuery = (gql: Gql, locale: Locale) =>
  queryOptions({
    queryKey: ["ownExpert", locale],
    queryFn: async () => (await gql(GetExpertByUserIdDocument)).getExpertByUserId,
    staleTime: 0,
  });

export const expertParamsQuery = (gql: Gql, locale: Locale) =>
  queryOptions({
    queryKey: ["expertParams", locale],
    queryFn: async () => (await gql(GetExpertParamsDocument)).getExpertParams,
  });
