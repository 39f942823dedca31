import assert from "node:assert/strict";
import { articleViews, cronRuns, jobViews, rateLimitHits, sessions, users } from "../../db/schema/index.ts";
import { createArticle, createJob } from "../support/factories.ts";
import { CRON_JOBS, type CronJob, runCronJob, runLoggedCronJob } from "../../api/cron/jobs.ts";
import { createLogger } from "../../src/server/log.ts";
import { createSession, validateSessionToken } from "../../api/services/auth/sessions.ts";
import { sha256Hex } from "../../api/services/auth/encoding.ts";
import { hit, LIMITS } from "../../api/services/rate-limit.ts";
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

Deno.test(
  "each cron run writes one JSON line: the job, its outcome, its duration and counts, no personal data",
  opts,
  async () => {
    const { database, cleanup } = await createTestDatabase({ seed: false });
    const lines: Array<{ line: string; level: string }> = [];
    const log = createLogger("json", (line, level) => lines.push({ line, level }));
    const quiet = console.error;
    console.error = () => {};
    try {
      let failing = false;
      const job: CronJob = {
        name: "mail-the-members",
        schedule: "0 0 * * *",
        periodKey: () => "2026-11-15",
        run: () => {
          if (failing) return Promise.reject(new Error("mail to ivan@fellows.test refused"));
          // A result holds counts by its type; anything else that slipped in never reaches the line.
          return Promise.resolve(
            { mailed: 2, skipped: 0, who: "ivan@fellows.test" } as unknown as Record<string, number>,
          );
        },
      };
      const deps = { db: database.db, now: () => new Date("2026-11-15T03:00:00Z") };
      await runLoggedCronJob(job, deps, log);
      await runLoggedCronJob(job, deps, log);
      failing = true;
      await runLoggedCronJob({ ...job, periodKey: () => "2026-11-16" }, deps, log);
      const parsed = lines.map(({ line }) => JSON.parse(line));
      assert.deepEqual(
        parsed.map(({ kind, level, job, outcome, counts, error }) => ({ kind, level, job, outcome, counts, error })),
        [
          { kind: "cron", level: "info", job: "mail-the-members", outcome: "done", counts: { mailed: 2, skipped: 0 } },
          { kind: "cron", level: "info", job: "mail-the-members", outcome: "already-ran" },
          { kind: "cron", level: "error", job: "mail-the-members", outcome: "failed", error: "Error" },
        ].map((l) => ({ counts: undefined, error: undefined, ...l })),
      );
      assert.ok(parsed.every((l) => typeof l.durationMs === "number" && l.durationMs >= 0));
      assert.deepEqual(lines.map((l) => l.level), ["info", "info", "error"]);
      assert.ok(!lines.some(({ line }) => line.includes("ivan@")));
    } finally {
      console.error = quiet;
      await cleanup();
    }
  },
);

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

const MINUTE = 60_000;
const DAY = 86_400_000;

function cronJob(name: string): CronJob {
  const job = CRON_JOBS.find((j) => j.name === name);
  assert.ok(job, `no cron job named ${name}`);
  return job;
}

Deno.test("the session prune job deletes expired sessions only, once per day", opts, async () => {
  const { database, cleanup } = await createTestDatabase({ seed: false });
  try {
    const db = database.db;
    const prune = cronJob("prune-sessions");
    const now = new Date("2026-11-22T03:23:00Z");
    const [user] = await db.insert(users).values({ email: "s@example.org", firstName: "S", lastName: "T" })
      .returning({ id: users.id });
    // Sessions last 30 days from creation: these expired a day ago and a minute ago; those end tomorrow and in 30 days.
    await createSession(db, user.id, new Date(now.getTime() - 31 * DAY));
    await createSession(db, user.id, new Date(now.getTime() - 30 * DAY - MINUTE));
    const endsTomorrow = await createSession(db, user.id, new Date(now.getTime() - 29 * DAY));
    const fresh = await createSession(db, user.id, now);

    assert.deepEqual(await runCronJob(prune, { db, now: () => now }), { deleted: 2 });
    const left = (await db.select({ id: sessions.id }).from(sessions)).map((r) => r.id).sort();
    assert.deepEqual(left, [await sha256Hex(endsTomorrow.token), await sha256Hex(fresh.token)].sort());
    assert.ok(await validateSessionToken(db, endsTomorrow.token, now), "a live session still signs its user in");

    // The same day again: the period is taken, so a session that expired since stays until tomorrow's run.
    await createSession(db, user.id, new Date(now.getTime() - 40 * DAY));
    assert.equal(await runCronJob(prune, { db, now: () => new Date(now.getTime() + 6 * 3_600_000) }), null);
    assert.equal((await db.select({ id: sessions.id }).from(sessions)).length, 3);
    assert.deepEqual(await runCronJob(prune, { db, now: () => new Date(now.getTime() + DAY) }), { deleted: 1 });
  } finally {
    await cleanup();
  }
});

Deno.test("the rate-limit prune job deletes ended windows and keeps every live one, once per day", opts, async () => {
  const { database, cleanup } = await createTestDatabase({ seed: false });
  try {
    const db = database.db;
    const prune = cronJob("prune-rate-limit-hits");
    const now = new Date("2026-11-22T03:29:00Z");
    // Ended: two windows that started more than a day ago (the longest window, sign-in guesses per account and day):
    // a row younger than that may still count for a day-long limit, so it waits for the next day's prune.
    await db.insert(rateLimitHits).values([
      { key: "signup:ip:old", windowStart: new Date("2026-11-21T03:00:00Z"), hits: 4 },
      { key: "signup:ip:1.2.3.4", windowStart: new Date("2026-11-21T02:00:00Z"), hits: 7 },
    ]);
    // Live: the current 1-hour window (started 03:00, 29 minutes ago, i.e. older than the shortest 10-minute window)
    // is full, and the current 10-minute window (03:20) holds one attempt.
    for (let i = 0; i < LIMITS.signUpPerIp.max; i++) {
      assert.equal(await hit(db, "signup:ip:1.2.3.4", LIMITS.signUpPerIp, now), true);
    }
    await hit(db, "signin:ip:1.2.3.4", LIMITS.signInPerIp, now);

    assert.deepEqual(await runCronJob(prune, { db, now: () => now }), { deleted: 2 });
    const left = (await db.select().from(rateLimitHits)).map((r) => `${r.key}@${r.windowStart.toISOString()}`).sort();
    assert.deepEqual(left, [
      "signin:ip:1.2.3.4@2026-11-22T03:20:00.000Z",
      "signup:ip:1.2.3.4@2026-11-22T03:00:00.000Z",
    ]);
    // The full window still refuses the next attempt after the prune.
    assert.equal(await hit(db, "signup:ip:1.2.3.4", LIMITS.signUpPerIp, now), false);

    // The same day again does nothing, even to a counter that has ended since.
    const later = new Date(now.getTime() + 6 * 3_600_000);
    assert.equal(await runCronJob(prune, { db, now: () => later }), null);
    assert.equal((await db.select().from(rateLimitHits)).length, 2);
    assert.deepEqual(await runCronJob(prune, { db, now: () => new Date(now.getTime() + DAY) }), { deleted: 2 });
  } finally {
    await cleanup();
  }
});

Deno.test(
  "the view prune job deletes view rows of days older than two and keeps the recent ones, once per day",
  opts,
  async () => {
    const { database, cleanup } = await createTestDatabase({ seed: false });
    try {
      const db = database.db;
      const prune = cronJob("prune-view-days");
      const job = await createJob(db);
      const article = await createArticle(db);
      const days = ["2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21", "2026-11-22"];
      await db.insert(jobViews).values(days.map((day) => ({ jobId: job.id, viewerKey: "addr:x", day })));
      await db.insert(articleViews).values(days.map((day) => ({ articleId: article.id, viewerKey: "user:y", day })));
      const now = new Date("2026-11-22T03:35:00Z");
      assert.deepEqual(await runCronJob(prune, { db, now: () => now }), { jobViews: 2, articleViews: 2 });
      const kept = ["2026-11-20", "2026-11-21", "2026-11-22"];
      assert.deepEqual((await db.select().from(jobViews)).map((r) => r.day).sort(), kept);
      assert.deepEqual((await db.select().from(articleViews)).map((r) => r.day).sort(), kept);
      assert.equal(await runCronJob(prune, { db, now: () => new Date(now.getTime() + 3_600_000) }), null);
      assert.deepEqual(await runCronJob(prune, { db, now: () => new Date(now.getTime() + DAY) }), {
        jobViews: 1,
        articleViews: 1,
      });
    } finally {
      await cleanup();
    }
  },
);
