// Leads: addContactToGroups (the lead-magnet pop-up) and sendMessage (the send-request dialog), open to anyone,
// counted per address. The row is stored in the request; its mail goes out after the answer.
import { ContactInfoSchema, LeadMagnetSchema, SendRequestSchema } from "../../src/domain/leads.ts";
import { LIMITS } from "../services/rate-limit.ts";
import { giftMail, mailLead, requestMail, saveLeadContact, saveLeadRequest } from "../services/leads.ts";
import { limited } from "./auth.ts";
import { parseInput } from "./errors.ts";
import type { Resolvers } from "./generated/resolvers.ts";
import type { GraphQLContext } from "./context.ts";

export { typeDefs } from "./leads-type-defs.ts";

/** Every lead (gift, request, contact) counts against one limit per address. */
const countLead = (context: GraphQLContext) =>
  limited(context, [[`leads:ip:${context.session?.ip ?? "server"}`, LIMITS.leadsPerIp]]);

export const resolvers: Resolvers = {
  Mutation: {
    addContactToGroups: async (_root, args, context) => {
      const input = parseInput(LeadMagnetSchema, args);
      await countLead(context);
      const language = context.locale;
      const { id } = await saveLeadContact(context.db, { ...input, userId: context.viewer.userId, language });
      const mail = giftMail(language, input.email, input.name ?? "", context.origin);
      context.background(mailLead(context.db, context.mailer, "contact", id, mail));
      return { success: true };
    },
    sendContactInfo: async (_root, args, context) => {
      const input = parseInput(ContactInfoSchema, args.input);
      await countLead(context);
      const language = context.locale;
      const { id } = await saveLeadRequest(context.db, { ...input, userId: context.viewer.userId, language });
      context.background(
        mailLead(context.db, context.mailer, "request", id, requestMail(context.leads.inbox, { ...input, language })),
      );
      return { success: true };
    },
    sendMessage: async (_root, args, context) => {
      const input = parseInput(SendRequestSchema, args);
      await countLead(context);
      const language = context.locale;
      const { id } = await saveLeadRequest(context.db, { ...input, userId: context.viewer.userId, language });
      context.background(
        mailLead(context.db, context.mailer, "request", id, requestMail(context.leads.inbox, { ...input, language })),
      );
      return { success: true };
    },
  },
};
