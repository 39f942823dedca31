// Runs GraphQL operations in-process (SSR loaders, tests' helpers): parsed and validated documents are cached, and
// so are, for anonymous viewers, the answers to queries that read only public site content (decision 031).
import {
  type DocumentNode,
  execute,
  type ExecutionArgs,
  type ExecutionResult,
  getOperationAST,
  GraphQLError,
  type GraphQLSchema,
  Kind,
  parse,
  specifiedRules,
  validate,
} from "graphql";
import type { GraphQLContext } from "./context.ts";
import { LIMITS } from "./limits.ts";
import { isViewerIndependentField } from "./viewer-independent.ts";
import { isTracing, withSpan } from "../../src/platform/trace.ts";

export type Operation = { query: string; variables?: Record<string, unknown> | null; operationName?: string | null };

type Prepared = { document: DocumentNode; shared: boolean };

/**
 * True when the document is one query whose every root field was marked viewerIndependent() by its resolver (or is
 * __typename): the same answer for every anonymous visitor.
 */
function isSharedQuery(schema: GraphQLSchema, document: DocumentNode): boolean {
  if (document.definitions.length !== 1) return false;
  const [operation] = document.definitions;
  if (operation.kind !== Kind.OPERATION_DEFINITION || operation.operation !== "query") return false;
  return operation.selectionSet.selections.every((s) =>
    s.kind === Kind.FIELD && !s.directives?.length &&
    (s.name.value === "__typename" || isViewerIndependentField(schema, s.name.value))
  );
}

/**
 * graphql-js's execute in a span named `graphql <operation type> <name>` (`graphql query getJobs`), as OpenTelemetry's
 * GraphQL conventions name one; its variables and document stay out of it (they may carry a person's data). Both the
 * HTTP endpoint and the in-process executor (SSR loaders) run operations through it (decision 155).
 */
export function executeInSpan(args: ExecutionArgs): ReturnType<typeof execute> {
  if (!isTracing()) return execute(args);
  const operation = getOperationAST(args.document, args.operationName);
  const type = operation?.operation;
  const name = operation?.name?.value;
  return withSpan(
    ["graphql", type, name].filter(Boolean).join(" "),
    { ...(type ? { "graphql.operation.type": type } : {}), ...(name ? { "graphql.operation.name": name } : {}) },
    () => execute(args),
  );
}

/** An answer with errors is returned to its caller but never kept. */
class UncachedResult {
  constructor(readonly result: ExecutionResult) {}
}

export function createExecutor(schema: GraphQLSchema, validationRules: typeof specifiedRules) {
  const rules = [...specifiedRules, ...validationRules];
  // Queries come from the app's own code, so the cache holds a small, fixed set of documents.
  const cache = new Map<string, Prepared | readonly GraphQLError[]>();
  const run = (prepared: Prepared, op: Operation, context: GraphQLContext) =>
    executeInSpan({
      schema,
      document: prepared.document,
      contextValue: context,
      variableValues: op.variables ?? undefined,
      operationName: op.operationName ?? undefined,
    });
  return async function executeOperation(op: Operation, context: GraphQLContext): Promise<ExecutionResult> {
    let prepared = cache.get(op.query);
    if (!prepared) {
      try {
        const document = parse(op.query, { noLocation: true, maxTokens: LIMITS.maxTokens });
        const errors = validate(schema, document, rules);
        prepared = errors.length ? errors : { document, shared: isSharedQuery(schema, document) };
      } catch (error) {
        prepared = [error instanceof GraphQLError ? error : new GraphQLError(String(error))];
      }
      if (cache.size < 500) cache.set(op.query, prepared);
    }
    if (Array.isArray(prepared)) return { errors: prepared as GraphQLError[] };
    const ready = prepared as Prepared;
    if (!ready.shared || context.viewer.tier !== "anonymous" || context.viewer.userId) {
      return await run(ready, op, context);
    }
    // Every anonymous visitor gets the same answer: kept as long as the site cache keeps its inputs. Callers share
    // the result object and must not change it.
    const key = `gql\0${context.locale}\0${op.operationName ?? ""}\0${
      JSON.stringify(op.variables ?? null)
    }\0${op.query}`;
    try {
      return await context.siteCache.get(key, async () => {
        const result = await run(ready, op, context);
        if (result.errors?.length) throw new UncachedResult(result);
        return result;
      });
    } catch (error) {
      if (error instanceof UncachedResult) return error.result;
      throw error;
    }
  };
}

export type Executor = ReturnType<typeof createExecutor>;
