// The floor: the home page's React tree rendered by plain renderToReadableStream — no router, no loaders, no data
// fetching per request (every section's data is fetched once at start from the running app, through the same query
// factories, into one query cache that every render reads, so both render the same page).
import { renderToReadableStream } from "react-dom/server";
import { createTranslator } from "../../i18n/translator.ts";
import { dictionaries } from "../../i18n/dictionaries.ts";
import { typedGql } from "../../src/lib/gql.ts";
// The same compiled components the server renders (the Vite SSR build of src/entry-server.ts).
import type * as Entry from "../../src/entry-server.ts";
import type { CreepingLineBanner } from "../../src/features/layout/queries.ts";

const built: typeof Entry = await import(new URL("../../static/dist/server/entry-server.js", import.meta.url).href);
const {
  I18nProvider,
  PageLocationProvider,
  SiteChrome,
  CreepingLineView,
  ComposedHomePage,
  prefetchHome,
  QueryClient,
  QueryClientProvider,
} = built;
const [portArg, appUrl] = Deno.args;
const port = Number(portArg ?? 8102);
const locale = "ru" as const;

async function send(query: string, variables?: Record<string, unknown>): Promise<unknown> {
  const res = await fetch(`${appUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-locale": locale, origin: appUrl },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(`floor: ${JSON.stringify(body.errors)}`);
  return body.data;
}

const { getCreepingLineBanner: line } = await send(
  "query($l: Language!) { getCreepingLineBanner(language: $l) { id text textColor backgroundColor bgOpacityPercentage link priority } }",
  { l: locale },
) as { getCreepingLineBanner: CreepingLineBanner | null };
// Data in hand: fetched once, kept for good (no refetch, no garbage collection) and read by every render.
const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, gcTime: Infinity } } });
await prefetchHome({ gql: typedGql(send), locale, queryClient, viewerTier: "anonymous" });
const t = createTranslator(locale, dictionaries[locale]);
// The page refers to its dictionary file as the app's page does (read from the app's own HTML once).
const appHtml = await (await fetch(`${appUrl}/${locale}/`)).text();
const dictionaryUrl = appHtml.match(/data-i18n="([^"]+)"/)?.[1] ?? "";
const location = { pathname: "/ru/", href: "/ru/" };

function Page() {
  return (
    <html lang={locale} data-i18n={dictionaryUrl}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{t("seo.homeTitle")}</title>
        <meta name="description" content={t("seo.homeDescription")} />
        <link rel="preload" href={dictionaryUrl} as="fetch" crossOrigin="anonymous" />
      </head>
      <body>
        <I18nProvider locale={locale} t={t} viewerTier="anonymous">
          <PageLocationProvider value={location}>
            <SiteChrome top={line ? <CreepingLineView banner={line} /> : null}>
              <QueryClientProvider client={queryClient}>
                <ComposedHomePage />
              </QueryClientProvider>
            </SiteChrome>
          </PageLocationProvider>
        </I18nProvider>
      </body>
    </html>
  );
}

Deno.serve({ port, onListen: () => console.log(`floor on ${port}`) }, async () => {
  const stream = await renderToReadableStream(<Page />);
  return new Response(stream, { headers: { "content-type": "text/html; charset=utf-8" } });
});
