// Billing's GraphQL module: one contract (billing/type-defs.ts) and its resolvers, one file per job.
import type { Resolvers } from "./generated/resolvers.ts";
import * as catalogue from "./billing/catalogue.ts";
import * as productAccess from "./billing/product-access.ts";
import * as checkout from "./billing/checkout.ts";
import * as memberships from "./billing/memberships.ts";
import * as orders from "./billing/orders.ts";

export { typeDefs } from "./billing/type-defs.ts";

export const resolvers: Resolvers[] = [
  catalogue.resolvers,
  productAccess.resolvers,
  checkout.resolvers,
  memberships.resolvers,
  orders.resolvers,
];
