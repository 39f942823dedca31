// Issue 12, defect 9: client mistakes are answered as such (BAD_USER_INPUT with a translated i18n key, HTTP 200 or
// 400 by media type), never as a server failure, and no such input reaches SQL.
import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema/index.ts";
import { createTestApp, type GraphQLResponse, windowStartNow } from "../support/app.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
const GQL = { accept: "application/graphql-response+json" };

/** Runs `body` with console.error and console.warn captured; resolves to what was logged. */
async function logsOf(body: () => Promise<void>): Promise<string[]> {
  const lines: string[] = [];
  const [error, warn] = [console.error, console.warn];
  console.error = console.warn = (...args: unknown[]) => lines.push(args.map(String).join(" "));
  try {
    await body();
  } finally {
    [console.error, console.warn] = [error, warn];
  }
  return lines;
}

function assertRefused(res: GraphQLResponse, i18nKey: string, label: string) {
  assert.equal(res.status, 200, label);
  assert.equal(res.errors?.[0].extensions?.code, "BAD_USER_INPUT", label);
  assert.equal(res.errors?.[0].extensions?.i18nKey, i18nKey, label);
}

Deno.test("NUL bytes, over-long text and ids past int32 are BAD_USER_INPUT before any SQL", opts, async () => {
  const t = await createTestApp({ seed: true });
  try {
    const logged = await logsOf(async () => {
      const countries = "query ($s: String) { getCountries(search: $s) { id } }";
      assertRefused(await t.graphql(countries, { s: "fr\u0000" }), "errors.BAD_USER_INPUT", "NUL in a search");
      const banners = "query ($k: String) { getBanners(input: { language: en, kind: $k }) { id } }";
      assertRefused(await t.graphql(banners, { k: "a\u0000b" }), "errors.BAD_USER_INPUT", "NUL in an input field");
      const reviews = "query ($c: [String!]) { getReviews(categories: $c) { id } }";
      const nul = await t.graphql(reviews, { c: ["ok", "x\u0000"] });
      assertRefused(nul, "errors.BAD_USER_INPUT", "NUL in a list");
      assert.deepEqual(nul.errors?.[0].extensions?.fields, { "categories.1": "errors.BAD_USER_INPUT" });
      assertRefused(await t.graphql(countries, { s: "x".repeat(20_000) }), "errors.tooLong", "20k characters");

      const job = "query ($id: ID!) { getJob(id: $id) { __typename } }";
      for (const id of ["2147483648", "99999999999", "-1", "1.5", "1e3", " 1", "abc"]) {
        assertRefused(await t.graphql(job, { id }), "errors.NOT_FOUND", `getJob(${id})`);
      }
      assert.equal((await t.graphql(job, { id: "2147483647" })).data?.getJob, null, "the largest id finds nothing");
      const jobs = "query ($c: [ID!]) { getJobs(input: { countriesIds: $c }) { meta { totalItems } } }";
      assertRefused(await t.graphql(jobs, { c: ["1", "2147483648"] }), "errors.NOT_FOUND", "an id in a list");
      const prefs = "mutation ($c: [ID!]) { setPreferences(input: { jobCategories: $c }) { user { id } } }";
      const signedIn = { "x-test-viewer": "authorized" };
      for (const c of [["1e308"], ["9007199254740991"], ["2147483648"]]) {
        assertRefused(await t.graphql(prefs, { c }, signedIn), "errors.NOT_FOUND", `jobCategories ${c}`);
      }
      // The new media type answers the same refusal with the same body: a field error is 200 for both.
      assert.equal((await t.graphql(job, { id: "2147483648" }, GQL)).status, 200);
    });
    assert.deepEqual(logged, [], "nothing reached the database to be refused there");
  } finally {
    await t.close();
  }
});

Deno.test("updateUserInfo refuses an impossible date and an unknown country, and changes nothing", opts, async () => {
  const t = await createTestApp({ seed: true });
  try {
    const signedIn = { "x-test-viewer": "authorized" };
    const info = "mutation ($input: UpdateUserInfoInput!) { updateUserInfo(input: $input) { user { id } } }";
    const first = await t.graphql<{ updateUserInfo: { user: { id: string } } }>(
      info,
      { input: { summary: "before" } },
      signedIn,
    );
    const userId = first.data!.updateUserInfo.user.id;
    const [before] = await t.db.select().from(users).where(eq(users.id, userId));
    const logged = await logsOf(async () => {
      for (const birthDate of ["2023-02-31", "2024-13-01", "2023-04-31", "1999-00-10"]) {
        const res = await t.graphql(info, { input: { birthDate, summary: "after" } }, signedIn);
        assertRefused(res, "errors.invalidDate", birthDate);
        assert.deepEqual(res.errors?.[0].extensions?.fields, { birthDate: "errors.invalidDate" });
      }
      for (const countryId of ["2147483647", "999999"]) {
        const res = await t.graphql(info, { input: { countryId, summary: "after" } }, signedIn);
        assertRefused(res, "errors.BAD_USER_INPUT", `country ${countryId}`);
        assert.deepEqual(res.errors?.[0].extensions?.fields, { countryId: "errors.BAD_USER_INPUT" });
      }
    });
    assert.deepEqual(logged, []);
    const [after] = await t.db.select().from(users).where(eq(users.id, userId));
    assert.deepEqual(after, before);
    // A real date and a known country still save.
    const ok = await t.graphql<{ updateUserInfo: { user: { birthDate: string } } }>(
      "mutation ($input: UpdateUserInfoInput!) { updateUserInfo(input: $input) { user { birthDate } } }",
      { input: { birthDate: "2024-02-29", countryId: "1" } },
      signedIn,
    );
    assert.equal(ok.errors, undefined);
    assert.equal(ok.data?.updateUserInfo.user.birthDate, "2024-02-29");
  } finally {
    await t.close();
  }
});

Deno.test(
  "not signed in, not found and too many requests are answered 200 with their code, never 500",
  opts,
  async () => {
    // A fixed clock one second into a 30-minute window, which starts a window of every sign-in limit (10 and 15
    // minutes) too: the per-address limit answers first, whatever the time (on a crossing of a 10-minute boundary
    // mid-loop the per-account one, 15 minutes, answered instead).
    const now = windowStartNow(1_800_000);
    const t = await createTestApp({ seed: true, now: () => now });
    try {
      const support = 'mutation { contactSupport(input: { title: "Hi", message: "Help" }) { success } }';
      for (const headers of [{}, GQL]) {
        const anonymous = await t.graphql(support, undefined, headers);
        assert.equal(anonymous.status, 200);
        assert.equal(anonymous.errors?.[0].extensions?.code, "UNAUTHENTICATED");
        assert.equal(anonymous.errors?.[0].extensions?.i18nKey, "errors.UNAUTHENTICATED");
        assert.equal(anonymous.data, null);
      }
      const missing = await t.graphql('{ getArticleByCustomer(slug: "NOT a slug") { id } }', undefined, GQL);
      assert.equal(missing.status, 200);
      assert.equal(missing.errors?.[0].extensions?.i18nKey, "errors.NOT_FOUND");
      const signIn =
        'mutation { signIn(input: { email: "nobody@fellows.test", password: "wrong-pass-1" }) { error { name } } }';
      let limited: GraphQLResponse | undefined;
      for (let i = 0; i < 40 && !limited; i++) {
        const res = await t.graphql(signIn);
        assert.equal(res.status, 200);
        if (res.errors?.[0].extensions?.code === "TOO_MANY_REQUESTS") limited = res;
      }
      assert.ok(limited, "the sign-in limit answered");
      assert.equal(limited.errors?.[0].extensions?.i18nKey, "errors.TOO_MANY_REQUESTS");
    } finally {
      await t.close();
    }
  },
);
