// The back office's shared rules: its list pages and filters (read from the URL by the screens, parsed by the
// resolvers with the same schemas). Who may do what is in ./authorization.ts.
import * as v from "valibot";
import { isCalendarDate, singleLine } from "./validation.ts";
import { SUBSCRIPTION_STATUSES } from "./billing.ts";

/** A list page number from the URL or an argument: 1 when absent, refused past a sane bound. */
export const AdminPageSchema = v.pipe(
  v.optional(v.nullable(v.number()), 1),
  v.transform((n) => n ?? 1),
  v.integer("errors.BAD_USER_INPUT"),
  v.minValue(1, "errors.BAD_USER_INPUT"),
  v.maxValue(100_000, "errors.BAD_USER_INPUT"),
);

const optionalLine = (max: number) =>
  v.optional(
    v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max, "errors.BAD_USER_INPUT"), singleLine())),
    null,
  );

const optionalDay = v.optional(
  v.nullable(v.pipe(v.string(), v.check(isCalendarDate, "admin.errors.badDate"))),
  null,
);

/** The audit log's filters (all optional): who (part of an e-mail), what entity (and which), which operation, days. */
export const AuditFilterSchema = v.object({
  actor: optionalLine(200),
  entity: optionalLine(50),
  entityId: optionalLine(100),
  operation: optionalLine(80),
  /** YYYY-MM-DD, Moscow days, inclusive. */
  from: optionalDay,
  to: optionalDay,
});

export type AuditFilterInput = v.InferOutput<typeof AuditFilterSchema>;

/** The password a team member enters again to write in /admin. */
export const ConfirmPasswordSchema = v.pipe(
  v.string(),
  v.minLength(1, "admin.errors.passwordRequired"),
  v.maxLength(200, "admin.errors.wrongPassword"),
);

// --- Members (/admin/members) ---

/** Why the team did something to a person's account: recorded in the audit log (and mailed where the person is told). */
export const AdminReasonSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(3, "admin.errors.reasonRequired"),
  v.maxLength(500, "admin.errors.reasonTooLong"),
);

export const MEMBER_SORTS = ["newest", "oldest", "email"] as const;
export const MEMBER_FILTERS = ["all", "fellows", "team", "blocked"] as const;

/** The members list's search: part of an e-mail or a name, who, and the order. */
export const MemberSearchSchema = v.object({
  q: optionalLine(200),
  show: v.optional(v.nullable(v.picklist(MEMBER_FILTERS, "errors.BAD_USER_INPUT")), null),
  sort: v.optional(v.nullable(v.picklist(MEMBER_SORTS, "errors.BAD_USER_INPUT")), null),
});

export type MemberSearchInput = v.InferOutput<typeof MemberSearchSchema>;

/** A membership granted by hand: how many days (a day to ten years) and why. */
export const GrantMembershipSchema = v.object({
  days: v.pipe(
    v.number("admin.errors.grantDays"),
    v.integer("admin.errors.grantDays"),
    v.minValue(1, "admin.errors.grantDays"),
    v.maxValue(3660, "admin.errors.grantDays"),
  ),
  reason: AdminReasonSchema,
});

/** The roles the team may give (GLOBAL_ADMIN only). */
export const ASSIGNABLE_ROLES = [
  "CUSTOMER",
  "COACH",
  "PROMOTER",
  "RECRUITER",
  "MODERATOR",
  "ADMIN",
  "GLOBAL_ADMIN",
] as const;

/** A person's, an order's or a payment's id (a uuid); anything else names nothing. */
export const UuidIdSchema = v.pipe(v.string(), v.uuid("errors.NOT_FOUND"));

// --- Money (/admin/money) ---

export const ORDER_STATUSES = ["PENDING", "PAID", "FAILED", "CANCELLED", "REFUNDED"] as const;
export const PROVIDERS = ["STRIPE", "YOO"] as const;

/** The money lists' search: part of the payer's e-mail, the state and the provider. */
export const MoneySearchSchema = v.object({
  q: optionalLine(200),
  /** An order's status on the orders list, a membership's on the memberships list. */
  status: v.optional(
    v.nullable(v.picklist([...ORDER_STATUSES, ...SUBSCRIPTION_STATUSES], "errors.BAD_USER_INPUT")),
    null,
  ),
  provider: v.optional(v.nullable(v.picklist(PROVIDERS, "errors.BAD_USER_INPUT")), null),
});

export type MoneySearchInput = v.InferOutput<typeof MoneySearchSchema>;
