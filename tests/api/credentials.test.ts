// Only proven credentials survive, and each mailed link is bound to its purpose and its address (decision 038): a Google
// sign-in does not keep a password nobody proved; an email-change link confirms only the address it was mailed to; a
// reset link dies when a newer one is requested and when any reset happens; mailed links use the configured origin;
// production refuses the demo accounts. Each proven on a real database.
import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema/index.ts";
import { createTestApp } from "../support/app.ts";
import { FORGOT, mailsTo, RESET, sessionCookie, SIGN_IN, signedInUser, tokenIn } from "../support/accounts.ts";
import { fakeGoogle } from "../support/fake-google.ts";
import { hashPassword } from "../../api/services/auth/passwords.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { user { id } error { name } } }`;
const VERIFY = `mutation VerifyEmailViaLink($token: String!) { verifyEmailViaLink(token: $token) {
  success error { name } } }`;
const IS_VALID = `query($token: String!) { isVerificationTokenValid(token: $token) { success error { name } } }`;
const UPDATE_EMAIL = `mutation($email: String!) { updateUserEmail(email: $email) { user { email pendingEmail }
  error { name } } }`;

Deno.test(
  "a Google sign-in to an unverified account discards the password set by whoever signed up first",
  opts,
  async () => {
    const google = fakeGoogle(() => ({
      sub: "g-victim",
      email: "victim@example.org",
      email_verified: true,
      given_name: "Vic",
    }));
    const t = await createTestApp({
      seed: false,
      env: {
        GOOGLE_CLIENT_ID: "id",
        GOOGLE_CLIENT_SECRET: "secret",
        GOOGLE_AUTH_URL: "https://accounts.example/auth",
        GOOGLE_TOKEN_URL: google.url,
      },
    });
    try {
      // The attacker signs up with the victim's address and never verifies it.
      const attacker = {
        email: "victim@example.org",
        password: "attacker pass 1",
        firstName: "Eve",
        lastName: "X",
        acceptedTerms: true,
      };
      assert.equal((await t.graphql(SIGN_UP, { input: attacker })).errors, undefined);
      const attackerLink = tokenIn((await mailsTo(t, "victim@example.org"))[0].text, "verify-email");

      // The victim signs in with Google: the account is linked and confirmed.
      const start = await t.request("/api/auth/google?locale=en&redirectTo=/en/");
      const state = new URL(start.headers.get("location")!).searchParams.get("state")!;
      const cookies = start.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
      const back = await t.request(`/api/auth/google/callback?code=good-code&state=${state}`, {
        headers: { cookie: cookies },
      });
      sessionCookie(back);
      const [row] = await t.db.select().from(users).where(eq(users.email, "victim@example.org"));
      assert.equal(row.googleId, "g-victim");
      assert.equal(row.emailVerified, true);

      // The attacker's password no longer opens the account, and the attacker's old link is void.
      assert.equal(row.passwordHash, null);
      const again = await t.graphql<{ signIn: { user: unknown; error: { name: string } | null } }>(SIGN_IN, {
        input: { email: attacker.email, password: attacker.password },
      });
      assert.equal(again.data!.signIn.user, null);
      assert.equal(again.data!.signIn.error?.name, "INVALID_CREDENTIALS");
      const link = await t.graphql<{ verifyEmailViaLink: { success: boolean } }>(VERIFY, { token: attackerLink });
      assert.equal(link.data!.verifyEmailViaLink.success, false);
    } finally {
      await t.close();
      await google.close();
    }
  },
);

Deno.test(
  "a verified password account keeps its password when Google is linked (its holder proved the address)",
  opts,
  async () => {
    const { signInWithGoogle } = await import("../../api/services/auth/accounts.ts");
    await using t = await createTestApp({ seed: false });
    const hash = await hashPassword("owner pass 123");
    await t.db.insert(users).values({
      email: "owner@example.org",
      emailVerified: true,
      passwordHash: hash,
      firstName: "O",
      lastName: "W",
    });
    const linked = await signInWithGoogle(t.db, {
      googleId: "g-owner",
      email: "owner@example.org",
      firstName: "O",
      lastName: "W",
      language: "en",
    });
    assert.equal(linked.passwordHash, hash);
    assert.equal(linked.googleId, "g-owner");
  },
);

Deno.test(
  "an email-change link confirms only its own address, and a newer request voids the older link",
  opts,
  async () => {
    await using t = await createTestApp({ seed: false });
    const cookie = await signedInUser(t, "vera@example.org", "vera pass 123");
    const asVera = { cookie, "x-locale": "en" };
    const a = await t.graphql(UPDATE_EMAIL, { email: "a@example.org" }, asVera);
    assert.equal(a.errors, undefined);
    const b = await t.graphql<{ updateUserEmail: { user: { email: string; pendingEmail: string } } }>(
      UPDATE_EMAIL,
      { email: "b@example.org" },
      asVera,
    );
    assert.equal(b.data!.updateUserEmail.user.pendingEmail, "b@example.org");

    // The change mail has its own wording, not the sign-up one.
    const [mailA] = await mailsTo(t, "a@example.org");
    assert.equal(mailA.subject, "Confirm your new email for Fellows Club");
    assert.match(mailA.text, /change the email/);
    const linkA = tokenIn(mailA.text, "verify-email");
    const linkB = tokenIn((await mailsTo(t, "b@example.org"))[0].text, "verify-email");

    // A's link is void: it neither confirms B nor A.
    const valid = await t.graphql<{ isVerificationTokenValid: { success: boolean } }>(IS_VALID, { token: linkA });
    assert.equal(valid.data!.isVerificationTokenValid.success, false);
    const viaA = await t.graphql<{ verifyEmailViaLink: { success: boolean } }>(VERIFY, { token: linkA });
    assert.equal(viaA.data!.verifyEmailViaLink.success, false);
    let [row] = await t.db.select().from(users).where(eq(users.pendingEmail, "b@example.org"));
    assert.equal(row.email, "vera@example.org");

    // B's link confirms B.
    const viaB = await t.graphql<{ verifyEmailViaLink: { success: boolean } }>(VERIFY, { token: linkB });
    assert.equal(viaB.data!.verifyEmailViaLink.success, true);
    [row] = await t.db.select().from(users).where(eq(users.id, row.id));
    assert.equal(row.email, "b@example.org");
    assert.equal(row.pendingEmail, null);
  },
);

Deno.test(
  "a change link confirms the address it names even if the pending address was changed by hand",
  opts,
  async () => {
    await using t = await createTestApp({ seed: false });
    const cookie = await signedInUser(t, "nina@example.org", "nina pass 123");
    await t.graphql(UPDATE_EMAIL, { email: "first@example.org" }, { cookie });
    const link = tokenIn((await mailsTo(t, "first@example.org"))[0].text, "verify-email");
    // Whatever moves the pending address elsewhere, the link still only ever confirms first@.
    await t.db.update(users).set({ pendingEmail: "other@example.org" }).where(eq(users.email, "nina@example.org"));
    const via = await t.graphql<{ verifyEmailViaLink: { success: boolean } }>(VERIFY, { token: link });
    assert.equal(via.data!.verifyEmailViaLink.success, false);
    const [row] = await t.db.select().from(users).where(eq(users.pendingEmail, "other@example.org"));
    assert.equal(row.email, "nina@example.org");
  },
);

Deno.test(
  "a newer reset request voids the older link, and a reset voids every other reset link",
  opts,
  async () => {
    await using t = await createTestApp({ seed: false });
    await signedInUser(t, "rita@example.org", "rita pass 123");
    const ask = async () => {
      await t.graphql(FORGOT, { email: "rita@example.org" });
      await t.app.settled();
      return tokenIn((await mailsTo(t, "rita@example.org")).at(-1)!.text, "reset-password");
    };
    const first = await ask();
    const second = await ask();
    const old = await t.graphql<{ resetPasswordByToken: { success: boolean } }>(RESET, {
      token: first,
      password: "first new pass",
    });
    assert.equal(old.data!.resetPasswordByToken.success, false, "the older link is void once a newer one is sent");

    // Two links outstanding at once cannot happen any more; a used one and any other die at the reset.
    const ok = await t.graphql<{ resetPasswordByToken: { success: boolean } }>(RESET, {
      token: second,
      password: "second new pass",
    });
    assert.equal(ok.data!.resetPasswordByToken.success, true);
    const replay = await t.graphql<{ resetPasswordByToken: { success: boolean } }>(RESET, {
      token: second,
      password: "third new pass",
    });
    assert.equal(replay.data!.resetPasswordByToken.success, false);
    const signIn = await t.graphql<{ signIn: { user: { id: string } | null } }>(SIGN_IN, {
      input: { email: "rita@example.org", password: "second new pass" },
    });
    assert.ok(signIn.data!.signIn.user);
  },
);

Deno.test(
  "production refuses DEMO_SEED=true, loads no demo content, and will not start beside the demo accounts",
  opts,
  async () => {
    const { parseConfig } = await import("../../src/config.ts");
    const { prepareDatabase, StartupError } = await import("../../src/server/startup.ts");
    const { seedDemoAccounts } = await import("../../db/seed/accounts.ts");
    const prod = {
      APP_ENV: "production",
      APP_URL: "https://fellows.test",
      SESSION_SECRET: "s".repeat(40),
      BANK_DATA_KEY: "A".repeat(43) + "=",
      // The test's own database: production's rules, not its storage.
      LOCAL_STATE_IN_PRODUCTION: "allow",
      MAIL_API_URL: "http://127.0.0.1:9/send",
      MAIL_API_KEY: "local-mail-stand-in",
    };
    assert.throws(() => parseConfig({ ...prod, DEMO_SEED: "true" }), /DEMO_SEED=true is refused in production/);
    await using t = await createTestApp({ seed: false });
    // An empty production database stays empty: no demo content, no demo accounts.
    await prepareDatabase(parseConfig(prod), t.database);
    assert.equal((await t.db.select().from(users)).length, 0);
    // A database that holds them stops the start with a message naming them.
    await seedDemoAccounts(t.db);
    await assert.rejects(
      () => prepareDatabase(parseConfig(prod), t.database),
      (error) =>
        error instanceof StartupError && /demo accounts with a public password \(member@demo/.test(error.message),
    );
  },
);

Deno.test("mailed links use the configured origin, never the request's Host header", opts, async () => {
  await using t = await createTestApp({ seed: false, env: { APP_URL: "", PORT: "8123" } });
  await t.db.insert(users).values({ email: "host@example.org", firstName: "H", lastName: "O", emailVerified: true });
  await t.graphql(FORGOT, { email: "host@example.org" }, {
    host: "evil.example",
    "x-forwarded-host": "evil.example",
  });
  await t.app.settled();
  const [mail] = await mailsTo(t, "host@example.org");
  assert.match(mail.text, /http:\/\/localhost:8123\/ru\/reset-password\//);
  assert.doesNotMatch(mail.text + mail.html, /evil\.example/);
});
