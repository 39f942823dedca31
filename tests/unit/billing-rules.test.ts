// Billing rules that need no database: the payment source from redirectTo, discounts in minor units as the providers
// round them, and the length of a billing period.
import assert from "node:assert/strict";
import {
  isSameProduct,
  membershipDiscount,
  offerDiscountApplies,
  paymentSourceOf,
  takesWholePrice,
} from "../../src/domain/billing.ts";
import { discountedMinor } from "../../api/services/billing/checkout.ts";
import { addPeriod } from "../../api/services/billing/renewals.ts";

Deno.test("payment source: the first section named in redirectTo, else other", () => {
  assert.equal(paymentSourceOf("/ru/jobs/12/"), "jobs");
  assert.equal(paymentSourceOf("/en/articles/how-to/?x=1"), "articles");
  assert.equal(paymentSourceOf("/ru/tools/cover-letter/"), "ai-tools");
  assert.equal(paymentSourceOf("/ru/courses/un-career/"), "courses");
  assert.equal(paymentSourceOf("/ru/profile/"), "other");
  assert.equal(paymentSourceOf(null), "other");
  assert.equal(paymentSourceOf("/ru/?next=/jobs/"), "other");
});

Deno.test("discounts in minor units: Stripe rounds to 1 decimal, Yoo floors", () => {
  // 9.99 with 15 % off is 8.4915: Stripe 8.50, Yoo 8.40.
  assert.equal(discountedMinor(999, 1500, "STRIPE"), 850);
  assert.equal(discountedMinor(999, 1500, "YOO"), 840);
  // 1900 rubles with 10 % off: 1710 on both.
  assert.equal(discountedMinor(190000, 1000, "YOO"), 171000);
  assert.equal(discountedMinor(12000, 0, "STRIPE"), 12000);
});

Deno.test("a billing period: a month or a year later, clamped to the month's last day", () => {
  const d = (s: string) => new Date(s);
  assert.deepEqual(addPeriod(d("2026-01-15T10:00:00Z"), "MONTHLY"), d("2026-02-15T10:00:00Z"));
  assert.deepEqual(addPeriod(d("2026-01-31T10:00:00Z"), "MONTHLY"), d("2026-02-28T10:00:00Z"));
  assert.deepEqual(addPeriod(d("2028-01-31T10:00:00Z"), "MONTHLY"), d("2028-02-29T10:00:00Z"));
  assert.deepEqual(addPeriod(d("2026-12-31T23:00:00Z"), "MONTHLY"), d("2027-01-31T23:00:00Z"));
  assert.deepEqual(addPeriod(d("2028-02-29T08:00:00Z"), "ANNUALLY"), d("2029-02-28T08:00:00Z"));
});

Deno.test("a product's two language rows are one product; a whole-price coupon is 100 % or more", () => {
  assert.equal(isSameProduct({ slug: "cv-checklist" }, { slug: "cv-checklist" }), true);
  assert.equal(isSameProduct({ slug: "cv-checklist" }, { slug: "cv" }), false);
  assert.equal(takesWholePrice(10_000), true);
  assert.equal(takesWholePrice(9_999), false);
  assert.equal(takesWholePrice(1_500), false);
});

Deno.test("the membership's discount: the offer to stay first, then the first-timer offer, then the joining coupon", () => {
  const offer = { discountAfterTrial: 50, discountedCharges: 1 };
  const coupon = { code: "WELCOME10", discountBasisPoints: 1000 };
  assert.deepEqual(membershipDiscount({ numberOfCharges: 0, retentionPercent: null, offer, coupon: null }), {
    kind: "FIRST_TIMER_OFFER",
    percent: 50,
    charges: 1,
    pending: true,
    couponCode: null,
  });
  assert.equal(membershipDiscount({ numberOfCharges: 1, retentionPercent: null, offer, coupon: null })?.pending, false);
  assert.deepEqual(membershipDiscount({ numberOfCharges: 1, retentionPercent: null, offer: null, coupon }), {
    kind: "COUPON",
    percent: 10,
    charges: 1,
    pending: false,
    couponCode: "WELCOME10",
  });
  assert.equal(
    membershipDiscount({ numberOfCharges: 2, retentionPercent: 50, offer, coupon })?.kind,
    "RETENTION_OFFER",
  );
  assert.equal(membershipDiscount({ numberOfCharges: 2, retentionPercent: null, offer: null, coupon: null }), null);
  // An offer without a discount after its trial gives none; the renewal uses the same count rule.
  assert.equal(
    membershipDiscount({
      numberOfCharges: 0,
      retentionPercent: null,
      offer: { ...offer, discountAfterTrial: null },
      coupon: null,
    }),
    null,
  );
  assert.equal(offerDiscountApplies(0, 1), true);
  assert.equal(offerDiscountApplies(1, 1), false);
});

Deno.test(
  "the joining, renewal and cancellation mails name the profile's membership section and its button as the profile titles them",
  async () => {
    const { membershipMail } = await import("../../api/services/billing/notifications.ts");
    const { dictionaries } = await import("../../i18n/dictionaries.ts");
    const { createTranslator } = await import("../../i18n/translator.ts");
    const vars = { name: "Anna", plan: "Annual", amount: "18 200 ₽", until: "1 Dec 2027", trial: false };
    for (const locale of ["ru", "en"] as const) {
      const t = createTranslator(locale, dictionaries[locale]);
      const section = t("profile.membership");
      const button = t("membership.cancel");
      for (const kind of ["joined", "renewed", "cancelled"] as const) {
        const mail = membershipMail(locale, kind, vars, "https://fellows.test/ru/profile/");
        assert.ok(mail.text.includes(section), `${locale} ${kind} names «${section}»`);
        if (kind !== "cancelled") assert.ok(mail.text.includes(button), `${locale} ${kind} names «${button}»`);
        assert.doesNotMatch(mail.text, /«Членство»|\{\{/);
      }
    }
  },
);
