// What every route's loader and head receive, on the server (per request) and in the browser (once).
import type { QueryClient } from "@tanstack/react-query";
import type { Gql } from "./lib/gql.ts";
import type { Locale } from "./domain/locale.ts";
import type { Translate } from "../i18n/translator.ts";
import type { ViewerTier } from "./domain/viewer.ts";

export type RouterContext = {
  queryClient: QueryClient;
  gql: Gql;
  locale: Locale;
  t: Translate;
  /** Absolute origin for canonical and hreflang links, e.g. https://fellows.club */
  origin: string;
  /**
   * The locale's dictionary file (hashed, immutable): preloaded by the page, read by the client before hydrating. The
   * server picks it by role: the whole dictionary for the team, without the back office's strings for anyone else.
   */
  dictionaryUrl: string;
  /** Who is looking, for what the page offers (favourites, promos); what they may read is decided by the API. */
  viewerTier: ViewerTier;
  /** Whether the viewer may moderate (the personal area's menu offers the moderation screen; the API decides). */
  moderator: boolean;
  /** Whether the viewer is an admin (ADMIN, GLOBAL_ADMIN): the personal area's menu offers the payouts screen. */
  admin: boolean;
  /** Whether the viewer is on the club's team (a team role): the menus offer the back office (/admin decides). */
  team: boolean;
  /** Whether the viewer is a promoter (role PROMOTER): the menu offers the promoter area (the API decides its data). */
  promoter: boolean;
  /** Whether Google sign-in is configured (the auth dialog offers it only then). */
  googleSignIn: boolean;
  /**
   * The server's clock when it rendered the page (ms since the epoch), carried to the browser in html[data-now]:
   * time-dependent text renders from it on both sides (src/lib/page-clock.tsx).
   */
  renderedAt: number;
};
