import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { banners, globalVars, reviews, seoTags } from "../../db/schema/index.ts";
import { createTestApp } from "../support/app.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

Deno.test("GetGlobalVars answers the USD→RUB rate", opts, async () => {
  const t = await createTestApp();
  try {
    await t.db.update(globalVars).set({ usdToRubExchangeRateForProducts: "97.25" }).where(eq(globalVars.id, 1));
    const res = await t.graphql<{ getGlobalVars: { usdToRubExchangeRateForProducts: number } }>(
      "query GetGlobalVars { getGlobalVars { usdToRubExchangeRateForProducts } }",
    );
    assert.equal(res.status, 200);
    assert.deepEqual(res.data, { getGlobalVars: { usdToRubExchangeRateForProducts: 97.25 } });
  } finally {
    await t.close();
  }
});

Deno.test(
  "GetSeoTagByUrl finds the tag with or without a trailing slash and query; null when missing",
  opts,
  async () => {
    const t = await createTestApp();
    try {
      await t.db.insert(seoTags).values({ url: "/en/jobs/", title: "UN jobs", description: "All UN jobs" });
      const q = "query GetSeoTagByUrl($url: String!) { getSeoTagByUrl(url: $url) { url title description } }";
      for (const url of ["/en/jobs/", "/en/jobs", "/en/jobs/?page=2"]) {
        const res = await t.graphql<{ getSeoTagByUrl: unknown }>(q, { url });
        assert.deepEqual(
          res.data?.getSeoTagByUrl,
          { url: "/en/jobs/", title: "UN jobs", description: "All UN jobs" },
          url,
        );
      }
      const missing = await t.graphql<{ getSeoTagByUrl: unknown }>(q, { url: "/en/nothing/" });
      assert.equal(missing.data?.getSeoTagByUrl, null);
    } finally {
      await t.close();
    }
  },
);

Deno.test("GetSeoTagByUrl rejects a malformed url with BAD_USER_INPUT and its i18n key", opts, async () => {
  const t = await createTestApp();
  try {
    const res = await t.graphql('query { getSeoTagByUrl(url: "javascript:alert(1)") { title } }');
    assert.equal(res.errors?.[0].extensions?.code, "BAD_USER_INPUT");
    assert.equal(res.errors?.[0].extensions?.i18nKey, "errors.invalidUrl");
  } finally {
    await t.close();
  }
});

Deno.test(
  "GetBanners gives anonymous viewers only isFree, PUBLISHED banners of the language, by sortOrder",
  opts,
  async () => {
    const t = await createTestApp({ seed: false });
    try {
      await t.db.insert(banners).values([
        { title: "free-2", language: "en", status: "PUBLISHED", isFree: true, sortOrder: 2 },
        { title: "free-1", language: "en", status: "PUBLISHED", isFree: true, sortOrder: 1 },
        { title: "members", language: "en", status: "PUBLISHED", isPaid: true, sortOrder: 0 },
        { title: "registered", language: "en", status: "PUBLISHED", isRegistered: true, sortOrder: 0 },
        { title: "draft", language: "en", status: "DRAFT", isFree: true, sortOrder: 0 },
        { title: "russian", language: "ru", status: "PUBLISHED", isFree: true, sortOrder: 0 },
      ]);
      const res = await t.graphql<{ getBanners: Array<{ title: string }> }>(
        "query GetBanners($input: BannersInput!) { getBanners(input: $input) { title isFree } }",
        { input: { language: "en" } },
      );
      assert.deepEqual(res.data?.getBanners.map((b) => b.title), ["free-1", "free-2"]);
    } finally {
      await t.close();
    }
  },
);

Deno.test("GetBanners rejects an unknown language", opts, async () => {
  const t = await createTestApp();
  try {
    // A request error is 400 for a client of application/graphql-response+json (200 for application/json).
    const res = await t.graphql("query { getBanners(input: { language: de }) { title } }", undefined, {
      accept: "application/graphql-response+json",
    });
    assert.equal(res.status, 400);
    assert.equal(res.errors?.[0].extensions?.code, "GRAPHQL_VALIDATION_FAILED");
  } finally {
    await t.close();
  }
});

Deno.test("GetReviews filters by categories and language and builds userName", opts, async () => {
  const t = await createTestApp({ seed: false });
  try {
    await t.db.insert(reviews).values([
      { firstName: "Ann", lastName: "Lee", text: "Great", language: "en", categories: ["home"], sortOrder: 1 },
      { firstName: "Bob", lastName: "Ray", text: "Good", language: "en", categories: ["subscription"], sortOrder: 0 },
      { firstName: "Оля", lastName: "Ким", text: "Класс", language: "ru", categories: ["home"] },
      { firstName: "Hidden", lastName: "X", text: "No", language: "en", categories: ["home"], status: "DRAFT" },
    ]);
    const q =
      "query GetReviews($categories: [String!], $language: Language) { getReviews(categories: $categories, language: $language) { userName text } }";
    const home = await t.graphql<{ getReviews: Array<{ userName: string }> }>(q, {
      categories: ["home"],
      language: "en",
    });
    assert.deepEqual(home.data?.getReviews.map((r) => r.userName), ["Ann Lee"]);
    const all = await t.graphql<{ getReviews: Array<{ userName: string }> }>(q, { language: "en" });
    assert.deepEqual(all.data?.getReviews.map((r) => r.userName), ["Bob Ray", "Ann Lee"]);
  } finally {
    await t.close();
  }
});

Deno.test("getCountries searches both names and the ISO code, names in the request's language", opts, async () => {
  const t = await createTestApp();
  try {
    const q =
      "query GetCountries($search: String) { getCountries(search: $search) { country engTrans rusTrans isoCode } }";
    const en = await t.graphql<{ getCountries: Array<{ country: string; isoCode: string }> }>(q, { search: "germ" }, {
      "x-locale": "en",
    });
    assert.deepEqual(en.data?.getCountries.map((c) => [c.country, c.isoCode]), [["Germany", "DE"]]);
    const ru = await t.graphql<{ getCountries: Array<{ country: string }> }>(q, { search: "герм" }, {
      "x-locale": "ru",
    });
    assert.deepEqual(ru.data?.getCountries.map((c) => c.country), ["Германия"]);
    const iso = await t.graphql<{ getCountries: Array<{ isoCode: string }> }>(q, { search: "fr" }, {
      "x-locale": "en",
    });
    assert.ok(iso.data?.getCountries.some((c) => c.isoCode === "FR"));
    const all = await t.graphql<{ getCountries: unknown[] }>(q, {});
    assert.ok((all.data?.getCountries.length ?? 0) >= 60);
    const none = await t.graphql<{ getCountries: unknown[] }>(q, { search: "%_" });
    assert.deepEqual(none.data?.getCountries, []);
    const tooLong = await t.graphql(q, { search: "x".repeat(101) });
    assert.equal(tooLong.errors?.[0].extensions?.code, "BAD_USER_INPUT");
    assert.equal(tooLong.errors?.[0].extensions?.i18nKey, "errors.searchTooLong");
  } finally {
    await t.close();
  }
});

Deno.test("FetchEnums lists the spec's enumerations", opts, async () => {
  const t = await createTestApp();
  try {
    const res = await t.graphql<{ fetchEnums: Record<string, string[]> }>(
      "query FetchEnums { fetchEnums { languages roles readAccessLevels contentStatuses currencies regions billingPeriods } }",
    );
    const e = res.data!.fetchEnums;
    assert.deepEqual(e.readAccessLevels, ["UNANYMOUS", "AUTHORIZED", "FELLOW"]);
    assert.deepEqual(e.languages, ["en", "ru"]);
    assert.equal(e.currencies.length, 44);
    assert.ok(["RUB", "USD", "EUR"].every((c) => e.currencies.includes(c)));
    assert.equal(e.regions.length, 11);
    assert.deepEqual(e.roles, ["ADMIN", "COACH", "CUSTOMER", "GLOBAL_ADMIN", "MODERATOR", "PROMOTER", "RECRUITER"]);
  } finally {
    await t.close();
  }
});
