// Google sign-in against a fake Google token endpoint (the only fake: Google's HTTP edge): state and PKCE are
// checked, an account with the same email is linked rather than duplicated, an unverified Google email is refused.
import assert from "node:assert/strict";
import { LEGAL_VERSION } from "../../src/domain/about.ts";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema/index.ts";
import { createTestApp } from "../support/app.ts";
import { SESSION_COOKIE } from "../../api/services/auth/sessions.ts";
import { fakeGoogle } from "../support/fake-google.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
Deno.test("Google sign-in: state and PKCE checked, same email linked, unverified refused", opts, async () => {
  let claims: Record<string, unknown> = {};
  const google = fakeGoogle(() => claims);
  const t = await createTestApp({
    seed: false,
    env: {
      GOOGLE_CLIENT_ID: "client-id",
      GOOGLE_CLIENT_SECRET: "client-secret",
      GOOGLE_AUTH_URL: "https://accounts.example/auth",
      GOOGLE_TOKEN_URL: google.url,
    },
  });
  try {
    const start = async () => {
      const res = await t.request("/api/auth/google?locale=en&redirectTo=/en/jobs/");
      assert.equal(res.status, 302);
      const to = new URL(res.headers.get("location")!);
      assert.equal(to.origin + to.pathname, "https://accounts.example/auth");
      assert.equal(to.searchParams.get("code_challenge_method"), "S256");
      assert.ok(to.searchParams.get("code_challenge"));
      const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
      return { state: to.searchParams.get("state")!, cookies };
    };
    const callback = (query: string, cookies: string) =>
      t.request(`/api/auth/google/callback?${query}`, { headers: { cookie: cookies } });

    // A forged state is refused before Google is asked anything.
    const first = await start();
    const forged = await callback(`code=good-code&state=someone-else`, first.cookies);
    assert.match(forged.headers.get("location")!, /auth=signin&error=google_failed/);
    assert.equal(google.seen.length, 0);

    // An existing password account with the same email is linked, not duplicated.
    await t.db.insert(users).values({ email: "ana@example.org", firstName: "Ana", lastName: "Old" });
    claims = {
      sub: "google-123",
      email: "Ana@Example.org",
      email_verified: true,
      given_name: "Ana",
      family_name: "New",
    };
    const ok = await start();
    const signedIn = await callback(`code=good-code&state=${ok.state}`, ok.cookies);
    assert.equal(signedIn.headers.get("location"), "/en/jobs/");
    assert.ok(google.seen.at(-1)!.code_verifier, "the code verifier went to Google (PKCE)");
    const session = signedIn.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    assert.match(session, /HttpOnly/);
    const all = await t.db.select().from(users);
    assert.equal(all.length, 1);
    assert.equal(all[0].googleId, "google-123");
    assert.equal(all[0].emailVerified, true);
    const me = await t.graphql<{ me: { email: string } }>(`{ me { email } }`, {}, { cookie: session.split(";")[0] });
    assert.equal(me.data!.me.email, "ana@example.org");

    // The same Google account again: the same user. An unverified Google email: refused, nobody created.
    const again = await start();
    await callback(`code=good-code&state=${again.state}`, again.cookies);
    assert.equal((await t.db.select().from(users)).length, 1);
    claims = { sub: "google-999", email: "new@example.org", email_verified: false };
    const unverified = await start();
    const refused = await callback(`code=good-code&state=${unverified.state}`, unverified.cookies);
    assert.match(refused.headers.get("location")!, /error=google_unverified/);
    assert.equal((await t.db.select().from(users).where(eq(users.email, "new@example.org"))).length, 0);

    // A new account made by Google records the consent the sign-in dialog states beside the Google button.
    claims = { sub: "google-777", email: "fresh@example.org", email_verified: true, given_name: "Fresh" };
    const fresh = await start();
    await callback(`code=good-code&state=${fresh.state}`, fresh.cookies);
    const [made] = await t.db.select().from(users).where(eq(users.email, "fresh@example.org"));
    assert.equal(made.termsVersion, LEGAL_VERSION);
    assert.ok(made.termsAcceptedAt);
  } finally {
    await t.close();
    await google.close();
  }
});

Deno.test("without Google keys the button is not offered and the route sends the visitor back", opts, async () => {
  const t = await createTestApp({ seed: false });
  try {
    const res = await t.request("/api/auth/google?locale=ru");
    assert.equal(res.status, 302);
    assert.equal(res.headers.get("location"), "/ru/?auth=signin&error=google_off");
    assert.doesNotMatch(await (await t.request("/ru/")).text(), /data-google=/);
  } finally {
    await t.close();
  }
});
