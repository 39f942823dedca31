// Sellers (decision 063), on a real database against the local Stripe fake at its HTTP edge: connecting Stripe once,
// even when clicked concurrently, only through a mutation, and the dashboard link and account session of a connected
// seller's own account.
import assert from "node:assert/strict";
import { sellerAccounts } from "../../db/schema/index.ts";
import { createTestApp } from "../support/app.ts";
import { describeDb } from "../support/test-db.ts";
import { CONNECT, countOf, CREATE, onboard, profile, STATUS, status, userHeaders } from "../support/experts.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

Deno.test(
  "a cross-site GET link with a signed-in victim's cookie creates no Connect account (connectStripe is a mutation)",
  opts,
  async () => {
    await using t = await createTestApp({ seed: true });
    const { headers } = await userHeaders(t);
    const link = (query: string) =>
      t.request(`/graphql?query=${encodeURIComponent(query)}`, {
        headers: { ...headers, accept: "application/json", "sec-fetch-site": "cross-site" },
      });
    // The old query form, as a cross-site <img>/<a> would send it: not a query any more.
    const asQuery = await link(`query { connectStripe(source: "expert") { url error } }`);
    assert.notEqual(asQuery.status, 500);
    const queryBody = await asQuery.json() as { data?: unknown; errors?: Array<{ message: string }> };
    assert.ok(queryBody.errors?.length, JSON.stringify(queryBody));
    // The mutation over GET is refused by GraphQL-over-HTTP before anything runs.
    const asMutation = await link(`mutation { connectStripe(source: "expert") { url error } }`);
    assert.equal(asMutation.status, 405);
    assert.equal(asMutation.headers.get("allow"), "POST");
    // A cross-site GET of a query carries no session: it reads as an anonymous visitor.
    const status = await link(`{ checkStripeConnectionStatus { stripeAccountId status } }`);
    const statusBody = await status.json() as { errors?: Array<{ extensions?: { code?: string } }> };
    assert.equal(statusBody.errors?.[0].extensions?.code, "UNAUTHENTICATED");
    assert.equal(await countOf(t, sellerAccounts), 0);
    // The site's own POST still connects.
    const own = await t.graphql<{ connectStripe: { url: string | null } }>(CONNECT, { source: "expert" }, headers);
    assert.match(own.data!.connectStripe.url ?? "", /\/dev\/stripe\/connect\/onboarding\/al_/);
    assert.equal(await countOf(t, sellerAccounts), 1);
  },
);

Deno.test(
  "sellers: anonymous visitors are refused; a user connects Stripe once, even with concurrent clicks",
  opts,
  async () => {
    await using t = await createTestApp({ seed: true });
    const anonymous = await t.graphql(STATUS);
    assert.equal(anonymous.errors?.[0].extensions?.code, "UNAUTHENTICATED");
    const anonymousCreate = await t.graphql(CREATE, { input: profile() });
    assert.equal(anonymousCreate.errors?.[0].extensions?.code, "UNAUTHENTICATED");

    const { headers } = await userHeaders(t);
    assert.deepEqual(await status(t, headers), { stripeAccountId: "empty", status: "false" });
    const bad = await t.graphql(CONNECT, { source: "elsewhere" }, headers);
    assert.equal(bad.errors?.[0].extensions?.code, "BAD_USER_INPUT");

    // Five clicks at once: one Stripe account, one row.
    const links = await Promise.all(
      Array.from(
        { length: 5 },
        () => t.graphql<{ connectStripe: { url: string } }>(CONNECT, { source: "expert" }, headers),
      ),
    );
    assert.ok(links.every((l) => /\/dev\/stripe\/connect\/onboarding\/al_/.test(l.data!.connectStripe.url)));
    assert.equal(await countOf(t, sellerAccounts), 1);
    const accountId = (await status(t, headers)).stripeAccountId;
    assert.match(accountId, /^acct_/);

    // Left before finishing: the account exists, its status is false (reconnect_stripe).
    const back = await onboard(t, headers, false);
    assert.equal(back, "https://fellows.test/ru/profile/expert/?stripeConnected=true");
    assert.deepEqual(await status(t, headers), { stripeAccountId: accountId, status: "false" });
    // A used link sends the user to the refresh address.
    // Finished: Stripe returns with the flag and account.updated marks the row connected.
    const done = await onboard(t, headers, true);
    assert.match(done, /stripeConnected=true$/);
    const [row] = await t.db.select().from(sellerAccounts);
    assert.equal(row.connected, true);
    assert.deepEqual(await status(t, headers), { stripeAccountId: accountId, status: "true" });
  },
);

Deno.test(
  "sellers: the dashboard link and the account session are for a connected seller's own account",
  opts,
  async () => {
    await using t = await createTestApp({ seed: true });
    const { headers } = await userHeaders(t);
    const LOGIN = `mutation { createStripeLoginLink { link error } }`;
    const SESSION = `mutation { createAccountSession { secret publishableKey scriptUrl error } }`;
    const early = await t.graphql<{ createStripeLoginLink: { link: string | null; error: string | null } }>(
      LOGIN,
      {},
      {
        ...headers,
        "accept-language": "en",
      },
    );
    assert.deepEqual(early.data?.createStripeLoginLink, { link: null, error: "Connect a Stripe account first" });
    await onboard(t, headers, true);

    const login = (await t.graphql<{ createStripeLoginLink: { link: string } }>(LOGIN, {}, headers)).data!
      .createStripeLoginLink;
    const dashboard = await t.request(new URL(login.link).pathname);
    assert.match(await dashboard.text(), /Express dashboard/);

    const session = (await t.graphql<{
      createAccountSession: { secret: string; publishableKey: string; scriptUrl: string; error: string | null };
    }>(SESSION, {}, headers)).data!.createAccountSession;
    assert.equal(session.error, null);
    assert.match(session.secret, /^accs_.*_secret_/);
    assert.equal(session.publishableKey, "pk_test_fellows_local_fake");
    assert.equal(session.scriptUrl, "/dev/stripe/connect.js");
    const listed = await t.request("/dev/stripe/connect/components/payments", {
      headers: { authorization: `Bearer ${session.secret}` },
    });
    assert.deepEqual((await listed.json()).data, []);
    const forged = await t.request("/dev/stripe/connect/components/payments", {
      headers: { authorization: "Bearer accs_forged" },
    });
    assert.equal(forged.status, 401);
    assert.equal((await t.request("/dev/stripe/connect.js")).status, 200);
  },
);

Deno.test(
  `a seller Stripe restricts is no longer connected: the Connect endpoint's account.updated, verified with its own secret (${describeDb()})`,
  opts,
  async () => {
    await using t = await createTestApp({ seed: true });
    const { headers } = await userHeaders(t);
    await t.graphql(CONNECT, { source: "expert" }, headers);
    // Onboarding finished: Stripe tells the Connect endpoint, and the row is connected.
    await onboard(t, headers, true);
    const [row] = await t.db.select().from(sellerAccounts);
    assert.deepEqual([row.connected, row.payoutsEnabled], [true, true]);
    const fake = t.app.paymentFakes.stripe!;
    // Stripe restricts the account (a verification past due): charges and payouts stop, and the seller is not
    // connected any more, without anyone opening a page.
    const restricted = await fake.restrictAccount(row.stripeAccountId);
    const [after] = await t.db.select().from(sellerAccounts);
    assert.deepEqual([after.connected, after.payoutsEnabled], [false, false]);
    // Each endpoint takes only its own secret: the Connect event signed with the account endpoint's secret is refused
    // by the Connect endpoint, and the other way round.
    const payload = JSON.stringify({ ...restricted, id: "evt_connect_cross" });
    const post = async (path: string, signature: string) =>
      (await t.request(path, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        body: payload,
      })).status;
    assert.equal(await post("/api/stripe/connect-webhook", await fake.signPayload(payload)), 400);
    assert.equal(await post("/api/stripe/webhook", await fake.signConnectPayload(payload)), 400);
    // A Connect event that names no account, or names another account than its object, changes nothing.
    await t.db.update(sellerAccounts).set({ connected: true });
    for (const event of [{ ...restricted, account: undefined }, { ...restricted, account: "acct_someone_else" }]) {
      const body = JSON.stringify({ ...event, id: `evt_connect_${crypto.randomUUID().slice(0, 8)}` });
      const res = await t.request("/api/stripe/connect-webhook", {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": await fake.signConnectPayload(body) },
        body,
      });
      assert.deepEqual([res.status, (await res.json()).outcome], [200, "ignored"]);
    }
    assert.equal((await t.db.select().from(sellerAccounts))[0].connected, true);
  },
);

Deno.test("without STRIPE_CONNECT_WEBHOOK_SECRET the Connect endpoint says it is not configured", opts, async () => {
  await using t = await createTestApp({
    seed: true,
    env: { STRIPE_SECRET_KEY: "sk_test_connectless", STRIPE_WEBHOOK_SECRET: "whsec_account_only" },
  });
  const res = await t.request("/api/stripe/connect-webhook", {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=00" },
    body: "{}",
  });
  assert.equal(res.status, 503);
  assert.equal((await res.json()).error.name, "NOT_CONFIGURED");
});
