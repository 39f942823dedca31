// The back office's GraphQL module (/admin): its contract, one SDL block per area, and its resolvers, one file per
// area; every operation passes admin/guard.ts.
import type { Resolvers } from "./generated/resolvers.ts";
import * as shell from "./admin/shell.ts";
import * as members from "./admin/members.ts";
import { typeDefs as shellTypeDefs } from "./admin/type-defs.ts";
import { typeDefs as membersTypeDefs } from "./admin/members-type-defs.ts";

export const typeDefs = [shellTypeDefs, membersTypeDefs].join("\n");

export const resolvers: Resolvers[] = [
  shell.resolvers,
  members.resolvers,
];
