// Each AI tool's form: its fields in the order shown, its defaults, the browser storage that keeps it as typed (and a
// visitor's request waiting for sign-in), and the job text it can be prefilled from.
import {
  AI_SAVED_FIELDS,
  type AiParams,
  type AiRequestType,
  CAREER_SUMMARY_DEFAULT_YEARS,
} from "../../domain/ai-tools.ts";

export type FieldKind = "text" | "textarea" | "email" | "tel" | "url" | "number" | "checkbox" | "language";
export type FieldSpec = { name: string; kind: FieldKind; rows?: number; wide?: boolean };

/** Each tool's fields in the order the form shows them. */
export const FORMS: Record<AiRequestType, FieldSpec[]> = {
  GetCoverLetter: [
    { name: "positionName", kind: "text" },
    { name: "companyName", kind: "text" },
    { name: "jobDescription", kind: "textarea", rows: 7, wide: true },
    { name: "userDescription", kind: "textarea", rows: 6, wide: true },
    { name: "fullName", kind: "text" },
    { name: "email", kind: "email" },
    { name: "phone", kind: "tel" },
    { name: "linkedin", kind: "url" },
    { name: "language", kind: "language" },
    { name: "withRelocation", kind: "checkbox", wide: true },
    { name: "agreedAIConditions", kind: "checkbox", wide: true },
  ],
  GetJobKeywords: [{ name: "description", kind: "textarea", rows: 10, wide: true }],
  GetKeyAchievements: [
    { name: "position", kind: "text" },
    { name: "industry", kind: "text" },
    { name: "skills", kind: "textarea", rows: 4, wide: true },
  ],
  GetCareerSummary: [
    { name: "industry", kind: "text" },
    { name: "position", kind: "text" },
    { name: "experienceYears", kind: "number" },
    { name: "skills", kind: "textarea", rows: 4, wide: true },
    { name: "achievements", kind: "textarea", rows: 4, wide: true },
  ],
  GetInterviewCoach: [
    { name: "question", kind: "textarea", rows: 2, wide: true },
    { name: "answer", kind: "textarea", rows: 6, wide: true },
    { name: "profession", kind: "text" },
  ],
};

const DEFAULTS: Partial<Record<AiRequestType, AiParams>> = {
  GetCoverLetter: { language: "en", withRelocation: "false", agreedAIConditions: "true" },
  GetCareerSummary: { experienceYears: String(CAREER_SUMMARY_DEFAULT_YEARS) },
};

export const emptyForm = (type: AiRequestType): AiParams => ({
  ...Object.fromEntries(FORMS[type].map((f) => [f.name, f.kind === "checkbox" ? "false" : ""])),
  ...DEFAULTS[type],
});

/** Browser storage: each tool's form as typed, and a visitor's request waiting for sign-in. */
export const DRAFT_KEY = (type: AiRequestType) => `fellows.aiTools.form.${type}`;
export const PENDING_KEY = "fellows.aiTools.pending";
export type Pending = { type: AiRequestType; params: AiParams; saveDetails: boolean };

export function readStorage<T>(key: string): T | null {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    return raw ? JSON.parse(raw) as T : null;
  } catch {
    return null;
  }
}
export function writeStorage(key: string, value: unknown) {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage off (private mode): the form simply is not kept.
  }
}

/** Which runs keep details: the cover letter as the user chooses; the career summary and coach their own part. */
export const saveDetailsOf = (type: AiRequestType, remember: boolean) =>
  type === "GetCoverLetter" ? remember : Boolean(AI_SAVED_FIELDS[type]);

/** A job's HTML description as plain text with its paragraphs and list items on their own lines (client only). */
export function plainText(html: string): string {
  const marked = html.replace(/<\/(p|li|h\d|div)>|<br\s*\/?>/gi, "\n$&");
  const text = new DOMParser().parseFromString(marked, "text/html").body.textContent ?? "";
  return text.replace(/[ \t]+\n/g, "\n").replace(/\n{3,}/g, "\n\n").trim();
}
