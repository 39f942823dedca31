// GET/POST /graphql as the GraphQL-over-HTTP spec describes it, served by graphql-http's createHandler (its own audits
// run in tests/api/graphql-http.test.ts). Ours around it: the request's context, the abuse limits as validation rules,
// a coded JSON body on every refusal, and the document cache in the parse hook (decision 026).
// @hono/graphql-server serves only GraphiQL now (development).
import { Hono } from "hono";
import type { Context as HonoContext } from "hono";
import { bodyLimit } from "hono/body-limit";
import { getCookie } from "hono/cookie";
import { graphqlServer } from "@hono/graphql-server";
import { createHandler } from "graphql-http";
import {
  type DocumentNode,
  type ExecutionResult,
  getOperationAST,
  GraphQLError,
  type GraphQLSchema,
  NoSchemaIntrospectionCustomRule,
  parse,
  validate,
  type ValidationRule,
} from "graphql";
import { pickLocale } from "../../src/domain/locale.ts";
import { ANONYMOUS_VIEWER, type Viewer } from "../../src/domain/viewer.ts";
import { type RequestLogEntry, safeOperationName } from "../../src/platform/request-log.ts";
import { createGraphQLContext, type GraphQLContext, type GraphQLDeps, type SessionIo } from "./context.ts";
import { maskError, withoutSuggestions } from "./errors.ts";
import { LIMITS, QueryLimitsRule } from "./limits.ts";
import { executeInSpan } from "./executor.ts";
import { isMultipart, readUploadRequest } from "./uploads.ts";
import { AVATAR_MAX_BYTES } from "../../src/domain/profile.ts";

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
 * …" messages.
 */
export function tidyErrors(errors: GraphQLErrorJson[]): void {
  for (const e of errors) {
    e.message = e.message.replace(/got invalid value [\s\S]*; (?=[^;]*$)/, "got an invalid value; ");
    if (!e.extensions?.code) {
      const code = /^Variable "\$/.test(e.message) ? "BAD_USER_INPUT" : "GRAPHQL_VALIDATION_FAILED";
      e.extensions = { ...e.extensions, code, i18nKey: `errors.${code}` };
    }
  }
}

/**
 * The largest request body: a back office job description may hold 50 000 characters of HTML, up to ~100 KB in UTF-8
 * (Cyrillic takes two bytes), with its quotes escaped in JSON and the form's other fields alongside.
 */
const BODY_MAX_BYTES = 256 * 1024;
/** A multipart request's body: the largest photo (spec 02: 2 MB) and room for the envelope, as the REST upload allows. */
const UPLOAD_BODY_MAX_BYTES = AVATAR_MAX_BYTES + 64 * 1024;
const GRAPHQL_RESPONSE = "application/graphql-response+json";
const JSON_RESPONSE = "application/json";

/**
 * The answer's media type from the Accept header, in the client's order: application/graphql-response+json when
 * listed first, application/json for it, application/* or * / *, and also when the header is missing or names
 * nothing we speak (the spec allows ignoring the header rather than answering 406; browsers send text/html).
 */
export function acceptedMediaType(accept: string | undefined): string {
  for (const part of (accept ?? "").split(",")) {
    const [type, ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    if (params.some((p) => /^q=0(\.0{0,3})?$/.test(p))) continue;
    if (type === GRAPHQL_RESPONSE) return GRAPHQL_RESPONSE;
    if (type === JSON_RESPONSE || type === "application/*" || type === "*/*") return JSON_RESPONSE;
  }
  return JSON_RESPONSE;
}

function errorBody(code: string, message: string) {
  return { errors: [{ message, extensions: { code, i18nKey: `errors.${code}` } }] };
}

/**
 * An answer's body with the request id in every error's extensions (a user's report quotes it; the request log's
 * line carries it) and the errors' codes noted on the line. Only a body with errors is read again.
 */
export function withRequestId(body: string, entry: RequestLogEntry | undefined): string {
  if (!entry || !body.includes('"errors"')) return body;
  const json = JSON.parse(body) as { errors?: GraphQLErrorJson[] };
  if (!Array.isArray(json.errors) || !json.errors.length) return body;
  for (const error of json.errors) error.extensions = { ...error.extensions, requestId: entry.requestId };
  entry.errorCodes = [...new Set(json.errors.map((e) => String(e.extensions?.code ?? "UNKNOWN")))];
  return JSON.stringify(json);
}

function codedError(code: string, message: string) {
  return new GraphQLError(message, { extensions: { code, i18nKey: `errors.${code}` } });
}

export function createGraphQLApp(
  deps: GraphQLDeps & {
    schema: GraphQLSchema;
    isProduction: boolean;
    viewerOf: (c: HonoContext) => Viewer;
    sessionIoOf: (c: HonoContext) => SessionIo;
    /** The request log's entry (src/platform/request-log.ts): its id goes into errors, the operation onto its line. */
    requestLogOf: (c: HonoContext) => RequestLogEntry | undefined;
  },
) {
  // Documents that passed validation (the app sends a small fixed set); bounded, oldest dropped first. Validation
  // depends only on the schema and the rules, which are fixed for the process, so a known document skips both.
  const validated = new Map<string, DocumentNode>();
  const sources = new WeakMap<DocumentNode, string>();
  const handler = createHandler<HonoContext, undefined, GraphQLContext>({
    schema: deps.schema,
    validationRules: graphqlValidationRules(deps.isProduction),
    // Each operation in a span of its own under the request's (decision 155).
    execute: executeInSpan,
    parse: (source) => {
      const query = typeof source === "string" ? source : source.body;
      const cached = validated.get(query);
      if (cached) return cached;
      try {
        const document = parse(query, { maxTokens: LIMITS.maxTokens });
        sources.set(document, query);
        return document;
      } catch (error) {
        const message = error instanceof GraphQLError ? error.message : String(error);
        throw codedError(
          /contains more th\w+ \d+ tokens/i.test(message) ? "TOO_MANY_TOKENS" : "GRAPHQL_PARSE_FAILED",
          message,
        );
      }
    },
    validate: (schema, document, rules) => {
      const query = sources.get(document)!;
      if (validated.get(query) === document) return [];
      const errors = validate(schema, document, rules);
      if (errors.length) return errors;
      if (validated.size >= VALIDATED_DOCUMENTS_MAX) validated.delete(validated.keys().next().value!);
      validated.set(query, document);
      return errors;
    },
    // The operation's name for the request log, as the client named it until the document says (onOperation).
    onSubscribe: ({ raw: c }, params) => {
      const entry = deps.requestLogOf(c);
      if (entry) entry.operation = safeOperationName(params.operationName);
    },
    context: ({ raw: c }) => {
      const locale = pickLocale(c.req.header("x-locale") ?? getCookie(c, "language"), c.req.header("accept-language"));
      const requestId = deps.requestLogOf(c)?.requestId;
      // A GET from another site (a link, an <img>, a form) carries no cookie authority: it runs as an anonymous
      // visitor. Only a query can run over GET, and queries never write, but nothing a victim's cookie can read or
      // refresh should answer a request that another site started.
      return isForeignGet(c)
        ? createGraphQLContext(deps, ANONYMOUS_VIEWER, locale, {
          ...deps.sessionIoOf(c),
          token: null,
          deviceCookie: null,
        }, requestId)
        // (Object.assign keeps the context's lazy loaders getter, which a spread would call.)
        : Object.assign(createGraphQLContext(deps, deps.viewerOf(c), locale, deps.sessionIoOf(c), requestId), {
          uploads: c.get("graphqlUploads" as never) as ReadonlyMap<string, File> | undefined,
        });
    },
    // No data at all: the variables could not be coerced or the operation was not found — a request error (4xx for
    // the new media type), which the handler would answer 200 as an ExecutionResult.
    onOperation: ({ raw: c }, args, result) => {
      const entry = deps.requestLogOf(c);
      if (entry) entry.operation = getOperationAST(args.document, args.operationName)?.name?.value ?? entry.operation;
      return "data" in result ? undefined : (result.errors as unknown as ExecutionResult | undefined);
    },
    // A request the handler could not read (a thrown Error, answered 400) is the client's mistake: BAD_USER_INPUT.
    formatError: (error) => {
      const json: GraphQLErrorJson = error instanceof GraphQLError
        ? error.toJSON() as GraphQLErrorJson
        : errorBody("BAD_USER_INPUT", error.message).errors[0];
      tidyErrors([json]);
      if (deps.isProduction) json.message = withoutSuggestions(json.message);
      return json as unknown as GraphQLError;
    },
  });
  const graphiql = deps.isProduction ? null : graphqlServer({ schema: deps.schema, graphiql: true });

  const app = new Hono();
  // Within the limit first, whatever the body claims to be: a multipart request (the avatar's uploadSingleFile) may
  // carry the photo's size plus its envelope, any other body BODY_MAX_BYTES.
  const tooLarge = (i18nKey: string) => (c: HonoContext) => {
    const body = { errors: [{ message: "Request body too large", extensions: { code: "BAD_USER_INPUT", i18nKey } }] };
    return c.body(withRequestId(JSON.stringify(body), deps.requestLogOf(c)), 413, {
      "content-type": `${acceptedMediaType(c.req.header("accept"))}; charset=utf-8`,
    });
  };
  const jsonLimit = bodyLimit({ maxSize: BODY_MAX_BYTES, onError: tooLarge("errors.BAD_USER_INPUT") });
  const uploadLimit = bodyLimit({ maxSize: UPLOAD_BODY_MAX_BYTES, onError: tooLarge("errors.avatarTooLarge") });
  app.use("*", (c, next) => isMultipart(c.req.header("content-type")) ? uploadLimit(c, next) : jsonLimit(c, next));
  app.all("*", async (c) => {
    if (
      c.req.method === "GET" && graphiql && !c.req.query("query") && /text\/html/.test(c.req.header("accept") ?? "")
    ) {
      return graphiql(c, async () => {});
    }
    const mediaType = acceptedMediaType(c.req.header("accept"));
    const entry = deps.requestLogOf(c);
    const headers = new Headers(c.req.raw.headers);
    headers.set("accept", mediaType);
    let text: string | null = null;
    if (c.req.method === "POST" && isMultipart(c.req.header("content-type"))) {
      // A GraphQL multipart request (api/graphql/uploads.ts): read into the JSON request, its file on the context.
      const upload = await readUploadRequest(c.req.raw);
      if ("refused" in upload) {
        return c.body(withRequestId(JSON.stringify(errorBody("BAD_USER_INPUT", upload.refused)), entry), 400, {
          "content-type": `${mediaType}; charset=utf-8`,
        });
      }
      c.set("graphqlUploads" as never, upload.files as never);
      headers.set("content-type", "application/json");
      text = upload.body;
    } else if (c.req.method === "POST") {
      text = await c.req.text();
    }
    let answer: Awaited<ReturnType<typeof handler>>;
    try {
      answer = await handler({ method: c.req.method, url: c.req.url, headers, body: text, raw: c, context: undefined });
    } catch (error) {
      // Not a client mistake: graphql-js throws only when the schema or the document is broken.
      const body = JSON.stringify({ errors: [maskError(error, entry?.requestId).toJSON()] });
      return c.body(withRequestId(body, entry), 500, { "content-type": "application/json; charset=utf-8" });
    }
    let [body, init] = answer;
    // The handler's own refusals (a method other than GET and POST, a content type other than JSON, a mutation over
    // GET) carry no body or an uncoded one: every refusal here is a coded JSON body.
    if (init.status === 405 || init.status === 415 || body === null) {
      const message = (body && JSON.parse(body).errors?.[0]?.message) || init.statusText || "Bad request";
      body = JSON.stringify(errorBody("BAD_USER_INPUT", message));
    }
    return c.body(withRequestId(body, entry), init.status as 200, {
      ...init.headers,
      "content-type": `${mediaType}; charset=utf-8`,
    });
  });
  return app;
}
