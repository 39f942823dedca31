// Payouts: a promoter reads their own (naming another promoter is FORBIDDEN); admins read anyone's and see whose it
// is. The bank snapshot is opened for those two only. What the bank did with a payout (paid, or failed with a reason)
// is recorded in the back office only (api/graphql/admin/payouts.ts): a fresh password, the limit, the audit log.
import * as v from "valibot";
import { AccessDenied } from "../../../src/domain/authorization.ts";
import { PAYOUT_STATUSES } from "../../../src/domain/promoters.ts";
import { listPayouts } from "../../services/promoters/list-payouts.ts";
import { isCalendarDay } from "../../services/promoters/payout-admins.ts";
import { parseInput } from "../errors.ts";
import type { Resolvers } from "../generated/resolvers.ts";
import { isPayoutAdmin, requirePromoter } from "./access.ts";

const day = v.nullish(v.pipe(v.string(), v.check(isCalendarDay, "errors.BAD_USER_INPUT")));
const PayoutsQuerySchema = v.nullish(v.object({
  promoterId: v.nullish(v.pipe(v.string(), v.uuid("errors.NOT_FOUND"))),
  periodFrom: day,
  periodTo: day,
  status: v.nullish(v.picklist(PAYOUT_STATUSES)),
}));

export const resolvers: Resolvers = {
  Query: {
    getPayouts: async (_root, args, context) => {
      const query = parseInput(PayoutsQuerySchema, args.query ?? null) ?? {};
      if (isPayoutAdmin(context)) {
        return await listPayouts(context.db, context.bankData, query, { showUsername: true });
      }
      const settings = await requirePromoter(context);
      if (query.promoterId && query.promoterId !== settings.userId) throw new AccessDenied("FORBIDDEN");
      return await listPayouts(context.db, context.bankData, { ...query, promoterId: settings.userId }, {
        showUsername: false,
      });
    },
  },
};
