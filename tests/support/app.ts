// The whole server on a fresh test database, driven through app.request() (no network), plus GraphQL helpers.
import { parseConfig } from "../../src/config.ts";
import { createApp } from "../../src/server/app.ts";
import { type ClientAssets, loadClientAssets } from "../../src/server/assets.ts";
import { createTestDatabase } from "./test-db.ts";

let assets: Promise<ClientAssets> | undefined;

export type GraphQLResponse<T = Record<string, unknown>> = {
  status: number;
  data?: T;
  errors?: Array<
    { message: string; extensions?: { code?: string; i18nKey?: string; fields?: Record<string, string> } }
  >;
};

export async function createTestApp(options: { seed?: boolean; env?: Record<string, string> } = {}) {
  const { database, cleanup } = await createTestDatabase({ seed: options.seed ?? true });
  const config = parseConfig({
    APP_ENV: "test",
    APP_URL: "https://fellows.test",
    SITE_CACHE_SECONDS: "0",
    ...options.env,
  });
  assets ??= loadClientAssets();
  const app = createApp({ database, config, assets: await assets });
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
  return { app, db: database.db, database, request, graphql, close: cleanup };
}

/** A browser's user agent: bots get a fully buffered response, browsers get the stream. */
export const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
