// Input rules for billing, shared by the checkout forms and the resolvers.
import * as v from "valibot";
import { IdSchema } from "./site.ts";

/** A coupon code as entered: trimmed and upper-cased (the field upper-cases on entry too); at most 64 characters. */
export const CouponCodeSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toUpperCase(),
  v.nonEmpty("errors.required"),
  v.maxLength(64, "errors.tooLong"),
);

export const CouponCheckSchema = v.object({
  couponCode: CouponCodeSchema,
  productId: v.optional(IdSchema),
});

/** A membership's states, in the database enum's order (the enum is made from this list). */
export const SUBSCRIPTION_STATUSES = [
  "INCOMPLETE",
  "TRIALING",
  "ACTIVE",
  "PAST_DUE",
  "PAUSED",
  "SUSPENDED",
  "CANCELLED",
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The states of a membership that has started and not ended (the partial unique index spells the same list). */
export const LIVE_SUBSCRIPTION_STATUSES = ["TRIALING", "ACTIVE", "PAST_DUE", "PAUSED", "SUSPENDED"] as const;

/** The states that give the club's full access: paid or in trial, including a cancelled one until its period ends. */
export const FELLOW_STATUSES = ["TRIALING", "ACTIVE", "PAST_DUE", "PAUSED"] as const;

/**
 * The states of a membership that renews at its period's end, and so may be cancelled: paid, in trial, or with a failed
 * payment still being retried.
 */
export const RENEWING_STATUSES = ["ACTIVE", "TRIALING", "PAST_DUE"] as const;

/** Whether a membership in this state renews (see RENEWING_STATUSES). */
export function isRenewing(status: string): boolean {
  return (RENEWING_STATUSES as readonly string[]).includes(status);
}

/** Where a new member came from (payment_source), as spec 03 lists them. */
export const PAYMENT_SOURCES = ["ai-tools", "articles", "jobs", "courses", "other"] as const;
export type PaymentSource = typeof PAYMENT_SOURCES[number];

/**
 * The payment source from the subscribe page's redirectTo: its first path segment after the locale that names a
 * section (jobs, articles, tools → ai-tools, courses), otherwise other.
 */
export function paymentSourceOf(redirectTo: string | null | undefined): PaymentSource {
  const segments = (redirectTo ?? "").split(/[?#]/)[0].split("/").filter(Boolean);
  for (const segment of segments) {
    if (segment === "jobs" || segment === "articles" || segment === "courses") return segment;
    if (segment === "tools") return "ai-tools";
  }
  return "other";
}

export const PaymentSourceSchema = v.optional(
  v.pipe(
    v.string(),
    v.transform((s) => ((PAYMENT_SOURCES as readonly string[]).includes(s) ? s as PaymentSource : "other")),
  ),
  "other",
);

/**
 * A product's two language versions (a row per language) are one product: they share a slug. Coupons bound to a
 * product, orders and the access a paid order gives all go by it, so buying on the Russian page is buying the English
 * row too.
 */
export function isSameProduct(a: { slug: string }, b: { slug: string }): boolean {
  return a.slug === b.slug;
}

/**
 * A coupon that takes the whole price (100 % and more): the total is free, and a free total never goes to a provider
 * (YooKassa refuses 0.00; a Stripe session would charge Stripe's own idea of the coupon). The club completes the
 * order, or starts the membership's first period, itself — the same whichever provider was chosen.
 */
export function takesWholePrice(discountBasisPoints: number): boolean {
  return discountBasisPoints >= 10_000;
}

/** At most this many of one product in one order. */
export const MAX_QUANTITY = 10;

export const ProductCheckoutSchema = v.object({
  quantity: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(1, "errors.BAD_USER_INPUT"),
    v.maxValue(MAX_QUANTITY, "errors.BAD_USER_INPUT"),
  ),
  productId: IdSchema,
  couponCode: v.nullish(CouponCodeSchema),
});

/** The cancel-reason picker's choices (CancelReason in the schema). */
export const CANCEL_REASONS = [
  "TOO_EXPENSIVE",
  "FOUND_A_JOB",
  "NOT_USING",
  "MISSING_FEATURES",
  "TECHNICAL_PROBLEMS",
  "OTHER",
] as const;

export const CancelSchema = v.object({
  reason: v.nullish(v.picklist(CANCEL_REASONS)),
  comment: v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(1000, "errors.tooLong"))),
});

/**
 * Where a service's own page lives (spec 01): education and self-development under their sections, the rest flat.
 * Slugs are unique per language across sections, so a sectioned service whose page name is taken by a career service
 * carries its section as a prefix ("education-consultation"), which its address leaves out
 * (/services/education/consultation).
 */
export function servicePath(category: string | null | undefined, slug: string): string {
  const { to, params } = serviceRoute(category, slug);
  return to.replace("/$locale", "").replace("$slug", params.slug);
}

/** The same page as a route of the tree and its params, for typed links. */
export function serviceRoute(category: string | null | undefined, slug: string) {
  if (category === "EDUCATION") {
    return { to: "/$locale/services/education/$slug", params: { slug: slug.replace(/^education-/, "") } } as const;
  }
  if (category === "SELF_DEVELOPMENT") {
    return {
      to: "/$locale/services/self-development/$slug",
      params: { slug: slug.replace(/^self-development-/, "") },
    } as const;
  }
  return { to: "/$locale/services/$slug", params: { slug } } as const;
}

/** The product slugs a sectioned page name may stand for, in the order to try (see servicePath). */
export function serviceSlugsForPath(section: "career" | "education" | "self-development", name: string): string[] {
  return section === "career" ? [name] : [name, `${section}-${name}`];
}

/**
 * The home page's three featured services (spec 01 constants): the full price, the reduced price (the product's own),
 * the discount shown, and their purchase counters' base and purchases a month.
 */
export const FEATURED_SERVICES = [
  { slug: "job-search-start", fullPriceUsd: 380, priceUsd: 300, discountPercent: 21, base: 320, perMonth: 8 },
  { slug: "career-switch", fullPriceUsd: 649, priceUsd: 490, discountPercent: 25, base: 553, perMonth: 16 },
  { slug: "mentorship-programme", fullPriceUsd: 1500, priceUsd: 1200, discountPercent: 20, base: 300, perMonth: 13 },
] as const;

/** The categories of the home page's services carousel (the featured packages have their own section). */
export const HOME_CAROUSEL_CATEGORIES: ReadonlySet<string> = new Set(["CAREER", "MOCK_INTERVIEW", "UN"]);

/** The home page's five educational services, in the spec's order. */
export const EDUCATIONAL_SERVICES = [
  "education-consultation",
  "written-work",
  "motivational-letter",
  "letter-of-recommendation",
  "university-selection",
] as const;

/**
 * Installment payment on service cards (spec 03: "The site offers installment payment on service cards"; which cards
 * is not shown): services from $300 up, where paying at once is a real barrier. The club arranges the parts by hand
 * (the card's button sends a request), since neither provider here splits a one-off payment.
 */
export const INSTALLMENT_MIN_USD = 300;

/** The free career consultation (spec 01 constants: "free consultation free") is booked, never bought. */
export function isFreeService(priceUsd: number): boolean {
  return priceUsd === 0;
}

export function showsInstallment(priceUsd: number): boolean {
  return priceUsd >= INSTALLMENT_MIN_USD;
}

/** Where a membership's discount comes from: a coupon at joining, the first-timer offer after a trial, or the offer to stay. */
export type MembershipDiscountKind = "COUPON" | "RETENTION_OFFER" | "FIRST_TIMER_OFFER";

export type MembershipDiscount = {
  kind: MembershipDiscountKind;
  /** Percent off (10 = 10 %). */
  percent: number;
  /** How many charges it covers (a coupon and the offer to stay: the one; the first-timer offer: its count). */
  charges: number;
  /** Whether it still lowers a coming charge (false: it was spent on a charge already made). */
  pending: boolean;
  couponCode: string | null;
};

/**
 * The first-timer offer's discount lowers a charge after the trial while fewer than `discountedCharges` were made (the
 * trial's own token charge is not counted).
 */
export function offerDiscountApplies(numberOfCharges: number, discountedCharges: number): boolean {
  return numberOfCharges < discountedCharges;
}

/**
 * The discount the membership block shows (spec 03's `discount` of either subscription kind): the offer to stay while
 * it waits for the next charge comes first, then the first-timer offer, then the coupon used at joining (which lowered
 * the first charge only: both providers apply a membership coupon once). Null when none was ever given.
 */
export function membershipDiscount(input: {
  numberOfCharges: number;
  /** The offer to stay was taken and its percent still waits for the next charge. */
  retentionPercent: number | null;
  offer: { discountAfterTrial: number | null; discountedCharges: number } | null;
  coupon: { code: string; discountBasisPoints: number } | null;
}): MembershipDiscount | null {
  if (input.retentionPercent) {
    return { kind: "RETENTION_OFFER", percent: input.retentionPercent, charges: 1, pending: true, couponCode: null };
  }
  if (input.offer?.discountAfterTrial) {
    return {
      kind: "FIRST_TIMER_OFFER",
      percent: input.offer.discountAfterTrial,
      charges: input.offer.discountedCharges,
      pending: offerDiscountApplies(input.numberOfCharges, input.offer.discountedCharges),
      couponCode: null,
    };
  }
  if (input.coupon) {
    return {
      kind: "COUPON",
      percent: input.coupon.discountBasisPoints / 100,
      charges: 1,
      pending: input.numberOfCharges === 0,
      couponCode: input.coupon.code,
    };
  }
  return null;
}
