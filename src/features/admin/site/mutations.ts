// The back office's site content writes: one hook per write, each marking the site lists stale (and, through
// useAdminMutation, the rest of the back office: the audit log holds every write).
import { adminWrites } from "../kit/use-admin-mutation.ts";
import { SITE_KEY } from "./queries.ts";
import {
  AdminDeleteBannerDocument,
  AdminDeleteCreepingLineDocument,
  AdminDeleteFaqItemDocument,
  AdminDeleteReviewDocument,
  AdminDeleteSeoTagDocument,
  AdminMoveBannerDocument,
  AdminMoveFaqItemDocument,
  AdminMoveReviewDocument,
  AdminSaveBannerDocument,
  AdminSaveCreepingLineDocument,
  AdminSaveFaqItemDocument,
  AdminSaveReviewDocument,
  AdminSaveSeoTagDocument,
} from "./site-content.generated.ts";

const siteWrite = adminWrites(SITE_KEY);

export const useSaveBanner = siteWrite(AdminSaveBannerDocument);
export const useDeleteBanner = siteWrite(AdminDeleteBannerDocument);
export const useMoveBanner = siteWrite(AdminMoveBannerDocument);

export const useSaveCreepingLine = siteWrite(AdminSaveCreepingLineDocument);
export const useDeleteCreepingLine = siteWrite(AdminDeleteCreepingLineDocument);

export const useSaveReview = siteWrite(AdminSaveReviewDocument);
export const useDeleteReview = siteWrite(AdminDeleteReviewDocument);
export const useMoveReview = siteWrite(AdminMoveReviewDocument);

export const useSaveSeoTag = siteWrite(AdminSaveSeoTagDocument);
export const useDeleteSeoTag = siteWrite(AdminDeleteSeoTagDocument);

export const useSaveFaqItem = siteWrite(AdminSaveFaqItemDocument);
export const useDeleteFaqItem = siteWrite(AdminDeleteFaqItemDocument);
export const useMoveFaqItem = siteWrite(AdminMoveFaqItemDocument);
