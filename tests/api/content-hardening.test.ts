// Issue 12 (hardening), content side: search matches only what the viewer may read, one view per viewer per day,
// a saved gated job stays saved, job meta invents no employer, out-of-range article pages, one locale per article.
import assert from "node:assert/strict";
import { createTestApp } from "../support/app.ts";
import { eq } from "drizzle-orm";
import { createArticle, createJob, createLearningPath } from "../support/factories.ts";
import { jobs } from "../../db/schema/index.ts";
import { SESSION_COOKIE } from "../../api/services/auth/sessions.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

const SEARCH = `query($input: JobsInput) {
  getJobs(input: $input, paginationOptions: { limit: 50 }) {
    meta { totalItems }
    jobsByAccess { __typename ... on Job { id } ... on DisabledJob { id } }
  }
}`;
type SearchAnswer = {
  getJobs: { meta: { totalItems: number }; jobsByAccess: Array<{ __typename: string; id: string }> };
};

Deno.test(
  "search for a hidden company or description finds none of the jobs hiding it; entitled viewers find them",
  opts,
  async () => {
    const t = await createTestApp({ seed: false });
    try {
      const hiddenForAll = await createJob(t.db, { readAccess: "FELLOW", company: "Zanzibar Heritage Trust" });
      const hiddenForGuests = await createJob(t.db, { readAccess: "AUTHORIZED", company: "Zanzibar Heritage Trust" });
      const openCompany = await createJob(t.db, { readAccess: "UNANYMOUS", company: "Zanzibar Heritage Trust" });
      // A gated job whose public title names the word is found by everyone: its title is not hidden.
      const inTitle = await createJob(t.db, { readAccess: "FELLOW", title: "Zanzibar Programme Officer" });
      const hiddenText = await createJob(t.db, {
        readAccess: "FELLOW",
        description: "<p>Reports to the quokkaboard directorate.</p>",
      });
      const ids = async (textSearch: string, tier: string, readAccess?: string[]) => {
        const res = await t.graphql<SearchAnswer>(SEARCH, { input: { textSearch, readAccess } }, {
          "x-test-viewer": tier,
        });
        assert.equal(res.errors, undefined, JSON.stringify(res.errors));
        return res.data!.getJobs.jobsByAccess.map((j) => Number(j.id)).sort((a, b) => a - b);
      };
      const sorted = (...jobs: Array<{ id: number }>) => jobs.map((j) => j.id).sort((a, b) => a - b);

      // The probe's own query: anonymous, filtered to members-only jobs, searching the hidden company.
      assert.deepEqual(await ids("Zanzibar", "anonymous", ["FELLOW"]), sorted(inTitle));
      assert.deepEqual(await ids("Zanzibar", "anonymous", ["AUTHORIZED"]), []);
      assert.deepEqual(await ids("Zanzibar", "anonymous"), sorted(openCompany, inTitle));
      assert.deepEqual(await ids("Zanzibar", "authorized"), sorted(hiddenForGuests, openCompany, inTitle));
      assert.deepEqual(await ids("Zanzibar", "fellow"), sorted(hiddenForAll, hiddenForGuests, openCompany, inTitle));
      // Gated description text: only a viewer who may read it finds the job by it (and no misspelling rescue leaks it).
      assert.deepEqual(await ids("quokkaboard", "anonymous"), []);
      assert.deepEqual(await ids("quokkaboard", "authorized"), []);
      assert.deepEqual(await ids("quokkaboard", "fellow"), sorted(hiddenText));
      // The count agrees with the list: it does not count hidden matches either.
      const counted = await t.graphql<SearchAnswer>(SEARCH, { input: { textSearch: "Zanzibar" } });
      assert.equal(counted.data!.getJobs.meta.totalItems, 2);
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "a view counts once per viewer per item per UTC day: an address, another address, a signed-in user",
  opts,
  async () => {
    let clock = new Date("2026-11-22T10:00:00Z");
    const t = await createTestApp({ seed: false, now: () => clock });
    try {
      const job = await createJob(t.db, { readAccess: "UNANYMOUS" });
      const article = await createArticle(t.db);
      const member = await t.sessionFor("authorized");
      // The client's address as the connection gives it (and as a proxy would forward it): the app decides which counts.
      const view = async (
        field: "recordJobView" | "recordArticleView",
        id: number,
        address: string,
        cookie?: string,
      ) => {
        const res = await t.app.request("/graphql", {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-forwarded-for": address,
            ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}),
          },
          body: JSON.stringify({
            query: `mutation($id: ID!) { ${field}(id: $id) { views } }`,
            variables: { id: String(id) },
          }),
        }, { remoteAddr: { hostname: address, port: 40_000, transport: "tcp" } });
        const body = await res.json();
        assert.equal(body.errors, undefined, JSON.stringify(body.errors));
        return body.data[field].views as number;
      };
      for (const [field, id] of [["recordJobView", job.id], ["recordArticleView", article.id]] as const) {
        const first = await Promise.all(Array.from({ length: 20 }, () => view(field, id, "203.0.113.7")));
        assert.deepEqual(new Set(first), new Set([1]), `${field}: 20 calls from one address count once`);
        assert.equal(await view(field, id, "198.51.100.23"), 2, `${field}: a second address counts`);
        assert.equal(await view(field, id, "203.0.113.7", member), 3, `${field}: a signed-in user counts`);
        assert.equal(
          await view(field, id, "198.51.100.99", member),
          3,
          `${field}: the same user from elsewhere does not`,
        );
      }
      // A new UTC day counts the same viewer again.
      clock = new Date("2026-11-23T00:05:00Z");
      assert.equal(await view("recordJobView", job.id, "203.0.113.7"), 4);
      // The "popular" order reads the same counter.
      const [row] = await t.db.select({ views: jobs.views }).from(jobs).where(eq(jobs.id, job.id));
      assert.equal(row.views, 4);
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "a registered member's saved members-only job answers isInWishlist: true in the list, on its page and in saved jobs",
  opts,
  async () => {
    const t = await createTestApp({ seed: false });
    try {
      const job = await createJob(t.db, { readAccess: "FELLOW" });
      const other = await createJob(t.db, { readAccess: "FELLOW" });
      const member = { "x-test-viewer": "authorized" };
      const toggle = "mutation($id: ID!) { toggleFavouriteJob(id: $id) { isInWishlist } }";
      const saved = await t.graphql<{ toggleFavouriteJob: { isInWishlist: boolean } }>(
        toggle,
        { id: String(job.id) },
        member,
      );
      assert.equal(saved.data?.toggleFavouriteJob.isInWishlist, true);
      const heart = `__typename ... on Job { id isInWishlist } ... on DisabledJob { id isInWishlist }`;
      type Heart = { __typename: string; id: string; isInWishlist: boolean };
      const list = await t.graphql<{ getJobs: { jobsByAccess: Heart[] } }>(
        `{ getJobs { jobsByAccess { ${heart} } } }`,
        {},
        member,
      );
      assert.equal(list.errors, undefined, JSON.stringify(list.errors));
      const inList = list.data!.getJobs.jobsByAccess;
      assert.deepEqual(inList.find((j) => j.id === String(job.id)), {
        __typename: "DisabledJob",
        id: String(job.id),
        isInWishlist: true,
      });
      assert.equal(inList.find((j) => j.id === String(other.id))?.isInWishlist, false);
      const single = await t.graphql<{ getJob: Heart }>(`query($id: ID!) { getJob(id: $id) { ${heart} } }`, {
        id: String(job.id),
      }, member);
      assert.equal(single.data?.getJob.isInWishlist, true);
      const savedJobs = await t.graphql<{ getSavedJobs: Heart[] }>(`{ getSavedJobs { ${heart} } }`, {}, member);
      assert.deepEqual(savedJobs.data?.getSavedJobs, [{
        __typename: "DisabledJob",
        id: String(job.id),
        isInWishlist: true,
      }]);
      // Anonymous viewers have nothing saved.
      const anonymous = await t.graphql<{ getJob: Heart }>(`query($id: ID!) { getJob(id: $id) { ${heart} } }`, {
        id: String(job.id),
      });
      assert.equal(anonymous.data?.getJob.isInWishlist, false);
    } finally {
      await t.close();
    }
  },
);

type App = Awaited<ReturnType<typeof createTestApp>>;
async function page(t: App, path: string, tier = "anonymous") {
  const res = await t.request(path, { headers: { "x-test-viewer": tier } });
  return { status: res.status, html: await res.text(), location: res.headers.get("location") };
}
const metaDescription = (html: string) => html.match(/<meta name="description" content="([^"]*)"/)?.[1];

Deno.test(
  "a members-only job's description meta names no employer to a viewer who may not see the company",
  opts,
  async () => {
    const t = await createTestApp({ seed: false });
    try {
      const gated = await createJob(t.db, { readAccess: "FELLOW", title: "Members Analyst", company: "Hidden Org" });
      const noCompany = await createJob(t.db, { readAccess: "UNANYMOUS", title: "Open Analyst", company: null });
      for (const tier of ["anonymous", "authorized"]) {
        const en = metaDescription((await page(t, `/en/jobs/${gated.id}/`, tier)).html);
        assert.equal(en, "Members Analyst: requirements, salary, location and how to apply.", tier);
        const ru = metaDescription((await page(t, `/ru/jobs/${gated.id}/`, tier)).html);
        assert.equal(ru, "Members Analyst: требования, зарплата, место работы и как откликнуться.", tier);
      }
      assert.equal(
        metaDescription((await page(t, `/en/jobs/${gated.id}/`, "fellow")).html),
        "Members Analyst at Hidden Org: requirements, salary, location and how to apply.",
      );
      // A job with no company names none either (it used to say "at Fellows Club").
      const open = (await page(t, `/en/jobs/${noCompany.id}/`)).html;
      assert.equal(metaDescription(open), "Open Analyst: requirements, salary, location and how to apply.");
      assert.doesNotMatch(open, /content="[^"]*at Fellows Club: requirements/);
    } finally {
      await t.close();
    }
  },
);

Deno.test("an articles page past the end redirects to the last page, which shows the real count", opts, async () => {
  const t = await createTestApp({ seed: false });
  try {
    for (let i = 0; i < 14; i++) await createArticle(t.db, { title: `Clamp article ${i}` });
    await createArticle(t.db, { title: "Quokka notebook" });
    const past = await page(t, "/en/articles/?page=9");
    assert.equal(past.status, 302);
    assert.equal(past.location, "/en/articles/?page=2");
    const last = await page(t, "/en/articles/?page=2");
    assert.equal(last.status, 200);
    assert.equal((last.html.match(/data-testid="article-card"/g) ?? []).length, 3);
    assert.doesNotMatch(last.html, /No articles found/);
    // The filters stay; a search with fewer results clamps to its own last page (here the first).
    const searched = await page(t, "/en/articles/?q=quokka&sort=popular&page=5");
    assert.equal(searched.status, 302);
    assert.equal(searched.location, "/en/articles/?q=quokka&sort=popular");
    // The API answers the true total for a page past the end.
    const beyond = await t.graphql<{ getArticles: { total: number; articles: unknown[] } }>(
      `{ getArticles(input: { language: en }, paging: { skip: 96, limit: 12 }) { total articles { id } } }`,
    );
    assert.deepEqual(beyond.data?.getArticles, { total: 15, articles: [] });
  } finally {
    await t.close();
  }
});

Deno.test(
  "an article or learning path lives under its own locale: the other locale redirects, hreflang names one language",
  opts,
  async () => {
    const t = await createTestApp({ seed: false });
    try {
      const russian = await createArticle(t.db, { language: "ru", title: "Резюме для ООН", slug: "rezyume-test" });
      const english = await createArticle(t.db, { language: "en", title: "A UN CV" });
      await createLearningPath(t.db, {
        slug: "put-v-oon",
        articleIds: [russian.id],
        countAvailableArticles: 1,
        language: "ru",
      });

      const moved = await page(t, "/en/articles/rezyume-test/");
      assert.equal(moved.status, 301);
      assert.equal(moved.location, "/ru/articles/rezyume-test/");
      const withPath = await page(t, "/en/articles/rezyume-test/?back_c=put-v-oon");
      assert.equal(withPath.location, "/ru/articles/rezyume-test/?back_c=put-v-oon");
      assert.equal((await page(t, `/ru/articles/${english.slug}/`)).location, `/en/articles/${english.slug}/`);
      const course = await page(t, "/en/courses/put-v-oon/");
      assert.equal(course.status, 301);
      assert.equal(course.location, "/ru/courses/put-v-oon/");

      for (const path of ["/ru/articles/rezyume-test/", "/ru/courses/put-v-oon/"]) {
        const { status, html } = await page(t, path);
        assert.equal(status, 200, path);
        assert.match(html, /<html lang="ru"/, path);
        const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)]
          .map((m) => `${m[1]} ${m[2]}`);
        assert.deepEqual(alternates, [`ru https://fellows.test${path}`], path);
        assert.match(html, new RegExp(`<link rel="canonical" href="https://fellows.test${path}"`), path);
      }
      // The course's title is in its own language only.
      assert.match((await page(t, "/ru/courses/put-v-oon/")).html, /<title>Path put-v-oon — учебный/);
    } finally {
      await t.close();
    }
  },
);
