// Payouts: a promoter reads their own (naming another promoter is FORBIDDEN); admins read anyone's, see whose it is,
// and record what the bank did (paid, or failed with a reason). The bank snapshot is opened for those two only.
import * as v from "valibot";
import { AccessDenied } from "../../../src/domain/authorization.ts";
import { FailPayoutSchema, PAYOUT_STATUSES } from "../../../src/domain/promoters.ts";
import { describePayout, listPayouts } from "../../services/promoters/list-payouts.ts";
import { markPayout, type MarkPayoutResult } from "../../services/promoters/mark-payout.ts";
import { isCalendarDay } from "../../services/promoters/payout-admins.ts";
import type { GraphQLContext } from "../context.ts";
import { appError, parseInput } from "../errors.ts";
import type { Resolvers } from "../generated/resolvers.ts";
import { isPayoutAdmin, requirePayoutAdmin, requirePromoter } from "./access.ts";

const day = v.nullish(v.pipe(v.string(), v.check(isCalendarDay, "errors.BAD_USER_INPUT")));
const PayoutsQuerySchema = v.nullish(v.object({
  promoterId: v.nullish(v.pipe(v.string(), v.uuid("errors.NOT_FOUND"))),
  periodFrom: day,
  periodTo: day,
  status: v.nullish(v.picklist(PAYOUT_STATUSES)),
}));
const PayoutIdSchema = v.object({ id: v.pipe(v.string(), v.uuid("errors.NOT_FOUND")) });

async function answer(context: GraphQLContext, result: MarkPayoutResult) {
  if ("error" in result) {
    if (result.error === "notFound") {
      throw appError("NOT_FOUND", "No such payout", { i18nKey: "errors.NOT_FOUND" });
    }
    throw appError("BAD_USER_INPUT", "This payout is already decided", {
      i18nKey: "promoters.apiErrors.PAYOUT_DECIDED",
    });
  }
  return await describePayout(context.db, context.bankData, result.payout);
}

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
  Mutation: {
    markPayoutPaid: async (_root, args, context) => {
      requirePayoutAdmin(context);
      const { id } = parseInput(PayoutIdSchema, { id: args.id });
      return await answer(context, await markPayout(context.db, id, { status: "PAID" }, context.now()));
    },
    markPayoutFailed: async (_root, args, context) => {
      requirePayoutAdmin(context);
      const { id, reason } = parseInput(FailPayoutSchema, { id: args.id, reason: args.reason });
      return await answer(context, await markPayout(context.db, id, { status: "FAILED", reason }, context.now()));
    },
  },
};
