// Leads: the lead-magnet form (AddContactToGroups) and the send-request form (SendMessage), one valibot schema each,
// shared by the dialogs and the resolvers; messages are i18n keys (spec 01 §5: 'Required', 'email must be a valid
// email'). Validation shows only after the first submit; the rules are the same before and after. When the pop-up
// opens is in lead-magnet.ts (every page loads that; the schemas here load with the dialogs).
import * as v from "valibot";
import { singleLine } from "./validation.ts";

/**
 * The mailing groups a contact may be added to (spec 01 lists the user segment tags without naming them): the
 * lead-magnet gift, and the club's newsletter. The client names them; anything else is refused.
 */
export const LEAD_GROUPS = ["lead-magnet-gift", "newsletter"] as const;
export type LeadGroup = (typeof LEAD_GROUPS)[number];

/** The group the pop-up sends. */
export const LEAD_MAGNET_GROUP: LeadGroup = "lead-magnet-gift";

const email = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty("errors.required"),
  v.maxLength(254, "errors.tooLong"),
  v.email("errors.emailMustBeValid"),
);

export const LeadMagnetSchema = v.object({
  groups: v.pipe(
    v.array(v.picklist(LEAD_GROUPS, "errors.BAD_USER_INPUT")),
    v.minLength(1, "errors.BAD_USER_INPUT"),
    v.maxLength(LEAD_GROUPS.length, "errors.BAD_USER_INPUT"),
  ),
  email,
  // Optional (hidden when signed in: the account's name is used).
  name: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(100, "errors.tooLong"), singleLine()))),
});

export const SendRequestSchema = v.object({
  email,
  name: v.pipe(v.string(), v.trim(), v.nonEmpty("errors.required"), v.maxLength(100, "errors.tooLong"), singleLine()),
  subject: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty("errors.required"),
    v.maxLength(200, "errors.tooLong"),
    singleLine(),
  ),
  // Optional: absent, null (GraphQL's way of saying none) or empty all mean no message.
  message: v.pipe(
    v.nullish(v.string(), ""),
    v.transform((text) => text ?? ""),
    v.trim(),
    v.maxLength(5000, "errors.tooLong"),
  ),
});

export type LeadMagnetInput = v.InferOutput<typeof LeadMagnetSchema>;
export type SendRequestInput = v.InferOutput<typeof SendRequestSchema>;

/**
 * The contact form of an expert's or a partner's page (spec 01 §5): name, message and email required, email valid,
 * telegram optional; the subject is composed by the page — type / name / service title joined by ' / '.
 */
export const ContactInfoSchema = v.object({
  subject: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty("errors.required"),
    v.maxLength(300, "errors.tooLong"),
    singleLine(),
  ),
  name: v.pipe(v.string(), v.trim(), v.nonEmpty("errors.required"), v.maxLength(100, "errors.tooLong"), singleLine()),
  email,
  telegram: v.pipe(
    v.nullish(v.string(), ""),
    v.transform((text) => text ?? ""),
    v.trim(),
    v.maxLength(64, "errors.tooLong"),
    singleLine(),
  ),
  message: v.pipe(v.string(), v.trim(), v.nonEmpty("errors.required"), v.maxLength(5000, "errors.tooLong")),
});

export type ContactInfoInput = v.InferOutput<typeof ContactInfoSchema>;

/** The subject of a contact request: the kind of page, the expert's or company's name, the service, joined by ' / '. */
export function contactSubject(parts: Array<string | null | undefined>): string {
  return parts.map((p) => p?.trim()).filter(Boolean).join(" / ");
}
