// The development mail outbox (GET /dev/outbox): reachable outside production when mail goes to the outbox table —
// it used to sit behind the page catch-all, which redirected it to /ru/dev/outbox/ and a 404 — and absent in
// production.
import assert from "node:assert/strict";
import { createTestApp, PRODUCTION_ON_LOCAL_STATE, quietly } from "../support/app.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) {
  user { id email } error { name } } }`;

Deno.test("GET /dev/outbox answers 200 HTML listing the verification mail after a sign-up", opts, async () => {
  const t = await createTestApp({ seed: false });
  try {
    const empty = await t.request("/dev/outbox");
    assert.equal(empty.status, 200);
    assert.match(await empty.text(), /No mail yet/);

    const up = await quietly(async () => {
      const answer = await t.graphqlRaw(SIGN_UP, {
        input: {
          email: "Olga@Example.org",
          password: "correct horse 1",
          firstName: "Olga",
          lastName: "Outbox",
          acceptedTerms: true,
        },
      }, { "x-locale": "en" });
      await t.app.settled();
      return answer;
    });
    assert.equal(up.errors, undefined, JSON.stringify(up.errors));

    const res = await t.request("/dev/outbox");
    assert.equal(res.status, 200);
    assert.match(res.headers.get("content-type") ?? "", /^text\/html/);
    assert.equal(res.headers.get("cache-control"), "no-store");
    const html = await res.text();
    assert.match(html, /<h1>Dev outbox<\/h1>/);
    assert.match(html, /To olga@example\.org/);
    assert.match(html, /\/en\/verify-email\/[A-Za-z0-9_-]+\//);
  } finally {
    await t.close();
  }
});

Deno.test("GET /dev/outbox is not mounted in production: the path ends in a 404", opts, async () => {
  const t = await createTestApp({
    seed: false,
    env: { ...PRODUCTION_ON_LOCAL_STATE, SESSION_SECRET: "s".repeat(32) },
  });
  try {
    const res = await t.request("/dev/outbox");
    assert.notEqual(res.status, 200);
    const body = await res.text();
    assert.doesNotMatch(body, /Dev outbox/);
    // Like any unknown path without a locale: sent to the locale's page, which does not exist.
    assert.equal(res.status, 302);
    const page = await t.request(new URL(res.headers.get("location")!, "https://fellows.test").pathname);
    assert.equal(page.status, 404);
    assert.doesNotMatch(await page.text(), /Dev outbox/);
  } finally {
    await t.close();
  }
});
