// The development mail outbox (GET /dev/outbox): reachable outside production when mail goes to the outbox table —
// it used to sit behind the page catch-all, which redirected it to /ru/dev/outbox/ and a 404 — and absent in
// production.
import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { mailOutbox } from "../../db/schema/index.ts";
import { createOutboxMailer } from "../../api/integrations/mail.ts";
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

const VERIFY = `mutation($token: String!) { verifyEmailViaLink(token: $token) { success error { name } } }`;
const FORGOT = `mutation($email: String!) { forgotPassword(email: $email, isPartner: false) { success } }`;
const RESET = `mutation($token: String!, $password: String!) {
  resetPasswordByToken(token: $token, password: $password) { success error { name } } }`;

Deno.test(
  "a stored verification or reset mail holds no usable link: the outbox keeps its token sealed, /dev/outbox opens it",
  opts,
  async () => {
    await using t = await createTestApp({ seed: false });
    await quietly(async () => {
      await t.graphql(SIGN_UP, {
        input: {
          email: "sealed@example.org",
          password: "correct horse 1",
          firstName: "Sam",
          lastName: "Sealed",
          acceptedTerms: true,
        },
      }, { "x-locale": "en" });
      await t.app.settled();
    });
    // What a copy of the database holds: the rows as stored.
    const stored = async (kind: string) => {
      const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, "sealed@example.org"));
      const row = rows.find((r) => r.text.includes(`/${kind}/`));
      assert.ok(row, `a ${kind} mail`);
      const segments = [row.text, row.html].flatMap((body) =>
        [...body.matchAll(new RegExp(`/${kind}/([^/\\s"<]+)/`, "g"))].map((m) => m[1])
      );
      assert.ok(segments.length >= 2, "the link is in the text and the HTML");
      return segments;
    };
    for (const segment of await stored("verify-email")) {
      assert.match(segment, /^sealed\./);
      const tried = await t.graphql<{ verifyEmailViaLink: { success: boolean } }>(VERIFY, { token: segment });
      assert.notEqual(
        tried.data?.verifyEmailViaLink.success,
        true,
        `the stored link confirms nothing: ${JSON.stringify(tried)}`,
      );
    }
    // The server that sealed it shows the working link at /dev/outbox.
    const page = await (await t.request("/dev/outbox")).text();
    const token = /\/en\/verify-email\/([A-Za-z0-9_-]+)\//.exec(page)?.[1];
    assert.ok(token, "/dev/outbox shows the link");
    assert.doesNotMatch(page, /sealed\./);
    const verified = await t.graphql<{ verifyEmailViaLink: { success: boolean } }>(VERIFY, { token });
    assert.equal(verified.data?.verifyEmailViaLink.success, true);

    await quietly(async () => {
      await t.graphql(FORGOT, { email: "sealed@example.org" });
      await t.app.settled();
    });
    for (const segment of await stored("reset-password")) {
      assert.match(segment, /^sealed\./);
      const tried = await t.graphql<{ resetPasswordByToken: { success: boolean } }>(RESET, {
        token: segment,
        password: "stolen password 9",
      });
      assert.notEqual(
        tried.data?.resetPasswordByToken.success,
        true,
        `the stored link resets nothing: ${JSON.stringify(tried)}`,
      );
    }
    // Another server (another key), reading the same rows, cannot open them either.
    const stranger = createOutboxMailer(t.db, () => {});
    const [row] = (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, "sealed@example.org")))
      .filter((r) => r.text.includes("/reset-password/"));
    assert.match((await stranger.open!(row)).text, /\/reset-password\/sealed\./);
    const [opened] = (await t.mailsTo("sealed@example.org")).filter((m) => m.text.includes("/reset-password/"));
    const resetToken = /\/reset-password\/([A-Za-z0-9_-]+)\//.exec(opened.text)![1];
    const reset = await t.graphql<{ resetPasswordByToken: { success: boolean } }>(RESET, {
      token: resetToken,
      password: "a new password 9",
    });
    assert.equal(reset.data?.resetPasswordByToken.success, true);
  },
);

Deno.test(
  "in production mail goes to the provider (the local stand-in here) with the link whole, and nothing to the outbox",
  opts,
  async () => {
    await using t = await createTestApp({ seed: false, env: PRODUCTION_ON_LOCAL_STATE });
    assert.ok(t.mailFake, "a production-mode app gets the local mail stand-in");
    await t.graphql(SIGN_UP, {
      input: {
        email: "prod@example.org",
        password: "correct horse 1",
        firstName: "Pia",
        lastName: "Prod",
        acceptedTerms: true,
      },
    }, { "x-locale": "en" });
    await t.app.settled();
    assert.equal((await t.db.select().from(mailOutbox)).length, 0);
    const [mail] = t.mailFake.mails.filter((m) => m.to === "prod@example.org");
    assert.ok(mail, "the provider got the mail");
    const token = /\/en\/verify-email\/([A-Za-z0-9_-]+)\//.exec(mail.text)?.[1];
    assert.ok(token);
    const verified = await t.graphql<{ verifyEmailViaLink: { success: boolean } }>(VERIFY, { token });
    assert.equal(verified.data?.verifyEmailViaLink.success, true);
  },
);
