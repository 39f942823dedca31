// Assembles the executable schema from one module per domain (SDL + resolvers), once per process.
import {
  buildSchema,
  type GraphQLFieldResolver,
  GraphQLObjectType,
  type GraphQLSchema,
  GraphQLUnionType,
} from "graphql";
import { maskError } from "./errors.ts";
import * as enums from "./enums.ts";
import * as geo from "./geo.ts";
import * as site from "./site.ts";
import * as jobs from "./jobs.ts";
import * as articles from "./articles.ts";
import * as accounts from "./auth.ts";

// deno-lint-ignore no-explicit-any
export type Resolver = GraphQLFieldResolver<any, unknown, any>;
export type Resolvers = Record<string, Record<string, Resolver>>;

const MODULES: Array<{ typeDefs: string; resolvers: Resolvers }> = [enums, site, geo, jobs, articles, accounts];

const ROOT = /* GraphQL */ `
  type Query {
    "Liveness probe."
    ok: Boolean!
  }
`;

function attach(schema: GraphQLSchema, resolvers: Resolvers) {
  for (const [typeName, fields] of Object.entries(resolvers)) {
    const type = schema.getType(typeName);
    if (!(type instanceof GraphQLObjectType)) throw new Error(`resolvers for unknown type ${typeName}`);
    const typeFields = type.getFields();
    for (const [fieldName, resolve] of Object.entries(fields)) {
      const field = typeFields[fieldName];
      if (!field) throw new Error(`resolver for unknown field ${typeName}.${fieldName}`);
      // Unexpected errors are masked here so no resolver can leak a stack trace or SQL. A synchronous answer stays
      // synchronous: a promise per field (a page of jobs has dozens) costs graphql-js a deferred step each.
      field.resolve = (source, args, context, info) => {
        let result: unknown;
        try {
          result = resolve(source, args, context, info);
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
  const schema = buildSchema([ROOT, ...MODULES.map((m) => m.typeDefs)].join("\n"));
  // Unions answer with the __typename their resolver chose (e.g. Job or DisabledJob).
  for (const type of Object.values(schema.getTypeMap())) {
    if (type instanceof GraphQLUnionType) type.resolveType = (value: { __typename?: string }) => value.__typename;
  }
  attach(schema, { Query: { ok: () => true } });
  for (const m of MODULES) attach(schema, m.resolvers);
  return schema;
}
