// The back office's catalogue (/admin/products, /admin/plans, /admin/coupons, /admin/offers): the editors' schemas
// (the forms validate with them after the first submit, the resolvers parse their input with them), the lists'
// filters and sorts (read from the URL by the screens, parsed by the resolvers). Money travels in minor units (cents,
// kopecks) as integers; the forms let the team type main units (120 or 120.50) and convert with parseMainUnits.
import * as v from "valibot";
import { CONTENT_STATUSES, LANGUAGES, PRODUCT_CATEGORIES } from "./enums.ts";
import { isCalendarDate, isDatabaseId, singleLine } from "./validation.ts";
import { isHttpUrl } from "./admin-jobs.ts";

export const ADMIN_CATALOGUE_PAGE_SIZE = 25;

export const PRODUCT_KINDS = [
  "Coaching",
  "MockInterview",
  "DownloadableMedia",
  "Marathon",
  "LearningPathAccess",
  "ExternalAccess",
  "ConsultationWithCoach",
] as const;
export const COUPON_KINDS = ["PRODUCTS", "SUBSCRIPTIONS"] as const;
export const BILLING_CYCLES = ["MONTHLY", "ANNUALLY"] as const;
/** The statuses the catalogue uses (no moderation step: only the team writes it). */
export const CATALOGUE_STATUSES = ["DRAFT", "PUBLISHED", "ARCHIVED"] as const;

export const ADMIN_PRODUCT_SORTS = ["order", "title", "priceAsc", "priceDesc", "newest"] as const;
export const ADMIN_COUPON_SORTS = ["newest", "code", "mostUsed"] as const;

/** A price bound well above any real one (a million in the main unit), below the database's int4. */
export const PRICE_MAX_MINOR = 100_000_000;
export const PRODUCT_TITLE_MAX = 200;
export const PRODUCT_DESCRIPTION_MAX = 5_000;
export const PLAN_TEXT_MAX = 2_000;
export const PLAN_FEATURES_MAX = 20;
export const COUPON_CODE_MAX = 64;
/** Items of a product's description are stored joined by this (the public pages split on it). */
export const BENEFIT_SEPARATOR = " | ";

const E = "adminCatalogue.errors";

const line = (max: number, required: string, tooLong = `${E}.tooLong`) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.minLength(1, required),
    v.maxLength(max, tooLong),
    singleLine(),
  );

const optionalLine = (max: number) =>
  v.pipe(
    v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max, `${E}.tooLong`), singleLine())), null),
    v.transform((s) => s || null),
  );

const optionalUrl = v.pipe(
  v.optional(
    v.nullable(
      v.pipe(v.string(), v.trim(), v.maxLength(1000, `${E}.url`), v.check((s) => s === "" || isHttpUrl(s), `${E}.url`)),
    ),
    null,
  ),
  v.transform((s) => s || null),
);

/** Plain text over several lines (a plan's description, an offer's text): no control characters but line breaks. */
const plainText = (max: number) =>
  v.pipe(
    v.optional(v.nullable(v.string()), ""),
    v.transform((s) => (s ?? "").trim()),
    v.maxLength(max, `${E}.tooLong`),
    v.check((s) => !/[\p{Cc}]/u.test(s.replace(/\r?\n/g, "")), "errors.controlCharacters"),
  );

/** An amount in minor units: a whole number from 0 to PRICE_MAX_MINOR (the form sends NaN for text that is no price). */
const minorUnits = (message: string) =>
  v.pipe(
    v.number(message),
    v.integer(message),
    v.minValue(0, message),
    v.maxValue(PRICE_MAX_MINOR, message),
  );

const wholeNumber = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

const databaseId = (message: string) =>
  v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.check(isDatabaseId, message), v.transform(Number));

/** A page name: lower-case letters, digits and single hyphens (the services' routes accept no other). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A description's benefit items, however they were typed (one a line, or already joined by " | "): trimmed, empty
 * ones dropped, joined by the separator the public pages split on.
 */
export function benefitsText(text: string): string {
  return text.split(/\r?\n|\s\|\s/).map((item) => item.replace(/\|/g, "/").trim()).filter(Boolean)
    .join(BENEFIT_SEPARATOR);
}

/** The editor shows the items one a line. */
export function benefitLines(description: string): string {
  return description.split(BENEFIT_SEPARATOR).filter(Boolean).join("\n");
}

/** A product or service as adminSaveProduct takes it (AdminProductInput) and as the form sends it. */
export const AdminProductInputSchema = v.object({
  title: line(PRODUCT_TITLE_MAX, `${E}.titleRequired`),
  slug: v.pipe(
    v.string(`${E}.slug`),
    v.trim(),
    v.toLowerCase(),
    v.maxLength(100, `${E}.slug`),
    v.regex(SLUG_PATTERN, `${E}.slug`),
  ),
  /** Benefit items, one a line (or joined by " | "); stored joined by " | ", shown as plain text. */
  description: v.pipe(
    v.optional(v.nullable(v.string()), ""),
    v.transform((s) => benefitsText(s ?? "")),
    v.maxLength(PRODUCT_DESCRIPTION_MAX, `${E}.tooLong`),
    v.check((s) => !/[\p{Cc}]/u.test(s), "errors.controlCharacters"),
  ),
  language: v.picklist(LANGUAGES, `${E}.language`),
  kind: v.picklist(PRODUCT_KINDS, `${E}.kind`),
  category: v.pipe(
    v.optional(v.nullable(v.union([v.literal(""), v.picklist(PRODUCT_CATEGORIES)], `${E}.category`)), null),
    v.transform((s) => (s || null) as (typeof PRODUCT_CATEGORIES)[number] | null),
  ),
  /** Cents. */
  priceUsd: minorUnits(`${E}.price`),
  /** Kopecks; null: derived from the dollar price by the products' exchange rate (rounded to 100 rubles). */
  priceRub: v.optional(v.nullable(minorUnits(`${E}.price`)), null),
  status: v.picklist(CATALOGUE_STATUSES, `${E}.status`),
  sortOrder: v.optional(wholeNumber(-100_000, 100_000, `${E}.sortOrder`), 0),
  linkToProductInfo: optionalUrl,
  externalAccessUrl: optionalUrl,
  marathonTitle: optionalLine(200),
  marathonBookingLink: optionalUrl,
  coachFirstName: optionalLine(100),
  coachLastName: optionalLine(100),
  coachBookingLink: optionalUrl,
});

export type AdminProductInputValues = v.InferInput<typeof AdminProductInputSchema>;
export type AdminProductValues = v.InferOutput<typeof AdminProductInputSchema>;

/** Features, one a line: trimmed, empty ones dropped, at most PLAN_FEATURES_MAX of one line each. */
const features = v.pipe(
  v.optional(v.array(v.string()), []),
  v.transform((list) => list.map((f) => f.trim()).filter(Boolean)),
  v.maxLength(PLAN_FEATURES_MAX, `${E}.tooManyFeatures`),
  v.check((list) => list.every((f) => f.length <= 300 && !/[\p{Cc}\u2028\u2029]/u.test(f)), `${E}.feature`),
);

/** A membership plan as adminSavePlan takes it. */
export const AdminPlanInputSchema = v.object({
  billingCycle: v.picklist(BILLING_CYCLES, `${E}.billingCycle`),
  titleRu: line(200, `${E}.titleRequired`),
  titleEn: line(200, `${E}.titleRequired`),
  descriptionRu: plainText(PLAN_TEXT_MAX),
  descriptionEn: plainText(PLAN_TEXT_MAX),
  featuresRu: features,
  featuresEn: features,
  /** Cents; a new member pays it, an existing one keeps the price they joined at. */
  priceUsd: minorUnits(`${E}.price`),
  /** Kopecks. */
  priceRub: minorUnits(`${E}.price`),
  /** Stripe's recurring price for this plan (price_…), set up in Stripe; null: no Stripe checkout for it. */
  stripePriceId: v.pipe(
    v.optional(
      v.nullable(
        v.pipe(v.string(), v.trim(), v.check((s) => s === "" || /^price_\w{1,100}$/.test(s), `${E}.stripePriceId`)),
      ),
      null,
    ),
    v.transform((s) => s || null),
  ),
  status: v.picklist(CATALOGUE_STATUSES, `${E}.status`),
  sortOrder: v.optional(wholeNumber(-100_000, 100_000, `${E}.sortOrder`), 0),
});

export type AdminPlanInputValues = v.InferInput<typeof AdminPlanInputSchema>;
export type AdminPlanValues = v.InferOutput<typeof AdminPlanInputSchema>;

/** A coupon as adminSaveCoupon takes it. */
export const AdminCouponInputSchema = v.pipe(
  v.object({
    /** Letters, digits, hyphens and underscores; stored upper-cased. */
    code: v.pipe(
      v.string(`${E}.code`),
      v.trim(),
      v.toUpperCase(),
      v.minLength(3, `${E}.code`),
      v.maxLength(COUPON_CODE_MAX, `${E}.code`),
      v.regex(/^[A-Z0-9_-]+$/, `${E}.code`),
    ),
    kind: v.picklist(COUPON_KINDS, `${E}.couponKind`),
    /** 1500 = 15 %; from 0.01 % to 100 %. */
    discountBasisPoints: wholeNumber(1, 10_000, `${E}.percent`),
    /** Only for a products coupon; either language's row of the product counts. */
    productId: v.optional(v.nullable(databaseId(`${E}.product`)), null),
    /** How many different people may use it; null: no limit. */
    maxUsers: v.optional(v.nullable(wholeNumber(1, 1_000_000, `${E}.maxUsers`)), null),
    /** The last day it works (YYYY-MM-DD, Moscow); null: no end. */
    expiresOn: v.pipe(
      v.optional(
        v.nullable(v.pipe(v.string(), v.trim(), v.check((s) => s === "" || isCalendarDate(s), `${E}.expiresOn`))),
        null,
      ),
      v.transform((s) => s || null),
    ),
    active: v.optional(v.boolean(), true),
  }),
  v.forward(
    v.partialCheck(
      [["kind"], ["productId"]],
      ({ kind, productId }) => kind === "PRODUCTS" || productId === null,
      `${E}.productForSubscriptions`,
    ),
    ["productId"],
  ),
);

export type AdminCouponInputValues = v.InferInput<typeof AdminCouponInputSchema>;
export type AdminCouponValues = v.InferOutput<typeof AdminCouponInputSchema>;

/** The first-timer offer as adminSaveOffer takes it. */
export const AdminOfferInputSchema = v.object({
  name: line(200, `${E}.nameRequired`),
  /** Days of trial before the first charge; null: no trial. */
  trialPeriodDays: v.optional(v.nullable(wholeNumber(1, 365, `${E}.trialDays`)), null),
  /** Percent off the charges after the trial (20 = 20 %); null: none. */
  discountAfterTrial: v.optional(v.nullable(wholeNumber(1, 100, `${E}.offerPercent`)), null),
  discountedCharges: v.optional(wholeNumber(1, 36, `${E}.discountedCharges`), 1),
  groupDescription: plainText(PLAN_TEXT_MAX),
  groupDescriptionEn: plainText(PLAN_TEXT_MAX),
  /** Turning one on turns the others off: one offer is active at a time. */
  active: v.optional(v.boolean(), false),
});

export type AdminOfferInputValues = v.InferInput<typeof AdminOfferInputSchema>;
export type AdminOfferValues = v.InferOutput<typeof AdminOfferInputSchema>;

const optionalSearch = v.pipe(
  v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(200, `${E}.tooLong`), singleLine())), null),
  v.transform((s) => s || null),
);

/** The products list's filters. */
export const AdminProductsFilterSchema = v.object({
  /** Part of a title or a page name. */
  search: optionalSearch,
  category: v.optional(v.nullable(v.picklist(PRODUCT_CATEGORIES, "errors.BAD_USER_INPUT")), null),
  language: v.optional(v.nullable(v.picklist(LANGUAGES, "errors.BAD_USER_INPUT")), null),
  status: v.optional(v.nullable(v.picklist(CONTENT_STATUSES, "errors.BAD_USER_INPUT")), null),
  sort: v.optional(v.nullable(v.picklist(ADMIN_PRODUCT_SORTS, "errors.BAD_USER_INPUT")), null),
});
export type AdminProductsFilter = v.InferOutput<typeof AdminProductsFilterSchema>;

/** The coupons list's filters. */
export const AdminCouponsFilterSchema = v.object({
  /** Part of a code. */
  search: optionalSearch,
  kind: v.optional(v.nullable(v.picklist(COUPON_KINDS, "errors.BAD_USER_INPUT")), null),
  active: v.optional(v.nullable(v.boolean()), null),
  sort: v.optional(v.nullable(v.picklist(ADMIN_COUPON_SORTS, "errors.BAD_USER_INPUT")), null),
});
export type AdminCouponsFilter = v.InferOutput<typeof AdminCouponsFilterSchema>;

/** A percent as typed (15, 12.5, "12,5") → basis points (1250); NaN when it is no number. */
export function basisPointsOf(percent: string): number {
  const text = percent.trim().replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return Number.NaN;
  return Math.round(Number(text) * 100);
}

/** Basis points → the percent the form shows (1250 → "12.5"). */
export function percentText(basisPoints: number): string {
  return String(basisPoints / 100);
}
