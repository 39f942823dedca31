// The back office's site content writes: one hook per write, each marking the site lists stale (and, through
// useAdminMutation, the rest of the back office: the audit log holds every write).
import { useAdminMutation } from "../kit/use-admin-mutation.ts";
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

const site = { invalidates: [[...SITE_KEY]] };

export const useSaveBanner = () => useAdminMutation(AdminSaveBannerDocument, site);
export const useDeleteBanner = () => useAdminMutation(AdminDeleteBannerDocument, site);
export const useMoveBanner = () => useAdminMutation(AdminMoveBannerDocument, site);

export const useSaveCreepingLine = () => useAdminMutation(AdminSaveCreepingLineDocument, site);
export const useDeleteCreepingLine = () => useAdminMutation(AdminDeleteCreepingLineDocument, site);

export const useSaveReview = () => useAdminMutation(AdminSaveReviewDocument, site);
export const useDeleteReview = () => useAdminMutation(AdminDeleteReviewDocument, site);
export const useMoveReview = () => useAdminMutation(AdminMoveReviewDocument, site);

export const useSaveSeoTag = () => useAdminMutation(AdminSaveSeoTagDocument, site);
export const useDeleteSeoTag = () => useAdminMutation(AdminDeleteSeoTagDocument, site);

export const useSaveFaqItem = () => useAdminMutation(AdminSaveFaqItemDocument, site);
export const useDeleteFaqItem = () => useAdminMutation(AdminDeleteFaqItemDocument, site);
export const useMoveFaqItem = () => useAdminMutation(AdminMoveFaqItemDocument, site);
