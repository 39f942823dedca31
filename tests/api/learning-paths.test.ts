// Learning paths over GraphQL on a real database: which steps a viewer may open.
import assert from "node:assert/strict";
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
