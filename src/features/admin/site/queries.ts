// The back office's site content queries: one list per kind, filtered by the URL's language and search. Keys start
// with ADMIN_KEY, so every back office write marks them stale.
import type { AdminSiteFilter } from "../../../lib/graphql-types.generated.ts";
import { adminQueries } from "../kit/query-options.ts";
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

const siteQuery = adminQueries(SITE_KEY);

/** The server's variables from the URL's search (the key keeps the search as the URL has it). */
const siteVariables = (search: SiteSearch) => ({ filter: siteFilterOf(search) });

export const adminBannersQuery = siteQuery("banners", AdminBannersDocument, siteVariables, (r) => r.adminBanners);

export const adminCreepingLinesQuery = siteQuery(
  "creepingLines",
  AdminCreepingLinesDocument,
  siteVariables,
  (r) => r.adminCreepingLines,
);

export const adminReviewsQuery = siteQuery("reviews", AdminReviewsDocument, siteVariables, (r) => r.adminReviews);

export const adminSeoTagsQuery = siteQuery("seo", AdminSeoTagsDocument, siteVariables, (r) => r.adminSeoTags);

export const adminFaqItemsQuery = siteQuery("faq", AdminFaqItemsDocument, siteVariables, (r) => r.adminFaqItems);
