import assert from "node:assert/strict";
import { and, eq, sql } from "drizzle-orm";
import {
  articleViews,
  cronLeases,
  cronRunLog,
  cronRuns,
  jobViews,
  rateLimitHits,
  sessions,
  users,
} from "../../db/schema/index.ts";
import type { Db } from "../../db/client.ts";
import { createArticle, createJob } from "../support/factories.ts";
import { CRON_JOBS, type CronJob } from "../../api/cron/jobs.ts";
import { catchUpMissedRuns, runCronJob, runLoggedCronJob } from "../../api/cron/runner.ts";
import { createLogger } from "../../src/platform/log.ts";
import { listLatestCronRuns, releaseCronLease, takeCronLease } from "../../api/services/cron.ts";
import { parseConfig } from "../../src/config.ts";
import { utcDay } from "../../src/domain/dates.ts";
import { createTestApp } from "../support/app.ts";
import { describeDb } from "../support/test-db.ts";
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

Deno.test(
  `a cron run that throws is logged as failed without personal data, releases its lease and its period (${describeDb()})`,
  opts,
  async () => {
    const { database, cleanup } = await createTestDatabase({ seed: false });
    try {
      const db = database.db;
      let fail = true;
      const job: CronJob = {
        name: "flaky",
        schedule: "0 0 * * *",
        periodKey: () => "2026-11",
        run: () =>
          fail
            ? Promise.reject(new Error("mail to anna.k@example.org refused, card 4111111111111111"))
            : Promise.resolve({ ok: 1 }),
      };
      await assert.rejects(runCronJob(job, { db, now: () => new Date() }), /refused/);
      const [failed] = await runsOf(db, "flaky");
      assert.equal(failed.outcome, "failed");
      assert.ok(failed.finishedAt, "a failed run is finished");
      assert.equal(failed.error, "Error: mail to [e-mail] refused, card [number]");
      assert.deepEqual(await db.select().from(cronLeases), [], "the lease is given back");
      assert.deepEqual(await db.select().from(cronRuns), [], "the period is given back");
      // The next tick retries the period, and the log keeps both runs.
      fail = false;
      assert.deepEqual(await runCronJob(job, { db, now: () => new Date() }), { ok: 1 });
      assert.deepEqual((await runsOf(db, "flaky")).map((r) => r.outcome), ["ok", "failed"]);
    } finally {
      await cleanup();
    }
  },
);

Deno.test(
  "the registered prune job deletes claims and run log rows older than 400 days, keeps recent ones",
  opts,
  async () => {
    const { database, cleanup } = await createTestDatabase({ seed: false });
    try {
      const db = database.db;
      const prune = CRON_JOBS.find((j) => j.name === "prune-cron-runs")!;
      await db.insert(cronRuns).values([
        { job: "old", periodKey: "2024-01", startedAt: new Date("2024-01-15T00:00:00Z") },
        { job: "recent", periodKey: "2026-10", startedAt: new Date("2026-10-15T00:00:00Z") },
      ]);
      await db.insert(cronRunLog).values([
        { job: "old", periodKey: "2024-01", startedAt: new Date("2024-01-15T00:00:00Z"), outcome: "ok" },
        { job: "recent", periodKey: "2026-10", startedAt: new Date("2026-10-15T00:00:00Z"), outcome: "ok" },
      ]);
      const result = await runCronJob(prune, { db, now: () => new Date("2026-11-22T00:00:00Z") });
      assert.deepEqual(result, { claims: 1, runs: 1 });
      const left = (await db.select().from(cronRuns)).map((r) => r.job).sort();
      assert.deepEqual(left, ["prune-cron-runs", "recent"]);
      const logged = (await db.select().from(cronRunLog)).map((r) => `${r.job}:${r.outcome}`).sort();
      assert.deepEqual(logged, ["prune-cron-runs:ok", "recent:ok"]);
    } finally {
      await cleanup();
    }
  },
);

const MINUTE = 60_000;
const DAY = 86_400_000;

function cronJob(name: string): CronJob {
  const job = CRON_JOBS.find((j) => j.name === name);
  assert.ok(job, `no cron job named ${name}`);
  return job;
}

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
          { kind: "cron", level: "info", job: "mail-the-members", outcome: "skipped" },
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

/** The job's log, newest first. */
async function runsOf(db: Db, job: string) {
  return (await listLatestCronRuns(db, 100)).find((j) => j.job === job)?.runs ?? [];
}

/** Waits (bounded) until `done()` holds: a run has reached its body. */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !done(); i++) await new Promise((r) => setTimeout(r, 10));
  assert.ok(done(), "timed out");
}

/**
 * A job whose first run waits in its body for the test's go, so a second run is started while the first still holds
 * the lease; later runs go straight through.
 */
function gated(job: CronJob) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const probe = { calls: 0, open };
  const wrapped: CronJob = {
    ...job,
    run: async (deps) => {
      if (probe.calls++ === 0) await gate;
      return await job.run(deps);
    },
  };
  return { job: wrapped, probe };
}

Deno.test(
  `every registered job: a second run while the first holds the lease does nothing and is logged skipped-held (${describeDb()})`,
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const config = parseConfig({ APP_ENV: "test", APP_URL: "https://fellows.test" });
      const now = () => new Date();
      const deps = {
        db: t.db,
        now,
        billing: t.app.billing,
        aiAllowance: config.aiAllowance,
        promoters: config.promoters,
      };
      // Something for the session prune to delete: its count says how often its effect happened.
      const [user] = await t.db.insert(users).values({ email: "cron@fellows.test", firstName: "C", lastName: "R" })
        .returning({ id: users.id });
      await createSession(t.db, user.id, new Date(Date.now() - 40 * DAY));
      await createSession(t.db, user.id, new Date(Date.now() - 31 * DAY));

      for (const registered of CRON_JOBS) {
        const { job, probe } = gated(registered);
        const first = runCronJob(job, deps);
        await until(() => probe.calls === 1);
        assert.equal(await runCronJob(job, deps), null, `${job.name}: the second run did nothing`);
        probe.open();
        const result = await first;
        assert.ok(result, `${job.name}: the first run ran`);
        if (job.name === "prune-sessions") assert.deepEqual(result, { deleted: 2 });
        // Once the first has finished, its period is done: a third run does nothing and is not logged.
        assert.equal(await runCronJob(job, deps), null);
        assert.equal(probe.calls, 1, `${job.name}: its body ran once`);
        const runs = await runsOf(t.db, job.name);
        assert.deepEqual(runs.map((r) => r.outcome).sort(), ["ok", "skipped-held"], job.name);
        assert.deepEqual(runs.find((r) => r.outcome === "ok")?.counts, result, `${job.name}: its counts are logged`);
        // Two runs of another period started at once: one ran, the other was held or found it done.
        const race = await Promise.all([1, 2].map(() => runCronJob(job, deps, { periodKey: "race" })));
        assert.equal(race.filter((r) => r !== null).length, 1, `${job.name}: one of two concurrent runs ran`);
        assert.equal(probe.calls, 2);
      }
      assert.deepEqual(await t.db.select().from(cronLeases), [], "every lease is given back");
      assert.equal((await t.db.select().from(sessions)).length, 0);
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  `an expired lease is taken over and its dead run logged as failed; a live one is not (${describeDb()})`,
  opts,
  async () => {
    const { database, cleanup } = await createTestDatabase({ seed: false });
    try {
      const db = database.db;
      let calls = 0;
      const job: CronJob = {
        name: "takeover",
        schedule: "0 4 * * *",
        periodKey: utcDay,
        run: () => Promise.resolve({ calls: ++calls }),
      };
      const now = () => new Date("2026-11-16T04:00:00Z");
      // A run that died mid-way: its lease is live for another minute, its claim and log row are unfinished.
      const dead = crypto.randomUUID();
      await db.insert(cronLeases).values({
        job: "takeover",
        holder: dead,
        expiresAt: sql`now() + interval '1 minute'`,
      });
      await db.insert(cronRuns).values({ job: "takeover", periodKey: "2026-11-16" });
      await db.insert(cronRunLog).values({ job: "takeover", periodKey: "2026-11-16", holder: dead });
      assert.equal(await runCronJob(job, { db, now }), null, "a live lease holds");
      assert.equal(calls, 0);
      assert.deepEqual((await runsOf(db, "takeover")).map((r) => r.outcome), ["skipped-held", null]);

      // Its lease runs out: the next run takes it, closes the dead run as failed, and runs the unfinished period.
      await db.update(cronLeases).set({ expiresAt: sql`now() - interval '1 second'` });
      assert.deepEqual(await runCronJob(job, { db, now }), { calls: 1 });
      const runs = await runsOf(db, "takeover");
      assert.deepEqual(runs.map((r) => [r.outcome, r.holder === dead]), [
        ["ok", false],
        ["skipped-held", false],
        ["failed", true],
      ]);
      assert.match(runs[2].error ?? "", /abandoned/);
      const [claim] = await db.select().from(cronRuns).where(eq(cronRuns.job, "takeover"));
      assert.ok(claim.finishedAt, "the period is done");
      assert.deepEqual(await db.select().from(cronLeases), []);
      // The dead holder coming back cannot give away a lease that is no longer its own.
      const live = crypto.randomUUID();
      assert.equal(await takeCronLease(db, "takeover", live, 60_000), true);
      await releaseCronLease(db, "takeover", dead);
      assert.equal((await db.select().from(cronLeases)).length, 1);
    } finally {
      await cleanup();
    }
  },
);

Deno.test(
  `a run longer than its lease keeps it by renewing, so a second run stays out (${describeDb()})`,
  opts,
  async () => {
    const { database, cleanup } = await createTestDatabase({ seed: false });
    try {
      const db = database.db;
      const { job, probe } = gated({
        name: "long",
        schedule: "0 4 * * *",
        periodKey: utcDay,
        leaseMs: 1_500,
        run: () => Promise.resolve({ done: 1 }),
      });
      const first = runCronJob(job, { db, now: () => new Date() });
      await until(() => probe.calls === 1);
      // Past the 1.5 s lease: without renewals it would have expired and the second run would take over.
      await new Promise((r) => setTimeout(r, 2_500));
      assert.equal(await runCronJob(job, { db, now: () => new Date() }), null);
      probe.open();
      assert.deepEqual(await first, { done: 1 });
      assert.equal(probe.calls, 1);
    } finally {
      await cleanup();
    }
  },
);

Deno.test(`a missed day is caught up once, at the next catch-up pass (${describeDb()})`, opts, async () => {
  const { database, cleanup } = await createTestDatabase({ seed: false });
  try {
    const db = database.db;
    const periods: string[] = [];
    let clock = new Date("2026-11-14T03:17:00Z");
    const job: CronJob = {
      name: "daily",
      schedule: "17 3 * * *",
      periodKey: utcDay,
      run: ({ now }) => {
        periods.push(utcDay(now()));
        return Promise.resolve({ ran: 1 });
      },
    };
    const deps = { db, now: () => clock };
    assert.deepEqual(await runCronJob(job, deps), { ran: 1 }, "the 14th's tick");
    // Later on the 14th, and early on the 15th before its tick: nothing is missed.
    clock = new Date("2026-11-14T23:50:00Z");
    assert.deepEqual(await catchUpMissedRuns(deps, [job]), []);
    clock = new Date("2026-11-15T03:16:00Z");
    assert.deepEqual(await catchUpMissedRuns(deps, [job]), []);

    // The 15th's tick never came (a deploy, an outage). The 02:50 pass on the 16th runs the 15th's period, once,
    // even with two passes at once.
    clock = new Date("2026-11-16T02:50:00Z");
    const passes = await Promise.all([catchUpMissedRuns(deps, [job]), catchUpMissedRuns(deps, [job])]);
    assert.deepEqual(passes.flat().filter((r) => r.result !== null), [
      { job: "daily", periodKey: "2026-11-15", result: { ran: 1 } },
    ]);
    assert.deepEqual(periods, ["2026-11-14", "2026-11-16"], "the catch-up did the work due at its own time");
    assert.deepEqual(await catchUpMissedRuns(deps, [job]), [], "a later pass finds nothing missed");
    const caughtUp = (await runsOf(db, "daily")).find((r) => r.outcome === "ok" && r.isCatchUp);
    assert.equal(caughtUp?.periodKey, "2026-11-15");

    // The 16th's own tick still runs the 16th.
    clock = new Date("2026-11-16T03:17:00Z");
    assert.deepEqual(await runCronJob(job, deps), { ran: 1 });
    assert.equal(periods.length, 3);
    const done = await db.select({ periodKey: cronRuns.periodKey }).from(cronRuns)
      .where(and(eq(cronRuns.job, "daily"), sql`${cronRuns.finishedAt} is not null`));
    assert.deepEqual(done.map((r) => r.periodKey).sort(), ["2026-11-14", "2026-11-15", "2026-11-16"]);
  } finally {
    await cleanup();
  }
});

Deno.test(`the catch-up retries a period whose run failed, and a failure does not stop the others`, opts, async () => {
  const { database, cleanup } = await createTestDatabase({ seed: false });
  try {
    const db = database.db;
    let fail = true;
    const failing: CronJob = {
      name: "a-failing",
      schedule: "0 4 * * *",
      periodKey: utcDay,
      run: () => fail ? Promise.reject(new Error("provider down")) : Promise.resolve({ ok: 1 }),
    };
    const fine: CronJob = { name: "b-fine", schedule: "0 4 * * *", periodKey: utcDay, run: () => Promise.resolve({}) };
    const deps = { db, now: () => new Date("2026-11-16T04:50:00Z") };
    const logged = console.error;
    console.error = () => {};
    const first = await catchUpMissedRuns(deps, [failing, fine]).finally(() => (console.error = logged));
    assert.deepEqual(first.map((r) => [r.job, r.result]), [["a-failing", "failed"], ["b-fine", {}]]);
    fail = false;
    const second = await catchUpMissedRuns(deps, [failing, fine]);
    assert.deepEqual(second.map((r) => [r.job, r.result]), [["a-failing", { ok: 1 }]]);
    assert.deepEqual((await runsOf(db, "a-failing")).map((r) => r.outcome), ["ok", "failed"]);
  } finally {
    await cleanup();
  }
});

Deno.test(
  `the registered jobs are caught up once from an empty log, and every one of them logs ok (${describeDb()})`,
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const config = parseConfig({ APP_ENV: "test", APP_URL: "https://fellows.test" });
      const deps = {
        db: t.db,
        now: () => new Date(),
        billing: t.app.billing,
        aiAllowance: config.aiAllowance,
        promoters: config.promoters,
      };
      const passes = await Promise.all([catchUpMissedRuns(deps), catchUpMissedRuns(deps)]);
      const ran = passes.flat().filter((r) => r.result !== null);
      assert.deepEqual(ran.map((r) => r.job).sort(), CRON_JOBS.map((j) => j.name).sort(), "each job ran once");
      assert.ok(ran.every((r) => r.result !== "failed"));
      assert.deepEqual(await catchUpMissedRuns(deps), []);
      const latest = await listLatestCronRuns(t.db, 1);
      assert.deepEqual(latest.map((j) => j.job), CRON_JOBS.map((j) => j.name).sort());
    } finally {
      await t.close();
    }
  },
);

Deno.test("the run list gives each job's latest runs, newest first, for the system screen", opts, async () => {
  const { database, cleanup } = await createTestDatabase({ seed: false });
  try {
    const db = database.db;
    const at = (day: number) => new Date(Date.UTC(2026, 10, day, 3));
    await db.insert(cronRunLog).values([
      ...[1, 2, 3].map((d) => ({ job: "b", periodKey: `b${d}`, startedAt: at(d), outcome: "ok" as const })),
      { job: "a", periodKey: "a1", startedAt: at(1), outcome: "failed" as const, error: "Error: down" },
      { job: "a", periodKey: "a2", startedAt: at(2), counts: { deleted: 3 } },
    ]);
    const list = await listLatestCronRuns(db, 2);
    assert.deepEqual(list.map((j) => [j.job, j.runs.map((r) => r.periodKey)]), [["a", ["a2", "a1"]], ["b", [
      "b3",
      "b2",
    ]]]);
    assert.ok(list[0].runs[0].startedAt instanceof Date);
    assert.equal(list[0].runs[0].startedAt.getTime(), at(2).getTime());
    assert.deepEqual(list[0].runs[0].counts, { deleted: 3 });
    assert.equal(list[0].runs[0].outcome, null, "still running");
  } finally {
    await cleanup();
  }
});
