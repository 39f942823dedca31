// The back office's system screen (/admin/system, decision 154): the global admin reads the readiness checks as
// GET /readyz computes them (names and outcomes, never a value) and every scheduled job with its latest runs; anyone
// else, an admin included, gets a refusal and no data, and the page is the 404 page.
import assert from "node:assert/strict";
import journal from "../../db/migrations/meta/_journal.json" with { type: "json" };
import { CRON_JOBS, type CronJob } from "../../api/cron/jobs.ts";
import { runCronJob } from "../../api/cron/runner.ts";
import { takeCronLease } from "../../api/services/cron.ts";
import { createLocalStorage } from "../../api/integrations/file-storage.ts";
import { createTestApp, PRODUCTION_ON_LOCAL_STATE } from "../support/app.ts";
import { createViewer, gqlAs, VIEWER_KINDS } from "../support/team.ts";
import { describeDb } from "../support/test-db.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

const QUERY = `{
  adminSystem {
    isReady
    checks { name ok problem appliedMigration expectedMigration missingVariables }
    catchUp { cron every minute }
    jobs {
      name latestTickAt
      schedule { cron every minute moscowTime moscowDayOfMonth }
      runs { id periodKey isCatchUp startedAt finishedAt durationMs outcome counts { name value } error }
    }
  }
}`;

type Run = {
  periodKey: string;
  startedAt: string;
  finishedAt: string | null;
  durationMs: number | null;
  outcome: string;
  counts: { name: string; value: number }[];
  error: string | null;
  isCatchUp: boolean;
};
type System = {
  adminSystem: {
    isReady: boolean;
    checks: {
      name: string;
      ok: boolean;
      problem: string | null;
      appliedMigration: string | null;
      missingVariables: string[];
    }[];
    catchUp: { cron: string; every: string; minute: number };
    jobs: {
      name: string;
      latestTickAt: string | null;
      schedule: {
        cron: string;
        every: string;
        minute: number | null;
        moscowTime: string | null;
        moscowDayOfMonth: number | null;
      };
      runs: Run[];
    }[];
  };
};

const job = (name: string) => CRON_JOBS.find((j) => j.name === name)!;

Deno.test(
  `the global admin sees every check ok and each job's latest runs, newest first, with outcome and counts (${describeDb()})`,
  opts,
  async () => {
    await using t = await createTestApp({ seed: false });
    const admin = await createViewer(t, "globalAdmin");
    const day = (d: string) => ({ db: t.db, now: () => new Date(`${d}T03:30:00Z`) });
    // prune-sessions: two finished runs on two days, then one skipped because another run held the lease.
    await runCronJob(job("prune-sessions"), day("2026-05-01"));
    await runCronJob(job("prune-sessions"), day("2026-05-02"));
    assert.ok(await takeCronLease(t.db, "prune-sessions", crypto.randomUUID(), 60_000));
    assert.equal(await runCronJob(job("prune-sessions"), day("2026-05-03")), null);
    // prune-view-days: a run that throws, its message naming someone (masked in the log).
    const failing: CronJob = {
      ...job("prune-view-days"),
      run: () => Promise.reject(new Error("mail to ivan@example.com failed")),
    };
    await assert.rejects(runCronJob(failing, day("2026-05-02")));

    const res = await gqlAs<System>(t, admin, QUERY);
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    const system = res.data!.adminSystem;

    assert.equal(system.isReady, true);
    assert.deepEqual(
      system.checks.map((c) => [c.name, c.ok, c.problem]),
      [["database", true, null], ["migrations", true, null], ["config", true, null]],
    );
    assert.equal(system.checks[1].appliedMigration, journal.entries.at(-1)!.tag);
    assert.deepEqual(system.catchUp, { cron: "50 * * * *", every: "HOUR", minute: 50 });

    assert.deepEqual(system.jobs.map((j) => j.name), CRON_JOBS.map((j) => j.name), "every job, in declared order");
    const sessionsJob = system.jobs.find((j) => j.name === "prune-sessions")!;
    assert.deepEqual(sessionsJob.schedule, {
      cron: "23 3 * * *",
      every: "DAY",
      minute: null,
      moscowTime: "06:23",
      moscowDayOfMonth: null,
    });
    assert.deepEqual(
      sessionsJob.runs.map((r) => [r.periodKey, r.outcome]),
      [["2026-05-03", "SKIPPED"], ["2026-05-02", "DONE"], ["2026-05-01", "DONE"]],
      "newest first",
    );
    const done = sessionsJob.runs[1];
    assert.deepEqual(done.counts, [{ name: "deleted", value: 0 }]);
    assert.ok(done.finishedAt && done.durationMs !== null && done.durationMs >= 0);
    assert.equal(Date.parse(done.finishedAt) - Date.parse(done.startedAt), done.durationMs);

    const failed = system.jobs.find((j) => j.name === "prune-view-days")!.runs;
    assert.equal(failed.length, 1);
    assert.equal(failed[0].outcome, "FAILED");
    assert.equal(failed[0].error, "Error: mail to [e-mail] failed");

    const payout = system.jobs.find((j) => j.name === "promoter-payouts")!;
    assert.deepEqual(payout.runs, [], "a job that never ran has no runs");
    assert.equal(payout.schedule.every, "MONTH");
    assert.equal(payout.schedule.moscowDayOfMonth, 15);
    assert.ok(payout.latestTickAt && Date.parse(payout.latestTickAt) <= Date.now());
  },
);

Deno.test("a run still going shows as RUNNING, without an end or a duration", opts, async () => {
  await using t = await createTestApp({ seed: false });
  const admin = await createViewer(t, "globalAdmin");
  let release!: () => void;
  let started!: () => void;
  const begun = new Promise<void>((resolve) => started = resolve);
  const held: CronJob = {
    ...job("exchange-rates"),
    run: () => {
      started();
      return new Promise((resolve) => release = () => resolve({ rates: 2 }));
    },
  };
  const running = runCronJob(held, { db: t.db, now: () => new Date() });
  await begun;
  const during = (await gqlAs<System>(t, admin, QUERY)).data!.adminSystem.jobs.find((j) =>
    j.name === "exchange-rates"
  )!;
  assert.deepEqual(during.runs.map((r) => [r.outcome, r.finishedAt, r.durationMs]), [["RUNNING", null, null]]);
  release();
  await running;
  const after = (await gqlAs<System>(t, admin, QUERY)).data!.adminSystem.jobs.find((j) => j.name === "exchange-rates")!;
  assert.deepEqual(after.runs.map((r) => [r.outcome, r.counts]), [["DONE", [{ name: "rates", value: 2 }]]]);
});

Deno.test("a failing check is named with its missing variables, never their values", opts, async () => {
  const secrets = {
    DATABASE_URL: "postgres://fellows:db-pass-8841@db.example.com/fellows",
    STORAGE_S3_SECRET_ACCESS_KEY: "s3-secret-6629",
    SESSION_SECRET: "session-secret-".padEnd(40, "q"),
  };
  const uploads = await Deno.makeTempDir({ prefix: "fellows-system-" });
  try {
    await using t = await createTestApp({
      seed: false,
      env: {
        ...PRODUCTION_ON_LOCAL_STATE,
        LOCAL_STATE_IN_PRODUCTION: "refuse",
        ...secrets,
        STORAGE_S3_ENDPOINT: "https://s3.example.com",
        STORAGE_S3_BUCKET: "fellows",
        STORAGE_S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
      },
      fileStorage: createLocalStorage(uploads),
    });
    const admin = await createViewer(t, "globalAdmin");
    const res = await t.graphql<System>(QUERY, {}, { ...admin.headers, origin: "https://fellows.test" });
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    const system = res.data!.adminSystem;
    assert.equal(system.isReady, false);
    const config = system.checks.find((c) => c.name === "config")!;
    assert.deepEqual([config.ok, config.problem], [false, "missing"]);
    assert.ok(config.missingVariables.includes("STORAGE_S3_BUCKET"), JSON.stringify(config));
    const text = JSON.stringify(res);
    for (const secret of [...Object.values(secrets), "db-pass-8841", "AKIAEXAMPLE", "s3.example.com"]) {
      assert.ok(!text.includes(secret), `the answer carries ${secret}`);
    }
  } finally {
    await Deno.remove(uploads, { recursive: true });
  }
});

Deno.test(
  "anyone but the global admin is refused and gets no data; the page is the 404 page for them",
  opts,
  async () => {
    await using t = await createTestApp({ seed: false });
    await runCronJob(job("prune-sessions"), { db: t.db, now: () => new Date() });
    for (const kind of VIEWER_KINDS.filter((k) => k !== "globalAdmin")) {
      const viewer = await createViewer(t, kind);
      const res = await gqlAs<System>(t, viewer, QUERY);
      assert.equal(res.data ?? null, null, `${kind}: no data`);
      assert.equal(res.errors?.[0]?.extensions?.code, kind === "anonymous" ? "UNAUTHENTICATED" : "FORBIDDEN", kind);
      assert.doesNotMatch(JSON.stringify(res), /prune-sessions|migrations/, kind);
      if (kind === "admin" || kind === "moderator") {
        const page = await t.request("/en/admin/system/", { headers: viewer.headers });
        assert.equal(page.status, 404, kind);
        assert.doesNotMatch(await page.text(), /prune-sessions/, kind);
      }
    }
    const admin = await createViewer(t, "globalAdmin");
    const page = await t.request("/ru/admin/system/", { headers: admin.headers });
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.match(html, /<title>Система — /);
    assert.match(html, /<meta name="robots" content="noindex/);
    assert.match(html, /prune-sessions/);
    assert.match(html, /Выполнена|выполнена/);
  },
);
