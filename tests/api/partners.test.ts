// The partners directory over GraphQL on the demo seed: published companies only, 10 a page with the total, every
// filter, the sorts and the search. What experts and partners share (languages first, statements per list, profiles,
// the contact form) is in directories.test.ts.
import assert from "node:assert/strict";
import { createTestApp } from "../support/app.ts";
import { ids, type Partner, PARTNERS } from "../support/directories.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

Deno.test("getPartnerCompanies: published only, 10 a page with total, filters, sorts, search", opts, async () => {
  await using t = await createTestApp({ seed: true });
  const list = async (input: Record<string, unknown> = {}, page: Record<string, unknown> = {}, locale = "ru") => {
    const res = await t.graphql<
      { getPartnerCompanies: { total: number; meta: { hasNextPage: boolean }; partnerCompanies: Partner[] } }
    >(PARTNERS, { input, page }, { "x-locale": locale });
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    return res.data!.getPartnerCompanies;
  };
  const first = await list();
  assert.equal(first.partnerCompanies.length, 10);
  assert.equal(first.total, 11, "the draft is not counted");
  assert.equal(first.meta.hasNextPage, true);
  assert.equal(first.partnerCompanies[0].slug, "relocate-me", "the newest profile written in Russian");
  const more = await list({}, { limit: 20 });
  assert.equal(more.partnerCompanies.length, 11);
  assert.equal(more.meta.hasNextPage, false);
  assert.ok(!more.partnerCompanies.some((p) => p.slug === "draft-partner"));
  assert.equal(
    more.partnerCompanies.find((p) => p.slug === "career-media")!.partnerCompanyCategories[0].name,
    "Медиа и реклама",
  );

  const slugs = async (input: Record<string, unknown>) =>
    (await list(input, { limit: 20 })).partnerCompanies.map((p) => p.slug).sort();
  assert.deepEqual(await slugs({ partnerCompanyCategories: ["hr"] }), [
    "global-hr-partners",
    "interview-gym",
    "relocate-me",
    "talent-bridge",
  ]);
  const [relocation] = await ids(t, "partner_tags", "title", ["relocation"]);
  assert.deepEqual(await slugs({ tags: [relocation] }), ["relocate-me", "tax-abroad"]);
  const [at] = await ids(t, "countries", "iso_code", ["AT"]);
  assert.deepEqual(await slugs({ countriesIds: [at] }), ["tax-abroad"]);
  assert.deepEqual(await slugs({ languages: ["fr"] }), ["talent-bridge"]);
  assert.deepEqual(await slugs({ textSearch: "подкаст" }), ["career-media"]);
  assert.deepEqual(await slugs({ textSearch: "Lingva Pro" }), ["lingua-pro"], "a misspelt name");
  assert.deepEqual(await slugs({ textSearch: "Draft" }), []);
  const none = await list({ textSearch: "zzzzqqq" });
  assert.deepEqual([none.total, none.partnerCompanies.length, none.meta.hasNextPage], [0, 0, false]);

  const az = (await list({}, { limit: 20, sort: { sortBy: "alphabeticallyAZ" } })).partnerCompanies;
  // Profiles written in Russian (the page's language) first, each part from A to Z.
  const titles = (language: string) => az.filter((p) => p.language === language).map((p) => p.title);
  assert.deepEqual(az.map((p) => p.title), [...titles("ru"), ...titles("en")]);
  for (const language of ["ru", "en"]) {
    assert.deepEqual(titles(language), [...titles(language)].sort((a, b) => a.localeCompare(b, "en")));
  }

  const refused = await t.graphql(PARTNERS, { input: { status: "DRAFT" } });
  assert.ok(refused.errors?.length, "the status is fixed to Published");
  const unknown = await t.graphql(PARTNERS, { input: { partnerCompanyCategories: ["bank"] } });
  assert.equal((unknown.errors?.[0] as { extensions?: { code?: string } }).extensions?.code, "BAD_USER_INPUT");
});
