import assert from "node:assert/strict";
import { ConfigError, describeDisabledFeatures, parseConfig } from "../../src/config.ts";

Deno.test("an empty environment runs on embedded PGlite with every integration off", () => {
  const config = parseConfig({});
  assert.equal(config.port, 8000);
  assert.deepEqual(config.database, { kind: "pglite", dir: "./data/pglite" });
  assert.equal(config.stripe, undefined);
  assert.equal(config.storage.kind, "local");
  const off = describeDisabledFeatures(config);
  assert.ok(off.some((l) => l.includes("STRIPE_SECRET_KEY")));
  assert.ok(off.some((l) => l.includes("OPENAI_API_KEY")));
});

Deno.test("a postgres:// URL selects the Postgres server through the Neon driver", () => {
  const config = parseConfig({ DATABASE_URL: "postgres://u:p@db.example.com/app", PORT: "9000" });
  assert.deepEqual(config.database, { kind: "postgres", url: "postgres://u:p@db.example.com/app", wsProxy: undefined });
  assert.equal(config.port, 9000);
});

Deno.test("a malformed variable stops start-up with a message naming it", () => {
  assert.throws(
    () => parseConfig({ PORT: "eighty" }),
    (e: Error) => e instanceof ConfigError && e.message.includes("PORT"),
  );
  assert.throws(() => parseConfig({ STRIPE_SECRET_KEY: "hello" }), /STRIPE_SECRET_KEY/);
  assert.throws(() => parseConfig({ DATABASE_URL: "mysql://x" }), /DATABASE_URL/);
  assert.throws(() => parseConfig({ APP_URL: "not a url" }), /APP_URL/);
  assert.throws(() => parseConfig({ SESSION_SECRET: "short" }), /SESSION_SECRET/);
});

Deno.test("half of a key pair is an error, not a silently disabled feature", () => {
  assert.throws(() => parseConfig({ GOOGLE_CLIENT_ID: "abc" }), /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/);
  assert.throws(() => parseConfig({ YOOKASSA_SHOP_ID: "123" }), /YOOKASSA_SECRET_KEY/);
});

Deno.test("production requires a session secret, APP_URL and the bank data key", () => {
  const url = "https://fellows.club";
  assert.throws(() => parseConfig({ APP_ENV: "production", APP_URL: url }), /SESSION_SECRET/);
  assert.throws(
    () => parseConfig({ APP_ENV: "production", SESSION_SECRET: "x".repeat(32), BANK_DATA_KEY: "A".repeat(43) + "=" }),
    /APP_URL is required/,
  );
  assert.throws(
    () => parseConfig({ APP_ENV: "production", APP_URL: url, SESSION_SECRET: "x".repeat(32) }),
    /BANK_DATA_KEY is required/,
  );
  const config = parseConfig({
    APP_ENV: "production",
    APP_URL: url,
    SESSION_SECRET: "x".repeat(32),
    BANK_DATA_KEY: "A".repeat(43) + "=",
  });
  assert.equal(config.isProduction, true);
  assert.equal(config.origin, url);
  assert.equal(config.promoters.exchangeRatesUrl, "https://www.cbr.ru/scripts/XML_daily.asp", "never demo rates");
  assert.equal(parseConfig({}).promoters.exchangeRatesUrl, undefined, "the embedded default shows demo rates");
});

Deno.test("links use APP_URL, else the configured local origin (never a request header)", () => {
  assert.equal(parseConfig({ APP_URL: "https://example.org/" }).origin, "https://example.org");
  assert.equal(parseConfig({ PORT: "8123" }).origin, "http://localhost:8123");
});

Deno.test("demo content and demo accounts are impossible in production (defect 7)", () => {
  const prod = {
    APP_ENV: "production",
    APP_URL: "https://fellows.club",
    SESSION_SECRET: "x".repeat(32),
    BANK_DATA_KEY: "A".repeat(43) + "=",
  };
  assert.equal(parseConfig(prod).seedDemoContent, false, "DEMO_SEED's default does not apply in production");
  assert.throws(() => parseConfig({ ...prod, DEMO_SEED: "true" }), /DEMO_SEED=true is refused in production/);
  assert.equal(parseConfig({ APP_ENV: "development" }).seedDemoContent, true);
});

Deno.test("the local payment fakes: on by default outside production, off and refused in production", () => {
  const prod = {
    APP_ENV: "production",
    APP_URL: "https://fellows.club",
    SESSION_SECRET: "x".repeat(32),
    BANK_DATA_KEY: "A".repeat(43) + "=",
  };
  assert.equal(parseConfig(prod).paymentFakes, false, "PAYMENT_FAKES's default does not apply in production");
  assert.throws(() => parseConfig({ ...prod, PAYMENT_FAKES: "true" }), /PAYMENT_FAKES=true is refused in production/);
  assert.equal(parseConfig({}).paymentFakes, true);
  assert.equal(parseConfig({ PAYMENT_FAKES: "false" }).paymentFakes, false);
  assert.throws(() => parseConfig({ PAYMENT_FAKES: "yes" }), /PAYMENT_FAKES/);
});

Deno.test("TRUSTED_PROXIES lists addresses; IPv4-mapped IPv6 is the same address", () => {
  assert.deepEqual(parseConfig({ TRUSTED_PROXIES: "10.0.0.1, ::ffff:10.0.0.2 [::1]" }).trustedProxies, [
    "10.0.0.1",
    "10.0.0.2",
    "::1",
  ]);
  assert.deepEqual(parseConfig({}).trustedProxies, []);
});

Deno.test("the connection guard is on with 10 s heads and 60 s idle, off by default on Deno Deploy", () => {
  assert.deepEqual(parseConfig({}).connectionGuard, { headerTimeoutSeconds: 10, idleTimeoutSeconds: 60 });
  assert.deepEqual(
    parseConfig({ REQUEST_HEADER_TIMEOUT_SECONDS: "5", CONNECTION_IDLE_TIMEOUT_SECONDS: "120" }).connectionGuard,
    { headerTimeoutSeconds: 5, idleTimeoutSeconds: 120 },
  );
  assert.equal(parseConfig({ CONNECTION_GUARD: "off" }).connectionGuard, null);
  assert.equal(parseConfig({ DENO_DEPLOYMENT_ID: "abc123" }).connectionGuard, null, "Deploy's edge holds clients");
  assert.notEqual(parseConfig({ DENO_DEPLOYMENT_ID: "abc123", CONNECTION_GUARD: "on" }).connectionGuard, null);
  assert.throws(() => parseConfig({ REQUEST_HEADER_TIMEOUT_SECONDS: "0" }), /REQUEST_HEADER_TIMEOUT_SECONDS/);
  assert.throws(() => parseConfig({ CONNECTION_GUARD: "maybe" }), /CONNECTION_GUARD/);
});

Deno.test("the log is JSON lines unless development asks for readable ones; LOG_FORMAT decides", () => {
  assert.equal(parseConfig({}).logFormat, "pretty");
  assert.equal(parseConfig({ APP_ENV: "test" }).logFormat, "json");
  assert.equal(parseConfig({ APP_ENV: "development", LOG_FORMAT: "json" }).logFormat, "json");
  assert.equal(parseConfig({ APP_ENV: "test", LOG_FORMAT: "pretty" }).logFormat, "pretty");
  assert.throws(() => parseConfig({ LOG_FORMAT: "xml" }), /LOG_FORMAT/);
});
