// The payouts screen's writes: what the bank did with a pending payout. Every back-office write marks the whole back
// office stale (useAdminMutation): the list, its sums and periods read again.
import { adminWrite } from "../kit/use-admin-mutation.ts";
import { AdminMarkPayoutFailedDocument, AdminMarkPayoutPaidDocument } from "./payouts.generated.ts";

export const useMarkPayoutPaid = adminWrite(AdminMarkPayoutPaidDocument);

/** With the reason the promoter reads; the commissions go to the next payout. */
export const useMarkPayoutFailed = adminWrite(AdminMarkPayoutFailedDocument);
