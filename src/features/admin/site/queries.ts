// The back office's site content queries: one list per kind, filtered by the URL's language and search. Keys start
// with ADMIN_KEY, so every back office write marks them stale.
import { queryOptions } from "@tanstack/react-query";
import type { Gql } from "../../../lib/gql.ts";
import type { AdminSiteFilter } from "../../../lib/graphql-types.generated.ts";
import { ADMIN_KEY } from "../queries.ts";
import {
  AdminBannersDocument,
  AdminCreepingLinesDocument,
  AdminFaqItemsDocument,
  AdminReviewsDocument,
  AdminSeoTagsDocument,
} from "./site-content.generated.ts";

export type SiteSearch = { language?: "ru" | "en"; search?: string };

/** The server's filter from the URL's search. */
export const siteFilterOf = (search: SiteSearch): AdminSiteFilter => ({
  language: search.language ?? null,
  search: search.search ?? null,
});

export const SITE_KEY = [ADMIN_KEY, "site"] as const;

export const adminBannersQuery = (gql: Gql, search: SiteSearch) =>
  queryOptions({
    queryKey: [...SITE_KEY, "banners", search],
    queryFn: async () => (await gql(AdminBannersDocument, { filter: siteFilterOf(search) })).adminBanners,
  });

export const adminCreepingLinesQuery = (gql: Gql, search: SiteSearch) =>
  queryOptions({
    queryKey: [...SITE_KEY, "creepingLines", search],
    queryFn: async () => (await gql(AdminCreepingLinesDocument, { filter: siteFilterOf(search) })).adminCreepingLines,
  });

export const adminReviewsQuery = (gql: Gql, search: SiteSearch) =>
  queryOptions({
    queryKey: [...SITE_KEY, "reviews", search],
    queryFn: async () => (await gql(AdminReviewsDocument, { filter: siteFilterOf(search) })).adminReviews,
  });

export const adminSeoTagsQuery = (gql: Gql, search: SiteSearch) =>
  queryOptions({
    queryKey: [...SITE_KEY, "seo", search],
    queryFn: async () => (await gql(AdminSeoTagsDocument, { filter: siteFilterOf(search) })).adminSeoTags,
  });

export const adminFaqItemsQuery = (gql: Gql, search: SiteSearch) =>
  queryOptions({
    queryKey: [...SITE_KEY, "faq", search],
    queryFn: async () => (await gql(AdminFaqItemsDocument, { filter: siteFilterOf(search) })).adminFaqItems,
  });
