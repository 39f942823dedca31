// About: getClubChatLink, the members' chat address (CLUB_CHAT_URL), given only to club members — the decision is
// the server's, so the invitation never reaches a page a non-member is shown.
import type { Resolvers } from "./generated/resolvers.ts";

export const typeDefs = /* GraphQL */ `
  extend type Query {
    "The members' chat link: null unless the viewer is a club member and the link is configured."
    getClubChatLink: String
  }
`;

export const resolvers: Resolvers = {
  Query: {
    getClubChatLink: (_root, _args, context) => context.viewer.tier === "fellow" ? context.about.chatUrl : null,
  },
};
