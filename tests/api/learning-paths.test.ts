// Learning paths over GraphQL on a real database: which steps a viewer may open.
import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { articles } from "../../db/schema/index.ts";
import { createTestApp } from "../support/app.ts";
import { createArticle, createLearningPath } from "../support/factories.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
const tiers = ["anonymous", "authorized", "fellow"] as const;
const as = (tier: string) => ({ "x-test-viewer": tier });

Deno.test(
  "learning-path steps past the free count are disabled and carry no article link for non-fellows",
  opts,
  async () => {
    await using t = await createTestApp({ seed: false });
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
  },
);

Deno.test("a step whose article the team took down is named but links nowhere, for every tier", opts, async () => {
  await using t = await createTestApp({ seed: false });
  const list = await Promise.all([1, 2, 3].map(() => createArticle(t.db)));
  await createLearningPath(t.db, { slug: "taken-down", articleIds: list.map((x) => x.id), countAvailableArticles: 3 });
  await t.db.update(articles).set({ status: "DRAFT" }).where(eq(articles.id, list[1].id));
  const q = `query { getLearningPathBySlug(slug: "taken-down") { steps { text disabled article { slug } } } }`;
  for (const tier of tiers) {
    const path = (await t.graphql<
      { getLearningPathBySlug: { steps: Array<{ text: string; article: { slug: string } | null }> } }
    >(q, {}, as(tier))).data!.getLearningPathBySlug;
    assert.equal(path.steps.length, 3, "the step stays in the path");
    assert.deepEqual(path.steps.map((s) => s.article?.slug ?? null), [list[0].slug, null, list[2].slug], tier);
    assert.ok(!JSON.stringify(path).includes(list[1].slug), `${tier}: no link to the draft`);
  }
});
