// Account defects a probe found (issue 12, defects 1, 2 and 5), each proven on a real database: a Google sign-in
// does not keep a password nobody proved; an email-change link confirms only the address it was mailed to; a reset
// link dies when a newer one is requested and when any reset happens.
import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { mailOutbox, users } from "../../db/schema/index.ts";
import { createTestApp, windowStartNow } from "../support/app.ts";
import { SESSION_COOKIE } from "../../api/services/auth/sessions.ts";
import { DEVICE_COOKIE } from "../../api/services/auth/devices.ts";
import { hashPassword } from "../../api/services/auth/passwords.ts";
import { fakeGoogle } from "../support/fake-google.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { user { id } error { name } } }`;
const SIGN_IN = `mutation SignIn($input: SignInInput!) { signIn(input: $input) { user { id } error { name } } }`;
const VERIFY = `mutation VerifyEmailViaLink($token: String!) { verifyEmailViaLink(token: $token) {
  success error { name } } }`;
const IS_VALID = `query($token: String!) { isVerificationTokenValid(token: $token) { success error { name } } }`;
const UPDATE_EMAIL = `mutation($email: String!) { updateUserEmail(email: $email) { user { email pendingEmail }
  error { name } } }`;
const FORGOT = `mutation($email: String!) { forgotPassword(email: $email, isPartner: false) { success } }`;
const RESET = `mutation($token: String!, $password: String!) {
  resetPasswordByToken(token: $token, password: $password) { success error { name } } }`;

async function mailsTo(t: TestApp, to: string) {
  return await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.createdAt);
}
const tokenIn = (text: string, kind: string) => text.match(new RegExp(`/${kind}/([A-Za-z0-9_-]+)/`))![1];

function sessionCookie(res: Response): string {
  const line = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  assert.ok(line, "a session cookie");
  return line.split(";")[0];
}

async function signedInUser(t: TestApp, email: string, password: string) {
  await t.db.insert(users).values({
    email,
    emailVerified: true,
    passwordHash: await hashPassword(password),
    firstName: "Vera",
    lastName: "Owner",
  });
  const res = await t.request("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: SIGN_IN, variables: { input: { email, password } } }),
  });
  return sessionCookie(res);
}

Deno.test(
  "defect 1: a Google sign-in to an unverified account discards the password set by whoever signed up first",
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
      const attacker = { email: "victim@example.org", password: "attacker pass 1", firstName: "Eve", lastName: "X" };
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
  "defect 1: a verified password account keeps its password when Google is linked (its holder proved the address)",
  opts,
  async () => {
    const { signInWithGoogle } = await import("../../api/services/auth/accounts.ts");
    const t = await createTestApp({ seed: false });
    try {
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
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "defect 2: an email-change link confirms only its own address, and a newer request voids the older link",
  opts,
  async () => {
    const t = await createTestApp({ seed: false });
    try {
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
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "defect 2: a change link confirms the address it names even if the pending address was changed by hand",
  opts,
  async () => {
    const t = await createTestApp({ seed: false });
    try {
      const cookie = await signedInUser(t, "nina@example.org", "nina pass 123");
      await t.graphql(UPDATE_EMAIL, { email: "first@example.org" }, { cookie });
      const link = tokenIn((await mailsTo(t, "first@example.org"))[0].text, "verify-email");
      // Whatever moves the pending address elsewhere, the link still only ever confirms first@.
      await t.db.update(users).set({ pendingEmail: "other@example.org" }).where(eq(users.email, "nina@example.org"));
      const via = await t.graphql<{ verifyEmailViaLink: { success: boolean } }>(VERIFY, { token: link });
      assert.equal(via.data!.verifyEmailViaLink.success, false);
      const [row] = await t.db.select().from(users).where(eq(users.pendingEmail, "other@example.org"));
      assert.equal(row.email, "nina@example.org");
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "defect 5: a newer reset request voids the older link, and a reset voids every other reset link",
  opts,
  async () => {
    const t = await createTestApp({ seed: false });
    try {
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
    } finally {
      await t.close();
    }
  },
);

const SIGN_IN_RESULT = (r: { data?: unknown; errors?: Array<{ extensions?: { code?: string } }> }) =>
  r.errors?.[0]?.extensions?.code ??
    ((r.data as { signIn: { user: unknown; error: { name: string } | null } }).signIn.user
      ? "SIGNED_IN"
      : (r.data as { signIn: { error: { name: string } } }).signIn.error.name);

Deno.test(
  "defect 3: rate limits count the connection's address; X-Forwarded-For is believed only from a trusted proxy",
  opts,
  async () => {
    const windowStart = windowStartNow(3_600_000);
    const t = await createTestApp({ seed: false, now: () => windowStart, env: { TRUSTED_PROXIES: "10.0.0.1" } });
    try {
      // forgotPassword allows 10 requests per address per hour (and hashes nothing, so this stays fast).
      const ask = async (i: number, headers: Record<string, string>) => {
        const r = await t.graphql(FORGOT, { email: `nobody${i}@example.org` }, headers);
        return r.errors?.[0]?.extensions?.code ?? "OK";
      };
      // One client rotating X-Forwarded-For and X-Real-IP still fills one bucket.
      const spoofed = [];
      for (let i = 0; i < 11; i++) {
        spoofed.push(
          await ask(i, { "x-test-ip": "198.51.100.20", "x-forwarded-for": `203.0.113.${i}`, "x-real-ip": `${i}` }),
        );
      }
      assert.deepEqual(spoofed.slice(0, 10), Array(10).fill("OK"));
      assert.equal(spoofed[10], "TOO_MANY_REQUESTS");
      // Another connection is another visitor (no shared "local" bucket).
      assert.equal(await ask(99, { "x-test-ip": "198.51.100.21" }), "OK");

      // Behind the trusted proxy, the client the proxy names counts; a client-prepended entry is ignored.
      const viaProxy = (client: string, i: number) =>
        ask(i, { "x-test-ip": "10.0.0.1", "x-forwarded-for": `1.2.3.4, ${client}` });
      for (let i = 0; i < 10; i++) assert.equal(await viaProxy("203.0.113.50", 100 + i), "OK");
      assert.equal(await viaProxy("203.0.113.50", 120), "TOO_MANY_REQUESTS");
      assert.equal(await viaProxy("203.0.113.51", 121), "OK");
      await t.app.settled();
    } finally {
      await t.close();
    }
  },
);

function deviceCookie(res: Response): string | null {
  const line = res.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
  return line ? line.split(";")[0] : null;
}

Deno.test(
  "guesses on one account from many addresses stop at a per-account ceiling; the owner's browser still signs in",
  opts,
  async () => {
    const windowStart = windowStartNow(3_600_000);
    const t = await createTestApp({ seed: false, now: () => windowStart });
    try {
      // The owner signed in once from their own browser, which keeps a device cookie for the account.
      await t.db.insert(users).values({
        email: "owner@example.org",
        emailVerified: true,
        passwordHash: await hashPassword("owner pass 123"),
        firstName: "Vera",
        lastName: "Owner",
      });
      const signIn = (ip: string, password: string, cookie?: string) =>
        t.request("/graphql", {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-test-ip": ip,
            ...(cookie ? { cookie } : {}),
          },
          body: JSON.stringify({ query: SIGN_IN, variables: { input: { email: "owner@example.org", password } } }),
        });
      const outcome = async (res: Response) => {
        const body = await res.json() as {
          data?: { signIn: { user: unknown; error: { name: string } | null } };
          errors?: Array<{ extensions?: { code?: string; i18nKey?: string } }>;
        };
        const error = body.errors?.[0]?.extensions;
        if (error) return `${error.code}:${error.i18nKey}`;
        return body.data!.signIn.user ? "SIGNED_IN" : body.data!.signIn.error!.name;
      };
      const first = await signIn("198.51.100.77", "owner pass 123");
      const device = deviceCookie(first);
      assert.ok(device, "a successful sign-in leaves a device cookie");

      // Twelve addresses, ten guesses each (120 guesses; each address stays under its own limits).
      const outcomes: string[] = [];
      for (let round = 0; round < 10; round++) {
        for (let i = 0; i < 12; i++) {
          outcomes.push(await outcome(await signIn(`203.0.113.${i}`, `guess ${round}-${i}`)));
        }
      }
      const processed = outcomes.filter((o) => o === "INVALID_CREDENTIALS").length;
      assert.ok(processed <= 10, `${processed} guesses were checked against the password`);
      assert.equal(outcomes.at(-1), "TOO_MANY_REQUESTS:errors.signInAccountThrottled");

      // The owner's own browser is not held back, from any address; a browser the account never used is.
      assert.equal(await outcome(await signIn("198.51.100.78", "owner pass 123", device!)), "SIGNED_IN");
      assert.equal(
        await outcome(await signIn("198.51.100.79", "owner pass 123")),
        "TOO_MANY_REQUESTS:errors.signInAccountThrottled",
      );
      // A device cookie of another account, or a forged one, is no pass.
      assert.equal(
        await outcome(await signIn("198.51.100.79", "owner pass 123", `${DEVICE_COOKIE}=forged.value`)),
        "TOO_MANY_REQUESTS:errors.signInAccountThrottled",
      );
      // On a new browser the mailed reset link proves the mailbox: the reset leaves a device cookie there.
      await t.graphql(FORGOT, { email: "owner@example.org" }, { "x-test-ip": "198.51.100.79" });
      await t.app.settled();
      const [mail] = (await mailsTo(t, "owner@example.org")).filter((m) => m.text.includes("/reset-password/"));
      const reset = await t.request("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", "x-test-ip": "198.51.100.79" },
        body: JSON.stringify({
          query: RESET,
          variables: { token: tokenIn(mail.text, "reset-password"), password: "owner pass 456" },
        }),
      });
      const newDevice = deviceCookie(reset);
      assert.ok(newDevice, "the reset leaves a device cookie");
      assert.equal(await outcome(await signIn("198.51.100.79", "owner pass 456", newDevice!)), "SIGNED_IN");
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "one address guessing is stopped after ten tries while the owner is not; IPv6 addresses count by their /64",
  opts,
  async () => {
    const windowStart = windowStartNow(3_600_000);
    const t = await createTestApp({ seed: false, now: () => windowStart });
    try {
      await signedInUser(t, "owner@example.org", "owner pass 123");
      const as = (ip: string, password: string) =>
        t.graphql(SIGN_IN, { input: { email: "owner@example.org", password } }, { "x-test-ip": ip });
      for (let i = 0; i < 10; i++) await as("203.0.113.200", `guess ${i}`);
      assert.equal(SIGN_IN_RESULT(await as("203.0.113.200", "owner pass 123")), "TOO_MANY_REQUESTS");

      // forgotPassword allows 10 requests per address per hour: one /64 is one address, however its hosts vary.
      const ask = async (i: number, ip: string) => {
        const r = await t.graphql(FORGOT, { email: `nobody${i}@example.org` }, { "x-test-ip": ip });
        return r.errors?.[0]?.extensions?.code ?? "OK";
      };
      const hosts = [];
      for (let i = 0; i < 11; i++) hosts.push(await ask(i, `2001:db8:1:2:${(i + 1).toString(16)}::${i + 7}`));
      assert.deepEqual(hosts.slice(0, 10), Array(10).fill("OK"));
      assert.equal(hosts[10], "TOO_MANY_REQUESTS");
      assert.equal(await ask(20, "[2001:DB8:1:2:ffff:0:0:1]"), "TOO_MANY_REQUESTS", "one /64 however spelled");
      assert.equal(await ask(21, "2001:db8:1:3::1"), "OK", "the next /64 is another visitor");
      await t.app.settled();
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "password hashing is bounded: a flood of sign-ins runs a few hashes at once and answers the rest 'try again'",
  opts,
  async () => {
    const { verifyPassword, passwordHashingPeak, PASSWORD_HASHING } = await import(
      "../../api/services/auth/passwords.ts"
    );
    const stored = await hashPassword("a password");
    const results = await Promise.allSettled(Array.from({ length: 60 }, () => verifyPassword("a guess", stored)));
    const busy = results.filter((r) => r.status === "rejected");
    assert.ok(busy.length >= 60 - PASSWORD_HASHING.slots - PASSWORD_HASHING.waiting, `${busy.length} refused`);
    assert.ok(busy.every((r) => (r as PromiseRejectedResult).reason?.name === "PasswordHashingBusy"));
    assert.ok(passwordHashingPeak() <= PASSWORD_HASHING.slots, `peak ${passwordHashingPeak()}`);

    // Over HTTP the refusal is a translated TOO_MANY_REQUESTS, never a 500.
    const t = await createTestApp({ seed: false });
    try {
      const answers = await Promise.all(
        Array.from(
          { length: 40 },
          (_, i) =>
            t.graphql(SIGN_IN, { input: { email: `nobody${i}@example.org`, password: "a guess" } }, {
              "x-test-ip": `198.18.0.${i}`,
            }),
        ),
      );
      const codes = answers.map((a) => a.errors?.[0]?.extensions?.i18nKey ?? a.status);
      assert.ok(codes.includes("errors.SERVER_BUSY"), JSON.stringify(codes));
      assert.ok(answers.every((a) => a.status === 200));
      assert.ok(
        codes.every((c) => c === "errors.SERVER_BUSY" || c === 200),
        JSON.stringify(codes),
      );
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "defect 7: production refuses DEMO_SEED=true, loads no demo content, and will not start beside the demo accounts",
  opts,
  async () => {
    const { parseConfig } = await import("../../src/config.ts");
    const { prepareDatabase, StartupError } = await import("../../src/server/startup.ts");
    const { seedDemoAccounts } = await import("../../db/seed/accounts.ts");
    const prod = { APP_ENV: "production", APP_URL: "https://fellows.test", SESSION_SECRET: "s".repeat(40) };
    assert.throws(() => parseConfig({ ...prod, DEMO_SEED: "true" }), /DEMO_SEED=true is refused in production/);
    const t = await createTestApp({ seed: false });
    try {
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
    } finally {
      await t.close();
    }
  },
);

Deno.test("defect 6: mailed links use the configured origin, never the request's Host header", opts, async () => {
  const t = await createTestApp({ seed: false, env: { APP_URL: "", PORT: "8123" } });
  try {
    await t.db.insert(users).values({ email: "host@example.org", firstName: "H", lastName: "O", emailVerified: true });
    await t.graphql(FORGOT, { email: "host@example.org" }, {
      host: "evil.example",
      "x-forwarded-host": "evil.example",
    });
    await t.app.settled();
    const [mail] = await mailsTo(t, "host@example.org");
    assert.match(mail.text, /http:\/\/localhost:8123\/ru\/reset-password\//);
    assert.doesNotMatch(mail.text + mail.html, /evil\.example/);
  } finally {
    await t.close();
  }
});
