// Becoming a promoter: the moderators' queue of applications, approving (the partner settings and the two default
// codes are made) and declining with a reason. The applicant is mailed the decision after the transaction commits.
import * as v from "valibot";
import { mayModerate, MODERATION_ROLES, requireRole } from "../../../src/domain/authorization.ts";
import { DeclinePromoterSchema } from "../../../src/domain/promoters.ts";
import { approvePromoter } from "../../services/promoters/approve-promoter.ts";
import { declinePromoter } from "../../services/promoters/decline-promoter.ts";
import { listPromoterApplications } from "../../services/promoters/list-applications.ts";
import { syncStripeCoupons } from "../../services/promoters/sync-stripe-coupons.ts";
import {
  promoterApprovedMail,
  promoterDeclinedMail,
  sendPromoterMail,
} from "../../services/promoters/promoter-mails.ts";
import { appError, parseInput } from "../errors.ts";
import type { Resolvers } from "../generated/resolvers.ts";

const ApplicationIdSchema = v.object({ id: v.pipe(v.string(), v.uuid("errors.NOT_FOUND")) });

const noneWaits = () => appError("NOT_FOUND", "No application waits here", { i18nKey: "errors.NOT_FOUND" });

export const resolvers: Resolvers = {
  Query: {
    getPromoterApplications: async (_root, args, context) => {
      if (!context.viewer.userId || !mayModerate(context.viewer.role)) return null;
      return await listPromoterApplications(context.db, args.status ?? "PENDING");
    },
  },
  Mutation: {
    approvePromoter: async (_root, args, context) => {
      const moderatorId = requireRole(context.viewer, ...MODERATION_ROLES);
      const { id } = parseInput(ApplicationIdSchema, { id: args.id });
      const decided = await approvePromoter(context.db, id, moderatorId, context.now());
      if (!decided) throw noneWaits();
      if (decided.changed && decided.username) {
        context.background(syncStripeCoupons(context.db, context.billing.payments.stripe, decided.user.id));
        context.background(
          sendPromoterMail(
            context.mailer,
            promoterApprovedMail(context.origin, decided.user, decided.username),
            "promoter approved",
          ),
        );
      }
      return { success: true };
    },
    declinePromoter: async (_root, args, context) => {
      const moderatorId = requireRole(context.viewer, ...MODERATION_ROLES);
      const { id, reason } = parseInput(DeclinePromoterSchema, { id: args.id, reason: args.reason });
      const decided = await declinePromoter(context.db, id, moderatorId, reason, context.now());
      if (!decided) throw noneWaits();
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
