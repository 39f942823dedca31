// Runs GraphQL operations in-process (SSR loaders, tests' helpers): parsed and validated documents are cached.
import {
  type DocumentNode,
  execute,
  type ExecutionResult,
  GraphQLError,
  type GraphQLSchema,
  parse,
  specifiedRules,
  validate,
} from "graphql";
import type { GraphQLContext } from "./context.ts";
import { LIMITS } from "./limits.ts";

export type Operation = { query: string; variables?: Record<string, unknown> | null; operationName?: string | null };

export function createExecutor(schema: GraphQLSchema, validationRules: typeof specifiedRules) {
  const rules = [...specifiedRules, ...validationRules];
  // Queries come from the app's own code, so the cache holds a small, fixed set of documents.
  const cache = new Map<string, DocumentNode | readonly GraphQLError[]>();
  return async function run(op: Operation, context: GraphQLContext): Promise<ExecutionResult> {
    let doc = cache.get(op.query);
    if (!doc) {
      try {
        const parsed = parse(op.query, { noLocation: true, maxTokens: LIMITS.maxTokens });
        const errors = validate(schema, parsed, rules);
        doc = errors.length ? errors : parsed;
      } catch (error) {
        doc = [error instanceof GraphQLError ? error : new GraphQLError(String(error))];
      }
      if (cache.size < 500) cache.set(op.query, doc);
    }
    if (Array.isArray(doc)) return { errors: doc as GraphQLError[] };
    return await execute({
      schema,
      document: doc as DocumentNode,
      contextValue: context,
      variableValues: op.variables ?? undefined,
      operationName: op.operationName ?? undefined,
    });
  };
}

export type Executor = ReturnType<typeof createExecutor>;
