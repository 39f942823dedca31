// What every resolver receives: the viewer, the database, the locale and per-request DataLoaders.
import type { DeviceSigner } from "../services/auth/devices.ts";
import type { Db } from "../../db/client.ts";
import type { Viewer } from "../../src/domain/viewer.ts";
import type { Locale } from "../../src/domain/locale.ts";
import { createLoaders, type Loaders } from "./loaders.ts";
import type { SiteCache } from "../services/site-cache.ts";
import type { Mailer } from "../integrations/mail.ts";
import type { CalendarSource } from "../integrations/calendar.ts";
import type { Payments } from "../integrations/payments.ts";
import type { FileSigner } from "../services/billing/downloads.ts";
import type { AiToolsDeps } from "../services/ai-tools/run.ts";
import type { EdgeCache } from "../integrations/edge-cache.ts";
import type { BankDataCipher } from "../services/promoters/bank-account.ts";
import type { CommissionTerms } from "../services/promoters/commissions.ts";
import type { FileStorage } from "../integrations/file-storage.ts";
import type { Readiness } from "../rest/health.ts";

/** What billing needs beyond the database: the providers and the file signer. */
export type BillingDeps = { payments: Payments; files: FileSigner };

/** Where captured leads are mailed: the club's inbox. */
export type LeadsDeps = { inbox: string };

/** The About pages' settings: the members' chat link (given to members only). */
export type AboutDeps = { chatUrl: string | null };

/** The events calendar: the feed (or the demo events), fetched and kept by the integration. */
export type EventsDeps = { source: CalendarSource };

/** The HTTP request's side of sessions (absent when pages render on the server). */
export type SessionIo = {
  ip: string;
  /** The session token from the request's cookie, if any. */
  token: string | null;
  setSessionCookie(token: string, expiresAt: Date): void;
  clearSessionCookie(): void;
  /** The browser's device cookie (api/services/auth/devices.ts), its signer, and a way to set a new one. */
  deviceCookie: string | null;
  devices: DeviceSigner;
  setDeviceCookie(value: string): void;
};

/** What the app holds for every request: created once in createApp. */
export type GraphQLDeps = {
  db: Db;
  siteCache: SiteCache;
  mailer: Mailer;
  billing: BillingDeps;
  leads: LeadsDeps;
  about: AboutDeps;
  events: EventsDeps;
  /** The AI provider (none when not configured) and the allowance. */
  aiTools: AiToolsDeps;
  /** The CDN's copies of the public pages: purged when the app changes what they show. */
  edgeCache: EdgeCache;
  /** Seals and opens promoters' bank data (BANK_DATA_KEY). */
  bankData: BankDataCipher;
  /** The commission ledger's terms (the refund hold, the payout minimum) from the config. */
  commissions: CommissionTerms;
  /** Uploaded files (photos): the team's deletion of an account removes its photo. */
  storage: FileStorage;
  /** The readiness checks as GET /readyz answers them (the back office's system screen shows them). */
  readiness(): Promise<Readiness>;
  /** The configured public origin (https://fellows.club), for return URLs and links in mail; never the Host header. */
  origin: string;
  /** Work that finishes after the answer (mail); tests can wait for it. */
  background(work: Promise<unknown>): void;
  /** The clock every time-based rule reads (rate-limit windows, token and session expiry); tests fix it. */
  now(): Date;
};

/** The app's deps and the request's own: the viewer, the locale, its DataLoaders and, over HTTP, its session. */
export type GraphQLContext = GraphQLDeps & {
  viewer: Viewer;
  locale: Locale;
  loaders: Loaders;
  session?: SessionIo;
  /** The request log's id for this request (src/platform/request-log.ts): a resolver's error line names it. */
  requestId?: string;
  /** A GraphQL multipart request's file parts by name (api/graphql/uploads.ts); absent otherwise. */
  uploads?: ReadonlyMap<string, File>;
};

export function createGraphQLContext(
  deps: GraphQLDeps,
  viewer: Viewer,
  locale: Locale,
  session?: SessionIo,
  requestId?: string,
): GraphQLContext {
  let loaders: Loaders | undefined;
  return {
    db: deps.db,
    siteCache: deps.siteCache,
    mailer: deps.mailer,
    billing: deps.billing,
    leads: deps.leads,
    about: deps.about,
    events: deps.events,
    aiTools: deps.aiTools,
    edgeCache: deps.edgeCache,
    bankData: deps.bankData,
    commissions: deps.commissions,
    storage: deps.storage,
    readiness: deps.readiness,
    origin: deps.origin,
    background: deps.background,
    now: deps.now,
    viewer,
    locale,
    session,
    requestId,
    // Made on first use: most requests (a page of jobs brings its related rows along) never need one.
    get loaders() {
      return loaders ??= createLoaders(deps.db, viewer.userId, locale);
    },
  };
}
