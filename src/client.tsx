// The browser entry: reads the dictionary (preloaded by the page) and origin, creates the router and hydrates the
// streamed document.
import { rememberPromo } from "./lib/promo-code.ts";
import { watchInputBeforeHydration } from "./lib/early-input.ts";
import { hydrateRoot } from "react-dom/client";
import { RouterClient } from "@tanstack/react-router/ssr/client";
import { createTranslator } from "../i18n/translator.ts";
import { DEFAULT_LOCALE, isLocale } from "./domain/locale.ts";
import { createFetchGql } from "./lib/gql.ts";
import { createAppRouter } from "./router.tsx";
import { parseViewerTier } from "./domain/viewer.ts";
import "./styles.css";

// First of all: what the visitor types from now until React owns each field is kept (src/lib/early-input.ts).
watchInputBeforeHydration(document);

const dictionaryUrl = document.documentElement.dataset.i18n ?? "";
const lang = document.documentElement.lang;
const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;

// A promise chain, not a top-level await: an entry with top-level await makes the bundler split it into many chunks.
fetch(dictionaryUrl).then((res) => res.json()).then((dictionary) => {
  const router = createAppRouter({
    gql: createFetchGql(locale),
    locale,
    t: createTranslator(locale, dictionary),
    origin: document.documentElement.dataset.origin ?? location.origin,
    dictionaryUrl,
    viewerTier: parseViewerTier(document.documentElement.dataset.viewer),
    moderator: document.documentElement.dataset.moderator === "1",
    admin: document.documentElement.dataset.admin === "1",
    promoter: document.documentElement.dataset.promoter === "1",
    team: document.documentElement.dataset.team === "1",
    googleSignIn: document.documentElement.dataset.google === "1",
    // The server's "now" of this page, so hydration renders time-dependent text as the server did.
    renderedAt: Number(document.documentElement.dataset.now) || Date.now(),
  });
  // A promoter's link (?promo=) is remembered for the checkout, whatever page it leads to.
  rememberPromo(location.search);
  hydrateRoot(document, <RouterClient router={router} />);
});
