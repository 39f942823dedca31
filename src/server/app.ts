// The server as a Hono app built from its dependencies, so tests pass their own database, config and assets.
import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import type { Database } from "../../db/client.ts";
import type { Config } from "../config.ts";
import { createSchema } from "../../api/graphql/schema.ts";
import { createExecutor } from "../../api/graphql/executor.ts";
import { createGraphQLApp, graphqlValidationRules } from "../../api/graphql/http.ts";
import { isLocale, LANGUAGE_KEY, type Locale, pickLocale } from "../domain/locale.ts";
import { ANONYMOUS_VIEWER, type Viewer } from "../domain/viewer.ts";
import { SITEMAP_PATHS } from "../../routes/tree.ts";
import { type ClientAssets, staticResponse } from "./assets.ts";
import { createPageRenderer } from "./render.ts";
import { createSiteCache } from "../../api/services/site-cache.ts";
import { robotsTxt, sitemapXml } from "./seo-files.ts";
import { listSitemapPaths } from "../../api/services/sitemap.ts";

export type AppDeps = {
  database: Database;
  config: Config;
  assets: ClientAssets;
  /** Who is asking. Anonymous until the accounts issue brings sessions; tests pass their own. */
  resolveViewer?: (request: Request) => Viewer;
};

export function createApp({ database, config, assets, resolveViewer = () => ANONYMOUS_VIEWER }: AppDeps) {
  const schema = createSchema();
  const executor = createExecutor(schema, graphqlValidationRules(config.isProduction));
  const siteCache = createSiteCache(config.siteCacheSeconds);
  const graphqlDeps = { db: database.db, siteCache };
  const renderPage = createPageRenderer({
    ...graphqlDeps,
    executor,
    manifest: assets.routerManifest,
    createAppRouter: assets.createAppRouter,
    appUrl: config.appUrl,
  });
  const originOf = (url: string) => config.appUrl ?? new URL(url).origin;

  const app = new Hono();

  app.use("*", async (c, next) => {
    await next();
    c.header("x-content-type-options", "nosniff");
    c.header("referrer-policy", "strict-origin-when-cross-origin");
  });

  app.route("/graphql", createGraphQLApp({ ...graphqlDeps, schema, isProduction: config.isProduction, resolveViewer }));

  app.get("/health", (c) => c.json({ ok: true, database: database.kind }));
  app.get("/robots.txt", (c) => c.text(robotsTxt(originOf(c.req.url))));
  app.get("/sitemap.xml", async (c) => {
    const listed = await siteCache.get("sitemapPaths", () => listSitemapPaths(database.db));
    return c.body(sitemapXml(originOf(c.req.url), [...SITEMAP_PATHS, ...listed]), 200, {
      "content-type": "application/xml; charset=utf-8",
    });
  });

  app.get("/", (c) => {
    const locale = pickLocale(getCookie(c, LANGUAGE_KEY), c.req.header("accept-language"));
    c.header("vary", "Cookie, Accept-Language");
    c.header("cache-control", "no-store");
    return c.redirect(`/${locale}/`, 302);
  });

  app.get("*", async (c, next) => {
    const file = assets.files.get(c.req.path);
    if (file) return staticResponse(file, c.req.header("accept-encoding"));
    if (c.req.path.startsWith("/assets/")) return c.text("Not found", 404);
    await next();
  });

  app.get("*", async (c) => {
    const url = new URL(c.req.url);
    const [, first] = url.pathname.split("/");
    if (!isLocale(first)) {
      // A path without a locale: files are simply missing; pages move under the visitor's locale.
      if (/\.[a-z0-9]{1,5}$/i.test(url.pathname)) return c.text("Not found", 404);
      const locale = pickLocale(getCookie(c, LANGUAGE_KEY), c.req.header("accept-language"));
      return c.redirect(`/${locale}${url.pathname.replace(/\/?$/, "/")}${url.search}`, 302);
    }
    // One canonical form for pages: a trailing slash.
    if (!url.pathname.endsWith("/")) return c.redirect(`${url.pathname}/${url.search}`, 301);
    const response = await renderPage(c.req.raw, first as Locale, resolveViewer(c.req.raw));
    response.headers.set("cache-control", "no-store");
    return response;
  });

  return app;
}
