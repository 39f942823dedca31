// An expert's own profile (spec 02 "Expert form"): the rules the form checks as the user types and the resolvers
// check again — name, position and description of 3 characters or more, at least one contact, experience items with
// a company from the list, services and products (a product is a service with a document; a price only with both
// value and currency, RUB or USD), and the limits on services and document size. One schema, both sides.
import * as v from "valibot";
import { isCalendarDate } from "./validation.ts";
import { LOCALES } from "./locale.ts";

export const EXPERT_TEXT_MIN = 3;
/** How many services and products one profile may list ('Maximum number of expert services'). */
export const EXPERT_SERVICES_MAX = 10;
/** The largest product document ('Maximum upload file size'), in megabytes and bytes. */
export const EXPERT_DOCUMENT_MAX_MB = 10;
export const EXPERT_DOCUMENT_MAX_BYTES = EXPERT_DOCUMENT_MAX_MB * 1024 * 1024;
export const EXPERT_CONTACT_KINDS = [
  "telegram",
  "linkedIn",
  "twitter",
  "youTube",
  "vk",
  "instagram",
  "website",
] as const;
export type ExpertContactKind = (typeof EXPERT_CONTACT_KINDS)[number];
export const EXPERT_CURRENCIES = ["RUB", "USD"] as const;

/** The error names of a refused save (spec 02 §8), with the limit the message carries. */
export const EXPERT_SAVE_ERRORS = {
  /** Too many services: 'Maximum number of expert services' with the limit. */
  servicesCount: "expertServiceDocument",
  /** A document too large: 'Maximum upload file size' with the limit. */
  documentSize: "expertService",
} as const;

/** A profile's address from its name: spaces become hyphens (spec 02), in lower case, only letters, digits and hyphens. */
export function slugFromName(name: string): string {
  const slug = name.trim().toLowerCase().replace(/\s+/g, "-").replace(/[^\p{L}\p{N}-]/gu, "").replace(/-{2,}/g, "-")
    .replace(/^-|-$/g, "");
  return slug.slice(0, 100) || "expert";
}

const min3 = (max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.minLength(EXPERT_TEXT_MIN, "errors.expertMinLength"),
    v.maxLength(max, "errors.tooLong"),
  );
const optionalText = (max: number) =>
  v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max, "errors.tooLong"))), "");
const id = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform(Number),
  v.integer(),
  v.minValue(1),
  v.maxValue(2_147_483_647),
);
const ids = (max: number) => v.optional(v.nullable(v.pipe(v.array(id), v.maxLength(max, "errors.tooMany"))), []);
const day = v.pipe(v.string(), v.check(isCalendarDate, "errors.expertDate"));
/** An https link, or nothing. */
const link = v.optional(
  v.nullable(v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(500, "errors.tooLong"),
    v.check((s) => s === "" || /^https:\/\/[^\s<>"]+$/i.test(s), "errors.expertLink"),
  )),
  null,
);

export const ExpertContactsSchema = v.pipe(
  v.object(Object.fromEntries(EXPERT_CONTACT_KINDS.map((k) => [k, optionalText(200)])) as Record<
    ExpertContactKind,
    ReturnType<typeof optionalText>
  >),
  v.check(
    (contacts) => EXPERT_CONTACT_KINDS.some((k) => (contacts[k] ?? "").trim() !== ""),
    "errors.expertContactRequired",
  ),
);

export const ExperienceItemSchema = v.pipe(
  v.object({
    companyId: id,
    position: v.pipe(v.string(), v.trim(), v.minLength(2, "errors.required"), v.maxLength(200, "errors.tooLong")),
    startedAt: day,
    finishedAt: v.optional(v.nullable(day), null),
    isWorkingCurrently: v.optional(v.nullable(v.boolean()), false),
  }),
  v.forward(
    v.check((x) => !x.finishedAt || x.isWorkingCurrently || x.finishedAt >= x.startedAt, "errors.expertDates"),
    ["finishedAt"],
  ),
);

export const ExpertServiceSchema = v.object({
  title: min3(200),
  meetingsInfo: optionalText(500),
  promoText: optionalText(500),
  affiliateLink: link,
  /** Sent only with both value and currency (spec 02 §5). */
  price: v.optional(
    v.nullable(v.object({
      value: v.pipe(
        v.number("errors.expertPrice"),
        v.minValue(0.01, "errors.expertPrice"),
        v.maxValue(10_000_000, "errors.expertPrice"),
        v.check((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, "errors.expertPrice"),
      ),
      currency: v.picklist(EXPERT_CURRENCIES, "errors.expertPrice"),
    })),
    null,
  ),
  description: optionalText(5000),
  /** A product's file: a source starting with http is a file already stored (spec 02 §5). */
  document: v.optional(
    v.nullable(v.object({
      source: v.pipe(v.string(), v.maxLength(1000, "errors.tooLong")),
      fileName: v.pipe(v.string(), v.trim(), v.minLength(1, "errors.required"), v.maxLength(200, "errors.tooLong")),
    })),
    null,
  ),
});

/** Everything the expert form sends (createExpert; updateExpert adds id and status). */
export const ExpertProfileSchema = v.object({
  name: min3(100),
  position: min3(200),
  description: min3(2000),
  usefulness: optionalText(10_000),
  locations: ids(20),
  languages: v.optional(
    v.nullable(v.pipe(v.array(v.pipe(v.string(), v.regex(/^[a-z]{2}$/, "errors.BAD_USER_INPUT"))), v.maxLength(20))),
    [],
  ),
  /** The language the profile is written in; the form starts at the interface's (the server's default too). */
  language: v.optional(v.nullable(v.picklist(LOCALES, "errors.BAD_USER_INPUT"))),
  expertActivities: ids(20),
  expertRequests: ids(20),
  contacts: ExpertContactsSchema,
  experience: v.optional(v.nullable(v.pipe(v.array(ExperienceItemSchema), v.maxLength(30, "errors.tooMany"))), []),
  /** The count limit is checked apart, to answer it with its own error name and limit. */
  services: v.optional(v.nullable(v.pipe(v.array(ExpertServiceSchema), v.maxLength(200, "errors.tooMany"))), []),
});

export type ExpertProfileInput = v.InferOutput<typeof ExpertProfileSchema>;
export type ExpertServiceInput = v.InferOutput<typeof ExpertServiceSchema>;
