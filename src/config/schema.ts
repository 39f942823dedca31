// The environment as one valibot pipeline: each variable read and its numbers parsed once, the rules between
// variables, then the Config the app uses. Config is this pipeline's output type, never restated (decision 208).
import * as v from "valibot";
import { parseTrustedProxies } from "../platform/client-address.ts";

const optionalString = v.optional(v.pipe(v.string(), v.trim(), v.minLength(1)));
const optionalUrl = v.optional(v.pipe(v.string(), v.trim(), v.url()));
const withoutTrailingSlash = v.transform((url: string | undefined) => url?.replace(/\/$/, ""));
const flag = v.optional(v.picklist(["true", "false"]));

/** A whole number of at most `digits` digits and at least `min`, parsed here once. */
const whole = (digits: number, min = 0) =>
  v.pipe(v.string(), v.regex(new RegExp(`^\\d{1,${digits}}$`)), v.transform(Number), v.minValue(min));

/** "RUB:1000,USD:20" → minor units per currency (a currency not named has no minimum). */
function parsePayoutMinimum(value: string): { RUB: number; USD: number } {
  const result = { RUB: 0, USD: 0 };
  for (const part of value.split(",")) {
    const [currency, amount] = part.split(":") as ["RUB" | "USD", string];
    result[currency] = Number(amount) * 100;
  }
  return result;
}

const EnvSchema = v.object({
  PORT: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/), v.transform(Number), v.maxValue(65535)), "8000"),
  APP_URL: v.pipe(optionalUrl, withoutTrailingSlash),
  TRUSTED_PROXIES: v.pipe(optionalString, v.transform(parseTrustedProxies)),
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
  // The three flags keep no default here: production refuses an explicit `true` only; the defaults apply below.
  AI_FAKE: flag,
  AI_ALLOWANCE: v.optional(whole(6, 1), "10"),
  AI_ALLOWANCE_FELLOW: v.optional(whole(6, 1), "100"),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_AUTH_URL: v.optional(v.pipe(v.string(), v.url()), "https://accounts.google.com/o/oauth2/v2/auth"),
  GOOGLE_TOKEN_URL: v.optional(v.pipe(v.string(), v.url()), "https://oauth2.googleapis.com/token"),
  MAIL_API_URL: optionalUrl,
  MAIL_API_KEY: optionalString,
  MAIL_FROM: v.optional(v.pipe(v.string(), v.email())),
  CLUB_INBOX_EMAIL: v.optional(v.pipe(v.string(), v.email())),
  CLUB_CHAT_URL: optionalUrl,
  CALENDAR_CACHE_SECONDS: v.optional(whole(6), "600"),
  STORAGE_S3_ENDPOINT: optionalUrl,
  STORAGE_S3_BUCKET: optionalString,
  STORAGE_S3_ACCESS_KEY_ID: optionalString,
  STORAGE_S3_SECRET_ACCESS_KEY: optionalString,
  STORAGE_S3_REGION: v.optional(v.pipe(v.string(), v.minLength(1)), "auto"),
  STORAGE_LOCAL_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), "./data/uploads"),
  CALENDAR_FEED_URL: optionalUrl,
  DEMO_SEED: flag,
  PAYMENT_FAKES: flag,
  SITE_CACHE_SECONDS: v.optional(whole(5), "30"),
  EDGE_CACHE_SECONDS: v.optional(whole(5), "60"),
  EDGE_CACHE_STALE_SECONDS: v.optional(whole(6), "600"),
  EDGE_PURGE_URL: optionalUrl,
  PAGE_MEMORY_CACHE_ENTRIES: v.optional(whole(5)),
  PAGE_MEMORY_CACHE_MB: v.optional(whole(4, 1), "32"),
  EDGE_PURGE_TOKEN: optionalString,
  REQUEST_BODY_TIMEOUT_SECONDS: v.optional(whole(3, 1), "10"),
  CONNECTION_GUARD: v.optional(v.picklist(["on", "off"])),
  REQUEST_HEADER_TIMEOUT_SECONDS: v.optional(whole(4, 1), "10"),
  CONNECTION_IDLE_TIMEOUT_SECONDS: v.optional(whole(5, 1), "60"),
  /** 32 bytes, base64: the AES-GCM key that seals promoters' bank data. Required in production. */
  BANK_DATA_KEY: v.optional(v.pipe(v.string(), v.trim(), v.base64(), v.length(44))),
  /** The daily exchange rates (the Central Bank of Russia's XML_daily by default; unset on the embedded default). */
  EXCHANGE_RATES_URL: optionalUrl,
  /** Days a commission waits (the refund window) before it can be paid out. */
  PROMOTER_HOLD_DAYS: v.optional(whole(3), "14"),
  /** The smallest payout, in main units per currency ("RUB:1000,USD:20"); less rolls over to the next period. */
  PAYOUT_MINIMUM: v.optional(
    v.pipe(v.string(), v.regex(/^(RUB|USD):\d{1,7}(,(RUB|USD):\d{1,7})*$/), v.transform(parsePayoutMinimum)),
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

/** The variables the environment is read for: everything else in it is ignored. */
export const VARIABLES = Object.keys(EnvSchema.entries);

type Env = v.InferOutput<typeof EnvSchema>;

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
const halfPair = (e: Env) => PAIRS.find(([a, b]) => (e[a] === undefined) !== (e[b] === undefined));

/** A rule between variables; its message is the whole sentence start-up stops with. */
const rule = (holds: (e: Env) => boolean, message: string) => v.check(holds, message);
const inProduction = (e: Env) => e.APP_ENV === "production";

/** The database a DATABASE_URL names: a postgres:// server, else PGlite in a directory (`memory:`: none). */
function databaseOf(e: Env) {
  const url = e.DATABASE_URL;
  if (url && /^postgres/.test(url)) return { kind: "postgres" as const, url, wsProxy: e.DATABASE_WS_PROXY };
  const dir = url === "memory:" ? undefined : url?.startsWith("pglite:") ? url.slice(7) : e.PGLITE_DIR;
  return { kind: "pglite" as const, dir };
}

function storageOf(e: Env) {
  const { STORAGE_S3_ENDPOINT: endpoint, STORAGE_S3_BUCKET: bucket } = e;
  const { STORAGE_S3_ACCESS_KEY_ID: accessKeyId, STORAGE_S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
  return endpoint && bucket && accessKeyId && secretAccessKey
    ? { kind: "s3" as const, endpoint, bucket, accessKeyId, secretAccessKey, region: e.STORAGE_S3_REGION }
    : { kind: "local" as const, dir: e.STORAGE_LOCAL_DIR };
}

function toConfig(e: Env) {
  const isProduction = inProduction(e);
  const database = databaseOf(e);
  // Production never runs a fake or loads demo content, whatever the flags' defaults say.
  const paymentFakes = !isProduction && (e.PAYMENT_FAKES ?? "true") === "true";
  return {
    port: e.PORT,
    /**
     * APP_URL (without a trailing slash) when it is set, as it must be in production: session cookies are Secure when
     * it is https, and a write's Origin header must equal it. Unset (development, tests), the request's own URL stands
     * in.
     */
    configuredOrigin: e.APP_URL,
    /**
     * The site's own origin for every absolute link (mail, sitemap, canonical, OAuth callback): APP_URL, else
     * http://localhost:PORT. Never taken from a request header.
     */
    origin: e.APP_URL ?? `http://localhost:${e.PORT}`,
    /** Proxy addresses whose X-Forwarded-For is believed (TRUSTED_PROXIES); empty means none. */
    trustedProxies: e.TRUSTED_PROXIES ?? [],
    env: e.APP_ENV,
    isProduction,
    database,
    sessionSecret: e.SESSION_SECRET,
    /**
     * How long a request body may take to arrive (REQUEST_BODY_TIMEOUT_SECONDS, plus a second per 64 KB it declares,
     * at most two minutes): a client that sends it slower is answered 408 and its connection closed.
     */
    requestBodyTimeoutSeconds: e.REQUEST_BODY_TIMEOUT_SECONDS,
    /**
     * The TCP guard in front of Deno.serve (src/server/connection-guard.ts), or null to serve with plain Deno.serve
     * (CONNECTION_GUARD=off; the default on Deno Deploy, whose edge holds client connections). It closes a connection
     * whose request head takes longer than REQUEST_HEADER_TIMEOUT_SECONDS, or that moves no byte either way for
     * CONNECTION_IDLE_TIMEOUT_SECONDS.
     */
    connectionGuard: (e.CONNECTION_GUARD ?? (e.DENO_DEPLOYMENT_ID ? "off" : "on")) === "on"
      ? {
        headerTimeoutSeconds: e.REQUEST_HEADER_TIMEOUT_SECONDS,
        idleTimeoutSeconds: e.CONNECTION_IDLE_TIMEOUT_SECONDS,
      }
      : null,
    seedDemoContent: !isProduction && (e.DEMO_SEED ?? "true") === "true",
    /** How the request and cron log is written (LOG_FORMAT): `pretty` by default under APP_ENV=development, else JSON. */
    logFormat: e.LOG_FORMAT ?? (e.APP_ENV === "development" ? "pretty" as const : "json" as const),
    /** How long public site content (SEO tags, banners, reviews…) is cached in memory; 0 turns the cache off. */
    siteCacheSeconds: e.SITE_CACHE_SECONDS,
    /**
     * What a CDN may keep of a public page answered to an anonymous visitor: s-maxage (EDGE_CACHE_SECONDS, 0 = no
     * shared caching) and stale-while-revalidate (EDGE_CACHE_STALE_SECONDS); and the CDN's purge-by-tag endpoint.
     */
    edgeCache: {
      seconds: e.EDGE_CACHE_SECONDS,
      staleSeconds: e.EDGE_CACHE_STALE_SECONDS,
      purge: e.EDGE_PURGE_URL && e.EDGE_PURGE_TOKEN ? { url: e.EDGE_PURGE_URL, token: e.EDGE_PURGE_TOKEN } : undefined,
    },
    /**
     * The in-process copies of the pages a CDN may share (src/server/page-memory-cache.ts), per isolate: at most
     * `entries` pages (PAGE_MEMORY_CACHE_ENTRIES, default 200; 0 turns the cache off; under APP_ENV=test the default
     * is 0, so suites that change the database directly see their change on the next page) and `maxBytes` of HTML and
     * gzip together (PAGE_MEMORY_CACHE_MB, default 32). Fresh for EDGE_CACHE_SECONDS, then served stale for up to
     * EDGE_CACHE_STALE_SECONDS while one background render refreshes it; off when EDGE_CACHE_SECONDS is 0.
     */
    pageMemoryCache: {
      entries: e.PAGE_MEMORY_CACHE_ENTRIES ?? (e.APP_ENV === "test" ? 0 : 200),
      maxBytes: e.PAGE_MEMORY_CACHE_MB * 1024 * 1024,
    },
    stripe: e.STRIPE_SECRET_KEY
      ? {
        secretKey: e.STRIPE_SECRET_KEY,
        webhookSecret: e.STRIPE_WEBHOOK_SECRET,
        /** The Connect endpoint's own signing secret: connected accounts' events (a seller restricted, deauthorized). */
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
    /** Without OPENAI_API_KEY, the local OpenAI-compatible fake answers the AI tools (AI_FAKE; never in production). */
    aiFake: !e.OPENAI_API_KEY && !isProduction && (e.AI_FAKE ?? "true") === "true",
    /** AI tool runs per 30-day period: registered users, and fellows (AI_ALLOWANCE, AI_ALLOWANCE_FELLOW). */
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
    storage: storageOf(e),
    /** Where send-request messages and lead notices go (CLUB_INBOX_EMAIL). */
    clubInbox: e.CLUB_INBOX_EMAIL ?? "club@fellows.club",
    /** The members' chat invitation (CLUB_CHAT_URL), shown to club members only. */
    clubChatUrl: e.CLUB_CHAT_URL ?? null,
    calendarFeedUrl: e.CALENDAR_FEED_URL,
    /** How long a fetched calendar feed is kept before it is fetched again (CALENDAR_CACHE_SECONDS, default 600). */
    calendarCacheSeconds: e.CALENDAR_CACHE_SECONDS,
    /** The local Stripe and YooKassa fakes stand in for a provider without keys (never in production). */
    paymentFakes,
    /**
     * Where the fakes keep what they know, beside the embedded database's directory (`<PGLITE_DIR>-payment-fakes.json`),
     * so a payment made before a restart is still theirs after it: development on a file-backed PGlite only.
     */
    paymentFakesStateFile: paymentFakes && e.APP_ENV === "development" && database.kind === "pglite" && database.dir
      ? `${database.dir.replace(/[\\/]+$/, "")}-payment-fakes.json`
      : undefined,
    /** LOCAL_STATE_IN_PRODUCTION=allow: production may run on PGlite and the local uploads folder (productionGaps). */
    localStateAllowed: e.LOCAL_STATE_IN_PRODUCTION === "allow",
    promoters: {
      /** BANK_DATA_KEY's 32 bytes; undefined on the embedded default, where a fixed development key is used. */
      bankDataKey: e.BANK_DATA_KEY,
      // Production reads the Central Bank of Russia's daily rates unless told otherwise; demo rates are for the rest.
      exchangeRatesUrl: e.EXCHANGE_RATES_URL ?? (isProduction ? "https://www.cbr.ru/scripts/XML_daily.asp" : undefined),
      holdDays: e.PROMOTER_HOLD_DAYS,
      /** Minor units per currency. */
      payoutMinimum: e.PAYOUT_MINIMUM,
    },
  };
}

/**
 * The environment (names to values; an empty value is unset) to the Config. Each variable's own error names it; the
 * rules between variables run once every variable is valid, and the first broken one is the whole message.
 */
export const ConfigSchema = v.pipe(
  v.record(v.string(), v.optional(v.string())),
  v.transform((raw) => Object.fromEntries(VARIABLES.filter((k) => raw[k]).map((k) => [k, raw[k]!]))),
  EnvSchema,
  v.check(
    (e) => halfPair(e) === undefined,
    (issue) => {
      const [a, b] = halfPair(issue.input as Env)!;
      return `Invalid environment variables: ${a} and ${b} must be set together`;
    },
  ),
  rule(
    (e) => !(inProduction(e) && e.PAYMENT_FAKES === "true"),
    "Invalid environment variable: PAYMENT_FAKES=true is refused in production (the local payment fakes take no money)",
  ),
  rule(
    (e) => !(inProduction(e) && e.AI_FAKE === "true"),
    "Invalid environment variable: AI_FAKE=true is refused in production (the local AI fake writes canned text)",
  ),
  rule(
    (e) => e.AI_ALLOWANCE_FELLOW >= e.AI_ALLOWANCE,
    "Invalid environment variables: AI_ALLOWANCE_FELLOW must be at least AI_ALLOWANCE (fellows get the larger " +
      "allowance)",
  ),
  rule(
    (e) => !(inProduction(e) && e.DEMO_SEED === "true"),
    "Invalid environment variable: DEMO_SEED=true is refused in production (demo content and accounts with a " +
      "public password are for development only)",
  ),
  rule(
    (e) => !(e.LOCAL_STATE_IN_PRODUCTION === "allow" && e.DENO_DEPLOYMENT_ID),
    "Invalid environment variable: LOCAL_STATE_IN_PRODUCTION=allow is refused on Deno Deploy (an isolate's disk is " +
      "lost when it stops)",
  ),
  v.transform(toConfig),
);

export type Config = v.InferOutput<typeof ConfigSchema>;
