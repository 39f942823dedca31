// The promoter's commission summary (from the ledger, per currency) and the day's exchange rates.
import { getPromoterIncome } from "../../services/promoters/get-income.ts";
import { readLatestExchangeRates } from "../../services/promoters/read-exchange-rates.ts";
import type { Resolvers } from "../generated/resolvers.ts";
import { isPayoutAdmin, requirePromoter } from "./access.ts";

export const resolvers: Resolvers = {
  Query: {
    getPromoterIncome: async (_root, _args, context) => {
      const settings = await requirePromoter(context);
      return await getPromoterIncome(context.db, settings.userId, context.now(), context.commissions.payoutMinimum);
    },
    getCurrencyExchangeRates: async (_root, _args, context) => {
      // Promoters (their summary converts with them) and the admins who pay them out.
      if (!isPayoutAdmin(context)) await requirePromoter(context);
      return await readLatestExchangeRates(context.db);
    },
  },
};
