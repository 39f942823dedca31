// Experts' GraphQL module: one contract (experts/type-defs.ts) and its resolvers, one file per job.
import type { Resolvers } from "./generated/resolvers.ts";
import * as expert from "./experts/expert.ts";
import * as directory from "./experts/directory.ts";
import * as ownProfile from "./experts/own-profile.ts";

export { typeDefs } from "./experts/type-defs.ts";

export const resolvers: Resolvers[] = [
  expert.resolvers,
  directory.resolvers,
  ownProfile.resolvers,
];
