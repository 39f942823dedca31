// The five AI career tools (spec 02 "AI forms", "AI tools", §5 validation): their request types, their forms' rules
// (one valibot schema per tool, used by the form as the user types and by the server before anything is spent), the
// allowance's period (who is exempt from it is in authorization.ts). Params travel as the spec's [{key, value}] list
// of strings.
import * as v from "valibot";

export const AI_REQUEST_TYPES = [
  "GetCoverLetter",
  "GetJobKeywords",
  "GetKeyAchievements",
  "GetCareerSummary",
  "GetInterviewCoach",
] as const;
export type AiRequestType = (typeof AI_REQUEST_TYPES)[number];

/** The standalone pages (/tools/{slug}) and the panel's tabs, in the spec's tab order. */
export const AI_TOOLS: ReadonlyArray<{ slug: string; type: AiRequestType }> = [
  { slug: "cover-letter", type: "GetCoverLetter" },
  { slug: "job-keywords", type: "GetJobKeywords" },
  { slug: "achievements", type: "GetKeyAchievements" },
  { slug: "career-summary", type: "GetCareerSummary" },
  { slug: "interview-coach", type: "GetInterviewCoach" },
];
export const aiToolBySlug = (slug: string) => AI_TOOLS.find((tool) => tool.slug === slug);

/** The allowance's period: 30 days from its start (spec 02 §4 reset rule). */
export const AI_PERIOD_DAYS = 30;
export const AI_PERIOD_MS = AI_PERIOD_DAYS * 86_400_000;

/** Days until a period that began at `periodStart` ends, rounded up; at least 1 while it lasts. */
export function daysUntilReset(periodStart: Date, now: Date): number {
  const left = periodStart.getTime() + AI_PERIOD_MS - now.getTime();
  return Math.max(1, Math.ceil(left / 86_400_000));
}

/** The letter's languages (ISO 639-1), English first; the UI names them in the reader's language. */
export const COVER_LETTER_LANGUAGES = [
  "en",
  "ru",
  "de",
  "fr",
  "es",
  "it",
  "pt",
  "nl",
  "pl",
  "uk",
  "cs",
  "sk",
  "sv",
  "nb",
  "da",
  "fi",
  "et",
  "lv",
  "lt",
  "hu",
  "ro",
  "bg",
  "sr",
  "hr",
  "el",
  "tr",
  "ar",
  "he",
  "fa",
  "hi",
  "zh",
  "ja",
  "ko",
  "id",
  "vi",
] as const;

/** Career summary's default experience (spec 02 §9). */
export const CAREER_SUMMARY_DEFAULT_YEARS = 3;

/** Each field's length limits, which the messages quote ('Minimum {{min}} characters'). */
export const AI_FIELD_LIMITS: Record<AiRequestType, Record<string, { min?: number; max: number }>> = {
  GetKeyAchievements: { position: { min: 2, max: 500 }, industry: { min: 2, max: 500 }, skills: { min: 5, max: 4000 } },
  GetJobKeywords: { description: { min: 5, max: 8000 } },
  GetInterviewCoach: {
    question: { min: 5, max: 4000 },
    answer: { min: 5, max: 4000 },
    profession: { min: 2, max: 200 },
  },
  GetCoverLetter: {
    positionName: { max: 100 },
    companyName: { max: 80 },
    jobDescription: { min: 5, max: 8000 },
    userDescription: { min: 5, max: 6000 },
    fullName: { max: 100 },
    linkedin: { max: 200 },
    email: { max: 50 },
    phone: { max: 50 },
  },
  GetCareerSummary: {
    industry: { min: 2, max: 500 },
    position: { min: 2, max: 500 },
    skills: { max: 2000 },
    achievements: { max: 2000 },
    experienceYears: { max: 100 },
  },
};

const limits = (type: AiRequestType, field: string) => AI_FIELD_LIMITS[type][field];

/** A required text within the field's limits (a missing field reads as empty: 'Required'). */
function required(type: AiRequestType, field: string) {
  const { min, max } = limits(type, field);
  return v.optional(
    v.pipe(
      v.string("errors.required"),
      v.trim(),
      v.minLength(1, "errors.required"),
      v.minLength(min ?? 1, "errors.aiMinLength"),
      v.maxLength(max, "errors.aiMaxLength"),
    ),
    "",
  );
}

/** An optional text: empty, or within the field's limits. */
function optional(type: AiRequestType, field: string, extra?: (s: string) => boolean, message?: string) {
  const { min, max } = limits(type, field);
  return v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => s === "" || !min || s.length >= min, "errors.aiMinLength"),
      v.maxLength(max, "errors.aiMaxLength"),
      v.check((s) => s === "" || !extra || extra(s), message ?? "errors.BAD_USER_INPUT"),
    ),
    "",
  );
}

const PHONE = /^\+?[\d\s().-]{5,}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LINKEDIN = /^(https?:\/\/)?([\w-]+\.)?linkedin\.com\/(in|pub)\/[\w\-%.]+\/?$/i;
const flag = v.optional(v.picklist(["true", "false"]), "false");

export const AI_SCHEMAS = {
  GetKeyAchievements: v.object({
    position: required("GetKeyAchievements", "position"),
    industry: required("GetKeyAchievements", "industry"),
    skills: optional("GetKeyAchievements", "skills"),
  }),
  GetJobKeywords: v.object({ description: required("GetJobKeywords", "description") }),
  GetInterviewCoach: v.pipe(
    v.object({
      question: required("GetInterviewCoach", "question"),
      answer: optional("GetInterviewCoach", "answer"),
      profession: optional("GetInterviewCoach", "profession"),
    }),
    v.forward(
      v.check((form) => form.answer !== "" || form.profession !== "", "errors.aiAnswerOrProfession"),
      ["answer"],
    ),
  ),
  GetCoverLetter: v.object({
    positionName: required("GetCoverLetter", "positionName"),
    companyName: optional("GetCoverLetter", "companyName"),
    jobDescription: required("GetCoverLetter", "jobDescription"),
    userDescription: required("GetCoverLetter", "userDescription"),
    fullName: optional("GetCoverLetter", "fullName"),
    linkedin: optional("GetCoverLetter", "linkedin", (s) => LINKEDIN.test(s), "errors.aiLinkedin"),
    email: optional("GetCoverLetter", "email", (s) => EMAIL.test(s), "errors.aiEmail"),
    phone: optional("GetCoverLetter", "phone", (s) => PHONE.test(s), "errors.aiPhone"),
    withRelocation: flag,
    language: v.optional(v.picklist(COVER_LETTER_LANGUAGES, "errors.BAD_USER_INPUT"), "en"),
    agreedAIConditions: v.optional(v.literal("true", "errors.aiConditions"), "true"),
  }),
  GetCareerSummary: v.object({
    industry: required("GetCareerSummary", "industry"),
    position: required("GetCareerSummary", "position"),
    skills: optional("GetCareerSummary", "skills"),
    achievements: optional("GetCareerSummary", "achievements"),
    experienceYears: v.optional(
      v.pipe(
        v.string("errors.required"),
        v.trim(),
        v.nonEmpty("errors.required"),
        v.regex(/^\d{1,3}$/, "errors.aiNumber"),
        v.transform(Number),
        v.maxValue(100, "errors.aiMaxNumber"),
        v.transform(String),
      ),
      "",
    ),
  }),
} satisfies Record<AiRequestType, v.GenericSchema<unknown, Record<string, string>>>;

export type AiParams = Record<string, string>;

/** The spec's [{key, value}] list as a form object (the last value of a repeated key wins). */
export function paramsFromList(list: ReadonlyArray<{ key: string; value: string }>): AiParams {
  const form: AiParams = {};
  for (const { key, value } of list) form[key] = value;
  return form;
}

export const paramsToList = (form: AiParams) => Object.entries(form).map(([key, value]) => ({ key, value }));

/** Which form fields a saveDetails run keeps for next time (the person, never the job). */
export const AI_SAVED_FIELDS: Partial<Record<AiRequestType, readonly string[]>> = {
  GetCoverLetter: ["userDescription", "fullName", "linkedin", "email", "phone", "withRelocation", "language"],
  GetCareerSummary: ["industry", "position", "skills", "achievements", "experienceYears"],
  GetInterviewCoach: ["profession"],
};

/** Only fellows may run the career summary (spec 02 §4). */
export const AI_FELLOWS_ONLY: readonly AiRequestType[] = ["GetCareerSummary"];

/** Whether the tool is closed to this user because it is for fellows only (exempt roles may run every tool). */
export const closedToNonFellows = (type: AiRequestType, isFellow: boolean, exempt: boolean) =>
  AI_FELLOWS_ONLY.includes(type) && !isFellow && !exempt;

/** Error names of a refused run (the GraphQL error's name and the stream's error event). */
export const AI_ERRORS = {
  /** No runs left in the period; the message carries the days until it resets. */
  noTokens: "noTokensLeft",
  fellowsOnly: "fellowsOnly",
  notConfigured: "aiNotConfigured",
  /** The provider failed; the run was given back. */
  failed: "aiFailed",
  unauthenticated: "UNAUTHENTICATED",
  badInput: "BAD_USER_INPUT",
  tooMany: "TOO_MANY_REQUESTS",
} as const;
