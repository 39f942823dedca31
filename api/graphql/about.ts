// About: getClubChatLink, the members' chat address (CLUB_CHAT_URL), given only to club members — the decision is
// the server's, so the invitation never reaches a page a non-member is shown.
import type { Resolvers } from "./generated/resolvers.ts";

export { typeDefs } from "./about-type-defs.ts";

export const resolvers: Resolvers = {
  Query: {
    getClubChatLink: (_root, _args, context) => context.viewer.tier === "fellow" ? context.about.chatUrl : null,
  },
};
