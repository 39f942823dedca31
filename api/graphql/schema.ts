// Assembles the executable schema from one module per domain (SDL + resolvers typed from the schema), once per process.
import {
  buildSchema,
  getNamedType,
  type GraphQLArgument,
  type GraphQLFieldResolver,
  GraphQLID,
  GraphQLInputObjectType,
  type GraphQLInputType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  type GraphQLSchema,
  GraphQLUnionType,
} from "graphql";
import { isDatabaseId, TEXT_INPUT_MAX } from "../../src/domain/validation.ts";
import type { GraphQLContext } from "./context.ts";
import { appError, maskError } from "./errors.ts";
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
import * as billing from "./billing.ts";
import * as leads from "./leads.ts";
import * as about from "./about.ts";
import * as events from "./events.ts";
import * as experts from "./experts.ts";
import * as partners from "./partners.ts";
import * as sellers from "./sellers.ts";
import * as tracker from "./tracker.ts";
import * as aiTools from "./ai-tools.ts";
import * as promoters from "./promoters.ts";
import * as partnership from "./partnership.ts";
import * as admin from "./admin.ts";

export type { Resolvers };

/** A domain's SDL and its resolvers: one object, or one per job when the domain's resolvers are split by job. */
const MODULES: Array<{ typeDefs: string; resolvers: Resolvers | Resolvers[] }> = [
  enums,
  site,
  geo,
  jobs,
  articles,
  learningPaths,
  auth,
  profile,
  support,
  billing,
  leads,
  about,
  events,
  experts,
  partners,
  sellers,
  tracker,
  aiTools,
  promoters,
  partnership,
  admin,
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

type Refusal = { path: string; i18nKey: string; reason: string };

/**
 * The first value graphql-js coerced for these arguments that no resolver should see: a string holding a NUL byte
 * (Postgres text cannot store one), a string longer than TEXT_INPUT_MAX, or an ID that is not a database id (a
 * non-negative int32, or a uuid for the tables keyed by one). Forms' own schemas say more; this holds for every argument.
 */
function refusedArgument(args: readonly GraphQLArgument[], values: Record<string, unknown>): Refusal | null {
  for (const arg of args) {
    if (values[arg.name] === undefined) continue;
    // Paths as the forms know them (parseInput's): inside an input object, relative to it (`birthDate`).
    const isObject = getNamedType(arg.type) instanceof GraphQLInputObjectType;
    const refusal = refusedValue(arg.type, values[arg.name], isObject ? "" : arg.name);
    if (refusal) return refusal;
  }
  return null;
}

/**
 * Input fields that carry rich text (HTML) longer than TEXT_INPUT_MAX, with their own bound; the field's schema sets
 * the real limit (a job's description: 50 000 characters) and says so in its own words.
 */
const LONG_TEXT_INPUT_FIELDS: Record<string, number> = {
  "AdminJobInput.description": 100_000,
  "AdminArticleInput.articleText": 200_000,
  "AdminLearningPathInput.description": 200_000,
};

/** The uuid ids (promoter applications, payouts, users): canonical lower- or upper-case hex with dashes. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function refusedValue(
  type: GraphQLInputType,
  value: unknown,
  path: string,
  maxLength = TEXT_INPUT_MAX,
): Refusal | null {
  if (value === null || value === undefined) return null;
  if (type instanceof GraphQLNonNull) return refusedValue(type.ofType, value, path, maxLength);
  if (type instanceof GraphQLList) {
    if (!Array.isArray(value)) return refusedValue(type.ofType, value, path);
    for (let i = 0; i < value.length; i++) {
      const refusal = refusedValue(type.ofType, value[i], path ? `${path}.${i}` : String(i));
      if (refusal) return refusal;
    }
    return null;
  }
  if (type instanceof GraphQLInputObjectType) {
    const fields = type.getFields();
    for (const [name, fieldValue] of Object.entries(value as Record<string, unknown>)) {
      const field = fields[name];
      const max = LONG_TEXT_INPUT_FIELDS[`${type.name}.${name}`];
      const refusal = field ? refusedValue(field.type, fieldValue, path ? `${path}.${name}` : name, max) : null;
      if (refusal) return refusal;
    }
    return null;
  }
  if (typeof value !== "string") return null;
  if (type === GraphQLID && !isDatabaseId(value) && !UUID.test(value)) {
    return { path, i18nKey: "errors.NOT_FOUND", reason: "is not an id" };
  }
  if (value.includes("\0")) return { path, i18nKey: "errors.BAD_USER_INPUT", reason: "contains a NUL character" };
  if (value.length > maxLength) return { path, i18nKey: "errors.tooLong", reason: "is too long" };
  return null;
}

function attach(schema: GraphQLSchema, resolvers: Resolvers) {
  for (const [typeName, fields] of Object.entries(resolvers)) {
    const type = schema.getType(typeName);
    // A custom scalar (Upload): its SDL declaration takes the implementation's parsing and serializing.
    if (type instanceof GraphQLScalarType && fields instanceof GraphQLScalarType) {
      type.parseValue = fields.parseValue;
      type.parseLiteral = fields.parseLiteral;
      type.serialize = fields.serialize;
      continue;
    }
    if (!(type instanceof GraphQLObjectType)) throw new Error(`resolvers for unknown type ${typeName}`);
    const typeFields = type.getFields();
    for (const [fieldName, resolver] of Object.entries(fields as Record<string, AnyResolver>)) {
      const field = typeFields[fieldName];
      if (!field) throw new Error(`resolver for unknown field ${typeName}.${fieldName}`);
      if (VIEWER_INDEPENDENT in resolver) field.extensions = { ...field.extensions, viewerIndependent: true };
      // Resolvers get our context whoever executes (graphql-http's handler or the in-process executor). Unexpected
      // errors are masked here so no resolver can leak a stack trace or SQL. A synchronous answer stays synchronous:
      // a promise per field (a page of jobs has dozens) costs graphql-js a deferred step each.
      // Fields without arguments (nearly all: a page of jobs resolves hundreds) skip the argument check.
      const args = field.args.length ? field.args : null;
      field.resolve = (source, values, context, info) => {
        let result: unknown;
        try {
          const refusal = args && refusedArgument(args, values);
          if (refusal) {
            throw appError("BAD_USER_INPUT", `Invalid input: ${refusal.path} ${refusal.reason}`, {
              i18nKey: refusal.i18nKey,
              fields: { [refusal.path]: refusal.i18nKey },
            });
          }
          result = resolver(source, values, context as GraphQLContext, info);
        } catch (error) {
          throw maskError(error, (context as GraphQLContext).requestId);
        }
        if (result instanceof Promise) {
          return result.catch((error) => {
            throw maskError(error, (context as GraphQLContext).requestId);
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
  for (const m of MODULES) for (const resolvers of [m.resolvers].flat()) attach(schema, resolvers);
  return schema;
}
