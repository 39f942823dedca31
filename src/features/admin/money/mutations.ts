// The money screens' writes: a refund through the payment's provider, one hook for each kind of payment. Every
// back-office write marks the whole back office stale (useAdminMutation): both lists and the payer's page read again.
import { adminWrite } from "../kit/use-admin-mutation.ts";
import {
  AdminRefundMembershipChargeDocument,
  AdminRefundOrderDocument,
  AdminRefundStripeMembershipDocument,
} from "./money.generated.ts";

/** A one-off order's payment. */
export const useRefundOrder = adminWrite(AdminRefundOrderDocument);

/** One charge of a YooKassa membership. */
export const useRefundMembershipCharge = adminWrite(AdminRefundMembershipChargeDocument);

/** A Stripe membership's last payment. */
export const useRefundStripeMembership = adminWrite(AdminRefundStripeMembershipDocument);
