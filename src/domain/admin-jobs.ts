// The back office's jobs (/admin/jobs): the editor's one schema (the form validates with it after the first submit,
// adminSaveJob parses its input with it), the list's filters and sorts (read from the URL by the screen, parsed by
// adminJobs), and who may do what to a job by its status and author.
import * as v from "valibot";
import { CONTENT_STATUSES, CURRENCIES, READ_ACCESS_LEVELS, REGIONS } from "./enums.ts";
import { mayWorkIn } from "./authorization.ts";
import { moscowDay, moscowDayStart } from "./dates.ts";
import { isCalendarDate, isDatabaseId, singleLine } from "./validation.ts";

export const ADMIN_JOBS_PAGE_SIZE = 25;
export const JOB_TITLE_MAX = 200;
export const JOB_DESCRIPTION_MAX = 50_000;
export const JOB_TAGS_MAX = 20;
export const JOB_TAG_MAX = 50;
/** Salaries are whole currency units a year; a bound well above any real salary, below the database's int4. */
export const JOB_SALARY_MAX = 1_000_000_000;

/** Seniority levels: the name in English (stored as seniorityName) and its Russian translation. */
export const JOB_SENIORITIES = {
  Intern: "Стажёр",
  Junior: "Младший специалист",
  Middle: "Специалист",
  Senior: "Старший специалист",
  Lead: "Ведущий специалист",
} as const;
export type JobSeniority = keyof typeof JOB_SENIORITIES;
export const JOB_SENIORITY_NAMES = Object.keys(JOB_SENIORITIES) as JobSeniority[];

export const ADMIN_JOB_SORTS = ["newest", "oldest", "openUntil", "title"] as const;
export type AdminJobSort = (typeof ADMIN_JOB_SORTS)[number];

const E = "adminJobs.errors";

/** A one-line text of up to `max` characters; "" and absence both mean nothing (null). */
const optionalLine = (max: number, tooLong = `${E}.tooLong`) =>
  v.pipe(
    v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max, tooLong), singleLine())), null),
    v.transform((s) => s || null),
  );

/** A whole non-negative salary, or nothing. The form sends its text turned into a number (NaN when not one). */
const salary = v.optional(
  v.nullable(
    v.pipe(
      v.number(`${E}.salaryNumber`),
      v.integer(`${E}.salaryNumber`),
      v.minValue(0, `${E}.salaryNumber`),
      v.maxValue(JOB_SALARY_MAX, `${E}.salaryNumber`),
    ),
  ),
  null,
);

const databaseId = (message: string) =>
  v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.check(isDatabaseId, message), v.transform(Number));

const httpUrl = (message: string) =>
  v.pipe(
    v.optional(
      v.nullable(
        v.pipe(
          v.string(),
          v.trim(),
          v.maxLength(1000, message),
          v.check((s) => s === "" || isHttpUrl(s), message),
        ),
      ),
      null,
    ),
    v.transform((s) => s || null),
  );

/** An absolute http(s) address with a host and no spaces or quotes (nothing a link could turn into script). */
export function isHttpUrl(text: string): boolean {
  if (!/^https?:\/\/[^\s<>"'`]+$/i.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Tags: trimmed, empty ones dropped, each listed once; at most 20 of at most 50 characters, one line each. */
const tags = v.pipe(
  v.optional(v.array(v.string()), []),
  v.transform((list) => [...new Set(list.map((tag) => tag.trim()).filter(Boolean))]),
  v.maxLength(JOB_TAGS_MAX, `${E}.tooManyTags`),
  v.check((list) => list.every((tag) => tag.length <= JOB_TAG_MAX), `${E}.tagTooLong`),
  v.check((list) => list.every((tag) => !/[\p{Cc}\u2028\u2029,]/u.test(tag)), `${E}.tagTooLong`),
);

/** The editor's fields, as adminSaveJob takes them (AdminJobInput) and as the form sends them. */
export const AdminJobInputSchema = v.pipe(
  v.object({
    title: v.pipe(
      v.string(`${E}.titleRequired`),
      v.trim(),
      v.minLength(1, `${E}.titleRequired`),
      v.maxLength(JOB_TITLE_MAX, `${E}.titleTooLong`),
      v.check((s) => !/[\p{Cc}\u2028\u2029]/u.test(s), `${E}.singleLine`),
    ),
    /** HTML; the server keeps only its allow-list (api/services/admin/rich-text.ts). */
    description: v.pipe(
      v.optional(v.nullable(v.string()), ""),
      v.transform((s) => (s ?? "").trim()),
      v.maxLength(JOB_DESCRIPTION_MAX, `${E}.descriptionTooLong`),
    ),
    company: optionalLine(200),
    companyLogo: httpUrl(`${E}.logoUrl`),
    city: optionalLine(100),
    state: optionalLine(100),
    countryId: v.optional(v.nullable(databaseId(`${E}.country`)), null),
    regions: v.pipe(
      v.optional(v.array(v.picklist(REGIONS, `${E}.region`)), []),
      v.transform((list) => [...new Set(list)]),
    ),
    seniority: v.pipe(
      v.optional(v.nullable(v.union([v.literal(""), v.picklist(JOB_SENIORITY_NAMES)], `${E}.seniority`)), null),
      v.transform((s) => (s || null) as JobSeniority | null),
    ),
    salaryMin: salary,
    salaryMax: salary,
    salaryCurrency: v.pipe(
      v.optional(v.nullable(v.union([v.literal(""), v.picklist(CURRENCIES)], `${E}.currency`)), null),
      v.transform((s) => s || null),
    ),
    categoryIds: v.pipe(
      v.optional(v.array(databaseId(`${E}.category`)), []),
      v.transform((list) => [...new Set(list)]),
      v.maxLength(50, `${E}.category`),
    ),
    tags,
    readAccess: v.picklist(READ_ACCESS_LEVELS, `${E}.readAccess`),
    isUN: v.optional(v.boolean(), false),
    isRelocationPackage: v.optional(v.boolean(), false),
    isVisaNeeded: v.optional(v.boolean(), false),
    hasReferral: v.optional(v.boolean(), false),
    applicationLink: httpUrl(`${E}.applicationLink`),
    /** The last day the vacancy is open (a Moscow day, YYYY-MM-DD), or none: open until archived. */
    openUntil: v.pipe(
      v.optional(
        v.nullable(v.pipe(v.string(), v.trim(), v.check((s) => s === "" || isCalendarDate(s), `${E}.openUntil`))),
        null,
      ),
      v.transform((s) => s || null),
    ),
  }),
  v.forward(
    v.partialCheck(
      [["salaryMin"], ["salaryMax"]],
      ({ salaryMin, salaryMax }) => salaryMin === null || salaryMax === null || salaryMin <= salaryMax,
      `${E}.salaryRange`,
    ),
    ["salaryMax"],
  ),
  v.forward(
    v.partialCheck(
      [["salaryMin"], ["salaryMax"], ["salaryCurrency"]],
      ({ salaryMin, salaryMax, salaryCurrency }) =>
        (salaryMin === null && salaryMax === null) || salaryCurrency !== null,
      `${E}.currencyRequired`,
    ),
    ["salaryCurrency"],
  ),
);

export type AdminJobInput = v.InferInput<typeof AdminJobInputSchema>;
export type AdminJobValues = v.InferOutput<typeof AdminJobInputSchema>;

/** The list's filters: each optional; anything malformed in a URL is dropped by the screen, refused by the server. */
export const AdminJobsFilterSchema = v.object({
  /** Part of a title or a company's name. */
  search: v.pipe(
    v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(200, `${E}.tooLong`), singleLine())), null),
    v.transform((s) => s || null),
  ),
  status: v.optional(v.nullable(v.picklist(CONTENT_STATUSES, "errors.BAD_USER_INPUT")), null),
  readAccess: v.optional(v.nullable(v.picklist(READ_ACCESS_LEVELS, "errors.BAD_USER_INPUT")), null),
  isUN: v.optional(v.nullable(v.boolean()), null),
  categoryId: v.optional(v.nullable(databaseId("errors.BAD_USER_INPUT")), null),
  /** true: only vacancies whose last day has passed; false: only open ones. */
  expired: v.optional(v.nullable(v.boolean()), null),
  sort: v.optional(v.nullable(v.picklist(ADMIN_JOB_SORTS, "errors.BAD_USER_INPUT")), null),
});

export type AdminJobsFilter = v.InferOutput<typeof AdminJobsFilterSchema>;

/** The instant a vacancy closes: the end of its last Moscow day (the start of the next). */
export function openUntilInstant(day: string): Date {
  return new Date(moscowDayStart(day).getTime() + 86_400_000);
}

/** The last day a vacancy is open (YYYY-MM-DD, Moscow), from the instant it closes: the day before that instant. */
export function openUntilDay(instant: Date | string): string {
  return moscowDay(new Date(new Date(instant).getTime() - 1));
}

/** Who wrote a job, as the rules below need it. */
export type JobAuthorship = { status: (typeof CONTENT_STATUSES)[number]; createdById: string | null };

/** Whether a role moderates jobs (publishes, archives, edits anyone's): see ADMIN_AREAS.jobModeration. */
export const isJobModerator = (role: string) => mayWorkIn(role, "jobModeration");

/** A recruiter edits only their own jobs, and only until they are published; a moderator edits any. */
export function mayEditJob(actor: { id: string; role: string }, job: JobAuthorship): boolean {
  if (isJobModerator(actor.role)) return true;
  return job.createdById === actor.id && job.status !== "PUBLISHED";
}

/** A recruiter sees (and duplicates) only the jobs they wrote. */
export function maySeeJob(actor: { id: string; role: string }, job: { createdById: string | null }): boolean {
  return isJobModerator(actor.role) || job.createdById === actor.id;
}
