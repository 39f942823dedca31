import assert from "node:assert/strict";
import { describeSchedule, lastScheduledAt, parseSchedule } from "../../api/cron/schedule.ts";
import { CRON_JOBS } from "../../api/cron/jobs.ts";
import { CATCH_UP_SCHEDULE } from "../../api/cron/runner.ts";

const at = (iso: string) => new Date(iso);
const last = (schedule: string, now: string) => lastScheduledAt(schedule, at(now))?.toISOString() ?? null;

Deno.test("a daily schedule's last tick is today's once its minute has come, yesterday's before", () => {
  assert.equal(last("17 3 * * *", "2026-11-16T03:16:59Z"), "2026-11-15T03:17:00.000Z");
  assert.equal(last("17 3 * * *", "2026-11-16T03:17:00Z"), "2026-11-16T03:17:00.000Z");
  assert.equal(last("17 3 * * *", "2026-11-16T23:59:00Z"), "2026-11-16T03:17:00.000Z");
  // Across a year's end.
  assert.equal(last("17 3 * * *", "2027-01-01T00:00:00Z"), "2026-12-31T03:17:00.000Z");
});

Deno.test("the monthly payout schedule's last tick is the latest 14th at 21:00 UTC", () => {
  assert.equal(last("0 21 14 * *", "2026-11-14T20:59:00Z"), "2026-10-14T21:00:00.000Z");
  assert.equal(last("0 21 14 * *", "2026-11-14T21:00:00Z"), "2026-11-14T21:00:00.000Z");
  assert.equal(last("0 21 14 * *", "2026-12-01T00:00:00Z"), "2026-11-14T21:00:00.000Z");
});

Deno.test("lists, ranges, steps and the day-of-week rule read as cron reads them", () => {
  assert.equal(last(CATCH_UP_SCHEDULE, "2026-11-16T10:49:00Z"), "2026-11-16T09:50:00.000Z");
  assert.equal(last("*/15 * * * *", "2026-11-16T10:44:00Z"), "2026-11-16T10:30:00.000Z");
  assert.equal(last("5/20 9-17 * * *", "2026-11-16T08:00:00Z"), "2026-11-15T17:45:00.000Z");
  assert.equal(last("0 6,18 * * *", "2026-11-16T17:00:00Z"), "2026-11-16T06:00:00.000Z");
  // 2026-11-16 is a Monday: Sundays (0 or 7) only.
  assert.equal(last("0 12 * * 7", "2026-11-16T12:00:00Z"), "2026-11-15T12:00:00.000Z");
  // Both day fields set: either matches (the 1st, or a Friday; 2026-11-13 was a Friday).
  assert.equal(last("0 0 1 * 5", "2026-11-16T00:00:00Z"), "2026-11-13T00:00:00.000Z");
  // February 30th never comes.
  assert.equal(last("0 0 30 2 *", "2026-11-16T00:00:00Z"), null);
});

Deno.test("a schedule it cannot read is refused, not misread", () => {
  for (const bad of ["0 3 * *", "0 3 * * MON", "61 * * * *", "0 3 L * *", "0 3 * * 1#2", "5-1 * * * *"]) {
    assert.throws(() => parseSchedule(bad), /cron schedule/, bad);
  }
});

Deno.test("every registered job's schedule is read, and a tick a few minutes late keeps the catch-up's period", () => {
  for (const job of CRON_JOBS) {
    parseSchedule(job.schedule);
    let now = at("2026-11-30T23:59:00Z");
    for (let i = 0; i < 40; i++) {
      const tick = lastScheduledAt(job.schedule, now);
      assert.ok(tick, job.name);
      assert.equal(job.periodKey(new Date(tick.getTime() + 10 * 60_000)), job.periodKey(tick), job.name);
      now = new Date(tick.getTime() - 60_000);
    }
  }
});

Deno.test("schedules are put in Moscow words for the system screen: hourly, daily, monthly, else cron text", () => {
  assert.deepEqual(describeSchedule(CATCH_UP_SCHEDULE), { every: "HOUR", minute: 50 });
  assert.deepEqual(describeSchedule("17 3 * * *"), { every: "DAY", moscowTime: "06:17" });
  // 22:30 UTC is 01:30 the next day in Moscow; a daily time wraps.
  assert.deepEqual(describeSchedule("30 22 * * *"), { every: "DAY", moscowTime: "01:30" });
  // The payout: 21:00 UTC on the 14th is midnight of the 15th in Moscow.
  assert.deepEqual(describeSchedule("0 21 14 * *"), { every: "MONTH", moscowDayOfMonth: 15, moscowTime: "00:00" });
  assert.deepEqual(describeSchedule("0 22 28 * *"), { every: "OTHER" }, "the 29th does not exist every month");
  for (const other of ["*/15 * * * *", "0 6,18 * * *", "0 12 * * 7", "0 0 1 1 *"]) {
    assert.deepEqual(describeSchedule(other), { every: "OTHER" }, other);
  }
  for (const job of CRON_JOBS) assert.notEqual(describeSchedule(job.schedule).every, "OTHER", job.name);
});
