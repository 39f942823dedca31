// The promoter's own settings: reading them (with their bank account, opened for its owner only), the payments-info
// mail toggle, and ending the partnership (codes off, role back to customer, signed out everywhere).
import { promoterBankData } from "../../services/promoters/bank-account.ts";
import { cancelMyPartnership } from "../../services/promoters/cancel-partnership.ts";
import {
  findLivePartnerSettings,
  partnerSettingsView,
  toggleSubscriptionOnPaymentsInfo,
} from "../../services/promoters/partner-settings.ts";
import { partnershipCancelledMail, sendPromoterMail } from "../../services/promoters/promoter-mails.ts";
import type { Resolvers } from "../generated/resolvers.ts";
import { requirePromoter } from "./access.ts";

export const resolvers: Resolvers = {
  Query: {
    getPartnerSettings: async (_root, _args, context) => {
      const { viewer, db } = context;
      if (!viewer.userId || viewer.role !== "PROMOTER") return null;
      const settings = await findLivePartnerSettings(db, viewer.userId);
      if (!settings) return null;
      return partnerSettingsView(settings, await promoterBankData(db, context.bankData, viewer.userId));
    },
  },
  Mutation: {
    toggleSubscriptionOnPaymentsInfo: async (_root, _args, context) => {
      const settings = await requirePromoter(context);
      const toggled = (await toggleSubscriptionOnPaymentsInfo(context.db, settings.userId, context.now()))!;
      return partnerSettingsView(toggled, await promoterBankData(context.db, context.bankData, settings.userId));
    },
    cancelMyPartnership: async (_root, _args, context) => {
      const settings = await requirePromoter(context);
      const user = await cancelMyPartnership(context.db, settings.userId, context.now());
      // Every session of the account is gone; this browser's cookie goes too.
      context.session?.clearSessionCookie();
      if (user) {
        context.background(
          sendPromoterMail(context.mailer, partnershipCancelledMail(context.origin, user), "partnership cancelled"),
        );
      }
      return { success: true };
    },
  },
};
