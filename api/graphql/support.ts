// Support: contactSupport, a message to the club from a signed-in user.
import { requireUser } from "../../src/domain/authorization.ts";
import { SupportSchema } from "../../src/domain/support.ts";
import { LIMITS } from "../services/rate-limit.ts";
import { saveSupportMessage } from "../services/support.ts";
import { limited } from "./auth.ts";
import { parseInput } from "./errors.ts";
import type { Resolvers } from "./generated/resolvers.ts";

export const typeDefs = /* GraphQL */ `
  input ContactSupportInput {
    title: String!
    message: String!
  }

  extend type Mutation {
    "A message to the club's support (signed-in users)."
    contactSupport(input: ContactSupportInput!): OkResult!
  }
`;

export const resolvers: Resolvers = {
  Mutation: {
    contactSupport: async (_root, args, context) => {
      const userId = requireUser(context.viewer);
      const input = parseInput(SupportSchema, args.input);
      await limited(context, [[`support:user:${userId}`, LIMITS.supportPerUser]]);
      await saveSupportMessage(context.db, userId, input.title, input.message);
      return { success: true };
    },
  },
};
