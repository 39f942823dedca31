// What every resolver receives: the viewer, the database, the locale and per-request DataLoaders.
import type { Context as HonoContext } from "hono";
import type { Db } from "../../db/client.ts";
import type { Viewer } from "../../src/domain/viewer.ts";
import type { Locale } from "../../src/domain/locale.ts";
import { createLoaders, type Loaders } from "./loaders.ts";

export type GraphQLContext = {
  db: Db;
  viewer: Viewer;
  locale: Locale;
  loaders: Loaders;
};

export function createGraphQLContext(db: Db, viewer: Viewer, locale: Locale): GraphQLContext {
  return { db, viewer, locale, loaders: createLoaders(db) };
}

/** @hono/graphql-server passes the Hono context as contextValue; the in-process executor passes ours directly. */
export function contextOf(value: unknown): GraphQLContext {
  const hono = value as HonoContext;
  if (typeof hono?.get === "function") return hono.get("graphql" as never) as GraphQLContext;
  return value as GraphQLContext;
}
