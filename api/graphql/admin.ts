// The back office's GraphQL module (/admin): one contract (admin/type-defs.ts) and its resolvers, one file per area;
// every operation passes admin/guard.ts.
import type { Resolvers } from "./generated/resolvers.ts";
import * as shell from "./admin/shell.ts";

export { typeDefs } from "./admin/type-defs.ts";

export const resolvers: Resolvers[] = [
  shell.resolvers,
];
