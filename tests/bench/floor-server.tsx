// The floor: the home page's React tree rendered by plain renderToReadableStream — no router, no loaders, no data
// fetching per request (the data is read once at start from the running app, so both render the same page).
import { renderToReadableStream } from "react-dom/server";
import { createTranslator } from "../../i18n/translator.ts";
import { dictionaries } from "../../i18n/dictionaries.ts";
// The same compiled components the server renders (the Vite SSR build of src/entry-server.ts).
import type * as Entry from "../../src/entry-server.ts";
import type { Banner, LearningPathCard, Review } from "../../src/features/home/queries.ts";
import type { CreepingLineBanner } from "../../src/features/layout/queries.ts";

const built: typeof Entry = await import(new URL("../../static/dist/server/entry-server.js", import.meta.url).href);
const { I18nProvider, PageLocationProvider, SiteChrome, CreepingLineView, HomePageView } = built;
const [portArg, appUrl] = Deno.args;
const port = Number(portArg ?? 8102);
const locale = "ru" as const;

async function gql<T>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${appUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-locale": locale },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()).data;
}

const { getBanners: banners } = await gql<{ getBanners: Banner[] }>(
  "query($l: Language!) { getBanners(input: { language: $l }) { id kind title text buttonTitle href sortOrder image { url } } }",
  { l: locale },
);
const { getReviews: reviews } = await gql<{ getReviews: Review[] }>(
  'query($l: Language) { getReviews(categories: ["home"], language: $l) { id title userName position text picture { url } } }',
  { l: locale },
);
const { getCreepingLineBanner: line } = await gql<{ getCreepingLineBanner: CreepingLineBanner | null }>(
  "query($l: Language!) { getCreepingLineBanner(language: $l) { id text textColor backgroundColor bgOpacityPercentage link priority } }",
  { l: locale },
);
const { getLearningPaths: learningPaths } = await gql<{ getLearningPaths: LearningPathCard[] }>(
  "query($l: Language!) { getLearningPaths(language: $l, paging: { limit: 8 }) { id slug title heroPic description announcementOnly } }",
  { l: locale },
);
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
              <HomePageView banners={banners} reviews={reviews} learningPaths={learningPaths} />
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
