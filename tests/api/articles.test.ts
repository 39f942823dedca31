import assert from "node:assert/strict";
import { favouriteJobs } from "../../db/schema/index.ts";
import { createTestApp } from "../support/app.ts";
import { createArticle, createJob, createLearningPath } from "../support/factories.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
const tiers = ["anonymous", "authorized", "fellow"] as const;
const as = (tier: string) => ({ "x-test-viewer": tier });

const GET_ARTICLE = `query GetArticle($slug: String!) {
  getArticleByCustomer(slug: $slug) { slug articleText isGated content readAccess hideHalf }
}`;

Deno.test(
  "access matrix for articles: the gated half or the whole text never reaches a viewer without access",
  opts,
  async () => {
    const t = await createTestApp({ seed: false });
    try {
      const cases: Array<
        { readAccess: "UNANYMOUS" | "AUTHORIZED" | "FELLOW"; hideHalf: boolean; row: { slug: string } }
      > = [];
      for (const readAccess of ["UNANYMOUS", "AUTHORIZED", "FELLOW"] as const) {
        for (const hideHalf of [false, true]) {
          cases.push({
            readAccess,
            hideHalf,
            row: await createArticle(t.db, { readAccess, hideHalf, content: { blocks: ["Gated block"] } }),
          });
        }
      }
      const rank = { anonymous: 0, authorized: 1, fellow: 2 };
      const need = { UNANYMOUS: 0, AUTHORIZED: 1, FELLOW: 2 };
      for (const tier of tiers) {
        const list = await t.graphql<{ getArticles: { articles: Array<{ slug: string; articleText: string }> } }>(
          "query { getArticles(paging: { limit: 50 }) { articles { slug articleText isGated } total } }",
          {},
          as(tier),
        );
        for (const c of cases) {
          const single = (await t.graphql<
            { getArticleByCustomer: { articleText: string; isGated: boolean; content: string | null } }
          >(
            GET_ARTICLE,
            { slug: c.row.slug },
            as(tier),
          )).data!.getArticleByCustomer;
          const fromList = list.data!.getArticles.articles.find((x) => x.slug === c.row.slug)!;
          const entitled = rank[tier] >= need[c.readAccess];
          for (const answer of [single, fromList]) {
            const json = JSON.stringify(answer);
            assert.equal(json.includes("Gated ending"), entitled, `${tier} × ${c.readAccess} hideHalf=${c.hideHalf}`);
            assert.equal(json.includes("Gated heading"), entitled);
            // A hideHalf article shows its first half to everyone; other gated articles show nothing.
            assert.equal(json.includes("Open opening"), entitled || c.hideHalf, `${tier} × ${c.readAccess} opening`);
          }
          assert.equal(single.isGated, !entitled);
          assert.equal(single.content !== null, entitled);
        }
      }
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "learning-path steps past the free count are disabled and carry no article link for non-fellows",
  opts,
  async () => {
    const t = await createTestApp({ seed: false });
    try {
      const list = await Promise.all([1, 2, 3, 4, 5].map(() => createArticle(t.db)));
      await createLearningPath(t.db, {
        slug: "un-career",
        articleIds: list.map((x) => x.id),
        countAvailableArticles: 2,
      });
      const q =
        `query { getLearningPathBySlug(slug: "un-career") { fullAccess steps { order disabled article { slug } } } }`;
      for (const tier of tiers) {
        const path = (await t.graphql<
          {
            getLearningPathBySlug: {
              fullAccess: boolean;
              steps: Array<{ disabled: boolean; article: { slug: string } | null }>;
            };
          }
        >(
          q,
          {},
          as(tier),
        )).data!.getLearningPathBySlug;
        const isFellow = tier === "fellow";
        assert.equal(path.fullAccess, isFellow);
        assert.deepEqual(
          path.steps.map((s) => s.disabled),
          isFellow ? [false, false, false, false, false] : [false, false, true, true, true],
        );
        const json = JSON.stringify(path);
        for (const [i, article] of list.entries()) {
          assert.equal(
            json.includes(article.slug),
            isFellow || i < 2,
            `${tier} step ${i}`,
          );
        }
      }
      const missing = await t.graphql(`query { getLearningPathBySlug(slug: "nope") { slug } }`);
      assert.deepEqual(missing.data, { getLearningPathBySlug: null });
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "articles: language, video filter, search from 2 characters, popular sort, featured order",
  opts,
  async () => {
    const t = await createTestApp({ seed: false });
    try {
      await createArticle(t.db, { title: "How to write a UN cover letter", language: "en", views: 5 });
      await createArticle(t.db, {
        title: "Interview video guide",
        language: "en",
        video: "https://www.youtube.com/embed/abcdefghijk",
        views: 50,
        isFeatured: true,
        featureOrder: 2,
      });
      await createArticle(t.db, {
        title: "Как пройти собеседование",
        language: "ru",
        isFeatured: true,
        featureOrder: 1,
      });
      await createArticle(t.db, { title: "Draft", language: "en", status: "DRAFT" });
      const run = async (input: Record<string, unknown>) =>
        (await t.graphql<{ getArticles: { articles: Array<{ title: string }>; total: number } }>(
          "query($input: ArticlesInput) { getArticles(input: $input, paging: { limit: 10 }) { articles { title } total } }",
          { input },
        )).data!.getArticles;
      assert.deepEqual((await run({ language: "en" })).total, 2);
      assert.deepEqual((await run({ withVideo: true })).articles.map((x) => x.title), ["Interview video guide"]);
      assert.deepEqual((await run({ textSearch: "собеседование" })).articles.map((x) => x.title), [
        "Как пройти собеседование",
      ]);
      assert.deepEqual((await run({ textSearch: "UN" })).articles.map((x) => x.title), [
        "How to write a UN cover letter",
      ]);
      assert.deepEqual(
        (await run({ language: "en", sortOption: "popular" })).articles.map((x) => x.title)[0],
        "Interview video guide",
      );
      const featured = await t.graphql<{ getFeaturedArticles: Array<{ title: string }> }>(
        "query { getFeaturedArticles { title } }",
      );
      assert.deepEqual(featured.data!.getFeaturedArticles.map((x) => x.title), [
        "Как пройти собеседование",
        "Interview video guide",
      ]);
      const bad = await t.graphql('query { getArticles(input: { sortOption: "random" }) { total } }');
      assert.equal(bad.errors?.[0].extensions?.code, "BAD_USER_INPUT");
    } finally {
      await t.close();
    }
  },
);

Deno.test("concurrent views of one viewer count once that day; unknown ids are NOT_FOUND", opts, async () => {
  const t = await createTestApp({ seed: false });
  try {
    const article = await createArticle(t.db);
    const job = await createJob(t.db);
    const m = "mutation($id: ID!) { recordArticleView(id: $id) { views } }";
    await Promise.all([1, 2, 3].map(() => t.graphql(m, { id: String(article.id) })));
    const after = await t.graphql<{ recordArticleView: { views: number } }>(m, { id: String(article.id) });
    assert.equal(after.data!.recordArticleView.views, 1);
    const jobView = await t.graphql<{ recordJobView: { views: number } }>(
      "mutation($id: ID!) { recordJobView(id: $id) { views } }",
      { id: String(job.id) },
    );
    assert.equal(jobView.data!.recordJobView.views, 1);
    const missing = await t.graphql(m, { id: "424242" });
    assert.equal(missing.errors?.[0].extensions?.code, "NOT_FOUND");
  } finally {
    await t.close();
  }
});

Deno.test("toggleFavouriteJob: signed-in only; toggles; concurrent toggles never duplicate a row", opts, async () => {
  const t = await createTestApp({ seed: false });
  try {
    const job = await createJob(t.db);
    const m = "mutation($id: ID!) { toggleFavouriteJob(id: $id) { isInWishlist } }";
    const anonymous = await t.graphql(m, { id: String(job.id) });
    assert.equal(anonymous.errors?.[0].extensions?.code, "UNAUTHENTICATED");
    assert.equal((await t.db.select().from(favouriteJobs)).length, 0);
    const on = await t.graphql<{ toggleFavouriteJob: { isInWishlist: boolean } }>(
      m,
      { id: String(job.id) },
      as("authorized"),
    );
    assert.equal(on.data!.toggleFavouriteJob.isInWishlist, true);
    const seen = await t.graphql<{ getJob: { isInWishlist: boolean } }>(
      "query($id: ID!) { getJob(id: $id) { ... on Job { isInWishlist } } }",
      { id: String(job.id) },
      as("authorized"),
    );
    assert.equal(seen.data!.getJob.isInWishlist, true);
    const off = await t.graphql<{ toggleFavouriteJob: { isInWishlist: boolean } }>(
      m,
      { id: String(job.id) },
      as("authorized"),
    );
    assert.equal(off.data!.toggleFavouriteJob.isInWishlist, false);
    await Promise.all([1, 2, 3, 4, 5].map(() => t.graphql(m, { id: String(job.id) }, as("fellow"))));
    assert.ok((await t.db.select().from(favouriteJobs)).length <= 1);
    const missing = await t.graphql(m, { id: "999999" }, as("fellow"));
    assert.equal(missing.errors?.[0].extensions?.code, "NOT_FOUND");
  } finally {
    await t.close();
  }
});
