// Moderation: a moderator approves a profile waiting for moderation (it becomes public) or sends it back with a
// reason; its owner is told by mail and the CDN drops its copies of the pages that list experts.
import { MODERATION_ROLES } from "../../../src/domain/authorization.ts";
import { RejectExpertSchema } from "../../../src/domain/directories-input.ts";
import { requireRole } from "../../../src/domain/authorization.ts";
import { IdSchema } from "../../../src/domain/site.ts";
import { approveExpert, mailModerationDecision, rejectExpert } from "../../services/experts.ts";
import { appError, parseInput } from "../errors.ts";
import type { Resolvers } from "../generated/resolvers.ts";

export const resolvers: Resolvers = {
  Mutation: {
    approveExpert: async (_root, args, context) => {
      requireRole(context.viewer, ...MODERATION_ROLES);
      const id = Number(parseInput(IdSchema, args.id));
      const expert = await approveExpert(context.db, id, context.now());
      if (!expert) throw appError("NOT_FOUND", "No profile waits for moderation here", { i18nKey: "errors.NOT_FOUND" });
      context.background(mailModerationDecision(context.db, context.mailer, context.origin, expert, "approved"));
      // The profile is now listed (its page, the experts list, the pages that show experts): the CDN drops its copies.
      context.background(context.edgeCache.purgePages());
      return { success: true };
    },
    rejectExpert: async (_root, args, context) => {
      requireRole(context.viewer, ...MODERATION_ROLES);
      const { id, reason } = parseInput(RejectExpertSchema, args);
      const expert = await rejectExpert(context.db, id, reason);
      if (!expert) throw appError("NOT_FOUND", "No profile waits for moderation here", { i18nKey: "errors.NOT_FOUND" });
      context.background(
        mailModerationDecision(context.db, context.mailer, context.origin, expert, "rejected", reason),
      );
      context.background(context.edgeCache.purgePages());
      return { success: true };
    },
  },
};
