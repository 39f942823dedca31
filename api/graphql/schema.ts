// Assembles the executable schema from one module per domain (SDL + resolvers typed from the schema), once per process.
import {
  buildSchema,
  type GraphQLFieldResolver,
  GraphQLObjectType,
  type GraphQLSchema,
  GraphQLUnionType,
} from "graphql";
import { contextOf, type GraphQLContext } from "./context.ts";
import { maskError } from "./errors.ts";
import { VIEWER_INDEPENDENT } from "./viewer-independent.ts";
import type { Resolvers } from "./generated/resolvers.ts";
import * as enums from "./enums.ts";
import * as geo from "./geo.ts";
import * as site from "./site.ts";
import * as jobs from "./jobs.ts";
import * as articles from "./articles.ts";
import * as learningPaths from "./learning-paths.ts";
import * as auth from "./auth.ts";
import * as profile from "./profile.ts";
import * as support from "./support.ts";

export type { Resolvers };

const MODULES: Array<{ typeDefs: string; resolvers: Resolvers }> = [
  enums,
  site,
  geo,
  jobs,
  articles,
  learningPaths,
  auth,
  profile,
  support,
];

const ROOT = /* GraphQL */ `
  type Query {
    "Liveness probe."
    ok: Boolean!
  }

  type Mutation
`;

/** The whole schema as SDL: what the server builds and what scripts/codegen.ts types the contract from. */
export const SCHEMA_SDL = [ROOT, ...MODULES.map((m) => m.typeDefs)].join("\n");

type AnyResolver = GraphQLFieldResolver<unknown, GraphQLContext, Record<string, unknown>>;

function attach(schema: GraphQLSchema, resolvers: Resolvers) {
  for (const [typeName, fields] of Object.entries(resolvers)) {
    const type = schema.getType(typeName);
    if (!(type instanceof GraphQLObjectType)) throw new Error(`resolvers for unknown type ${typeName}`);
    const typeFields = type.getFields();
    for (const [fieldName, resolver] of Object.entries(fields as Record<string, AnyResolver>)) {
      const field = typeFields[fieldName];
      if (!field) throw new Error(`resolver for unknown field ${typeName}.${fieldName}`);
      if (VIEWER_INDEPENDENT in resolver) field.extensions = { ...field.extensions, viewerIndependent: true };
      // Resolvers get our context whoever executes (@hono/graphql-server passes Hono's). Unexpected errors are masked
      // here so no resolver can leak a stack trace or SQL. A synchronous answer stays synchronous: a promise per
      // field (a page of jobs has dozens) costs graphql-js a deferred step each.
      field.resolve = (source, args, context, info) => {
        let result: unknown;
        try {
          result = resolver(source, args, contextOf(context), info);
        } catch (error) {
          throw maskError(error);
        }
        if (result instanceof Promise) {
          return result.catch((error) => {
            throw maskError(error);
          });
        }
        return result;
      };
    }
  }
}

export function createSchema(): GraphQLSchema {
  const schema = buildSchema(SCHEMA_SDL);
  // Unions answer with the __typename their resolver chose (e.g. Job or DisabledJob).
  for (const type of Object.values(schema.getTypeMap())) {
    if (type instanceof GraphQLUnionType) type.resolveType = (value: { __typename?: string }) => value.__typename;
  }
  attach(schema, { Query: { ok: () => true } });
  for (const m of MODULES) attach(schema, m.resolvers);
  return schema;
}
