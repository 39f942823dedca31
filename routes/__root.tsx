// The document: <html lang>, the managed head, the inline dictionary and the client scripts.
import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from "@tanstack/react-router";
import type { RouterContext } from "../src/router-context.ts";
import { I18nProvider } from "../src/lib/i18n.tsx";

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  head: () => ({
    meta: [
      { charSet: "utf-8" },
      { name: "viewport", content: "width=device-width, initial-scale=1" },
      { name: "theme-color", content: "#1b1464" },
    ],
    links: [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }],
  }),
  component: RootDocument,
});

function RootDocument() {
  const { locale, t, dictionaryJson, origin } = rootRoute.useRouteContext();
  return (
    <html lang={locale} data-origin={origin}>
      <head>
        <HeadContent />
      </head>
      <body>
        <script id="__i18n" type="application/json" dangerouslySetInnerHTML={{ __html: dictionaryJson }} />
        <I18nProvider locale={locale} t={t}>
          <Outlet />
        </I18nProvider>
        <Scripts />
      </body>
    </html>
  );
}
