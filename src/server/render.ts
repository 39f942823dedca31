// Streams a page: matches the route, runs its loaders against the in-process GraphQL executor, dehydrates the
// query cache and streams React 19's renderToReadableStream through TanStack Router's SSR handler.
import { createRequestHandler, defaultStreamHandler } from "@tanstack/react-router/ssr/server";
import type { Manifest } from "@tanstack/react-router";
import { createGraphQLContext, type GraphQLDeps } from "../../api/graphql/context.ts";
import type { Executor } from "../../api/graphql/executor.ts";
import { dictionaries } from "../../i18n/dictionaries.ts";
import { createTranslator, type Translate } from "../../i18n/translator.ts";
import { type Locale, LOCALES } from "../domain/locale.ts";
import type { Viewer } from "../domain/viewer.ts";
import { typedGql, unwrapResult } from "../lib/gql.ts";
import type { createAppRouter as CreateAppRouter } from "../router.tsx";

type RouterFactory = typeof CreateAppRouter;

/**
 * The router factory from the Vite SSR build (`deno task build`), whose components carry their class names
 * precomputed; from the sources when there is no build (their styles are then computed at render time).
 */
export async function loadRouterFactory(): Promise<{ createAppRouter: RouterFactory; source: "build" | "sources" }> {
  try {
    const built = await import(new URL("../../static/dist/server/entry-server.js", import.meta.url).href);
    return { createAppRouter: built.createAppRouter, source: "build" };
  } catch (error) {
    if (!(error instanceof TypeError) || !String(error.message).includes("not found")) throw error;
    return { createAppRouter: (await import("../router.tsx")).createAppRouter, source: "sources" };
  }
}

export function createPageRenderer(
  deps: GraphQLDeps & {
    executor: Executor;
    manifest: Manifest;
    dictionaryUrls: Record<Locale, string>;
    /** The configured origin for canonical and alternate links (never the request's Host). */
    origin: string;
    googleSignIn: boolean;
    createAppRouter: RouterFactory;
  },
) {
  // Everything that does not depend on the request is prepared once.
  const i18n = Object.fromEntries(
    LOCALES.map((l) => [l, { t: createTranslator(l, dictionaries[l]), url: deps.dictionaryUrls[l] }]),
  ) as Record<Locale, { t: Translate; url: string }>;
  const manifestPromise = Promise.resolve(deps.manifest);
  const getRouterManifest = () => manifestPromise;

  return function renderPage(request: Request, locale: Locale, viewer: Viewer): Promise<Response> {
    const graphqlContext = createGraphQLContext(deps, viewer, locale);
    const gql = typedGql(async (query, variables) =>
      unwrapResult(await deps.executor({ query, variables }, graphqlContext))
    );
    const origin = deps.origin;
    const { t, url } = i18n[locale];
    const handler = createRequestHandler({
      request,
      createRouter: () =>
        deps.createAppRouter({
          gql,
          locale,
          t,
          origin,
          dictionaryUrl: url,
          viewerTier: viewer.tier,
          googleSignIn: deps.googleSignIn,
        }),
      getRouterManifest,
    });
    return handler(defaultStreamHandler);
  };
}
