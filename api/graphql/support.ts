// Support: contactSupport, a message to the club from a signed-in user, mailed to the club's inbox with a copy to
// the sender.
import { requireUser } from "../../src/domain/authorization.ts";
import { SupportSchema } from "../../src/domain/support.ts";
import { LIMITS } from "../services/rate-limit.ts";
import { saveSupportMessage, supportMails } from "../services/support.ts";
import { sendEach } from "../integrations/mail.ts";
import { limited } from "./auth.ts";
import { parseInput } from "./errors.ts";
import type { Resolvers } from "./generated/resolvers.ts";

export { typeDefs } from "./support-type-defs.ts";

export const resolvers: Resolvers = {
  Mutation: {
    contactSupport: async (_root, args, context) => {
      const userId = requireUser(context.viewer);
      const input = parseInput(SupportSchema, args.input);
      await limited(context, [[`support:user:${userId}`, LIMITS.supportPerUser]]);
      const sender = await saveSupportMessage(context.db, userId, input.title, input.message);
      // The message is stored first; its mails (the club's inbox, the sender's copy) go out after the answer.
      const mails = supportMails(context.leads.inbox, sender, context.locale, input);
      context.background(sendEach(context.mailer, mails, "support"));
      return { success: true };
    },
  },
};
