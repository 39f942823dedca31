// The back office's GraphQL module (/admin): one contract (admin/type-defs.ts and each area's own) and its resolvers,
// one file per area; every operation passes admin/guard.ts.
import type { Resolvers } from "./generated/resolvers.ts";
import * as shell from "./admin/shell.ts";
import * as jobs from "./admin/jobs.ts";
import { typeDefs as shellTypeDefs } from "./admin/type-defs.ts";
import { jobsTypeDefs } from "./admin/jobs-type-defs.ts";

export const typeDefs = [shellTypeDefs, jobsTypeDefs].join("\n");

export const resolvers: Resolvers[] = [
  shell.resolvers,
  jobs.resolvers,
];
