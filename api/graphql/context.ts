// What every resolver receives: the viewer, the database, the locale and per-request DataLoaders.
import type { Context as HonoContext } from "hono";
import type { Db } from "../../db/client.ts";
import type { Viewer } from "../../src/domain/viewer.ts";
import type { Locale } from "../../src/domain/locale.ts";
import { createLoaders, type Loaders } from "./loaders.ts";
import type { SiteCache } from "../services/site-cache.ts";

export type GraphQLContext = {
  db: Db;
  viewer: Viewer;
  locale: Locale;
  loaders: Loaders;
  siteCache: SiteCache;
};

/** What the app holds for every request: created once in createApp. */
export type GraphQLDeps = { db: Db; siteCache: SiteCache };

export function createGraphQLContext(deps: GraphQLDeps, viewer: Viewer, locale: Locale): GraphQLContext {
  return { db: deps.db, siteCache: deps.siteCache, viewer, locale, loaders: createLoaders(deps.db, viewer.userId) };
}

/** @hono/graphql-server passes the Hono context as contextValue; the in-process executor passes ours directly. */
export function contextOf(value: unknown): GraphQLContext {
  const hono = value as HonoContext;
  if (typeof hono?.get === "function") return hono.get("graphql" as never) as GraphQLContext;
  return value as GraphQLContext;
}
