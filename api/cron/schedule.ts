// Reads the jobs' Deno.cron schedules (five fields, UTC) with croner to find the latest tick a schedule made at or
// before a moment: the catch-up asks whether that tick's period ran (decision 209). Only numbers, `*`, lists, ranges
// and steps are taken, as Deno.cron reads them; names (MON, JAN) and the `L`/`W`/`#` extensions are refused rather
// than misread.
import { Cron } from "croner";

/** Five fields of digits, `*`, `,`, `-` and `/`: what Deno.cron and this module agree on. */
const FIVE_PLAIN_FIELDS = /^[\d*,/-]+( [\d*,/-]+){4}$/;

/** A schedule read with cron's rules: Sunday is 0 or 7, and either restricted day field lets a day run ("OR"). */
export type Schedule = { cron: Cron; fields: string[] };

export function parseSchedule(schedule: string): Schedule {
  const text = schedule.trim().replace(/\s+/g, " ");
  if (!FIVE_PLAIN_FIELDS.test(text)) {
    throw new Error(`cron schedule "${schedule}": five fields of numbers, *, lists, ranges and steps expected`);
  }
  try {
    // sloppyRanges: `5/20` is Vixie cron's 5-59/20, as Deno.cron reads it.
    const cron = new Cron(text, { timezone: "Etc/UTC", mode: "5-part", sloppyRanges: true, paused: true });
    return { cron, fields: text.split(" ") };
  } catch (error) {
    throw new Error(`cron schedule "${schedule}": ${(error as Error).message}`);
  }
}

/** The latest minute at or before `now` the schedule fires at (UTC); null when it never comes (February 30th). */
export function lastScheduledAt(schedule: string | Schedule, now: Date): Date | null {
  const { cron } = typeof schedule === "string" ? parseSchedule(schedule) : schedule;
  // croner answers the runs strictly before a reference: the next minute's start keeps a tick at `now`'s minute.
  const nextMinute = new Date(Math.floor(now.getTime() / 60_000) * 60_000 + 60_000);
  return cron.previousRuns(1, nextMinute)[0] ?? null;
}

/** Moscow is UTC+3 all year (no daylight saving since 2014). */
const MOSCOW_OFFSET_HOURS = 3;

/**
 * A schedule in the words the back office's system screen uses, in Moscow time: every hour at a minute, every day at
 * a time, every month on a day at a time. Anything else is OTHER, and the screen shows the cron text alone.
 */
export type ScheduleInWords =
  | { every: "HOUR"; minute: number }
  | { every: "DAY"; moscowTime: string }
  | { every: "MONTH"; moscowDayOfMonth: number; moscowTime: string }
  | { every: "OTHER" };

/** The field's one value (`5`, not `*`, a list or a range), else null. */
const single = (field: string): number | null => /^\d+$/.test(field) ? Number(field) : null;
const twoDigits = (n: number) => String(n).padStart(2, "0");

export function describeSchedule(schedule: string): ScheduleInWords {
  const [minuteField, hourField, dayField, monthField, weekDayField] = parseSchedule(schedule).fields;
  const minute = single(minuteField);
  const hour = single(hourField);
  if (minute === null || monthField !== "*" || weekDayField !== "*") return { every: "OTHER" };
  if (hourField === "*" && dayField === "*") return { every: "HOUR", minute };
  if (hour === null) return { every: "OTHER" };
  const moscowHour = hour + MOSCOW_OFFSET_HOURS;
  const moscowTime = `${twoDigits(moscowHour % 24)}:${twoDigits(minute)}`;
  if (dayField === "*") return { every: "DAY", moscowTime };
  const day = single(dayField);
  // A day moved past the 28th by the offset would not exist in every month: said in cron text instead.
  const moscowDay = day === null ? null : day + (moscowHour >= 24 ? 1 : 0);
  if (moscowDay === null || moscowDay > 28) return { every: "OTHER" };
  return { every: "MONTH", moscowDayOfMonth: moscowDay, moscowTime };
}
