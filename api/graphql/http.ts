// GET/POST /graphql as the GraphQL-over-HTTP spec describes it (checked by graphql-http's own audits in
// tests/api/graphql-http.test.ts): the request's context, abuse limits, coded errors, and status codes by media type.
// A document validated once is kept, so repeats skip parse and validation (decision 026).
// @hono/graphql-server serves only GraphiQL now (development): its request handling answered errors without data as
// 500, read a body only when the content type was exactly "application/json", and threw on a body of `null`.
import { Hono } from "hono";
import { graphqlServer } from "@hono/graphql-server";
import {
  type DocumentNode,
  execute,
  type ExecutionResult,
  getOperationAST,
  GraphQLError,
  type GraphQLSchema,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  type ValidationRule,
} from "graphql";
import type { Context as HonoContext } from "hono";
import { getCookie } from "hono/cookie";
import { pickLocale } from "../../src/domain/locale.ts";
import { ANONYMOUS_VIEWER, type Viewer } from "../../src/domain/viewer.ts";
import { createGraphQLContext, type GraphQLDeps, type SessionIo } from "./context.ts";
import { maskError, withoutSuggestions } from "./errors.ts";
import { LIMITS, QueryLimitsRule } from "./limits.ts";

/**
 * A GET that the browser says another site started (Sec-Fetch-Site cross-site or same-site; same-origin and none —
 * typed or bookmarked — are this site's own). The site's own client always POSTs.
 */
export function isForeignGet(c: HonoContext): boolean {
  const site = c.req.header("sec-fetch-site");
  return c.req.method === "GET" && site !== undefined && site !== "same-origin" && site !== "none";
}

export function graphqlValidationRules(isProduction: boolean): ValidationRule[] {
  return isProduction ? [QueryLimitsRule, NoSchemaIntrospectionCustomRule] : [QueryLimitsRule];
}

export const VALIDATED_DOCUMENTS_MAX = 500;

type GraphQLErrorJson = { message: string; extensions?: Record<string, unknown>; [key: string]: unknown };

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

const GRAPHQL_RESPONSE = "application/graphql-response+json";
const JSON_RESPONSE = "application/json";
type MediaType = typeof GRAPHQL_RESPONSE | typeof JSON_RESPONSE;

/**
 * The answer's media type from the Accept header, in the client's order: application/graphql-response+json when
 * listed first, application/json for it, application/* or * / *, and also when the header is missing or names
 * nothing we speak (the spec allows ignoring the header rather than answering 406; browsers send text/html).
 */
export function acceptedMediaType(accept: string | undefined): MediaType {
  for (const part of (accept ?? "").split(",")) {
    const [type, ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    if (params.some((p) => /^q=0(\.0{0,3})?$/.test(p))) continue;
    if (type === GRAPHQL_RESPONSE) return GRAPHQL_RESPONSE;
    if (type === JSON_RESPONSE || type === "application/*" || type === "*/*") return JSON_RESPONSE;
  }
  return JSON_RESPONSE;
}

/** What a request asks for, once read from a JSON body or a GET's query string. */
type Params = {
  query: string;
  variables: Record<string, unknown> | null;
  operationName: string | null;
};

/** A request that is not a well-formed GraphQL-over-HTTP request: answered with this status whatever is accepted. */
class RequestRefused {
  constructor(readonly status: 400 | 405 | 413 | 415, readonly message: string, readonly allow?: string) {}
}

const isMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The request parameters, checked as the spec asks: a string query, a map (or null) of variables and extensions. */
function paramsOf(raw: Record<string, unknown>, variables: unknown, extensions: unknown): Params {
  if (typeof raw.query !== "string") throw new RequestRefused(400, "Must provide a query string.");
  if (variables !== undefined && variables !== null && !isMap(variables)) {
    throw new RequestRefused(400, "Variables must be a JSON object.");
  }
  if (extensions !== undefined && extensions !== null && !isMap(extensions)) {
    throw new RequestRefused(400, "Extensions must be a JSON object.");
  }
  const operationName = raw.operationName;
  if (operationName !== undefined && operationName !== null && typeof operationName !== "string") {
    throw new RequestRefused(400, "The operation name must be a string.");
  }
  return {
    query: raw.query,
    variables: (variables as Params["variables"]) ?? null,
    operationName: operationName ?? null,
  };
}

/** A query-string parameter holding JSON (variables, extensions); malformed JSON is the client's mistake. */
function jsonParam(text: string | undefined, name: string): unknown {
  if (text === undefined || text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new RequestRefused(400, `The ${name} parameter is not valid JSON.`);
  }
}

async function readParams(c: HonoContext): Promise<Params> {
  if (c.req.method === "GET") {
    const url = new URL(c.req.url);
    const get = (name: string) => url.searchParams.get(name) ?? undefined;
    return paramsOf(
      { query: get("query"), operationName: get("operationName") },
      jsonParam(get("variables"), "variables"),
      jsonParam(get("extensions"), "extensions"),
    );
  }
  // Read within the limit first, whatever the body claims to be.
  const text = await readText(c.req.raw, BODY_MAX_BYTES);
  if (text === null) throw new RequestRefused(413, "Request body too large");
  const contentType = c.req.header("content-type")?.split(";").map((s) => s.trim().toLowerCase()) ?? [];
  const charset = contentType.find((p) => p.startsWith("charset="))?.slice("charset=".length).replace(/"/g, "");
  if (contentType[0] !== "application/json" || (charset && charset !== "utf-8" && charset !== "utf8")) {
    throw new RequestRefused(415, "Send the request as application/json (UTF-8).");
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new RequestRefused(400, "The body is not valid JSON");
  }
  if (!isMap(body)) throw new RequestRefused(400, "The body must be a JSON object.");
  return paramsOf(body, body.variables, body.extensions);
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
  const rules = [...specifiedRules, ...graphqlValidationRules(deps.isProduction)];
  // Documents that passed validation (the app sends a small fixed set); bounded, oldest dropped first. Validation
  // depends only on the schema and the rules, which are fixed for the process.
  const validated = new Map<string, DocumentNode>();
  const remember = (query: string, doc: DocumentNode) => {
    if (validated.size >= VALIDATED_DOCUMENTS_MAX) validated.delete(validated.keys().next().value!);
    validated.set(query, doc);
  };
  const graphiql = deps.isProduction ? null : graphqlServer({ schema: deps.schema, graphiql: true });

  /** The document, or the errors that make this a request error (parse, tokens, validation). */
  const prepare = (query: string): DocumentNode | readonly GraphQLError[] => {
    const known = validated.get(query);
    if (known) return known;
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens: LIMITS.maxTokens });
    } catch (error) {
      const message = error instanceof GraphQLError ? error.message : String(error);
      const code = /contains more th\w+ \d+ tokens/i.test(message) ? "TOO_MANY_TOKENS" : "GRAPHQL_PARSE_FAILED";
      return [new GraphQLError(message, { extensions: { code, i18nKey: `errors.${code}` } })];
    }
    const errors = validate(deps.schema, document, rules);
    if (errors.length) return errors;
    remember(query, document);
    return document;
  };

  app.all("*", async (c) => {
    const mediaType = acceptedMediaType(c.req.header("accept"));
    const answer = (body: unknown, status: 200 | 400 | 405 | 413 | 415 | 500, headers: Record<string, string> = {}) =>
      c.body(JSON.stringify(body), status, { ...headers, "content-type": `${mediaType}; charset=utf-8` });
    /** Errors that mean the request could not run: 400 when the client speaks the new media type, else 200. */
    const requestErrors = (errors: readonly (GraphQLError | GraphQLErrorJson)[]) => {
      const json = errors.map((e) => (e instanceof GraphQLError ? e.toJSON() : e) as GraphQLErrorJson);
      tidyErrors(json);
      if (deps.isProduction) { for (const e of json) e.message = withoutSuggestions(e.message); }
      return answer({ errors: json }, mediaType === GRAPHQL_RESPONSE ? 400 : 200);
    };

    if (c.req.method !== "GET" && c.req.method !== "POST") {
      return answer(errorBody("BAD_USER_INPUT", "GraphQL only supports GET and POST requests."), 405, {
        allow: "GET, POST",
      });
    }
    if (
      c.req.method === "GET" && graphiql && !c.req.query("query") && /text\/html/.test(c.req.header("accept") ?? "")
    ) {
      return graphiql(c, async () => {});
    }
    let params: Params;
    try {
      params = await readParams(c);
    } catch (error) {
      if (!(error instanceof RequestRefused)) throw error;
      return answer(
        errorBody("BAD_USER_INPUT", error.message),
        error.status,
        error.allow ? { allow: error.allow } : {},
      );
    }
    const prepared = prepare(params.query);
    if (Array.isArray(prepared)) return requestErrors(prepared);
    const document = prepared as DocumentNode;
    if (c.req.method === "GET") {
      const operation = getOperationAST(document, params.operationName);
      if (operation && operation.operation !== "query") {
        return answer(
          errorBody("BAD_USER_INPUT", `Can only perform a ${operation.operation} operation from a POST request.`),
          405,
          { allow: "POST" },
        );
      }
    }
    const locale = pickLocale(c.req.header("x-locale") ?? getCookie(c, "language"), c.req.header("accept-language"));
    // A GET from another site (a link, an <img>, a form) carries no cookie authority: it runs as an anonymous
    // visitor. Only a query can run over GET, and queries never write, but nothing a victim's cookie can read or
    // refresh should answer a request that another site started.
    const context = isForeignGet(c)
      ? createGraphQLContext(deps, ANONYMOUS_VIEWER, locale, {
        ...deps.sessionIoOf(c),
        token: null,
        deviceCookie: null,
      })
      : createGraphQLContext(deps, deps.viewerOf(c), locale, deps.sessionIoOf(c));
    let result: ExecutionResult;
    try {
      result = await execute({
        schema: deps.schema,
        document,
        contextValue: context,
        variableValues: params.variables,
        operationName: params.operationName,
      });
    } catch (error) {
      // Not a client mistake: graphql-js throws only when the schema or the document is broken.
      return answer({ errors: [maskError(error).toJSON()] }, 500);
    }
    // No data at all: the variables could not be coerced or the operation was not found (a request error).
    if (!("data" in result)) return requestErrors(result.errors ?? []);
    const body = result.errors?.length
      ? { ...result, errors: result.errors.map((e) => e.toJSON() as GraphQLErrorJson) }
      : result;
    if (body.errors) {
      tidyErrors(body.errors as GraphQLErrorJson[]);
      if (deps.isProduction) {
        for (const e of body.errors as GraphQLErrorJson[]) e.message = withoutSuggestions(e.message);
      }
    }
    // A result with data (even null, after a field error) is a GraphQL response: 200 for both media types.
    return answer(body, 200);
  });
  return app;
}
