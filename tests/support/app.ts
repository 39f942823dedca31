// The whole server on a fresh test database, driven through app.request() (no network), plus GraphQL helpers.
import { startMailFake } from "../../api/integrations/fakes/mail-fake.ts";
import { parseConfig } from "../../src/config.ts";
import { createApp } from "../../src/server/app.ts";
import { type ClientAssets, loadClientAssets } from "../../src/server/assets.ts";
import { createTestDatabase } from "./test-db.ts";
import type { Database, Db } from "../../db/client.ts";
import type { FileStorage } from "../../api/integrations/file-storage.ts";
import { users } from "../../db/schema/index.ts";
import { createSession, SESSION_COOKIE } from "../../api/services/auth/sessions.ts";
import type { Logger } from "../../src/platform/log.ts";
import { createLogGuard } from "./log-guard.ts";

let assets: Promise<ClientAssets> | undefined;

export type GraphQLResponse<T = Record<string, unknown>> = {
  status: number;
  data?: T;
  errors?: Array<
    { message: string; extensions?: { code?: string; i18nKey?: string; fields?: Record<string, string> } }
  >;
};

/**
 * A real, confirmed user of the tier with a live session: the cookie value the browser would send. "admin" is a
 * global admin (every back-office screen), signed in just now.
 */
export async function createTierSession(db: Db, tier: "authorized" | "fellow" | "admin"): Promise<string> {
  const [user] = await db.insert(users).values({
    email: `${tier}-${crypto.randomUUID().slice(0, 8)}@fellows.test`,
    emailVerified: true,
    firstName: tier === "fellow" ? "Fiona" : "Rita",
    lastName: "Tester",
    isFellow: tier === "fellow",
    role: tier === "admin" ? "GLOBAL_ADMIN" : "CUSTOMER",
  }).returning();
  return (await createSession(db, user.id)).token;
}

/**
 * A fixed clock for a suite that counts fixed time windows (rate limits): one second into the current window of
 * `windowMs`, so its attempts can never straddle two windows.
 */
export function windowStartNow(windowMs: number): Date {
  return new Date(Math.floor(Date.now() / windowMs) * windowMs + 1_000);
}

/**
 * Production's rules on the test's own database and upload folder: APP_ENV=production with the secrets it requires,
 * and LOCAL_STATE_IN_PRODUCTION=allow, since the database is a test copy and uploads go to a temporary folder.
 */
export const PRODUCTION_ON_LOCAL_STATE = {
  APP_ENV: "production",
  SESSION_SECRET: "s".repeat(40),
  BANK_DATA_KEY: "A".repeat(43) + "=",
  LOCAL_STATE_IN_PRODUCTION: "allow",
};

export async function createTestApp(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    onQuery?: (sql: string) => void;
    /** A database the test opened itself (closed with the app) instead of a copy of the test template. */
    database?: Database;
    /** The app's clock; a suite that counts time windows (rate limits) passes a fixed one. */
    now?: () => Date;
    /** File storage instead of the one the config names (the config's S3 bucket, else the temporary folder). */
    fileStorage?: FileStorage;
    /**
     * The request log (src/platform/log.ts). Without one the lines go to a log guard (tests/support/log-guard.ts): quiet,
     * and checked when the app closes — a line with a raw path, an e-mail or a request's secret fails the test.
     */
    log?: Logger;
  } = {},
) {
  const { database, cleanup } = options.database
    ? { database: options.database, cleanup: () => options.database!.close() }
    : await createTestDatabase({ seed: options.seed ?? true, onQuery: options.onQuery });
  const uploads = await Deno.makeTempDir({ prefix: "fellows-uploads-" });
  // Production requires a mail provider (decision 181): a production-mode app gets the local mail stand-in, a real HTTP
  // server that keeps what it is sent in memory (`t.mailFake.mails`).
  const mailFake = options.env?.APP_ENV === "production" && !options.env.MAIL_API_URL ? startMailFake() : undefined;
  const config = parseConfig({
    APP_ENV: "test",
    APP_URL: "https://fellows.test",
    SITE_CACHE_SECONDS: "0",
    STORAGE_LOCAL_DIR: uploads,
    ...mailFake?.env,
    ...options.env,
  });
  assets ??= loadClientAssets();
  const logGuard = createLogGuard();
  const app = createApp({
    database,
    config,
    assets: await assets,
    now: options.now,
    fileStorage: options.fileStorage,
    log: options.log ?? logGuard.log,
  });
  // The suites name a tier with the x-test-viewer header; the harness turns it into a real session cookie, so the
  // app decides who is asking exactly as in production.
  const sessions = new Map<string, Promise<string>>();
  const sessionFor = (tier: "authorized" | "fellow" | "admin") => {
    if (!sessions.has(tier)) {
      sessions.set(tier, createTierSession(database.db, tier).then((token) => (logGuard.secret(token), token)));
    }
    return sessions.get(tier)!;
  };
  const withViewer = async (headers: Record<string, string> = {}) => {
    const { "x-test-viewer": tier, ...rest } = headers;
    if (tier !== "authorized" && tier !== "fellow" && tier !== "admin") return rest;
    return { ...rest, cookie: `${SESSION_COOKIE}=${await sessionFor(tier)}` };
  };
  // The connection's address, as Deno.serve reports it (x-test-ip names it; a request without one comes from
  // 192.0.2.1, TEST-NET-1). Forwarded headers are sent as ordinary headers and trusted only as the app decides.
  const connection = (headers: Record<string, string> = {}) => {
    const { "x-test-ip": ip, ...rest } = headers;
    return { headers: rest, env: { remoteAddr: { hostname: ip ?? "192.0.2.1", port: 40000, transport: "tcp" } } };
  };
  const send = async (path: string, init: RequestInit & { headers?: Record<string, string> }) => {
    const { headers, env } = connection(init.headers);
    const response = await app.request(path, { ...init, headers }, env);
    logGuard.observe(
      { headers: new Headers(headers), body: typeof init.body === "string" ? init.body : null },
      response,
    );
    return response;
  };
  const request = async (path: string, init: RequestInit = {}) =>
    send(path, { ...init, headers: await withViewer(init.headers as Record<string, string> | undefined) });
  const graphql = async <T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<GraphQLResponse<T>> => {
    const res = await send("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", ...(await withViewer(headers)) },
      body: JSON.stringify({ query, variables }),
    });
    return { status: res.status, ...(await res.json()) };
  };
  /** A GraphQL call that also returns the response's cookies (sign-in, sign-out). */
  const graphqlRaw = async <T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) => {
    const res = await send("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ query, variables }),
    });
    const body = await res.json() as Omit<GraphQLResponse<T>, "status">;
    return { status: res.status, ...body, setCookie: res.headers.getSetCookie() };
  };
  /** The dev outbox's mails to `to`, oldest first, with their sealed links opened by the app that sealed them. */
  const mailsTo = async (to: string) => {
    if (!app.outboxMailsTo) throw new Error("this app sends mail to a provider, not to the dev outbox");
    return await app.outboxMailsTo(to);
  };
  const close = async () => {
    await mailFake?.close();
    await cleanup();
    await Deno.remove(uploads, { recursive: true }).catch(() => {});
    const broken = logGuard.violations();
    if (broken.length) {
      throw new Error(`the request log broke its promises (decision 149):\n${broken.slice(0, 10).join("\n")}`);
    }
  };
  return {
    app,
    db: database.db,
    database,
    request,
    graphql,
    graphqlRaw,
    sessionFor,
    mailsTo,
    /** The local mail stand-in of a production-mode app (what it was sent). */
    mailFake,
    close,
    uploadsDir: uploads,
    /** The log guard of an app made without its own log: a browser suite's server shows it what each request carried. */
    logGuard,
    /** `await using t = await createTestApp()` closes the app when the test's block ends, however it ends. */
    [Symbol.asyncDispose]: close,
  };
}

/** A browser's user agent: bots get a fully buffered response, browsers get the stream. */
export const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

/** Runs the call with console output kept out of the test log (the outbox mailer announces each mail). */
export async function quietly<T>(work: () => Promise<T>): Promise<T> {
  const original = console.log;
  console.log = () => {};
  try {
    return await work();
  } finally {
    console.log = original;
  }
}
