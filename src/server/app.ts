// The server as a Hono app built from its dependencies, so tests pass their own database, config and assets.
import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { NONCE, secureHeaders } from "hono/secure-headers";
import type { Database } from "../../db/client.ts";
import { type Config, productionGaps } from "../config.ts";
import { createSchema } from "../../api/graphql/schema.ts";
import { createExecutor } from "../../api/graphql/executor.ts";
import { createGraphQLApp, graphqlValidationRules } from "../../api/graphql/http.ts";
import { isLocale, LANGUAGE_KEY, type Locale, pickLocale } from "../domain/locale.ts";
import { createDemoCalendar, createFeedCalendar } from "../../api/integrations/calendar.ts";
import { createHttpMailer, createOutboxMailer, type Mailer, readOutboxTo } from "../../api/integrations/mail.ts";
import { googleAuthApp } from "../../api/rest/auth-google.ts";
import { authRestApp } from "../../api/rest/auth.ts";
import { profileRestApp } from "../../api/rest/profile.ts";
import { expertsRestApp } from "../../api/rest/experts.ts";
import { trackerRestApp } from "../../api/rest/tracker.ts";
import { uploadsRestApp } from "../../api/rest/uploads.ts";
import { adminPicturesRestApp } from "../../api/rest/admin-pictures.ts";
import { picturesRestApp } from "../../api/rest/pictures.ts";
import { devOutboxRestApp } from "../../api/rest/dev-outbox.ts";
import { devRenewalRestApp } from "../../api/rest/dev-renewal.ts";
import { createFileStorage, type FileStorage } from "../../api/integrations/file-storage.ts";
import { sameOriginMiddleware, sessionIoOf, sessionMiddleware } from "./session.ts";
import { viewerOf } from "../platform/request-viewer.ts";
import { SITEMAP_PATHS } from "../../routes/tree.ts";
import { type ClientAssets, compressPage, staticResponse } from "./assets.ts";
import { createPageRenderer, pagePolicy, withInlineScriptHashes } from "./render.ts";
import { withSpan } from "../platform/trace.ts";
import { requestBodyDeadline } from "./request-deadline.ts";
import { createSiteCache } from "../../api/services/site-cache.ts";
import { robotsTxt, sitemapXml } from "./seo-files.ts";
import { listSitemapPaths } from "../../api/services/sitemap.ts";
import { billingRestApp } from "../../api/rest/billing.ts";
import { createPaymentSetup, type PaymentSetup } from "../../api/integrations/payment-providers.ts";
import { createFileSigner } from "../../api/services/billing/downloads.ts";
import { clientAddress } from "../platform/client-address.ts";
import { type AiSetup, createAiSetup } from "../../api/integrations/openai.ts";
import { aiToolsRestApp } from "../../api/rest/ai-tools.ts";
import { refuse } from "../../api/rest/refusal.ts";
import { createEdgeCache } from "../../api/integrations/edge-cache.ts";
import { pageCacheHeaders } from "./edge-cache.ts";
import { createPageMemoryCache } from "./page-memory-cache.ts";
import { bumpPageContentVersion, readPageContentVersion } from "../../api/services/page-content-version.ts";
import { SESSION_COOKIE } from "../../api/services/auth/sessions.ts";
import { createBankDataCipher } from "../../api/services/promoters/bank-account.ts";
import { promotersRestApp } from "../../api/rest/promoters.ts";
import { createReadinessCheck, healthRestApp } from "../../api/rest/health.ts";
import { createLogger, type Logger } from "../platform/log.ts";
import { answerFailure, createRequestLog, requestLogOf } from "../platform/request-log.ts";
import { createPageRoutePattern } from "./page-route-pattern.ts";

export type AppDeps = {
  database: Database;
  config: Config;
  assets: ClientAssets;
  /** Defaults to the HTTP provider when MAIL_API_URL and MAIL_API_KEY are set, else the outbox table. */
  mailer?: Mailer;
  /** Defaults to S3-compatible storage when configured, else STORAGE_LOCAL_DIR. */
  fileStorage?: FileStorage;
  /** The clock time-based rules read (rate-limit windows, token and session expiry); tests pass a fixed one. */
  now?: () => Date;
  /** Defaults to the configured providers, or the local fakes (createPaymentSetup). */
  paymentSetup?: (callSelf: (path: string, init: RequestInit) => Promise<Response>) => PaymentSetup;
  /** Defaults to the configured AI provider, or the local fake (createAiSetup). */
  aiSetup?: AiSetup;
  /** Where the request log's lines go: defaults to the console in LOG_FORMAT (src/platform/log.ts). */
  log?: Logger;
};

/** hono/secure-headers with every header off: each use turns on what it sends. */
const NO_SECURE_HEADERS = {
  crossOriginResourcePolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xContentTypeOptions: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  // An answer that set one of these itself keeps it: the local YooKassa fake's same-origin widget frame, a shared
  // page's hashed policy, a download's sandbox policy.
  overwrite: false,
} as const;

export function createApp(
  { database, config, assets, mailer, fileStorage, now = () => new Date(), paymentSetup, aiSetup, log }: AppDeps,
) {
  // The commission ledger's terms, passed to every path that records or schedules commissions.
  const commissions = { holdDays: config.promoters.holdDays, payoutMinimum: config.promoters.payoutMinimum };
  const schema = createSchema();
  const executor = createExecutor(schema, graphqlValidationRules(config.isProduction));
  const siteCache = createSiteCache(config.siteCacheSeconds);
  // Work that finishes after its answer (mail): kept so tests and shutdown can wait for it.
  const pending = new Set<Promise<unknown>>();
  const background = (work: Promise<unknown>) => {
    pending.add(work);
    work.finally(() => pending.delete(work));
  };
  // The fakes (when they stand in for a provider) call back into this app as from the loopback address.
  const own: { app?: Hono } = {};
  const callSelf = async (path: string, init: RequestInit) =>
    await own.app!.fetch(new Request(`${config.origin}${path}`, init), {
      remoteAddr: { hostname: "127.0.0.1", port: 0, transport: "tcp" },
    });
  // Anonymous pages from memory (src/server/page-memory-cache.ts): a content version move drops its pages and the
  // site cache, whose anonymous answers the next render would otherwise reuse.
  const pageMemory = createPageMemoryCache({
    entries: config.pageMemoryCache.entries,
    maxBytes: config.pageMemoryCache.maxBytes,
    freshSeconds: config.edgeCache.seconds,
    staleSeconds: config.edgeCache.staleSeconds,
    sessionCookie: SESSION_COOKIE,
    readVersion: () => readPageContentVersion(database.db),
    onDrop: () => siteCache.clear(),
    background,
    now: () => now().getTime(),
  });
  const payment = paymentSetup ? paymentSetup(callSelf) : createPaymentSetup(config, callSelf);
  const ai = aiSetup ?? createAiSetup(config);
  const storage = fileStorage ?? createFileStorage(config);
  // The readiness checks: GET /readyz answers them, the back office's system screen shows them (api/rest/health.ts).
  const readiness = createReadinessCheck({
    database,
    productionGaps: () => productionGaps(config, { database: database.kind, storage: storage.kind }),
  });
  const graphqlDeps = {
    storage,
    readiness,
    aiTools: { provider: ai.provider, limits: config.aiAllowance },
    // A purge tells the CDN and every isolate's page cache (through the content version); this one drops at once.
    edgeCache: createEdgeCache(config.edgeCache.purge, {
      bumpContentVersion: async () => pageMemory.noteVersion(await bumpPageContentVersion(database.db)),
    }),
    bankData: createBankDataCipher(config.promoters.bankDataKey, config.isProduction),
    commissions,
    billing: {
      payments: payment.payments,
      files: createFileSigner(config.sessionSecret),
    },
    leads: { inbox: config.clubInbox },
    origin: config.origin,
    about: { chatUrl: config.clubChatUrl },
    events: {
      source: config.calendarFeedUrl
        ? createFeedCalendar({ url: config.calendarFeedUrl, ttlSeconds: config.calendarCacheSeconds })
        : createDemoCalendar(now),
    },
    db: database.db,
    siteCache,
    background,
    now,
    mailer: mailer ??
      (config.mail
        ? createHttpMailer({ url: config.mail.apiUrl, apiKey: config.mail.apiKey, from: config.mail.from })
        : createOutboxMailer(database.db)),
  };
  const upgradeInsecureRequests = config.isProduction && config.origin.startsWith("https:");
  const renderPage = createPageRenderer({
    ...graphqlDeps,
    executor,
    manifest: assets.routerManifest,
    dictionaryUrls: assets.dictionaryUrls,
    teamDictionaryUrls: assets.teamDictionaryUrls,
    createAppRouter: assets.createAppRouter,
    origin: config.origin,
    googleSignIn: Boolean(config.google),
  });

  const app = new Hono();
  own.app = app;

  // One line per request (src/platform/request-log.ts); this middleware first, so it sees every answer.
  const pagePattern = createPageRoutePattern();
  const requestLog = createRequestLog({ log: log ?? createLogger(config.logFormat), pagePattern });
  app.use("*", requestLog.middleware);
  // A handler that throws: 499 when its client already went away, else a 500 whose cause is on the request's line.
  app.onError(answerFailure);

  app.use(
    "*",
    secureHeaders({
      ...NO_SECURE_HEADERS,
      xContentTypeOptions: true,
      referrerPolicy: "strict-origin-when-cross-origin",
      // Pages also say frame-ancestors 'none' in their CSP; this covers every other answer and older browsers.
      xFrameOptions: "DENY",
      // Production is served over HTTPS only (Deno Deploy): browsers are told to never try plain HTTP.
      strictTransportSecurity: config.isProduction ? "max-age=31536000; includeSubDomains" : false,
    }),
  );
  app.use("*", async (c, next) => {
    await next();
    // An answer for a signed-in visitor is theirs alone: no shared cache (browser back-forward, CDN, proxy) keeps it.
    // On the answer itself: after next(), c.header() would copy the whole Response.
    if (viewerOf(c).userId && !/\.[a-z0-9]{1,5}$/i.test(c.req.path)) {
      c.res.headers.set("cache-control", "private, no-store");
    } else if (c.res.headers.has("set-cookie") && /\bpublic\b/.test(c.res.headers.get("cache-control") ?? "")) {
      // Nor is an answer that sets a cookie, by whichever handler or middleware set it (src/server/edge-cache.ts).
      c.res.headers.set("cache-control", "no-store");
    }
  });

  // The probes (api/rest/health.ts), before the session (which may read the database) and every page route: a load
  // balancer's GET /healthz touches nothing but this process.
  app.route(
    "/",
    healthRestApp({ readiness }),
  );

  // A body that does not arrive in time is answered 408 and its connection closed (src/server/request-deadline.ts).
  app.use("*", requestBodyDeadline(config.requestBodyTimeoutSeconds));
  app.use("*", sessionMiddleware(database.db, config.configuredOrigin, now));
  const crossSiteGraphQL = sameOriginMiddleware(config.configuredOrigin, (c) => {
    const entry = requestLogOf(c);
    if (entry) entry.errorCodes = ["FORBIDDEN"];
    return c.json({
      errors: [{
        message: "Cross-site request refused",
        extensions: { code: "FORBIDDEN", i18nKey: "errors.FORBIDDEN", requestId: entry?.requestId },
      }],
    }, 403);
  });
  app.use("/graphql", crossSiteGraphQL);
  app.use("/graphql/*", crossSiteGraphQL);
  app.route(
    "/graphql",
    createGraphQLApp({
      ...graphqlDeps,
      schema,
      isProduction: config.isProduction,
      viewerOf,
      sessionIoOf: (c) => sessionIoOf(c, config),
      requestLogOf,
    }),
  );

  // REST endpoints, each a sub-app in api/rest/ (before the page catch-all below, which would claim their paths).
  app.use(
    "/api/*",
    sameOriginMiddleware(config.configuredOrigin, (c) => refuse(c, 403, "FORBIDDEN", "errors.FORBIDDEN")),
  );
  app.route("/api/profile", profileRestApp({ db: database.db, storage, payments: payment.payments, now }));
  app.route("/api/experts", expertsRestApp({ db: database.db, storage, origin: config.origin, now }));
  app.route("/api/admin/pictures", adminPicturesRestApp({ db: database.db, storage, now }));
  app.route("/api/tracker", trackerRestApp({ db: database.db }));
  app.route("/api/promoters", promotersRestApp({ db: database.db, bankData: graphqlDeps.bankData }));
  app.route(
    "/api",
    billingRestApp({
      db: database.db,
      payments: payment.payments,
      mailer: graphqlDeps.mailer,
      origin: config.origin,
      files: graphqlDeps.billing.files,
      storage,
      commissions,
      background,
      now,
      clientIp: (c) => clientAddress(c, config.trustedProxies),
      trustLoopbackNotifications: Boolean(payment.fakes.yoo),
    }),
  );
  payment.mount(app);
  ai.mount(app);
  app.route("/api/ai-tools", aiToolsRestApp({ ...graphqlDeps.aiTools, db: database.db, now }));
  app.route("/uploads", uploadsRestApp({ storage }));
  app.route("/pictures", picturesRestApp());
  app.route("/api/auth/google", googleAuthApp(database.db, config));
  app.route("/api/auth", authRestApp({ db: database.db }));
  app.route(
    "/dev",
    devOutboxRestApp({ db: database.db, mailer: graphqlDeps.mailer, isProduction: config.isProduction }),
  );
  app.route(
    "/dev",
    devRenewalRestApp({
      db: database.db,
      payments: payment.payments,
      mailer: graphqlDeps.mailer,
      origin: config.origin,
      stripeFake: payment.fakes.stripe,
      commissions,
      fakesOnly: Boolean(payment.fakes.stripe || payment.fakes.yoo) && !config.stripe && !config.yookassa,
      isProduction: config.isProduction,
      now,
    }),
  );
  app.get("/robots.txt", (c) => c.text(robotsTxt(config.origin)));
  app.get("/sitemap.xml", async (c) => {
    const listed = await siteCache.get("sitemapPaths", () => listSitemapPaths(database.db));
    return c.body(sitemapXml(config.origin, [...SITEMAP_PATHS, ...listed]), 200, {
      "content-type": "application/xml; charset=utf-8",
    });
  });

  app.get("/", (c) => {
    const locale = pickLocale(getCookie(c, LANGUAGE_KEY), c.req.header("accept-language"));
    c.header("vary", "Cookie, Accept-Language");
    c.header("cache-control", "no-store");
    return c.redirect(`/${locale}/`, 302);
  });

  app.get("*", async (c, next) => {
    const file = assets.files.get(c.req.path);
    if (file) {
      const entry = requestLogOf(c);
      if (entry) entry.route = "(static)";
      return staticResponse(file, c.req.header("accept-encoding"));
    }
    if (c.req.path.startsWith("/assets/")) return c.text("Not found", 404);
    await next();
  });

  // Pages: a nonce per response in their Content-Security-Policy (src/server/render.ts), which the render gives to
  // every inline script it writes.
  const pageSecurityPolicy = secureHeaders({
    ...NO_SECURE_HEADERS,
    contentSecurityPolicy: pagePolicy([NONCE], upgradeInsecureRequests),
  });

  app.get("*", pageSecurityPolicy, async (c) => {
    const url = new URL(c.req.url);
    const [, first] = url.pathname.split("/");
    if (!isLocale(first)) {
      // A path without a locale: files are simply missing; pages move under the visitor's locale.
      if (/\.[a-z0-9]{1,5}$/i.test(url.pathname)) return c.text("Not found", 404);
      const locale = pickLocale(getCookie(c, LANGUAGE_KEY), c.req.header("accept-language"));
      return c.redirect(`/${locale}${url.pathname.replace(/\/?$/, "/")}${url.search}`, 302);
    }
    // One canonical form for pages: a trailing slash.
    if (!url.pathname.endsWith("/")) return c.redirect(`${url.pathname}/${url.search}`, 301);
    const entry = requestLogOf(c);
    if (entry) entry.route = pagePattern(url.pathname);
    // The render in a span named by its route (its loaders' GraphQL and SQL spans nest in it), ended when the head is
    // ready, as the request's line measures it (decision 155).
    let response = await withSpan(
      () => `render ${entry?.route ?? pagePattern(url.pathname)}`,
      { "app.locale": first },
      () =>
        renderPage(
          c.req.raw,
          first as Locale,
          viewerOf(c),
          c.get("secureHeadersNonce" as never) as string,
          entry?.requestId,
        ),
    );
    // Shareable by a CDN only when public and anonymous (src/server/edge-cache.ts); an answer that sets a cookie is
    // made no-store by the first middleware above, which sees the finished answer.
    const cacheHeaders = pageCacheHeaders(
      { method: c.req.method, url: c.req.url, hasSessionCookie: getCookie(c, SESSION_COOKIE) !== undefined },
      response.status,
      config.edgeCache,
    );
    // A shared copy cannot keep a per-response nonce: its inline scripts are allowed by their hashes instead.
    if (cacheHeaders.some(([name, value]) => name === "cache-control" && /\bpublic\b/.test(value))) {
      response = await withInlineScriptHashes(
        response,
        upgradeInsecureRequests,
        c.get("secureHeadersNonce" as never) as string,
      );
    }
    for (const [name, value] of cacheHeaders) {
      if (name === "vary") response.headers.append(name, value);
      else response.headers.set(name, value);
    }
    return compressPage(response, c.req.header("accept-encoding"));
  });

  // Anonymous pages a CDN may share are answered from memory before the middleware chain: a hit costs no render.
  // Outside it, the request log: a page from memory gets its line and its request id too.
  app.fetch = requestLog.wrap(pageMemory.wrap(app.fetch));

  return Object.assign(app, {
    /** The in-process page cache (tests read its counts). */
    pageMemory,
    /** Resolves when work started after an answer (mail) has finished. */
    /** The local payment fakes, when they stand in for a provider (tests drive them). */
    paymentFakes: payment.fakes,
    /** The local AI fake, when it stands in for a provider (tests drive it). */
    aiFake: ai.fake,
    /**
     * The dev outbox's mails to `to`, oldest first, their sealed links opened (tests follow them); undefined when mail
     * goes to a provider.
     */
    outboxMailsTo: graphqlDeps.mailer.open
      ? async (to: string) =>
        await Promise.all((await readOutboxTo(database.db, to)).map((row) => graphqlDeps.mailer.open!(row)))
      : undefined,
    /** What the renewal cron job needs: the providers, the mailer, the public origin, the ledger's terms. */
    billing: { payments: payment.payments, mailer: graphqlDeps.mailer, origin: config.origin, commissions },
    settled: async () => {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  });
}
