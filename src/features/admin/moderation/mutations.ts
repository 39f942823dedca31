// The moderation queues' decisions. Every back-office write marks the whole back office stale (useAdminMutation):
// the queue and the overview's count of what waits read again.
import type { CallbacksOf } from "../../../lib/use-gql-mutation.ts";
import { useAdminMutation } from "../kit/use-admin-mutation.ts";
import {
  AdminApproveExpertDocument,
  AdminApprovePromoterDocument,
  AdminDeclinePromoterDocument,
  AdminRejectExpertDocument,
} from "./moderation.generated.ts";

export const useApproveExpert = (callbacks: CallbacksOf<typeof AdminApproveExpertDocument> = {}) =>
  useAdminMutation(AdminApproveExpertDocument, callbacks);

/** Back to its owner, with the reason mailed to them. */
export const useRejectExpert = (callbacks: CallbacksOf<typeof AdminRejectExpertDocument> = {}) =>
  useAdminMutation(AdminRejectExpertDocument, callbacks);

export const useApprovePromoter = (callbacks: CallbacksOf<typeof AdminApprovePromoterDocument> = {}) =>
  useAdminMutation(AdminApprovePromoterDocument, callbacks);

/** With the reason mailed to the applicant. */
export const useDeclinePromoter = (callbacks: CallbacksOf<typeof AdminDeclinePromoterDocument> = {}) =>
  useAdminMutation(AdminDeclinePromoterDocument, callbacks);
