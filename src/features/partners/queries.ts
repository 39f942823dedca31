// The partner companies directory's data: the growing list (getPartnerCompanies, 10 a page, Show more adds 10) and
// its filters.
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { Gql } from "../../lib/gql.ts";
import type { Locale } from "../../domain/locale.ts";
import { type DirectorySort, PARTNERS_PAGE_SIZE } from "../../domain/directories.ts";
import {
  GetPartnerCompaniesDocument,
  GetPartnerCompanyBySlugDocument,
  type GetPartnerCompanyBySlugQuery,
  GetPartnerFiltersDocument,
  type GetPartnerFiltersQuery,
  type PartnerCardFragment,
  type PartnerCompaniesInput,
} from "./operations.generated.ts";

export type PartnerCard = PartnerCardFragment;
export type PartnerFilters = GetPartnerFiltersQuery["getPartnerFilters"];
export type PartnersFilter = { [K in keyof PartnerCompaniesInput]?: NonNullable<PartnerCompaniesInput[K]> };

export const partnersListQuery = (gql: Gql, locale: Locale, input: PartnersFilter, sort: DirectorySort) =>
  infiniteQueryOptions({
    queryKey: ["partners", locale, input, sort],
    initialPageParam: 0,
    queryFn: async ({ pageParam }) =>
      (await gql(GetPartnerCompaniesDocument, {
        input,
        paginationOptions: { skip: pageParam, limit: PARTNERS_PAGE_SIZE, sort: { sortBy: sort } },
      })).getPartnerCompanies,
    getNextPageParam: (last, pages) => last.meta.hasNextPage ? pages.length * PARTNERS_PAGE_SIZE : undefined,
  });

export const partnerFiltersQuery = (gql: Gql, locale: Locale) =>
  queryOptions({
    queryKey: ["partnerFilters", locale],
    queryFn: async () => (await gql(GetPartnerFiltersDocument)).getPartnerFilters,
  });

export type PartnerProfile = NonNullable<GetPartnerCompanyBySlugQuery["getPartnerCompanyBySlug"]>;

export const partnerQuery = (gql: Gql, locale: Locale, slug: string) =>
  queryOptions({
    queryKey: ["partner", locale, slug],
    queryFn: async () => (await gql(GetPartnerCompanyBySlugDocument, { slug })).getPartnerCompanyBySlug,
  });
