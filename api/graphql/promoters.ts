// Promoters' GraphQL module: one contract (promoters/type-defs.ts) and its resolvers, one file per job.
import type { Resolvers } from "./generated/resolvers.ts";

export { typeDefs } from "./promoters/type-defs.ts";

export const resolvers: Resolvers[] = [];
