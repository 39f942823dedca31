// Profile input rules (valibot) shared by /profile, /preferences and their resolvers; messages are i18n keys.
import * as v from "valibot";
import { email, personName } from "./auth.ts";
import { REGIONS } from "./enums.ts";
import { isCalendarDate } from "./validation.ts";

/** Avatars: images only, at most 2 MB (spec 02 §9). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** updateUserEmail: the new address. */
export const EmailSchema = v.object({ email });

/** Spec 02 §5: optional + and a country code of up to 4 digits, then 3, 3 and 4 digits; brackets, spaces, hyphens. */
export const PHONE_PATTERN = /^(\+?\d{1,4}[\s-]?)?\(?\d{3}\)?[\s-]?\d{3}[\s-]?\d{4}$/;
/** Spec 02 §5: optional scheme and subdomain, linkedin.com, then pub, in or profile. */
export const LINKEDIN_PATTERN = /^(https?:\/\/)?([\w-]+\.)?linkedin\.com\/(pub|in|profile)\/[\w\-%.]+\/?$/i;
export const GENDERS = ["MALE", "FEMALE", "OTHER"] as const;
export const NOTIFICATION_TYPES = ["EMAIL"] as const;

const optionalText = (max: number) =>
  v.optional(
    v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max, "errors.tooLong"), v.transform((x) => x || null))),
  );

export const UpdateUserInfoSchema = v.object({
  firstName: v.optional(personName),
  lastName: v.optional(personName),
  summary: optionalText(2000),
  birthDate: v.optional(v.nullable(v.pipe(
    v.string(),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, "errors.invalidDate"),
    v.check(isCalendarDate, "errors.invalidDate"), // 2023-02-31 has the shape but is no day
    v.check((d) => d >= "1900-01-01" && d <= new Date().toISOString().slice(0, 10), "errors.invalidDate"),
  ))),
  gender: v.optional(v.nullable(v.picklist(GENDERS, "errors.BAD_USER_INPUT"))),
  countryId: v.optional(
    v.nullable(v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.integer(), v.minValue(1))),
  ),
  nationality: optionalText(100),
  languages: v.optional(v.pipe(v.array(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(40))), v.maxLength(10))),
  linkedId: v.optional(v.nullable(v.union([
    v.literal(""),
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(200, "errors.tooLong"),
      v.regex(LINKEDIN_PATTERN, "errors.invalidLinkedin"),
    ),
  ]))),
  phone: v.optional(v.nullable(v.union([
    v.literal(""),
    v.pipe(v.string(), v.trim(), v.maxLength(50, "errors.tooLong"), v.regex(PHONE_PATTERN, "errors.invalidPhone")),
  ]))),
  skype: optionalText(100),
  zoom: optionalText(200),
  notificationTypes: v.optional(v.array(v.picklist(NOTIFICATION_TYPES, "errors.BAD_USER_INPUT"))),
  applyForPartnership: v.optional(v.boolean()),
});

export const PreferencesSchema = v.object({
  isSubscribedOnJobsMailing: v.optional(v.boolean()),
  jobCategories: v.optional(v.pipe(
    v.array(v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.integer(), v.minValue(1))),
    v.maxLength(50),
  )),
  regions: v.optional(v.pipe(v.array(v.picklist(REGIONS, "errors.BAD_USER_INPUT")), v.maxLength(11))),
});

export type UpdateUserInfoInput = v.InferOutput<typeof UpdateUserInfoSchema>;
export type PreferencesInput = v.InferOutput<typeof PreferencesSchema>;
