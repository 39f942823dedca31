// /admin/moderation and /admin/promoter-applications: a moderator's decisions on expert profiles and promoter
// applications, through the back office's gate (a password proven in the last 30 minutes, the team's write limit) with
// the audit entry in the decision's transaction. A reason is the back office's (3 to 500 characters). The owner or
// applicant is mailed after the commit.
import { AdminReasonSchema, UuidIdSchema } from "../../../src/domain/admin.ts";
import { IdSchema } from "../../../src/domain/site.ts";
import { mailModerationDecision } from "../../services/experts/moderation.ts";
import {
  approveExpertByTeam,
  approvePromoterByTeam,
  declinePromoterByTeam,
  rejectExpertByTeam,
} from "../../services/admin/moderation.ts";
import { syncStripeCoupons } from "../../services/promoters/sync-stripe-coupons.ts";
import {
  promoterApprovedMail,
  promoterDeclinedMail,
  sendPromoterMail,
} from "../../services/promoters/promoter-mails.ts";
import { appError, parseInput } from "../errors.ts";
import type { Resolvers } from "../generated/resolvers.ts";
import { authorizeAdmin } from "./guard.ts";

const noProfileWaits = () =>
  appError("NOT_FOUND", "No profile waits for moderation here", { i18nKey: "errors.NOT_FOUND" });
const noApplicationWaits = () => appError("NOT_FOUND", "No application waits here", { i18nKey: "errors.NOT_FOUND" });

export const resolvers: Resolvers = {
  Mutation: {
    adminApproveExpert: async (_root, args, context) => {
      const actor = await authorizeAdmin(context, "adminApproveExpert");
      const id = Number(parseInput(IdSchema, args.id));
      const expert = await approveExpertByTeam(context.db, actor, id, context.now());
      if (!expert) throw noProfileWaits();
      context.background(mailModerationDecision(context.db, context.mailer, context.origin, expert, "approved"));
      // The profile is now listed (its page, the experts list, the pages that show experts): the CDN drops its copies.
      context.background(context.edgeCache.purgePages());
      return { success: true };
    },
    adminRejectExpert: async (_root, args, context) => {
      const actor = await authorizeAdmin(context, "adminRejectExpert");
      const id = Number(parseInput(IdSchema, args.id));
      const reason = parseInput(AdminReasonSchema, args.reason);
      const expert = await rejectExpertByTeam(context.db, actor, id, reason, context.now());
      if (!expert) throw noProfileWaits();
      context.background(
        mailModerationDecision(context.db, context.mailer, context.origin, expert, "rejected", reason),
      );
      context.background(context.edgeCache.purgePages());
      return { success: true };
    },
    adminApprovePromoter: async (_root, args, context) => {
      const actor = await authorizeAdmin(context, "adminApprovePromoter");
      const id = parseInput(UuidIdSchema, args.id);
      const decided = await approvePromoterByTeam(context.db, actor, id, context.now());
      if (!decided) throw noApplicationWaits();
      if (decided.changed && decided.username) {
        context.background(syncStripeCoupons(context.db, context.billing.payments.stripe, decided.user.id));
        context.background(
          sendPromoterMail(
            context.mailer,
            promoterApprovedMail(context.origin, decided.user, decided.username, context.commissions.holdDays),
            "promoter approved",
          ),
        );
      }
      return { success: true };
    },
    adminDeclinePromoter: async (_root, args, context) => {
      const actor = await authorizeAdmin(context, "adminDeclinePromoter");
      const id = parseInput(UuidIdSchema, args.id);
      const reason = parseInput(AdminReasonSchema, args.reason);
      const decided = await declinePromoterByTeam(context.db, actor, id, reason, context.now());
      if (!decided) throw noApplicationWaits();
      if (decided.changed) {
        context.background(
          sendPromoterMail(
            context.mailer,
            promoterDeclinedMail(context.origin, decided.user, reason),
            "promoter declined",
          ),
        );
      }
      return { success: true };
    },
  },
};
