// POST/GET /graphql through @hono/graphql-server, with the request's context, abuse limits and coded errors. A
// document it has validated once is kept, so repeats skip parse and validation (docs/decisions.md).
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { graphqlServer } from "@hono/graphql-server";
import {
  type DocumentNode,
  execute,
  GraphQLError,
  type GraphQLSchema,
  NoSchemaIntrospectionCustomRule,
  parse,
  type ValidationRule,
} from "graphql";
import type { Context as HonoContext } from "hono";
import { pickLocale } from "../../src/domain/locale.ts";
import type { Viewer } from "../../src/domain/viewer.ts";
import { createGraphQLContext, type GraphQLDeps, type SessionIo } from "./context.ts";
import { LIMITS, QueryLimitsRule } from "./limits.ts";
import { getCookie } from "hono/cookie";

export function graphqlValidationRules(isProduction: boolean): ValidationRule[] {
  return isProduction ? [QueryLimitsRule, NoSchemaIntrospectionCustomRule] : [QueryLimitsRule];
}

export const VALIDATED_DOCUMENTS_MAX = 500;

type GraphQLErrorJson = { message: string; extensions?: Record<string, unknown> };

/**
 * Gives graphql-js's own errors a code and an i18n key, and cuts the echoed value out of "Variable got invalid value
 * …" messages. Returns whether anything changed.
 */
export function tidyErrors(errors: GraphQLErrorJson[]): boolean {
  let changed = false;
  for (const e of errors) {
    const message = e.message.replace(/got invalid value [\s\S]*; (?=[^;]*$)/, "got an invalid value; ");
    if (message !== e.message) {
      e.message = message;
      changed = true;
    }
    if (!e.extensions?.code) {
      const code = /^Variable "\$/.test(e.message) ? "BAD_USER_INPUT" : "GRAPHQL_VALIDATION_FAILED";
      e.extensions = { ...e.extensions, code, i18nKey: `errors.${code}` };
      changed = true;
    }
  }
  return changed;
}

const BODY_MAX_BYTES = 100 * 1024;

/**
 * The body as text, or null past `maxSize` bytes: a declared length is checked before reading (as Hono's bodyLimit
 * does); without one the stream is read up to the limit.
 */
async function readText(request: Request, maxSize: number): Promise<string | null> {
  const length = request.headers.get("content-length");
  if (length !== null && !request.headers.has("transfer-encoding")) {
    return Number.parseInt(length, 10) > maxSize ? null : await request.text();
  }
  if (!request.body) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body) {
    size += chunk.length;
    if (size > maxSize) return null;
    chunks.push(chunk);
  }
  const decoder = new TextDecoder();
  if (chunks.length === 1) return decoder.decode(chunks[0]);
  const all = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.length;
  }
  return decoder.decode(all);
}

function errorBody(code: string, message: string) {
  return { errors: [{ message, extensions: { code, i18nKey: `errors.${code}` } }] };
}

export function createGraphQLApp(
  deps: GraphQLDeps & {
    schema: GraphQLSchema;
    isProduction: boolean;
    viewerOf: (c: HonoContext) => Viewer;
    sessionIoOf: (c: HonoContext) => SessionIo;
  },
) {
  const app = new Hono();
  // Documents @hono/graphql-server has validated (the app sends a small fixed set); bounded, oldest dropped first.
  // Validation depends only on the schema and the rules, which are fixed for the process.
  const validated = new Map<string, DocumentNode>();
  const remember = (query: string, doc: DocumentNode) => {
    if (validated.size >= VALIDATED_DOCUMENTS_MAX) validated.delete(validated.keys().next().value!);
    validated.set(query, doc);
  };
  const executeKnown = async (c: HonoContext, document: DocumentNode, body: Record<string, unknown>) => {
    let variables = body.variables;
    if (typeof variables === "string") {
      try {
        variables = JSON.parse(variables);
      } catch {
        return [errorBody("BAD_USER_INPUT", "Variables are invalid JSON."), 400] as const;
      }
    } else if (typeof variables !== "object") variables = null;
    const result = await execute({
      schema: deps.schema,
      document,
      contextValue: c,
      variableValues: variables as Record<string, unknown> | null,
      operationName: typeof body.operationName === "string" ? body.operationName : null,
    });
    // The same answers as @hono/graphql-server (errors without data are a 500), tidied the same way.
    if (!result.data && result.errors) {
      const errors = result.errors.map((e) => e.toJSON() as GraphQLErrorJson);
      tidyErrors(errors);
      return [{ errors }, 500] as const;
    }
    return [result, 200] as readonly [
      unknown,
      200 | 400 | 500,
    ];
  };
  const tooLarge = (c: HonoContext) => c.json(errorBody("BAD_USER_INPUT", "Request body too large"), 413);
  const limitBody = bodyLimit({ maxSize: BODY_MAX_BYTES, onError: tooLarge });
  const isJsonPost = (c: HonoContext) =>
    c.req.method === "POST" && (c.req.header("content-type")?.startsWith("application/json") ?? false);
  // A JSON POST (what the app sends) is read once, within the same limit, by the handler below; other bodies go
  // through Hono's limit before @hono/graphql-server reads them.
  app.use("*", (c, next) => isJsonPost(c) ? next() : limitBody(c, next));
  app.use("*", async (c, next) => {
    const locale = pickLocale(c.req.header("x-locale") ?? getCookie(c, "language"), c.req.header("accept-language"));
    c.set("graphql" as never, createGraphQLContext(deps, deps.viewerOf(c), locale, deps.sessionIoOf(c)) as never);
    // Reject oversized documents before the server parses them in full.
    let query: string | null = null;
    let body: Record<string, unknown> | null = null;
    if (isJsonPost(c)) {
      const text = await readText(c.req.raw, BODY_MAX_BYTES);
      if (text === null) return tooLarge(c);
      try {
        body = JSON.parse(text);
        query = typeof body?.query === "string" ? body.query : null;
      } catch {
        return c.json(errorBody("BAD_USER_INPUT", "The body is not valid JSON"), 400);
      }
      // A document validated before runs at once, as @hono/graphql-server would run it (same context, same
      // answer shape), without parsing and validating it again.
      const known = query !== null ? validated.get(query) : undefined;
      if (known) return c.json(...(await executeKnown(c, known, body!)));
      // Otherwise @hono/graphql-server reads the body itself.
      (c.req as { raw: Request }).raw = new Request(c.req.raw.url, {
        method: "POST",
        headers: c.req.raw.headers,
        body: text,
      });
    } else if (c.req.method === "GET") {
      query = c.req.query("query") ?? null;
    }
    let parsed: DocumentNode | null = null;
    if (query !== null) {
      try {
        parsed = parse(query, { maxTokens: LIMITS.maxTokens });
      } catch (error) {
        const message = error instanceof GraphQLError ? error.message : String(error);
        const code = /contains more th\w+ \d+ tokens/i.test(message) ? "TOO_MANY_TOKENS" : "GRAPHQL_PARSE_FAILED";
        return c.json(errorBody(code, message), 400);
      }
    }
    await next();
    // @hono/graphql-server answers 200 only after the document passed validation: remember it.
    if (c.req.method === "POST" && query !== null && parsed && c.res.status === 200) remember(query, parsed);
    // graphql-js's own errors carry no code, and a bad variable's message repeats the value (a password, say).
    if (c.res.status === 400 || c.res.status === 405 || c.res.status === 500) {
      const body = await c.res.clone().json().catch(() => null) as { errors?: GraphQLErrorJson[] } | null;
      if (body?.errors && tidyErrors(body.errors)) {
        c.res = new Response(JSON.stringify(body), { status: c.res.status, headers: c.res.headers });
      }
    }
  });
  app.use(
    "*",
    graphqlServer({
      schema: deps.schema,
      validationRules: graphqlValidationRules(deps.isProduction),
      graphiql: !deps.isProduction,
    }),
  );
  return app;
}
