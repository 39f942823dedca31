// The payouts screen's writes: what the bank did with a pending payout. Every back-office write marks the whole back
// office stale (useAdminMutation): the list, its sums and periods read again.
import type { CallbacksOf } from "../../../lib/use-gql-mutation.ts";
import { useAdminMutation } from "../kit/use-admin-mutation.ts";
import { AdminMarkPayoutFailedDocument, AdminMarkPayoutPaidDocument } from "./payouts.generated.ts";

export const useMarkPayoutPaid = (callbacks: CallbacksOf<typeof AdminMarkPayoutPaidDocument> = {}) =>
  useAdminMutation(AdminMarkPayoutPaidDocument, callbacks);

/** With the reason the promoter reads; the commissions go to the next payout. */
export const useMarkPayoutFailed = (callbacks: CallbacksOf<typeof AdminMarkPayoutFailedDocument> = {}) =>
  useAdminMutation(AdminMarkPayoutFailedDocument, callbacks);
