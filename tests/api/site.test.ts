import assert from "node:assert/strict";
import { asc, eq } from "drizzle-orm";
import { migrate } from "drizzle-orm/pglite/migrator";
import { connect, MIGRATIONS_FOLDER } from "../../db/client.ts";
import { banners, creepingLineBanners, globalVars, reviews, seoTags } from "../../db/schema/index.ts";
import { invitesToJoin } from "../../src/domain/site.ts";
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

const LINE = "query ($l: Language!) { getCreepingLineBanner(language: $l) { text } }";
const TIER_HEADERS = {
  visitor: {},
  registered: { "x-test-viewer": "authorized" },
  fellow: { "x-test-viewer": "fellow" },
} as const;

Deno.test(
  "each tier gets the creeping line of its audience, from the site cache and the page caches too (decision 146)",
  opts,
  async () => {
    const statements: string[] = [];
    await using t = await createTestApp({
      seed: false,
      env: { SITE_CACHE_SECONDS: "60", PAGE_MEMORY_CACHE_ENTRIES: "200" },
      onQuery: (q) => statements.push(q),
    });
    const published = { language: "en", status: "PUBLISHED" } as const;
    await t.db.insert(creepingLineBanners).values([
      { ...published, text: "Members only: the webinar is tonight", priority: 3, isPaid: true },
      { ...published, text: "Visitors only: registration is free", priority: 3, isFree: true },
      { ...published, text: "Registered only: finish your profile", priority: 3, isRegistered: true },
      // For everyone, but below each tier's own line.
      {
        ...published,
        text: "Everyone: new jobs every day",
        priority: 1,
        isFree: true,
        isRegistered: true,
        isPaid: true,
      },
      // Higher, but not shown: a draft, and a line of the other language.
      { language: "en", status: "DRAFT", text: "Draft for everyone", priority: 9, isFree: true, isRegistered: true },
      { language: "ru", status: "PUBLISHED", text: "Для всех по-русски", priority: 9, isFree: true, isPaid: true },
    ]);
    const expected = {
      visitor: "Visitors only: registration is free",
      registered: "Registered only: finish your profile",
      fellow: "Members only: the webinar is tonight",
    };
    const lineFor = async (headers: Record<string, string>) =>
      (await t.graphql<{ getCreepingLineBanner: { text: string } | null }>(LINE, { l: "en" }, headers)).data
        ?.getCreepingLineBanner?.text ?? null;
    const readsOfLines = () => statements.filter((q) => q.includes("creeping_line_banners")).length;

    // In every order of tiers, twice: the second round is answered from the cache the first one filled.
    for (const order of [["visitor", "registered", "fellow"], ["fellow", "registered", "visitor"]] as const) {
      for (let round = 0; round < 2; round++) {
        for (const tier of order) {
          assert.equal(await lineFor(TIER_HEADERS[tier]), expected[tier], `${tier}, round ${round}`);
        }
      }
    }
    statements.length = 0;
    for (const tier of ["fellow", "visitor", "registered"] as const) {
      assert.equal(await lineFor(TIER_HEADERS[tier]), expected[tier], `${tier}, cached`);
    }
    assert.equal(readsOfLines(), 0, "all three answered from the site cache");

    // The pages: a visitor's copy is kept in memory (and marked for the CDN, varying by cookie); a signed-in tier is
    // rendered for itself after it, and its HTML (dehydrated data included) holds its own line and no other.
    const others = (tier: keyof typeof expected) =>
      Object.entries(expected).filter(([name]) => name !== tier).map(([, text]) => text);
    for (let round = 0; round < 2; round++) {
      for (const tier of ["visitor", "fellow", "registered"] as const) {
        const res = await t.request("/en/jobs/", { headers: TIER_HEADERS[tier] });
        const html = await res.text();
        const label = `${tier} page, round ${round}`;
        assert.ok(html.includes(expected[tier]), `${label}: its own line`);
        for (const text of others(tier)) assert.ok(!html.includes(text), `${label}: not "${text}"`);
        assert.ok(!html.includes("Everyone: new jobs every day"), `${label}: not the lower line`);
        if (tier === "visitor") {
          assert.equal(res.headers.get("x-memory-cache"), round === 0 ? "miss" : "hit", label);
          assert.match(res.headers.get("cache-control") ?? "", /public/, label);
          assert.match(res.headers.get("vary") ?? "", /Cookie/i, label);
        } else {
          assert.equal(res.headers.get("x-memory-cache"), null, `${label}: never from the page cache`);
          assert.match(res.headers.get("cache-control") ?? "", /no-store/, label);
        }
      }
    }
  },
);

Deno.test("migration 0027 gives every creeping line the audience it behaved with before", opts, async () => {
  // The migrations before 0027 in a folder of their own; lines inserted as they were; then the full folder.
  const audienceMigration = "0027_creeping_line_audience";
  const journal = JSON.parse(await Deno.readTextFile(`${MIGRATIONS_FOLDER}/meta/_journal.json`));
  const index = journal.entries.findIndex((e: { tag: string }) => e.tag === audienceMigration);
  assert.ok(index > 0, "the migration is in the journal");
  const before = await Deno.makeTempDir({ prefix: "migrations-before-" });
  await Deno.mkdir(`${before}/meta`);
  for (const entry of journal.entries.slice(0, index)) {
    await Deno.copyFile(`${MIGRATIONS_FOLDER}/${entry.tag}.sql`, `${before}/${entry.tag}.sql`);
  }
  await Deno.writeTextFile(
    `${before}/meta/_journal.json`,
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }),
  );
  const database = await connect({ kind: "pglite" });
  try {
    await migrate(database.db as never, { migrationsFolder: before });
    const links = [
      null,
      "/subscribe",
      "/subscribe/",
      "/en/subscribe/?plan=year",
      "/ru/subscribe#plans",
      "https://fellows.club/ru/subscribe",
      "http://fellows.club/subscribe/",
      "//fellows.club/en/subscribe",
      "subscribe",
      " /subscribe ",
      "/subscribers-news/",
      "/rusubscribe",
      "/en/jobs/?next=/subscribe",
      "/articles/",
      "?auth=signup",
      "/en",
      "https://fellows.club",
      "https://fellows.clubsubscribe",
      "/SUBSCRIBE",
      "http://[bad",
    ];
    for (const [i, link] of links.entries()) {
      await database.rawQuery(
        `INSERT INTO creeping_line_banners (text, link, language, status, condition_email) VALUES ($1, $2, 'en', 'PUBLISHED', $3)`,
        [`line ${i}`, link, i % 3 === 0 ? "someone@fellows.test" : null],
      );
    }
    await database.migrate();
    const rows = await database.db.select().from(creepingLineBanners).orderBy(asc(creepingLineBanners.id));
    assert.equal(rows.length, links.length);
    for (const [i, row] of rows.entries()) {
      const link = links[i];
      assert.equal(row.link, link);
      // As pickCreepingLine decided until now: everyone, except a fellow for a line inviting to join.
      assert.deepEqual(
        { isFree: row.isFree, isRegistered: row.isRegistered, isPaid: row.isPaid },
        { isFree: true, isRegistered: true, isPaid: !invitesToJoin(link) },
        String(link),
      );
    }
  } finally {
    await database.close();
    await Deno.remove(before, { recursive: true });
  }
});
