import assert from "node:assert/strict";
import { ConfigError, describeDisabledFeatures, parseConfig, productionGaps } from "../../src/config.ts";

/** Everything production requires: a Postgres server, S3-compatible storage and the secrets. */
const PRODUCTION = {
  APP_ENV: "production",
  APP_URL: "https://fellows.club",
  SESSION_SECRET: "x".repeat(32),
  BANK_DATA_KEY: "A".repeat(43) + "=",
  DATABASE_URL: "postgres://fellows:db-pass-0451@db.example.com/app",
  STORAGE_S3_ENDPOINT: "https://s3.example.com",
  STORAGE_S3_BUCKET: "fellows",
  STORAGE_S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
  STORAGE_S3_SECRET_ACCESS_KEY: "s3-secret-7781",
  MAIL_API_URL: "https://mail.example.com/send",
  MAIL_API_KEY: "mail-key-3310",
};

/** The ConfigError parseConfig throws for `env`. */
function refusalOf(env: Record<string, string | undefined>): ConfigError {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  assert.fail("parseConfig accepted the environment");
}

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
  const { APP_URL: _url, ...withoutUrl } = PRODUCTION;
  const { SESSION_SECRET: _secret, ...withoutSecret } = PRODUCTION;
  const { BANK_DATA_KEY: _key, ...withoutKey } = PRODUCTION;
  assert.match(refusalOf(withoutSecret).message, /SESSION_SECRET is required/);
  assert.match(refusalOf(withoutUrl).message, /APP_URL is required/);
  assert.match(refusalOf(withoutKey).message, /BANK_DATA_KEY is required/);
  const config = parseConfig(PRODUCTION);
  assert.equal(config.isProduction, true);
  assert.equal(config.origin, PRODUCTION.APP_URL);
  assert.equal(config.promoters.exchangeRatesUrl, "https://www.cbr.ru/scripts/XML_daily.asp", "never demo rates");
  assert.equal(parseConfig({}).promoters.exchangeRatesUrl, undefined, "the embedded default shows demo rates");
});

Deno.test("production refuses to start without a Postgres DATABASE_URL: PGlite's disk goes with the isolate", () => {
  const { DATABASE_URL: _url, ...withoutDatabase } = PRODUCTION;
  for (const env of [withoutDatabase, { ...PRODUCTION, DATABASE_URL: "pglite:./data/pglite" }]) {
    const error = refusalOf(env);
    assert.match(error.message, /^Refusing to start under APP_ENV=production: DATABASE_URL is required, a postgres:/);
    assert.doesNotMatch(error.message, /STORAGE_S3/, "storage is configured, so it is not named");
  }
  assert.equal(parseConfig(PRODUCTION).database.kind, "postgres");
});

Deno.test("production refuses to start without S3-compatible storage, naming the four variables", () => {
  const { STORAGE_S3_ENDPOINT: _e, STORAGE_S3_BUCKET: _b, STORAGE_S3_ACCESS_KEY_ID: _i, ...noS3 } = PRODUCTION;
  const { STORAGE_S3_SECRET_ACCESS_KEY: _s, ...withoutStorage } = noS3;
  const error = refusalOf(withoutStorage);
  assert.match(
    error.message,
    /STORAGE_S3_ENDPOINT, STORAGE_S3_BUCKET, STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY are required/,
  );
  assert.doesNotMatch(error.message, /DATABASE_URL/);
  // Half a bucket is refused in any environment, by the pairs rule.
  assert.match(refusalOf({ ...withoutStorage, STORAGE_S3_BUCKET: "fellows" }).message, /must be set together/);
  assert.equal(parseConfig(PRODUCTION).storage.kind, "s3");
});

Deno.test("the production refusal names everything missing at once and never a value", () => {
  const error = refusalOf({ APP_ENV: "production", SESSION_SECRET: PRODUCTION.SESSION_SECRET, PORT: "8000" });
  for (const name of ["APP_URL", "BANK_DATA_KEY", "DATABASE_URL", "STORAGE_S3_BUCKET"]) {
    assert.match(error.message, new RegExp(name));
  }
  assert.doesNotMatch(error.message, /SESSION_SECRET/, "what is set is not named");
  const { DATABASE_URL: _url, ...withoutDatabase } = PRODUCTION;
  const message = refusalOf(withoutDatabase).message;
  for (const secret of [PRODUCTION.SESSION_SECRET, PRODUCTION.STORAGE_S3_SECRET_ACCESS_KEY, "AKIAEXAMPLE"]) {
    assert.ok(!message.includes(secret), `the message leaks ${secret}`);
  }
});

Deno.test("production refuses to start without a mail provider, LOCAL_STATE_IN_PRODUCTION=allow or not", () => {
  const { MAIL_API_URL: _u, MAIL_API_KEY: _k, ...withoutMail } = PRODUCTION;
  for (const env of [withoutMail, { ...withoutMail, DATABASE_URL: undefined, LOCAL_STATE_IN_PRODUCTION: "allow" }]) {
    const error = refusalOf(env);
    assert.match(
      error.message,
      /^Refusing to start under APP_ENV=production: MAIL_API_URL and MAIL_API_KEY are required/,
    );
    assert.doesNotMatch(error.message, /DATABASE_URL|STORAGE_S3/, "what is configured or allowed is not named");
  }
  // Outside production the dev outbox stands in, as before.
  assert.equal(parseConfig({}).mail, undefined);
  assert.equal(parseConfig(PRODUCTION).mail?.apiUrl, "https://mail.example.com/send");
});

Deno.test("LOCAL_STATE_IN_PRODUCTION=allow lets production run on local state, except on Deno Deploy", () => {
  const local = {
    APP_ENV: "production",
    APP_URL: "https://fellows.club",
    SESSION_SECRET: "x".repeat(32),
    BANK_DATA_KEY: "A".repeat(43) + "=",
    LOCAL_STATE_IN_PRODUCTION: "allow",
    MAIL_API_URL: "http://127.0.0.1:8709/send",
    MAIL_API_KEY: "local-mail-stand-in",
  };
  const config = parseConfig(local);
  assert.equal(config.database.kind, "pglite");
  assert.equal(config.storage.kind, "local");
  assert.deepEqual(productionGaps(config), []);
  assert.match(refusalOf({ ...local, DENO_DEPLOYMENT_ID: "abc123" }).message, /LOCAL_STATE_IN_PRODUCTION=allow/);
  assert.match(refusalOf({ ...local, LOCAL_STATE_IN_PRODUCTION: "yes" }).message, /LOCAL_STATE_IN_PRODUCTION/);
  assert.equal(parseConfig({}).localStateAllowed, false);
});

Deno.test("productionGaps judges the database and storage a process really runs on", () => {
  const config = parseConfig(PRODUCTION);
  assert.deepEqual(productionGaps(config), []);
  assert.deepEqual(
    productionGaps(config, { database: "pglite", storage: "local" }).flatMap((g) => g.variables),
    [
      "DATABASE_URL",
      "STORAGE_S3_ENDPOINT",
      "STORAGE_S3_BUCKET",
      "STORAGE_S3_ACCESS_KEY_ID",
      "STORAGE_S3_SECRET_ACCESS_KEY",
    ],
  );
  assert.deepEqual(productionGaps(parseConfig({}), { database: "pglite", storage: "local" }), [], "only production");
});

Deno.test("links use APP_URL, else the configured local origin (never a request header)", () => {
  assert.equal(parseConfig({ APP_URL: "https://example.org/" }).origin, "https://example.org");
  assert.equal(parseConfig({ PORT: "8123" }).origin, "http://localhost:8123");
});

Deno.test("demo content and demo accounts are impossible in production (defect 7)", () => {
  const prod = PRODUCTION;
  assert.equal(parseConfig(prod).seedDemoContent, false, "DEMO_SEED's default does not apply in production");
  assert.throws(() => parseConfig({ ...prod, DEMO_SEED: "true" }), /DEMO_SEED=true is refused in production/);
  assert.equal(parseConfig({ APP_ENV: "development" }).seedDemoContent, true);
});

Deno.test("the local payment fakes: on by default outside production, off and refused in production", () => {
  const prod = PRODUCTION;
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
