// Creates a router (and its QueryClient) from the shared route tree: once per SSR request, once in the browser.
import { createRouter } from "@tanstack/react-router";
import { QueryClient } from "@tanstack/react-query";
import { setupRouterSsrQueryIntegration } from "@tanstack/react-router-ssr-query";
import { routeTree } from "../routes/tree.ts";
import type { RouterContext } from "./router-context.ts";
import { parseSearch, stringifySearch } from "./lib/search-params.ts";
import { ErrorPage } from "./features/errors/error-page.tsx";

/** `nonce`: the request's CSP nonce, put on every inline script the server render emits (TanStack's and React's). */
export function createAppRouter(context: Omit<RouterContext, "queryClient">, options: { nonce?: string } = {}) {
  const queryClient = new QueryClient({
    // Data that arrived with the page is fresh: the first client render must not refetch it.
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
      // Every query the server ran goes to the browser, except those written only into the server's HTML.
      dehydrate: { shouldDehydrateQuery: (query) => query.meta?.serverOnly !== true },
    },
  });
  const router = createRouter({
    routeTree,
    context: { ...context, queryClient },
    trailingSlash: "always",
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    notFoundMode: "fuzzy",
    // A failure shows a page in the visitor's language with a way home, not the framework's English one.
    defaultErrorComponent: ErrorPage,
    // Query strings are plain key=value pairs (lists comma-separated), so shared links stay readable.
    parseSearch,
    stringifySearch,
    ...(options.nonce ? { ssr: { nonce: options.nonce } } : {}),
  });
  setupRouterSsrQueryIntegration({ router, queryClient, wrapQueryClient: true });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}
