// The moderation queues' decisions. Every back-office write marks the whole back office stale (useAdminMutation):
// the queue and the overview's count of what waits read again.
import { adminWrite } from "../kit/use-admin-mutation.ts";
import {
  AdminApproveExpertDocument,
  AdminApprovePromoterDocument,
  AdminDeclinePromoterDocument,
  AdminRejectExpertDocument,
} from "./moderation.generated.ts";

export const useApproveExpert = adminWrite(AdminApproveExpertDocument);

/** Back to its owner, with the reason mailed to them. */
export const useRejectExpert = adminWrite(AdminRejectExpertDocument);

export const useApprovePromoter = adminWrite(AdminApprovePromoterDocument);

/** With the reason mailed to the applicant. */
export const useDeclinePromoter = adminWrite(AdminDeclinePromoterDocument);
