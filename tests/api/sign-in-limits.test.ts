// Sign-in and the other auth limits count the connection's address (decision 039), an account has a ceiling that
// spares the owner's browsers (decision 081), and password hashing is bounded (decision 082).
import assert from "node:assert/strict";
import { users } from "../../db/schema/index.ts";
import { createTestApp, windowStartNow } from "../support/app.ts";
import { FORGOT, mailsTo, RESET, SIGN_IN, signedInUser, tokenIn } from "../support/accounts.ts";
import { DEVICE_COOKIE } from "../../api/services/auth/devices.ts";
import { hashPassword } from "../../api/services/auth/passwords.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

const SIGN_IN_RESULT = (r: { data?: unknown; errors?: Array<{ extensions?: { code?: string } }> }) =>
  r.errors?.[0]?.extensions?.code ??
    ((r.data as { signIn: { user: unknown; error: { name: string } | null } }).signIn.user
      ? "SIGNED_IN"
      : (r.data as { signIn: { error: { name: string } } }).signIn.error.name);

function deviceCookie(res: Response): string | null {
  const line = res.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
  return line ? line.split(";")[0] : null;
}

Deno.test(
  "rate limits count the connection's address; X-Forwarded-For is believed only from a trusted proxy",
  opts,
  async () => {
    const windowStart = windowStartNow(3_600_000);
    await using t = await createTestApp({ seed: false, now: () => windowStart, env: { TRUSTED_PROXIES: "10.0.0.1" } });
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
  },
);

Deno.test(
  "guesses on one account from many addresses stop at a per-account ceiling; the owner's browser still signs in",
  opts,
  async () => {
    const windowStart = windowStartNow(3_600_000);
    await using t = await createTestApp({ seed: false, now: () => windowStart });
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
  },
);

Deno.test(
  "one address guessing is stopped after ten tries while the owner is not; IPv6 addresses count by their /64",
  opts,
  async () => {
    const windowStart = windowStartNow(3_600_000);
    await using t = await createTestApp({ seed: false, now: () => windowStart });
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
    await using t = await createTestApp({ seed: false });
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
  },
);
