// Reads the jobs' Deno.cron schedules (five fields, UTC) to find the latest tick a schedule made at or before a
// moment: the catch-up asks whether that tick's period ran. Supports numbers, `*`, lists, ranges and steps; names
// (MON, JAN) and the `L`/`W`/`#` extensions are refused rather than misread.

const FIELDS = [
  { name: "minute", min: 0, max: 59 },
  { name: "hour", min: 0, max: 23 },
  { name: "day of month", min: 1, max: 31 },
  { name: "month", min: 1, max: 12 },
  { name: "day of week", min: 0, max: 7 },
] as const;

type Field = { values: Set<number>; isAny: boolean };
export type Schedule = { minute: Field; hour: Field; dayOfMonth: Field; month: Field; dayOfWeek: Field };

function parseField(text: string, { name, min, max }: (typeof FIELDS)[number]): Field {
  const values = new Set<number>();
  for (const part of text.split(",")) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) throw new Error(`cron schedule: cannot read the ${name} field "${text}"`);
    const [, range, from, to, step] = match;
    const start = range === "*" ? min : Number(from);
    const end = range === "*" ? max : to !== undefined ? Number(to) : step !== undefined ? max : start;
    const by = step !== undefined ? Number(step) : 1;
    if (start < min || end > max || start > end || by < 1) {
      throw new Error(`cron schedule: the ${name} field "${text}" is out of range ${min}-${max}`);
    }
    for (let v = start; v <= end; v += by) values.add(v);
  }
  // Sunday is 0 or 7.
  if (name === "day of week" && values.delete(7)) values.add(0);
  return { values, isAny: text === "*" };
}

export function parseSchedule(schedule: string): Schedule {
  const parts = schedule.trim().split(/\s+/);
  if (parts.length !== 5) throw new Error(`cron schedule "${schedule}": five fields expected`);
  const [minute, hour, dayOfMonth, month, dayOfWeek] = parts.map((p, i) => parseField(p, FIELDS[i]));
  return { minute, hour, dayOfMonth, month, dayOfWeek };
}

/** Cron's day rule: when both day fields are restricted, a day matching either runs. */
function dayMatches(s: Schedule, day: Date): boolean {
  if (!s.month.values.has(day.getUTCMonth() + 1)) return false;
  const byMonthDay = s.dayOfMonth.values.has(day.getUTCDate());
  const byWeekDay = s.dayOfWeek.values.has(day.getUTCDay());
  if (!s.dayOfMonth.isAny && !s.dayOfWeek.isAny) return byMonthDay || byWeekDay;
  return byMonthDay && byWeekDay;
}

/** The latest minute at or before `now` the schedule fires at (UTC), looking back at most a year and a day. */
export function lastScheduledAt(schedule: string | Schedule, now: Date): Date | null {
  const s = typeof schedule === "string" ? parseSchedule(schedule) : schedule;
  const hours = [...s.hour.values].sort((a, b) => b - a);
  const minutes = [...s.minute.values].sort((a, b) => b - a);
  for (let back = 0; back <= 366; back++) {
    const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - back));
    if (!dayMatches(s, day)) continue;
    const latest = back === 0 ? now.getUTCHours() * 60 + now.getUTCMinutes() : 24 * 60 - 1;
    for (const h of hours) {
      for (const m of minutes) {
        if (h * 60 + m <= latest) return new Date(day.getTime() + (h * 60 + m) * 60_000);
      }
    }
  }
  return null;
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

const single = (field: Field): number | null => !field.isAny && field.values.size === 1 ? [...field.values][0] : null;
const twoDigits = (n: number) => String(n).padStart(2, "0");

export function describeSchedule(schedule: string): ScheduleInWords {
  const s = parseSchedule(schedule);
  const minute = single(s.minute);
  const hour = single(s.hour);
  if (minute === null || !s.month.isAny || !s.dayOfWeek.isAny) return { every: "OTHER" };
  if (s.hour.isAny && s.dayOfMonth.isAny) return { every: "HOUR", minute };
  if (hour === null) return { every: "OTHER" };
  const moscowHour = hour + MOSCOW_OFFSET_HOURS;
  const moscowTime = `${twoDigits(moscowHour % 24)}:${twoDigits(minute)}`;
  if (s.dayOfMonth.isAny) return { every: "DAY", moscowTime };
  const day = single(s.dayOfMonth);
  // A day moved past the 28th by the offset would not exist in every month: said in cron text instead.
  const moscowDay = day === null ? null : day + (moscowHour >= 24 ? 1 : 0);
  if (moscowDay === null || moscowDay > 28) return { every: "OTHER" };
  return { every: "MONTH", moscowDayOfMonth: moscowDay, moscowTime };
}
