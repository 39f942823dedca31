import assert from "node:assert/strict";
import { articles, jobs, learningPaths, learningPathSteps } from "../../db/schema/index.ts";
import { createTestApp } from "../support/app.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

Deno.test("the demo content gives a visitor something to judge, in both languages", opts, async () => {
  const t = await createTestApp({ seed: true });
  try {
    const jobRows = await t.db.select().from(jobs);
    assert.ok(jobRows.length >= 60, `${jobRows.length} jobs`);
    assert.deepEqual(new Set(jobRows.map((j) => j.readAccess)), new Set(["UNANYMOUS", "AUTHORIZED", "FELLOW"]));
    assert.ok(jobRows.some((j) => j.isUN) && jobRows.some((j) => !j.isUN));
    const now = Date.now();
    assert.ok(jobRows.some((j) => j.openUntil && j.openUntil.getTime() < now), "some closed");
    assert.ok(jobRows.some((j) => j.openUntil && j.openUntil.getTime() > now), "some open");
    assert.ok(jobRows.some((j) => j.salaryMin === null) && jobRows.some((j) => j.salaryMin !== null));
    assert.ok(new Set(jobRows.map((j) => j.countryId)).size >= 20, "many countries");

    const articleRows = await t.db.select().from(articles);
    assert.equal(articleRows.length, 30);
    assert.equal(articleRows.filter((a) => a.language === "ru").length, 15);
    assert.ok(
      articleRows.some((a) => a.hideHalf) && articleRows.some((a) => a.video) && articleRows.some((a) => a.isFeatured),
    );
    assert.equal(articleRows.filter((a) => a.ghostPostSlug).length, 1);

    const paths = await t.db.select().from(learningPaths);
    assert.equal(paths.length, 4);
    const steps = await t.db.select().from(learningPathSteps);
    for (const path of paths) {
      const count = steps.filter((s) => s.learningPathId === path.id).length;
      assert.ok(count >= 5 && count <= 10, `${path.slug}: ${count} steps`);
    }

    // Search finds the demo jobs in both languages' configurations.
    const res = await t.graphql<{ getJobs: { meta: { totalItems: number } } }>(
      `query { getJobs(input: { isUN: true }) { meta { totalItems } } }`,
    );
    assert.ok(res.data!.getJobs.meta.totalItems >= 20);
  } finally {
    await t.close();
  }
});
