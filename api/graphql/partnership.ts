// Partnership: the partnership page's four forms (sendPartnershipRequest) and enquiries (SubmitEnquiry), open to
// anyone, counted against the lead forms' limit per address. The row is stored in the request; the club's mail and
// the sender's confirmation go out after the answer.
import { EnquirySchema, PartnershipRequestSchema } from "../../src/domain/partnership.ts";
import { LIMITS } from "../services/rate-limit.ts";
import {
  mailPartnershipRequest,
  partnershipClubMail,
  partnershipConfirmationMail,
  type PartnershipRow,
  saveEnquiry,
  savePartnershipRequest,
} from "../services/partnership.ts";
import { limited } from "./auth.ts";
import { parseInput } from "./errors.ts";
import type { Resolvers } from "./generated/resolvers.ts";
import type { GraphQLContext } from "./context.ts";

export { typeDefs } from "./partnership-type-defs.ts";

/**
 * The same counter as the other lead forms (api/graphql/leads.ts): one limit per address for everything anyone may
 * send, so switching forms does not multiply it.
 */
const countLead = (context: GraphQLContext) =>
  limited(context, [[`leads:ip:${context.session?.ip ?? "server"}`, LIMITS.leadsPerIp]]);

function mailAfterAnswer(context: GraphQLContext, row: PartnershipRow) {
  context.background(
    mailPartnershipRequest(context.db, context.mailer, row, {
      club: partnershipClubMail(context.leads.inbox, row),
      confirmation: partnershipConfirmationMail(row, context.origin),
    }),
  );
}

export const resolvers: Resolvers = {
  Mutation: {
    sendPartnershipRequest: async (_root, args, context) => {
      const input = parseInput(PartnershipRequestSchema, args.input);
      await countLead(context);
      const row = await savePartnershipRequest(context.db, {
        ...input,
        userId: context.viewer.userId,
        language: context.locale,
      });
      mailAfterAnswer(context, row);
      return true;
    },
    SubmitEnquiry: async (_root, args, context) => {
      const input = parseInput(EnquirySchema, args.input);
      await countLead(context);
      const row = await saveEnquiry(context.db, { ...input, userId: context.viewer.userId, language: context.locale });
      mailAfterAnswer(context, row);
      return { success: true };
    },
  },
};
