// The back office's promoter payouts (/admin/payouts): the list's filters (read from the URL by the screen, parsed by
// the resolver with the same schema), its page size, and the period a CSV export names. Marking a payout failed asks
// for a reason with the back office's own rule (AdminReasonSchema): the promoter reads it.
import * as v from "valibot";
import { singleLine } from "./validation.ts";
import { payoutPeriodFor, type PayoutStatus } from "./promoters.ts";

export const ADMIN_PAYOUTS_PAGE_SIZE = 25;

/** A payout period as the URL names it: its Moscow calendar month, YYYY-MM (payouts cover whole months). */
export const PAYOUT_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

const optional = <T extends v.GenericSchema>(schema: T) => v.optional(v.nullable(schema), null);

/**
 * The statuses the list filters by: a payout's own, with HELD for a pending payout that has no account in its currency
 * (decision 162), which PENDING then leaves out.
 */
export const ADMIN_PAYOUT_FILTER_STATUSES = ["PENDING", "HELD", "PAID", "FAILED"] as const satisfies readonly (
  | PayoutStatus
  | "HELD"
)[];

/** The list's filters (all optional): part of the promoter's e-mail or username, the status, the period's month. */
export const PayoutSearchSchema = v.object({
  q: optional(v.pipe(v.string(), v.trim(), v.maxLength(200, "errors.BAD_USER_INPUT"), singleLine())),
  status: optional(v.picklist(ADMIN_PAYOUT_FILTER_STATUSES, "errors.BAD_USER_INPUT")),
  period: optional(v.pipe(v.string(), v.regex(PAYOUT_MONTH, "errors.BAD_USER_INPUT"))),
});

export type PayoutSearchInput = v.InferOutput<typeof PayoutSearchSchema>;

/** The first day of a period's month (YYYY-MM-01): what payouts.period_from holds and the CSV export takes. */
export const periodStartOf = (month: string) => `${month}-01`;

/** The month (YYYY-MM) of a period that starts on a day (YYYY-MM-DD). */
export const periodMonthOf = (periodFrom: string) => periodFrom.slice(0, 7);

/** The period the CSV exports: the filter's month, else the last period the payout job closed. */
export function csvPeriodFor(month: string | null | undefined, now: Date): string {
  return month ? periodStartOf(month) : payoutPeriodFor(now).periodFrom;
}
