// The floor of any page: the same React tree the app renders for that path (the built router, its routes and
// components), with its data already in hand, through plain renderToReadableStream. A page's data is loaded once, on
// its first request, through the app's own GraphQL endpoint (the same queries its loaders run); after that every
// render reads the loaded router, so a request costs only the render: no Hono, loaders, GraphQL, dehydration or
// streaming scripts. GET /ru/jobs/ here is the floor of /ru/jobs/ on the app. A signed-in page's floor is asked with
// the visitor's cookie and an x-viewer-tier header (the cookie goes with the data requests).
import { renderToReadableStream } from "react-dom/server";
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { createTranslator } from "../../i18n/translator.ts";
import { siteDictionary } from "../../i18n/dictionaries.ts";
import { isLocale, type Locale } from "../../src/domain/locale.ts";
import type { ViewerTier } from "../../src/domain/viewer.ts";
import { typedGql } from "../../src/lib/gql.ts";
// The same compiled routes and components the server renders (the Vite SSR build of src/entry-server.ts).
import type * as Entry from "../../src/entry-server.ts";

const built: typeof Entry = await import(new URL("../../static/dist/server/entry-server.js", import.meta.url).href);
const [portArg, appUrl] = Deno.args;
const port = Number(portArg ?? 8102);

// Each locale's dictionary file, as the app's pages name it (read from the app's own HTML once).
const dictionaryUrls = new Map<Locale, string>();
async function dictionaryUrl(locale: Locale) {
  if (!dictionaryUrls.has(locale)) {
    const html = await (await fetch(`${appUrl}/${locale}/`)).text();
    dictionaryUrls.set(locale, html.match(/data-i18n="([^"]+)"/)?.[1] ?? "");
  }
  return dictionaryUrls.get(locale)!;
}

async function loadedRouter(path: string, locale: Locale, tier: ViewerTier, cookie: string | null) {
  const send = async (query: string, variables?: Record<string, unknown>) => {
    const res = await fetch(`${appUrl}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-locale": locale,
        origin: appUrl,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = await res.json();
    if (body.errors) throw new Error(`floor ${path}: ${JSON.stringify(body.errors)}`);
    return body.data;
  };
  const router = built.createAppRouter({
    gql: typedGql(send),
    locale,
    t: createTranslator(locale, siteDictionary(locale)),
    origin: appUrl,
    dictionaryUrl: await dictionaryUrl(locale),
    viewerTier: tier,
    moderator: false,
    team: false,
    admin: false,
    promoter: false,
    googleSignIn: false,
    renderedAt: Date.now(),
  });
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  if (router.state.matches.some((m) => m.status !== "success")) throw new Error(`floor ${path}: did not load`);
  // Data in hand for good: nothing is refetched or collected between renders.
  router.options.context.queryClient.setDefaultOptions({ queries: { staleTime: Infinity, gcTime: Infinity } });
  return router;
}

const routers = new Map<string, ReturnType<typeof loadedRouter>>();

Deno.serve({ port, onListen: () => console.log(`floor on ${port}`) }, async (req) => {
  const url = new URL(req.url);
  const locale = url.pathname.split("/")[1];
  if (!isLocale(locale)) return new Response("a page path, please", { status: 404 });
  const tier = (req.headers.get("x-viewer-tier") ?? "anonymous") as ViewerTier;
  const key = `${tier} ${url.pathname}${url.search}`;
  if (!routers.has(key)) {
    routers.set(key, loadedRouter(url.pathname + url.search, locale, tier, req.headers.get("cookie")));
  }
  const router = await routers.get(key)!;
  // Rendered whole before answering, so a load generator that hangs up mid-answer cancels nothing.
  const html = await new Response(await renderToReadableStream(<RouterProvider router={router} />)).arrayBuffer();
  return new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } });
});
