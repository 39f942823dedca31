// The spec's money rules (spec 03 §9) with the spec's own numbers, the float traps and the calendar edges.
import assert from "node:assert/strict";
import {
  couponBoxVisible,
  discountAmount,
  discountedTotal,
  discountPercent,
  percentOf,
  priceAfterTrial,
  purchaseCounter,
  rubPriceFromUsd,
  SERVICE_PRICES_USD,
  timesWord,
  trialTotal,
} from "../../src/domain/money.ts";

Deno.test("discounted totals are rounded to 1 decimal: Stripe rounds, Yoo floors", () => {
  assert.equal(discountedTotal(9.99, 0.15, "STRIPE"), 8.5); // 8.4915
  assert.equal(discountedTotal(9.99, 0.15, "YOO"), 8.4);
  assert.equal(discountedTotal(10, 0.15, "STRIPE"), 8.5);
  assert.equal(discountedTotal(10, 0.15, "YOO"), 8.5);
  assert.equal(discountedTotal(20, 0.15, "STRIPE"), 17);
  assert.equal(discountedTotal(1900, 0.15, "YOO"), 1615);
  // Exactly half a tenth: Stripe goes up, Yoo down.
  assert.equal(discountedTotal(19, 0.55, "STRIPE"), 8.6); // 8.55
  assert.equal(discountedTotal(19, 0.55, "YOO"), 8.5);
  assert.equal(discountedTotal(29, 0.65, "STRIPE"), 10.2); // 10.15
  assert.equal(discountedTotal(29, 0.65, "YOO"), 10.1);
});

Deno.test("discounted totals have no float error where the float product falls just below a tenth", () => {
  // 10 × (1 − 0.07) is 9.299999999999999 in floats; a float floor would give 9.2.
  assert.equal(discountedTotal(10, 0.07, "YOO"), 9.3);
  assert.equal(discountedTotal(10, 0.8, "YOO"), 2); // 1.9999999999999996 in floats
  assert.equal(discountedTotal(20, 0.06, "YOO"), 18.8);
  assert.equal(discountedTotal(10, 0.9, "YOO"), 1);
  assert.equal(discountedTotal(10, 0.7, "STRIPE"), 3); // 3.0000000000000004 in floats
  assert.equal(discountedTotal(100, 0.57, "STRIPE"), 43);
  assert.equal(discountedTotal(1.5, 0.1, "STRIPE"), 1.4); // 1.35 exactly, not 1.3499999999999999
});

Deno.test("discounted totals at 0 % and 100 %", () => {
  assert.equal(discountedTotal(9.99, 0, "STRIPE"), 10);
  assert.equal(discountedTotal(9.99, 0, "YOO"), 9.9);
  assert.equal(discountedTotal(20, 0, "YOO"), 20);
  assert.equal(discountedTotal(20, 1, "STRIPE"), 0);
  assert.equal(discountedTotal(20, 1, "YOO"), 0);
  assert.equal(discountedTotal(0, 0.5, "YOO"), 0);
});

Deno.test("discounted totals refuse prices and fractions the rules do not cover", () => {
  assert.throws(() => discountedTotal(-1, 0.1, "STRIPE"), RangeError);
  assert.throws(() => discountedTotal(Number.NaN, 0.1, "STRIPE"), RangeError);
  assert.throws(() => discountedTotal(9.995, 0.1, "STRIPE"), RangeError);
  assert.throws(() => discountedTotal(10, 1.5, "YOO"), RangeError);
  assert.throws(() => discountedTotal(10, -0.1, "YOO"), RangeError);
  assert.throws(() => discountedTotal(10, 15, "YOO"), RangeError); // a percent passed as a fraction
});

Deno.test("the discount shown is rounded half up to 2 decimals, exactly", () => {
  assert.equal(discountAmount(9.99, 0.15), 1.5); // 1.4985
  assert.equal(discountAmount(10, 0.15), 1.5);
  assert.equal(discountAmount(20, 0.07), 1.4);
  assert.equal(discountAmount(0.29, 0.5), 0.15); // 0.145; a float round gives 0.14
  assert.equal(discountAmount(0.35, 0.9), 0.32); // 0.315
  assert.equal(discountAmount(1900, 0.155), 294.5);
  assert.equal(discountAmount(20, 0), 0);
  assert.equal(discountAmount(20, 1), 20);
  assert.throws(() => discountAmount(20, 2), RangeError);
});

Deno.test("promo-code discounts and commissions are shown as percent without float noise", () => {
  assert.equal(percentOf(0.07), 7); // 0.07 × 100 = 7.000000000000001 in floats
  assert.equal(percentOf(0.155), 15.5);
  assert.equal(percentOf(0.29), 29); // 28.999999999999996 in floats
  assert.equal(percentOf(0.57), 57);
  assert.equal(percentOf(0.15), 15);
  assert.equal(percentOf(0), 0);
  assert.equal(percentOf(1), 100);
  assert.equal(percentOf(0.12345), 12.345);
  assert.throws(() => percentOf(Number.NaN), RangeError);
  // The older 2-decimal helper keeps its behaviour.
  assert.equal(discountPercent(0.215), 21.5);
});

Deno.test("a trial shows 1 currency unit for Yoo and 0 for Stripe", () => {
  assert.equal(trialTotal("YOO"), 1);
  assert.equal(trialTotal("STRIPE"), 0);
});

Deno.test("the price after the trial takes discountAfterTrial as a percent, to 2 decimals", () => {
  assert.equal(priceAfterTrial(20, 20), 16);
  assert.equal(priceAfterTrial(1900, 20), 1520);
  assert.equal(priceAfterTrial(19.99, 15), 16.99); // 16.9915
  assert.equal(priceAfterTrial(9.99, 15), 8.49); // 8.4915: 2 decimals here, not the checkout's 1
  assert.equal(priceAfterTrial(0.29, 50), 0.15); // 0.145
  assert.equal(priceAfterTrial(10, 7), 9.3);
  assert.equal(priceAfterTrial(20, 12.5), 17.5);
  assert.equal(priceAfterTrial(20, 0), 20);
  assert.equal(priceAfterTrial(20, 100), 0);
  assert.throws(() => priceAfterTrial(20, 120), RangeError);
  assert.throws(() => priceAfterTrial(20, -5), RangeError);
});

Deno.test("the coupon box is hidden when discountAfterTrial exists", () => {
  assert.equal(couponBoxVisible({ trialPeriod: 7, discountAfterTrial: 20 }), false);
  assert.equal(couponBoxVisible({ discountAfterTrial: 100 }), false);
  assert.equal(couponBoxVisible({ trialPeriod: 7, discountAfterTrial: null }), true);
  assert.equal(couponBoxVisible({ trialPeriod: 7 }), true);
  assert.equal(couponBoxVisible({ discountAfterTrial: 0 }), true);
  assert.equal(couponBoxVisible(null), true);
  assert.equal(couponBoxVisible(undefined), true);
});

Deno.test("the purchase counter: whole 30-day months since 1 January 2023 × 14 + 30", () => {
  assert.equal(purchaseCounter(new Date("2023-01-01T00:00:00Z")), 30);
  assert.equal(purchaseCounter(new Date("2023-01-30T23:59:59Z")), 30); // day 29
  assert.equal(purchaseCounter(new Date("2023-01-31T00:00:00Z")), 44); // day 30
  assert.equal(purchaseCounter(new Date("2023-03-01T12:00:00Z")), 44); // day 59
  assert.equal(purchaseCounter(new Date("2023-03-02T00:00:00Z")), 58); // day 60
  assert.equal(purchaseCounter(new Date("2025-07-01T00:00:00Z")), 450); // day 912 → 30 months
  assert.equal(purchaseCounter(new Date("2025-07-01T00:00:00Z"), 10, 0), 300);
  assert.equal(purchaseCounter(new Date("2022-12-31T23:59:59Z")), 30); // before the start: the base
  assert.equal(purchaseCounter(new Date("2020-01-01T00:00:00Z"), 14, 5), 5);
  assert.throws(() => purchaseCounter(new Date("nonsense")), RangeError);
  assert.throws(() => purchaseCounter(new Date(), 1.5), RangeError);
});

Deno.test("the counter's word: 2, 3 or 4 as the last digit gives the plural", () => {
  for (const n of [2, 3, 4, 22, 23, 24, 32, 103, 1004]) assert.equal(timesWord(n, "ru"), "раза", String(n));
  for (const n of [0, 1, 5, 9, 10, 11, 20, 21, 25, 30, 45, 100, 101]) {
    assert.equal(timesWord(n, "ru"), "раз", String(n));
  }
  // 12–14 end in 2–4 but Russian reads them as one word: "двенадцать раз".
  for (const n of [12, 13, 14, 112, 113, 114, 1012]) assert.equal(timesWord(n, "ru"), "раз", String(n));
  // English plurals do not follow the last digit.
  assert.equal(timesWord(1, "en"), "time");
  for (const n of [0, 2, 3, 4, 5, 11, 12, 14, 21, 22, 450]) assert.equal(timesWord(n, "en"), "times", String(n));
  // The counter and its word together, as a card shows them.
  const count = purchaseCounter(new Date("2025-07-01T00:00:00Z"));
  assert.equal(`${count} ${timesWord(count, "ru")}`, "450 раз");
  assert.equal(`${count + 2} ${timesWord(count + 2, "ru")}`, "452 раза");
});

Deno.test("service prices in USD are the spec's", () => {
  assert.deepEqual({ ...SERVICE_PRICES_USD }, {
    careerChat: 100,
    consultation: 100,
    writtenWork: 100,
    portfolio: 200,
    professionalProfile: 200,
    combinedService: 350,
    personalSupport: 1000,
  });
  assert.ok(Object.isFrozen(SERVICE_PRICES_USD));
  // Their ruble prices follow the rule of the nearest 100 (here at 92.5 rubles to the dollar).
  assert.equal(rubPriceFromUsd(SERVICE_PRICES_USD.combinedService, 92.5), 32400); // 32 375
  assert.equal(rubPriceFromUsd(SERVICE_PRICES_USD.personalSupport, 92.5), 92500);
});
