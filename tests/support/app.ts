// The whole server on a fresh test database, driven through app.request() (no network), plus GraphQL helpers.
import { parseConfig } from "../../src/config.ts";
import { createApp } from "../../src/server/app.ts";
import { type ClientAssets, loadClientAssets } from "../../src/server/assets.ts";
import { createTestDatabase } from "./test-db.ts";
import { ANONYMOUS_VIEWER, type Viewer } from "../../src/domain/viewer.ts";

let assets: Promise<ClientAssets> | undefined;

export type GraphQLResponse<T = Record<string, unknown>> = {
  status: number;
  data?: T;
  errors?: Array<
    { message: string; extensions?: { code?: string; i18nKey?: string; fields?: Record<string, string> } }
  >;
};

/**
 * The content suites' shortcut: the x-test-viewer header picks the tier (anonymous, authorized, fellow); without it
 * the session cookie decides, as in production.
 */
export function testViewer(request: Request): Viewer | null {
  const tier = request.headers.get("x-test-viewer");
  if (tier === "authorized" || tier === "fellow") {
    return { tier, userId: "00000000-0000-4000-8000-000000000001", email: "member@fellows.test" };
  }
  return tier === "anonymous" ? ANONYMOUS_VIEWER : null;
}

export async function createTestApp(
  options: { seed?: boolean; env?: Record<string, string>; onQuery?: (sql: string) => void } = {},
) {
  const { database, cleanup } = await createTestDatabase({ seed: options.seed ?? true, onQuery: options.onQuery });
  const config = parseConfig({
    APP_ENV: "test",
    APP_URL: "https://fellows.test",
    SITE_CACHE_SECONDS: "0",
    ...options.env,
  });
  assets ??= loadClientAssets();
  const app = createApp({ database, config, assets: await assets, resolveViewer: testViewer });
  const request = (path: string, init?: RequestInit) => app.request(path, init);
  const graphql = async <T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<GraphQLResponse<T>> => {
    const res = await app.request("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return { status: res.status, ...(await res.json()) };
  };
  /** A GraphQL call that also returns the response's cookies (sign-in, sign-out). */
  const graphqlRaw = async <T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) => {
    const res = await app.request("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ query, variables }),
    });
    const body = await res.json() as Omit<GraphQLResponse<T>, "status">;
    return { status: res.status, ...body, setCookie: res.headers.getSetCookie() };
  };
  return { app, db: database.db, database, request, graphql, graphqlRaw, close: cleanup };
}

/** A browser's user agent: bots get a fully buffered response, browsers get the stream. */
export const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
