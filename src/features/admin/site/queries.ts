// The back office's site content queries: one list per kind, filtered by the URL's language and search. Keys start
// with ADMIN_KEY, so every back office write marks them stale.
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

export const SITE_KEY = [ADMIN_KEY, "site"] as const;

const query = adminQueries(SITE_KEY);

// The URL's search is the server's filter (what it leaves out, the server reads as null).
export const adminBannersQuery = query(AdminBannersDocument, "adminBanners", ["filter"]);

export const adminCreepingLinesQuery = query(AdminCreepingLinesDocument, "adminCreepingLines", ["filter"]);

export const adminReviewsQuery = query(AdminReviewsDocument, "adminReviews", ["filter"]);

export const adminSeoTagsQuery = query(AdminSeoTagsDocument, "adminSeoTags", ["filter"]);

export const adminFaqItemsQuery = query(AdminFaqItemsDocument, "adminFaqItems", ["filter"]);
