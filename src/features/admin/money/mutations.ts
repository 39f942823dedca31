// The money screens' writes: a refund through the payment's provider, one hook for each kind of payment. Every
// back-office write marks the whole back office stale (useAdminMutation): both lists and the payer's page read again.
import type { CallbacksOf } from "../../../lib/use-gql-mutation.ts";
import { useAdminMutation } from "../kit/use-admin-mutation.ts";
import {
  AdminRefundMembershipChargeDocument,
  AdminRefundOrderDocument,
  AdminRefundStripeMembershipDocument,
} from "./money.generated.ts";

/** A one-off order's payment. */
export const useRefundOrder = (callbacks: CallbacksOf<typeof AdminRefundOrderDocument> = {}) =>
  useAdminMutation(AdminRefundOrderDocument, callbacks);

/** One charge of a YooKassa membership. */
export const useRefundMembershipCharge = (callbacks: CallbacksOf<typeof AdminRefundMembershipChargeDocument> = {}) =>
  useAdminMutation(AdminRefundMembershipChargeDocument, callbacks);

/** A Stripe membership's last payment. */
export const useRefundStripeMembership = (callbacks: CallbacksOf<typeof AdminRefundStripeMembershipDocument> = {}) =>
  useAdminMutation(AdminRefundStripeMembershipDocument, callbacks);
