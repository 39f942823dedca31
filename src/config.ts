// Reads the environment once at start-up and validates it; nothing else in the app calls Deno.env.
import * as v from "valibot";
import { parseTrustedProxies } from "./platform/client-address.ts";

const optionalString = v.optional(v.pipe(v.string(), v.trim(), v.minLength(1)));
const optionalUrl = v.optional(v.pipe(v.string(), v.trim(), v.url()));

const EnvSchema = v.object({
  PORT: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,5}$/), v.transform(Number), v.maxValue(65535)),
    "8000",
  ),
  APP_URL: optionalUrl,
  TRUSTED_PROXIES: optionalString,
  APP_ENV: v.optional(v.picklist(["development", "production", "test"]), "development"),
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^(postgres(ql)?:\/\/|pglite:|memory:)/)),
  ),
  DATABASE_WS_PROXY: optionalString,
  PGLITE_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), "./data/pglite"),
  SESSION_SECRET: v.optional(v.pipe(v.string(), v.minLength(32))),
  STRIPE_SECRET_KEY: v.optional(v.pipe(v.string(), v.regex(/^(sk|rk)_(test|live)_/))),
  STRIPE_WEBHOOK_SECRET: v.optional(v.pipe(v.string(), v.regex(/^whsec_/))),
  STRIPE_CONNECT_WEBHOOK_SECRET: v.optional(v.pipe(v.string(), v.regex(/^whsec_/))),
  STRIPE_PUBLISHABLE_KEY: v.optional(v.pipe(v.string(), v.regex(/^pk_(test|live)_/))),
  STRIPE_API_URL: optionalUrl,
  YOOKASSA_SHOP_ID: v.optional(v.pipe(v.string(), v.regex(/^\d+$/))),
  YOOKASSA_SECRET_KEY: optionalString,
  YOOKASSA_API_URL: optionalUrl,
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: v.optional(v.pipe(v.string(), v.minLength(1)), "gpt-4o-mini"),
  AI_FAKE: v.optional(v.picklist(["true", "false"]), "true"),
  AI_ALLOWANCE: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1)), "10"),
  AI_ALLOWANCE_FELLOW: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1)),
    "100",
  ),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_AUTH_URL: v.optional(v.pipe(v.string(), v.url()), "https://accounts.google.com/o/oauth2/v2/auth"),
  GOOGLE_TOKEN_URL: v.optional(v.pipe(v.string(), v.url()), "https://oauth2.googleapis.com/token"),
  MAIL_API_URL: optionalUrl,
  MAIL_API_KEY: optionalString,
  MAIL_FROM: v.optional(v.pipe(v.string(), v.email())),
  CLUB_INBOX_EMAIL: v.optional(v.pipe(v.string(), v.email())),
  CLUB_CHAT_URL: optionalUrl,
  CALENDAR_CACHE_SECONDS: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number))),
  STORAGE_S3_ENDPOINT: optionalUrl,
  STORAGE_S3_BUCKET: optionalString,
  STORAGE_S3_ACCESS_KEY_ID: optionalString,
  STORAGE_S3_SECRET_ACCESS_KEY: optionalString,
  STORAGE_S3_REGION: v.optional(v.pipe(v.string(), v.minLength(1)), "auto"),
  STORAGE_LOCAL_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), "./data/uploads"),
  CALENDAR_FEED_URL: optionalUrl,
  DEMO_SEED: v.optional(v.picklist(["true", "false"]), "true"),
  PAYMENT_FAKES: v.optional(v.picklist(["true", "false"]), "true"),
  SITE_CACHE_SECONDS: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/), v.transform(Number)), "30"),
  EDGE_CACHE_SECONDS: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/), v.transform(Number)), "60"),
  EDGE_CACHE_STALE_SECONDS: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number)), "600"),
  EDGE_PURGE_URL: optionalUrl,
  PAGE_MEMORY_CACHE_ENTRIES: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/), v.transform(Number))),
  PAGE_MEMORY_CACHE_MB: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,4}$/), v.transform(Number), v.minValue(1)),
    "32",
  ),
  EDGE_PURGE_TOKEN: optionalString,
  REQUEST_BODY_TIMEOUT_SECONDS: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1)),
    "10",
  ),
  CONNECTION_GUARD: v.optional(v.picklist(["on", "off"])),
  REQUEST_HEADER_TIMEOUT_SECONDS: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,4}$/), v.transform(Number), v.minValue(1)),
    "10",
  ),
  CONNECTION_IDLE_TIMEOUT_SECONDS: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,5}$/), v.transform(Number), v.minValue(1)),
    "60",
  ),
  /** 32 bytes, base64: the AES-GCM key that seals promoters' bank data. Required in production. */
  BANK_DATA_KEY: v.optional(v.pipe(v.string(), v.trim(), v.base64(), v.length(44))),
  /** The daily exchange rates (the Central Bank of Russia's XML_daily by default; unset on the embedded default). */
  EXCHANGE_RATES_URL: optionalUrl,
  /** Days a commission waits (the refund window) before it can be paid out. */
  PROMOTER_HOLD_DAYS: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number)), "14"),
  /** The smallest payout, in main units per currency ("RUB:1000,USD:20"); less rolls over to the next period. */
  PAYOUT_MINIMUM: v.optional(
    v.pipe(v.string(), v.regex(/^(RUB|USD):\d{1,7}(,(RUB|USD):\d{1,7})*$/)),
    "RUB:1000,USD:20",
  ),
  /** The request and cron log: JSON lines, or short readable ones for a terminal (decision 149). */
  LOG_FORMAT: v.optional(v.picklist(["json", "pretty"])),
  /** Set by Deno Deploy in every deployment; its edge holds client connections, so the guard defaults to off. */
  DENO_DEPLOYMENT_ID: optionalString,
  /**
   * "allow" lets APP_ENV=production keep its state on this machine's disk (PGlite, STORAGE_LOCAL_DIR): the bench, or a
   * single machine whose disk outlives the process. Refused on Deno Deploy, whose isolates lose their disk.
   */
  LOCAL_STATE_IN_PRODUCTION: v.optional(v.picklist(["refuse", "allow"]), "refuse"),
});

export type Env = v.InferOutput<typeof EnvSchema>;

export type Config = {
  port: number;
  /**
   * APP_URL (without a trailing slash) when it is set, as it must be in production: session cookies are Secure when it
   * is https, and a write's Origin header must equal it. Unset (development, tests), the request's own URL stands in.
   */
  configuredOrigin: string | undefined;
  /**
   * The site's own origin for every absolute link (mail, sitemap, canonical, OAuth callback): APP_URL, else
   * http://localhost:PORT. Never taken from a request header.
   */
  origin: string;
  /** Proxy addresses whose X-Forwarded-For is believed (TRUSTED_PROXIES); empty means none. */
  trustedProxies: string[];
  env: "development" | "production" | "test";
  isProduction: boolean;
  database: { kind: "pglite"; dir: string | undefined } | {
    kind: "postgres";
    url: string;
    wsProxy: string | undefined;
  };
  sessionSecret: string | undefined;
  /**
   * How long a request body may take to arrive (REQUEST_BODY_TIMEOUT_SECONDS, plus a second per 64 KB it declares,
   * at most two minutes): a client that sends it slower is answered 408 and its connection closed.
   */
  requestBodyTimeoutSeconds: number;
  /**
   * The TCP guard in front of Deno.serve (src/server/connection-guard.ts), or null to serve with plain Deno.serve
   * (CONNECTION_GUARD=off; the default on Deno Deploy, whose edge holds client connections). It closes a connection
   * whose request head takes longer than REQUEST_HEADER_TIMEOUT_SECONDS, or that moves no byte either way for
   * CONNECTION_IDLE_TIMEOUT_SECONDS.
   */
  connectionGuard: { headerTimeoutSeconds: number; idleTimeoutSeconds: number } | null;
  seedDemoContent: boolean;
  /** How the request and cron log is written (LOG_FORMAT): `pretty` by default under APP_ENV=development, else JSON. */
  logFormat: "json" | "pretty";
  /** How long public site content (SEO tags, banners, reviews…) is cached in memory; 0 turns the cache off. */
  siteCacheSeconds: number;
  /**
   * What a CDN may keep of a public page answered to an anonymous visitor: s-maxage (EDGE_CACHE_SECONDS, 0 = no
   * shared caching) and stale-while-revalidate (EDGE_CACHE_STALE_SECONDS); and the CDN's purge-by-tag endpoint.
   */
  edgeCache: {
    seconds: number;
    staleSeconds: number;
    purge: { url: string; token: string } | undefined;
  };
  /**
   * The in-process copies of the pages a CDN may share (src/server/page-memory-cache.ts), per isolate: at most
   * `entries` pages (PAGE_MEMORY_CACHE_ENTRIES, default 200; 0 turns the cache off; under APP_ENV=test the default is
   * 0, so suites that change the database directly see their change on the next page) and `maxBytes` of HTML and gzip
   * together (PAGE_MEMORY_CACHE_MB, default 32). Fresh for EDGE_CACHE_SECONDS, then served stale for up to
   * EDGE_CACHE_STALE_SECONDS while one background render refreshes it; off when EDGE_CACHE_SECONDS is 0.
   */
  pageMemoryCache: { entries: number; maxBytes: number };
  stripe: {
    secretKey: string;
    webhookSecret: string | undefined;
    /** The Connect endpoint's own signing secret: connected accounts' events (a seller restricted, deauthorized). */
    connectWebhookSecret: string | undefined;
    publishableKey: string | undefined;
    apiUrl: string | undefined;
  } | undefined;
  yookassa: { shopId: string; secretKey: string; apiUrl: string | undefined } | undefined;
  openai: { apiKey: string; baseUrl: string | undefined; model: string } | undefined;
  /** Without OPENAI_API_KEY, the local OpenAI-compatible fake answers the AI tools (AI_FAKE; never in production). */
  aiFake: boolean;
  /** AI tool runs per 30-day period: registered users, and fellows (AI_ALLOWANCE, AI_ALLOWANCE_FELLOW). */
  aiAllowance: { regular: number; fellow: number };
  google: { clientId: string; clientSecret: string; authUrl: string; tokenUrl: string } | undefined;
  mail: { apiUrl: string; apiKey: string; from: string } | undefined;
  storage: {
    kind: "s3";
    endpoint: string;
    bucket: string;
    accessKeyId: string;
    secretAccessKey: string;
    region: string;
  } | { kind: "local"; dir: string };
  /** Where send-request messages and lead notices go (CLUB_INBOX_EMAIL). */
  clubInbox: string;
  /** The members' chat invitation (CLUB_CHAT_URL), shown to club members only. */
  clubChatUrl: string | null;
  calendarFeedUrl: string | undefined;
  /** How long a fetched calendar feed is kept before it is fetched again (CALENDAR_CACHE_SECONDS, default 600). */
  calendarCacheSeconds: number;
  /** The local Stripe and YooKassa fakes stand in for a provider without keys (never in production). */
  paymentFakes: boolean;
  /**
   * Where the fakes keep what they know, beside the embedded database's directory (`<PGLITE_DIR>-payment-fakes.json`),
   * so a payment made before a restart is still theirs after it: development on a file-backed PGlite only.
   */
  paymentFakesStateFile: string | undefined;
  /** LOCAL_STATE_IN_PRODUCTION=allow: production may run on PGlite and the local uploads folder (productionGaps). */
  localStateAllowed: boolean;
  promoters: {
    /** BANK_DATA_KEY's 32 bytes; undefined on the embedded default, where a fixed development key is used. */
    bankDataKey: string | undefined;
    exchangeRatesUrl: string | undefined;
    holdDays: number;
    /** Minor units per currency. */
    payoutMinimum: { RUB: number; USD: number };
  };
};

export class ConfigError extends Error {}

/** Pairs of variables that only make sense together: one without the other is a mistake, not "off". */
const PAIRS: Array<[keyof Env, keyof Env]> = [
  ["YOOKASSA_SHOP_ID", "YOOKASSA_SECRET_KEY"],
  ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
  ["MAIL_API_URL", "MAIL_API_KEY"],
  ["STORAGE_S3_ENDPOINT", "STORAGE_S3_BUCKET"],
  ["STORAGE_S3_BUCKET", "STORAGE_S3_ACCESS_KEY_ID"],
  ["STORAGE_S3_ACCESS_KEY_ID", "STORAGE_S3_SECRET_ACCESS_KEY"],
  ["EDGE_PURGE_URL", "EDGE_PURGE_TOKEN"],
];

export function parseConfig(raw: Record<string, string | undefined>): Config {
  const input: Record<string, string> = {};
  for (const key of Object.keys(EnvSchema.entries)) {
    const value = raw[key];
    if (value !== undefined && value !== "") input[key] = value;
  }
  const result = v.safeParse(EnvSchema, input);
  if (!result.success) {
    const names = [...new Set(result.issues.map((i) => v.getDotPath(i) ?? "environment"))];
    throw new ConfigError(
      `Invalid environment variable${names.length > 1 ? "s" : ""}: ${
        names.map((n) => `${n} (${result.issues.find((i) => v.getDotPath(i) === n)?.message})`).join(", ")
      }`,
    );
  }
  const e = result.output;
  for (const [a, b] of PAIRS) {
    if ((e[a] === undefined) !== (e[b] === undefined)) {
      throw new ConfigError(`Invalid environment variables: ${a} and ${b} must be set together`);
    }
  }
  if (e.APP_ENV === "production" && input.PAYMENT_FAKES === "true") {
    throw new ConfigError(
      "Invalid environment variable: PAYMENT_FAKES=true is refused in production (the local payment fakes take no money)",
    );
  }
  if (e.APP_ENV === "production" && input.AI_FAKE === "true") {
    throw new ConfigError(
      "Invalid environment variable: AI_FAKE=true is refused in production (the local AI fake writes canned text)",
    );
  }
  if (e.AI_ALLOWANCE_FELLOW < e.AI_ALLOWANCE) {
    throw new ConfigError(
      "Invalid environment variables: AI_ALLOWANCE_FELLOW must be at least AI_ALLOWANCE (fellows get the larger allowance)",
    );
  }
  if (e.APP_ENV === "production" && input.DEMO_SEED === "true") {
    throw new ConfigError(
      "Invalid environment variable: DEMO_SEED=true is refused in production (demo content and accounts with a " +
        "public password are for development only)",
    );
  }
  if (e.LOCAL_STATE_IN_PRODUCTION === "allow" && e.DENO_DEPLOYMENT_ID) {
    throw new ConfigError(
      "Invalid environment variable: LOCAL_STATE_IN_PRODUCTION=allow is refused on Deno Deploy (an isolate's disk is " +
        "lost when it stops)",
    );
  }
  const dbUrl = e.DATABASE_URL;
  const config: Config = {
    port: e.PORT,
    configuredOrigin: e.APP_URL?.replace(/\/$/, ""),
    origin: e.APP_URL?.replace(/\/$/, "") ?? `http://localhost:${e.PORT}`,
    trustedProxies: parseTrustedProxies(e.TRUSTED_PROXIES),
    env: e.APP_ENV,
    isProduction: e.APP_ENV === "production",
    database: dbUrl && /^postgres/.test(dbUrl) ? { kind: "postgres", url: dbUrl, wsProxy: e.DATABASE_WS_PROXY } : {
      kind: "pglite",
      dir: dbUrl === "memory:" ? undefined : dbUrl?.startsWith("pglite:") ? dbUrl.slice(7) : e.PGLITE_DIR,
    },
    sessionSecret: e.SESSION_SECRET,
    requestBodyTimeoutSeconds: e.REQUEST_BODY_TIMEOUT_SECONDS,
    connectionGuard: (e.CONNECTION_GUARD ?? (e.DENO_DEPLOYMENT_ID ? "off" : "on")) === "on"
      ? {
        headerTimeoutSeconds: e.REQUEST_HEADER_TIMEOUT_SECONDS,
        idleTimeoutSeconds: e.CONNECTION_IDLE_TIMEOUT_SECONDS,
      }
      : null,
    // Production never loads demo content, whatever DEMO_SEED's default says.
    seedDemoContent: e.APP_ENV !== "production" && e.DEMO_SEED === "true",
    logFormat: e.LOG_FORMAT ?? (e.APP_ENV === "development" ? "pretty" : "json"),
    siteCacheSeconds: e.SITE_CACHE_SECONDS,
    edgeCache: {
      seconds: e.EDGE_CACHE_SECONDS,
      staleSeconds: e.EDGE_CACHE_STALE_SECONDS,
      purge: e.EDGE_PURGE_URL && e.EDGE_PURGE_TOKEN ? { url: e.EDGE_PURGE_URL, token: e.EDGE_PURGE_TOKEN } : undefined,
    },
    pageMemoryCache: {
      entries: e.PAGE_MEMORY_CACHE_ENTRIES ?? (e.APP_ENV === "test" ? 0 : 200),
      maxBytes: e.PAGE_MEMORY_CACHE_MB * 1024 * 1024,
    },
    stripe: e.STRIPE_SECRET_KEY
      ? {
        secretKey: e.STRIPE_SECRET_KEY,
        webhookSecret: e.STRIPE_WEBHOOK_SECRET,
        connectWebhookSecret: e.STRIPE_CONNECT_WEBHOOK_SECRET,
        publishableKey: e.STRIPE_PUBLISHABLE_KEY,
        apiUrl: e.STRIPE_API_URL,
      }
      : undefined,
    yookassa: e.YOOKASSA_SHOP_ID && e.YOOKASSA_SECRET_KEY
      ? { shopId: e.YOOKASSA_SHOP_ID, secretKey: e.YOOKASSA_SECRET_KEY, apiUrl: e.YOOKASSA_API_URL }
      : undefined,
    openai: e.OPENAI_API_KEY
      ? { apiKey: e.OPENAI_API_KEY, baseUrl: e.OPENAI_BASE_URL, model: e.OPENAI_MODEL }
      : undefined,
    aiFake: !e.OPENAI_API_KEY && e.APP_ENV !== "production" && e.AI_FAKE === "true",
    aiAllowance: { regular: e.AI_ALLOWANCE, fellow: e.AI_ALLOWANCE_FELLOW },
    google: e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
      ? {
        clientId: e.GOOGLE_CLIENT_ID,
        clientSecret: e.GOOGLE_CLIENT_SECRET,
        authUrl: e.GOOGLE_AUTH_URL,
        tokenUrl: e.GOOGLE_TOKEN_URL,
      }
      : undefined,
    mail: e.MAIL_API_URL && e.MAIL_API_KEY
      ? { apiUrl: e.MAIL_API_URL, apiKey: e.MAIL_API_KEY, from: e.MAIL_FROM ?? "club@fellows.club" }
      : undefined,
    storage:
      e.STORAGE_S3_ENDPOINT && e.STORAGE_S3_BUCKET && e.STORAGE_S3_ACCESS_KEY_ID && e.STORAGE_S3_SECRET_ACCESS_KEY
        ? {
          kind: "s3",
          endpoint: e.STORAGE_S3_ENDPOINT,
          bucket: e.STORAGE_S3_BUCKET,
          accessKeyId: e.STORAGE_S3_ACCESS_KEY_ID,
          secretAccessKey: e.STORAGE_S3_SECRET_ACCESS_KEY,
          region: e.STORAGE_S3_REGION,
        }
        : { kind: "local", dir: e.STORAGE_LOCAL_DIR },
    clubInbox: e.CLUB_INBOX_EMAIL ?? "club@fellows.club",
    clubChatUrl: e.CLUB_CHAT_URL ?? null,
    calendarFeedUrl: e.CALENDAR_FEED_URL,
    calendarCacheSeconds: e.CALENDAR_CACHE_SECONDS ?? 600,
    paymentFakes: e.APP_ENV !== "production" && e.PAYMENT_FAKES === "true",
    paymentFakesStateFile: undefined,
    promoters: {
      bankDataKey: e.BANK_DATA_KEY,
      // Production reads the Central Bank of Russia's daily rates unless told otherwise; demo rates are for the rest.
      exchangeRatesUrl: e.EXCHANGE_RATES_URL ??
        (e.APP_ENV === "production" ? "https://www.cbr.ru/scripts/XML_daily.asp" : undefined),
      holdDays: e.PROMOTER_HOLD_DAYS,
      payoutMinimum: parsePayoutMinimum(e.PAYOUT_MINIMUM),
    },
    localStateAllowed: e.LOCAL_STATE_IN_PRODUCTION === "allow",
  };
  if (config.paymentFakes && config.env === "development" && config.database.kind === "pglite" && config.database.dir) {
    config.paymentFakesStateFile = `${config.database.dir.replace(/[\\/]+$/, "")}-payment-fakes.json`;
  }
  const gaps = productionGaps(config);
  if (gaps.length) {
    throw new ConfigError(`Refusing to start under APP_ENV=production: ${gaps.map((g) => g.message).join("; ")}`);
  }
  return config;
}

/** One thing production needs and lacks: the variables to set and why (names only, never a value). */
export type ProductionGap = { variables: string[]; message: string };

const S3_VARIABLES = [
  "STORAGE_S3_ENDPOINT",
  "STORAGE_S3_BUCKET",
  "STORAGE_S3_ACCESS_KEY_ID",
  "STORAGE_S3_SECRET_ACCESS_KEY",
];

/**
 * What production would lose or leak with this configuration; empty outside production. Start-up refuses on any
 * (parseConfig), and GET /readyz reports them, given the database and storage the process really runs on.
 */
export function productionGaps(
  config: Config,
  running: { database: "pglite" | "postgres"; storage: "s3" | "local" } = {
    database: config.database.kind,
    storage: config.storage.kind,
  },
): ProductionGap[] {
  if (!config.isProduction) return [];
  const gaps: ProductionGap[] = [];
  if (!config.configuredOrigin) {
    gaps.push({
      variables: ["APP_URL"],
      message: "APP_URL is required (links in mail must not follow the Host header)",
    });
  }
  if (!config.sessionSecret) {
    gaps.push({
      variables: ["SESSION_SECRET"],
      message: "SESSION_SECRET is required (it signs devices and download links)",
    });
  }
  if (!config.promoters.bankDataKey) {
    gaps.push({
      variables: ["BANK_DATA_KEY"],
      message: "BANK_DATA_KEY is required (promoters' bank data is sealed with it)",
    });
  }
  if (running.database !== "postgres" && !config.localStateAllowed) {
    gaps.push({
      variables: ["DATABASE_URL"],
      message: "DATABASE_URL is required, a postgres:// URL (the embedded PGlite keeps its data on the local disk, " +
        "which an edge isolate loses when it stops)",
    });
  }
  if (running.storage !== "s3" && !config.localStateAllowed) {
    gaps.push({
      variables: S3_VARIABLES,
      message: `${S3_VARIABLES.slice(0, -1).join(", ")} and ${S3_VARIABLES.at(-1)} are required (uploads, avatars ` +
        "and product files would go to the local disk, which an edge isolate loses when it stops)",
    });
  }
  if (!config.mail) {
    gaps.push({
      variables: ["MAIL_API_URL", "MAIL_API_KEY"],
      message: "MAIL_API_URL and MAIL_API_KEY are required (verification and reset links would reach nobody; the " +
        "local mail stand-in, api/integrations/fakes/mail-fake.ts, serves the bench and tests)",
    });
  }
  return gaps;
}

/** "RUB:1000,USD:20" → minor units per currency (a currency not named has no minimum). */
function parsePayoutMinimum(value: string): { RUB: number; USD: number } {
  const result = { RUB: 0, USD: 0 };
  for (const part of value.split(",")) {
    const [currency, amount] = part.split(":") as ["RUB" | "USD", string];
    result[currency] = Number(amount) * 100;
  }
  return result;
}

/** Reads Deno's environment; the only place in the app that does. */
export function loadConfig(): Config {
  return parseConfig(Deno.env.toObject());
}

/** Lists the integrations that are off, so start-up can say so once. */
export function describeDisabledFeatures(config: Config): string[] {
  const off: string[] = [];
  if (!config.stripe) {
    off.push(
      config.paymentFakes
        ? "Stripe payments: the local fake at /dev/stripe stands in (STRIPE_SECRET_KEY)"
        : "Stripe payments (STRIPE_SECRET_KEY)",
    );
  }
  if (config.stripe && !config.stripe.connectWebhookSecret) {
    off.push(
      "Stripe Connect events: sellers' account changes arrive only when they look (STRIPE_CONNECT_WEBHOOK_SECRET)",
    );
  }
  if (!config.yookassa) {
    off.push(
      config.paymentFakes
        ? "YooKassa payments: the local fake at /dev/yookassa stands in (YOOKASSA_SHOP_ID, YOOKASSA_SECRET_KEY)"
        : "YooKassa payments (YOOKASSA_SHOP_ID, YOOKASSA_SECRET_KEY)",
    );
  }
  if (!config.openai) {
    off.push(
      config.aiFake
        ? "AI tools: the local OpenAI-compatible fake at /dev/openai stands in (OPENAI_API_KEY)"
        : "AI tools (OPENAI_API_KEY)",
    );
  }
  if (!config.google) off.push("Google sign-in (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET)");
  if (!config.mail) {
    off.push(
      "e-mail delivery: messages go to the dev outbox (/dev/outbox), their secret links sealed (MAIL_API_URL, " +
        "MAIL_API_KEY; required in production)",
    );
  }
  if (!config.calendarFeedUrl) off.push("events calendar feed: demo events stand in (CALENDAR_FEED_URL)");
  if (!config.clubChatUrl) off.push("the members' chat link on /network (CLUB_CHAT_URL)");
  return off;
}
