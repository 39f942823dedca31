// (being built for issue 16)
import type { Resolvers } from "./generated/resolvers.ts";

export const typeDefs = /* GraphQL */ ``;

export const resolvers: Resolvers = {};
