// The back office's GraphQL module (/admin): one contract per area (admin/*type-defs.ts) and its resolvers, one file
// per area; every operation passes admin/guard.ts.
import type { Resolvers } from "./generated/resolvers.ts";
import * as shell from "./admin/shell.ts";
import * as jobs from "./admin/jobs.ts";
import * as members from "./admin/members.ts";
import * as inbox from "./admin/inbox.ts";
import * as money from "./admin/money.ts";
import * as payouts from "./admin/payouts.ts";
import * as moderation from "./admin/moderation.ts";
import * as articles from "./admin/articles.ts";
import * as catalogue from "./admin/catalogue.ts";
import * as siteContent from "./admin/site-content.ts";
import * as system from "./admin/system.ts";
import { typeDefs as shellTypeDefs } from "./admin/type-defs.ts";
import { jobsTypeDefs } from "./admin/jobs-type-defs.ts";
import { typeDefs as membersTypeDefs } from "./admin/members-type-defs.ts";
import { typeDefs as inboxTypeDefs } from "./admin/inbox-type-defs.ts";
import { typeDefs as moneyTypeDefs } from "./admin/money-type-defs.ts";
import { typeDefs as payoutsTypeDefs } from "./admin/payouts-type-defs.ts";
import { typeDefs as moderationTypeDefs } from "./admin/moderation-type-defs.ts";
import { articlesTypeDefs } from "./admin/articles-type-defs.ts";
import { typeDefs as catalogueTypeDefs } from "./admin/catalogue-type-defs.ts";
import { siteContentTypeDefs } from "./admin/site-content-type-defs.ts";
import { typeDefs as systemTypeDefs } from "./admin/system-type-defs.ts";

export const typeDefs = [
  shellTypeDefs,
  jobsTypeDefs,
  membersTypeDefs,
  inboxTypeDefs,
  moneyTypeDefs,
  payoutsTypeDefs,
  moderationTypeDefs,
  articlesTypeDefs,
  catalogueTypeDefs,
  siteContentTypeDefs,
  systemTypeDefs,
].join("\n");

export const resolvers: Resolvers[] = [
  shell.resolvers,
  jobs.resolvers,
  members.resolvers,
  inbox.resolvers,
  money.resolvers,
  payouts.resolvers,
  moderation.resolvers,
  articles.resolvers,
  catalogue.resolvers,
  siteContent.resolvers,
  system.resolvers,
];
