// POST/GET /graphql through @hono/graphql-server, with the request's context, abuse limits and coded errors.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { graphqlServer } from "@hono/graphql-server";
import { GraphQLError, type GraphQLSchema, NoSchemaIntrospectionCustomRule, parse, type ValidationRule } from "graphql";
import { pickLocale } from "../../src/domain/locale.ts";
import type { Viewer } from "../../src/domain/viewer.ts";
import { createGraphQLContext, type GraphQLDeps } from "./context.ts";
import { LIMITS, QueryLimitsRule } from "./limits.ts";
import { getCookie } from "hono/cookie";

export function graphqlValidationRules(isProduction: boolean): ValidationRule[] {
  return isProduction ? [QueryLimitsRule, NoSchemaIntrospectionCustomRule] : [QueryLimitsRule];
}

function errorBody(code: string, message: string) {
  return { errors: [{ message, extensions: { code, i18nKey: `errors.${code}` } }] };
}

export function createGraphQLApp(
  deps: GraphQLDeps & { schema: GraphQLSchema; isProduction: boolean; resolveViewer: (request: Request) => Viewer },
) {
  const app = new Hono();
  app.use(
    "*",
    bodyLimit({
      maxSize: 100 * 1024,
      onError: (c) => c.json(errorBody("BAD_USER_INPUT", "Request body too large"), 413),
    }),
  );
  app.use("*", async (c, next) => {
    const locale = pickLocale(c.req.header("x-locale") ?? getCookie(c, "language"), c.req.header("accept-language"));
    c.set("graphql" as never, createGraphQLContext(deps, deps.resolveViewer(c.req.raw), locale) as never);
    // Reject oversized documents before the server parses them in full.
    let query: string | null = null;
    if (c.req.method === "POST" && c.req.header("content-type")?.startsWith("application/json")) {
      try {
        const body = await c.req.raw.clone().json();
        query = typeof body?.query === "string" ? body.query : null;
      } catch {
        return c.json(errorBody("BAD_USER_INPUT", "The body is not valid JSON"), 400);
      }
    } else if (c.req.method === "GET") {
      query = c.req.query("query") ?? null;
    }
    if (query !== null) {
      try {
        parse(query, { noLocation: true, maxTokens: LIMITS.maxTokens });
      } catch (error) {
        const message = error instanceof GraphQLError ? error.message : String(error);
        const code = /contains more th\w+ \d+ tokens/i.test(message) ? "TOO_MANY_TOKENS" : "GRAPHQL_PARSE_FAILED";
        return c.json(errorBody(code, message), 400);
      }
    }
    await next();
    // graphql-js's own validation errors carry no code: give them one.
    if (c.res.status === 400 || c.res.status === 405) {
      const body = await c.res.clone().json().catch(() => null) as {
        errors?: Array<{ extensions?: Record<string, unknown> }>;
      } | null;
      if (body?.errors?.some((e) => !e.extensions?.code)) {
        for (const e of body.errors) {
          if (!e.extensions?.code) {
            e.extensions = {
              ...e.extensions,
              code: "GRAPHQL_VALIDATION_FAILED",
              i18nKey: "errors.GRAPHQL_VALIDATION_FAILED",
            };
          }
        }
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
