// Promoters' GraphQL module: one contract (promoters/type-defs.ts) and its resolvers, one file per job.
import type { Resolvers } from "./generated/resolvers.ts";
import * as applications from "./promoters/applications.ts";
import * as bankAccount from "./promoters/bank-account.ts";
import * as coupons from "./promoters/coupons.ts";
import * as income from "./promoters/income.ts";
import * as payouts from "./promoters/payouts.ts";
import * as settings from "./promoters/settings.ts";
import * as subscriptions from "./promoters/subscriptions.ts";

export { typeDefs } from "./promoters/type-defs.ts";

export const resolvers: Resolvers[] = [
  applications.resolvers,
  settings.resolvers,
  coupons.resolvers,
  bankAccount.resolvers,
  income.resolvers,
  subscriptions.resolvers,
  payouts.resolvers,
];
