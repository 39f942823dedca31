// The browser entry: reads the inline dictionary and origin, creates the router and hydrates the streamed document.
import { hydrateRoot } from "react-dom/client";
import { RouterClient } from "@tanstack/react-router/ssr/client";
import { createTranslator } from "../i18n/translator.ts";
import { DEFAULT_LOCALE, isLocale } from "./domain/locale.ts";
import { createFetchGql } from "./lib/gql.ts";
import { createAppRouter } from "./router.tsx";
import { parseViewerTier } from "./domain/viewer.ts";
import "./styles.css";

const dictionaryJson = document.getElementById("__i18n")?.textContent ?? "{}";
const lang = document.documentElement.lang;
const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
const router = createAppRouter({
  gql: createFetchGql(locale),
  locale,
  t: createTranslator(locale, JSON.parse(dictionaryJson)),
  origin: document.documentElement.dataset.origin ?? location.origin,
  dictionaryJson,
  viewerTier: parseViewerTier(document.documentElement.dataset.viewer),
  googleSignIn: document.documentElement.dataset.google === "1",
});

hydrateRoot(document, <RouterClient router={router} />);
