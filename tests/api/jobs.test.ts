import assert from "node:assert/strict";
import { countries, jobs } from "../../db/schema/index.ts";
import { createTestApp } from "../support/app.ts";
import { createJob, createJobCategory } from "../support/factories.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

const JOB_FIELDS = `
  __typename
  ... on Job { id title company salary { min max currency } description applicationLink readAccess
    location { city countryObject { engTrans } } jobCategories { engTrans } }
  ... on DisabledJob { id title company description readAccess hasSalaryRange location { city } jobCategories { engTrans } }
`;
const GET_JOBS = `query FetchJobs($input: JobsInput, $paginationOptions: PaginationOptions) {
  getJobs(input: $input, paginationOptions: $paginationOptions) {
    meta { hasNextPage hasPrevPage totalItems totalPages currentPage nextPage prevPage }
    jobsByAccess { ${JOB_FIELDS} }
  }
}`;
const GET_JOB = `query GetJob($id: ID!) { getJob(id: $id) { ${JOB_FIELDS} } }`;

type JobAnswer = {
  __typename: string;
  id: string;
  title: string;
  company: string;
  description: string;
  readAccess: string;
};

Deno.test("access matrix over GraphQL: gated job fields never reach a viewer without access", opts, async () => {
  const t = await createTestApp({ seed: false });
  try {
    const levels = ["UNANYMOUS", "AUTHORIZED", "FELLOW"] as const;
    const created = Object.fromEntries(
      await Promise.all(levels.map(async (readAccess) => [readAccess, await createJob(t.db, { readAccess })])),
    );
    const expected: Record<string, Record<string, string>> = {
      anonymous: { UNANYMOUS: "Job", AUTHORIZED: "DisabledJob", FELLOW: "DisabledJob" },
      authorized: { UNANYMOUS: "Job", AUTHORIZED: "Job", FELLOW: "DisabledJob" },
      fellow: { UNANYMOUS: "Job", AUTHORIZED: "Job", FELLOW: "Job" },
    };
    for (const tier of ["anonymous", "authorized", "fellow"]) {
      const list = await t.graphql<{ getJobs: { jobsByAccess: JobAnswer[] } }>(GET_JOBS, {}, { "x-test-viewer": tier });
      for (const level of levels) {
        const job = created[level];
        const fromList = list.data!.getJobs.jobsByAccess.find((j) => j.id === String(job.id))!;
        const single =
          (await t.graphql<{ getJob: JobAnswer }>(GET_JOB, { id: String(job.id) }, { "x-test-viewer": tier })).data!
            .getJob;
        for (const answer of [fromList, single]) {
          assert.equal(answer.__typename, expected[tier][level], `${tier} × ${level}`);
          const json = JSON.stringify(answer);
          const secrets = [
            job.company!,
            "Secret description",
            job.applicationLink!,
            String(job.salaryMin),
            String(job.salaryMax),
          ];
          for (const secret of secrets) {
            assert.equal(json.includes(secret), expected[tier][level] === "Job", `${tier} × ${level}: ${secret}`);
          }
        }
      }
    }
  } finally {
    await t.close();
  }
});

Deno.test("a disabled job keeps its public facts and shows placeholders in the request's language", opts, async () => {
  const t = await createTestApp({ seed: true });
  try {
    const [de] = await t.db.select().from(countries).limit(1);
    const job = await createJob(t.db, { readAccess: "FELLOW", countryId: de.id, city: "Bonn" });
    const ru = await t.graphql<{ getJob: JobAnswer & { hasSalaryRange: boolean; location: { city: string } } }>(
      GET_JOB,
      { id: String(job.id) },
      { "x-locale": "ru" },
    );
    assert.equal(ru.data!.getJob.__typename, "DisabledJob");
    assert.equal(ru.data!.getJob.company, "Название компании скрыто");
    assert.equal(ru.data!.getJob.hasSalaryRange, true);
    assert.equal(ru.data!.getJob.location.city, "Bonn");
    const en = await t.graphql<{ getJob: JobAnswer }>(GET_JOB, { id: String(job.id) }, { "x-locale": "en" });
    assert.equal(en.data!.getJob.company, "Company name hidden");
  } finally {
    await t.close();
  }
});

Deno.test("filters, search and paging: 9 per page, meta for Show more", opts, async () => {
  const t = await createTestApp({ seed: true });
  try {
    await t.db.delete(jobs); // only this test's jobs, on top of the seeded countries
    const data = await createJobCategory(t.db, "data-x", "Data & analytics", "Данные и аналитика");
    const [ch] = (await t.db.select().from(countries)).filter((c) => c.isoCode === "CH");
    await createJob(t.db, {
      title: "Data Analyst, Geneva",
      isUN: true,
      regions: ["Europe"],
      tags: ["remote"],
      countryId: ch.id,
      categoryIds: [data.id],
    });
    await createJob(t.db, {
      title: "Аналитик данных",
      description: "<p>Работа с большими данными</p>",
      regions: ["Asia"],
      tags: ["hybrid"],
    });
    for (let i = 0; i < 10; i++) {
      await createJob(t.db, { title: `Logistics Officer ${i}`, regions: ["Africa"], tags: ["full-time"] });
    }
    const run = async (input: Record<string, unknown>, paginationOptions?: Record<string, unknown>) =>
      (await t.graphql<{ getJobs: { meta: Record<string, unknown>; jobsByAccess: JobAnswer[] } }>(GET_JOBS, {
        input,
        paginationOptions,
      }, { "x-test-viewer": "fellow" }))
        .data!.getJobs;
    const first = await run({});
    assert.equal(first.jobsByAccess.length, 9);
    assert.deepEqual(first.meta, {
      hasNextPage: true,
      hasPrevPage: false,
      totalItems: 12,
      totalPages: 2,
      currentPage: 1,
      nextPage: 2,
      prevPage: null,
    });
    const more = await run({}, { skip: 9, limit: 9 });
    assert.equal(more.jobsByAccess.length, 3);
    assert.equal(more.meta.hasNextPage, false);
    assert.deepEqual((await run({ isUN: true })).jobsByAccess.map((j) => j.title), ["Data Analyst, Geneva"]);
    assert.deepEqual((await run({ regions: ["Asia"] })).jobsByAccess.map((j) => j.title), ["Аналитик данных"]);
    assert.deepEqual((await run({ tags: ["remote"] })).jobsByAccess.map((j) => j.title), ["Data Analyst, Geneva"]);
    assert.deepEqual((await run({ countriesIds: [String(ch.id)] })).jobsByAccess.map((j) => j.title), [
      "Data Analyst, Geneva",
    ]);
    assert.deepEqual((await run({ jobCategories: [String(data.id)] })).jobsByAccess.map((j) => j.title), [
      "Data Analyst, Geneva",
    ]);
    // Full text in English and Russian, a misspelling through trigrams, and fewer than 3 characters does not filter.
    assert.deepEqual((await run({ textSearch: "analyst" })).jobsByAccess.map((j) => j.title), ["Data Analyst, Geneva"]);
    assert.deepEqual((await run({ textSearch: "данными" })).jobsByAccess.map((j) => j.title), ["Аналитик данных"]);
    assert.ok(
      (await run({ textSearch: "Logistcs Oficer" })).jobsByAccess.some((j) => j.title.startsWith("Logistics Officer")),
    );
    assert.equal((await run({ textSearch: "da" })).meta.totalItems, 12);
    assert.equal((await run({ textSearch: "zzzqqq" })).jobsByAccess.length, 0);
  } finally {
    await t.close();
  }
});

Deno.test("a page of jobs costs at most 4 SQL queries whatever its size", opts, async () => {
  let queries = 0;
  const t = await createTestApp({ seed: true, onQuery: () => queries++ });
  try {
    const category = await createJobCategory(t.db, "ops", "Operations");
    const [country] = await t.db.select().from(countries).limit(1);
    for (let i = 0; i < 30; i++) await createJob(t.db, { countryId: country.id, categoryIds: [category.id] });
    const withWishlist = GET_JOBS.replace("... on Job { id", "... on Job { isInWishlist id");
    for (
      const [limit, textSearch] of [[9, undefined], [30, undefined], [30, "Programme Analyst"], [
        9,
        "Programe Analist",
      ]] as const
    ) {
      queries = 0;
      const res = await t.graphql<{ getJobs: { jobsByAccess: unknown[] } }>(
        withWishlist,
        { input: { textSearch }, paginationOptions: { limit } },
        { "x-test-viewer": "fellow" },
      );
      assert.equal(res.data!.getJobs.jobsByAccess.length, limit);
      assert.ok(queries <= 4, `${limit} jobs (${textSearch ?? "no text"}) took ${queries} queries`);
    }
  } finally {
    await t.close();
  }
});

Deno.test("bad job queries get a clear error and nothing else", opts, async () => {
  const t = await createTestApp({ seed: false });
  try {
    const badRegion = await t.graphql(GET_JOBS, { input: { regions: ["Atlantis"] } });
    assert.equal(badRegion.errors?.[0].extensions?.code, "BAD_USER_INPUT");
    const tooMany = await t.graphql(GET_JOBS, { paginationOptions: { limit: 500 } });
    assert.equal(tooMany.errors?.[0].extensions?.code, "BAD_USER_INPUT");
    const missing = await t.graphql(GET_JOB, { id: "999999" });
    assert.equal(missing.errors?.[0].extensions?.code, "NOT_FOUND");
    const nonsense = await t.graphql(GET_JOB, { id: "abc" });
    assert.equal(nonsense.errors?.[0].extensions?.code, "BAD_USER_INPUT");
  } finally {
    await t.close();
  }
});
