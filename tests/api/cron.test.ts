import assert from "node:assert/strict";
import { cronRuns } from "../../db/schema/index.ts";
import { CRON_JOBS, type CronJob, runCronJob } from "../../api/cron/jobs.ts";
import { createTestDatabase } from "../support/test-db.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

Deno.test("a cron job runs once per period: a repeated run does nothing", opts, async () => {
  const { database, cleanup } = await createTestDatabase({ seed: false });
  try {
    let calls = 0;
    const job: CronJob = {
      name: "test-job",
      schedule: "0 0 * * *",
      periodKey: (d) => d.toISOString().slice(0, 10),
      run: () => Promise.resolve({ calls: ++calls }),
    };
    const now = () => new Date("2026-11-15T03:00:00Z");
    assert.deepEqual(await runCronJob(job, { db: database.db, now }), { calls: 1 });
    assert.equal(await runCronJob(job, { db: database.db, now }), null);
    const concurrent = await Promise.all(
      [1, 2, 3].map(() => runCronJob(job, { db: database.db, now: () => new Date("2026-11-16T03:00:00Z") })),
    );
    assert.equal(concurrent.filter((r) => r !== null).length, 1);
    assert.equal(calls, 2);
  } finally {
    await cleanup();
  }
});

Deno.test("a failed cron run gives its period back so the next tick retries", opts, async () => {
  const { database, cleanup } = await createTestDatabase({ seed: false });
  try {
    let fail = true;
    const job: CronJob = {
      name: "flaky",
      schedule: "0 0 * * *",
      periodKey: () => "2026-11",
      run: () => (fail ? Promise.reject(new Error("provider down")) : Promise.resolve({ ok: 1 })),
    };
    await assert.rejects(runCronJob(job, { db: database.db, now: () => new Date() }), /provider down/);
    fail = false;
    assert.deepEqual(await runCronJob(job, { db: database.db, now: () => new Date() }), { ok: 1 });
  } finally {
    await cleanup();
  }
});

Deno.test("the registered prune job deletes run records older than 400 days and keeps recent ones", opts, async () => {
  const { database, cleanup } = await createTestDatabase({ seed: false });
  try {
    const prune = CRON_JOBS.find((j) => j.name === "prune-cron-runs")!;
    await database.db.insert(cronRuns).values([
      { job: "old", periodKey: "2024-01", startedAt: new Date("2024-01-15T00:00:00Z") },
      { job: "recent", periodKey: "2026-10", startedAt: new Date("2026-10-15T00:00:00Z") },
    ]);
    const result = await runCronJob(prune, { db: database.db, now: () => new Date("2026-11-22T00:00:00Z") });
    assert.deepEqual(result, { deleted: 1 });
    const left = (await database.db.select().from(cronRuns)).map((r) => r.job).sort();
    assert.deepEqual(left, ["prune-cron-runs", "recent"]);
  } finally {
    await cleanup();
  }
});
