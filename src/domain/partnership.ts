// Partnership (spec 03): the partnership page's four tabs and their forms, one valibot schema per form shared by the
// form and the resolver (sendPartnershipRequest), and the general enquiry (SubmitEnquiry). Messages are i18n keys:
// 'Required' when empty, a valid email; every one-line field refuses control characters (CR/LF), because the name,
// company, role and profession reach the club mail's subject.
import * as v from "valibot";
import { singleLine } from "./validation.ts";

export {
  PARTNERSHIP_KINDS,
  PARTNERSHIP_TABS,
  type PartnershipKind,
  type PartnershipTab,
  partnershipTabIndex,
  TAB_FORM,
} from "./partnership-tabs.ts";
import type { PartnershipKind } from "./partnership-tabs.ts";

const email = v.pipe(
  v.string("errors.required"),
  v.trim(),
  v.nonEmpty("errors.required"),
  v.maxLength(254, "errors.tooLong"),
  v.email("errors.emailMustBeValid"),
  singleLine(),
);

/** A required one-line text (it may reach the mail's subject). */
const line = (max = 200) =>
  v.pipe(
    v.string("errors.required"),
    v.trim(),
    v.nonEmpty("errors.required"),
    v.maxLength(max, "errors.tooLong"),
    singleLine(),
  );

/** An optional one-line text: absent, null or empty all mean none (""). */
const optionalLine = (max = 300) =>
  v.pipe(
    v.nullish(v.string(), ""),
    v.transform((text) => text ?? ""),
    v.trim(),
    v.maxLength(max, "errors.tooLong"),
    singleLine(),
  );

/** An optional text of several lines (it goes to the mail's body only, escaped). */
const optionalText = (max = 5000) =>
  v.pipe(v.nullish(v.string(), ""), v.transform((text) => text ?? ""), v.trim(), v.maxLength(max, "errors.tooLong"));

/** A key left out altogether (the API's input may omit a field) reads as empty: 'Required'. */
const MISSING = "errors.required";

/** What every form may send beside its required fields. */
const optionalFields = {
  website: optionalLine(),
  socialNetworks: optionalLine(),
  moreDetails: optionalText(),
  partnershipGoal: optionalText(2000),
};

export const CompanyPartnershipSchema = v.object({
  kind: v.literal("company", "errors.BAD_USER_INPUT"),
  email,
  name: line(100),
  company: line(),
  role: line(),
  profession: optionalLine(200),
  ...optionalFields,
}, MISSING);

export const ExpertPartnershipSchema = v.object({
  kind: v.literal("expert", "errors.BAD_USER_INPUT"),
  email,
  name: line(100),
  profession: line(),
  company: optionalLine(200),
  role: optionalLine(200),
  ...optionalFields,
}, MISSING);

export const RecruiterPartnershipSchema = v.object({
  kind: v.literal("recruiter", "errors.BAD_USER_INPUT"),
  email,
  name: line(100),
  role: line(),
  company: optionalLine(200),
  profession: optionalLine(200),
  ...optionalFields,
}, MISSING);

export const MediaPartnershipSchema = v.object({
  kind: v.literal("media", "errors.BAD_USER_INPUT"),
  email,
  name: line(100),
  company: optionalLine(200),
  role: optionalLine(200),
  profession: optionalLine(200),
  ...optionalFields,
}, MISSING);

/** Each form's schema, by kind. */
export const PARTNERSHIP_SCHEMAS = {
  company: CompanyPartnershipSchema,
  expert: ExpertPartnershipSchema,
  recruiter: RecruiterPartnershipSchema,
  media: MediaPartnershipSchema,
} as const satisfies Record<PartnershipKind, v.GenericSchema>;

/** What sendPartnershipRequest parses: the form named by `kind`; an unknown kind is a bad input. */
export const PartnershipRequestSchema = v.variant("kind", [
  CompanyPartnershipSchema,
  ExpertPartnershipSchema,
  RecruiterPartnershipSchema,
  MediaPartnershipSchema,
], "errors.BAD_USER_INPUT");

export type PartnershipRequestInput = v.InferOutput<typeof PartnershipRequestSchema>;

/** The fields a form may show; the required ones are its schema's (the spec's table). */
export type PartnershipField =
  | "name"
  | "email"
  | "company"
  | "role"
  | "profession"
  | "website"
  | "socialNetworks"
  | "partnershipGoal"
  | "moreDetails";

/** Each form's fields in the order shown (the required first). */
export const FORM_FIELDS: Record<PartnershipKind, PartnershipField[]> = {
  company: ["name", "email", "company", "role", "website", "partnershipGoal", "moreDetails"],
  expert: ["name", "email", "profession", "website", "socialNetworks", "partnershipGoal", "moreDetails"],
  recruiter: ["name", "email", "role", "company", "website", "moreDetails"],
  media: ["name", "email", "company", "website", "socialNetworks", "moreDetails"],
};

/** The fields each form requires (the spec's validation table), for the labels' marks. */
export const REQUIRED_FIELDS: Record<PartnershipKind, PartnershipField[]> = {
  company: ["email", "name", "company", "role"],
  expert: ["email", "name", "profession"],
  recruiter: ["email", "name", "role"],
  media: ["email", "name"],
};

/** The general enquiry (SubmitEnquiry): name, email and message required; the company and a topic optional. */
export const EnquirySchema = v.object({
  name: line(100),
  email,
  message: v.pipe(
    v.string("errors.required"),
    v.trim(),
    v.nonEmpty("errors.required"),
    v.maxLength(5000, "errors.tooLong"),
  ),
  company: optionalLine(200),
  topic: optionalLine(200),
});

export type EnquiryInput = v.InferOutput<typeof EnquirySchema>;
