import assert from "node:assert/strict";
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatPrice,
  formatRubUsdPrice,
  formatUsdPrice,
  pluralCategory,
} from "../../i18n/format.ts";
import { discountPercent, rubPriceFromUsd, toMainUnits, toMinorUnits } from "../../src/domain/money.ts";

Deno.test("ruble price is USD times the rate rounded to the nearest 100", () => {
  assert.equal(rubPriceFromUsd(100, 92.5), 9300); // 9250 rounds up
  assert.equal(rubPriceFromUsd(120, 92.5), 11100);
  assert.equal(rubPriceFromUsd(160, 91.2), 14600); // 14592
  assert.equal(rubPriceFromUsd(1000, 90.04), 90000); // 90040
  assert.equal(rubPriceFromUsd(0, 95), 0);
});

Deno.test("Russian shows 'rub / $', English shows dollars only", () => {
  assert.equal(formatUsdPrice(120, "ru", 92.5), "11\u00a0100\u00a0руб / $120");
  assert.equal(formatUsdPrice(1000, "en", 92.5), "$1,000");
});

Deno.test("dates are shown in Europe/Moscow", () => {
  // 22:30 UTC on 31 Dec is already 1 January in Moscow (UTC+3).
  const d = new Date("2025-12-31T22:30:00Z");
  assert.equal(formatDate(d, "en"), "1 January 2026");
  assert.match(formatDate(d, "ru"), /^1 января 2026/);
  assert.equal(formatDateTime(d, "ru"), "01.01.2026, 01:30");
});

Deno.test("money in minor units formats per locale", () => {
  assert.equal(formatMoney(1500, "USD", "en"), "$15");
  assert.equal(formatMoney(150050, "RUB", "ru"), "1\u00a0500,50\u00a0руб");
});

Deno.test("one money notation: rubles read 'руб' on Russian pages wherever they appear, dollars '$' first", () => {
  // A price in both currencies and an amount alone say rubles the same way (spec 03: Russian shows 'rub / $').
  assert.equal(formatRubUsdPrice(1900, 20, "ru"), "1\u00a0900\u00a0руб / $20");
  assert.equal(formatMoney(190000, "RUB", "ru"), "1\u00a0900\u00a0руб");
  assert.equal(formatMoney(850, "USD", "ru"), "$8,50");
  assert.equal(formatMoney(1000, "USD", "ru"), "$10");
  // English pages show dollars only for prices; an amount in rubles (a YooKassa payment) reads ₽ first.
  assert.equal(formatRubUsdPrice(1900, 20, "en"), "$20");
  assert.equal(formatMoney(190000, "RUB", "en"), "₽1,900");
  assert.equal(formatMoney(95050, "RUB", "en"), "₽950.50");
  assert.equal(formatUsdPrice(10, "ru", 90), `${formatMoney(90000, "RUB", "ru")} / ${formatMoney(1000, "USD", "ru")}`);
});

Deno.test("plural categories for both languages", () => {
  assert.deepEqual([1, 2, 5, 11, 21, 22, 25].map((n) => pluralCategory(n, "ru")), [
    "one",
    "few",
    "many",
    "many",
    "one",
    "few",
    "many",
  ]);
  assert.deepEqual([1, 2, 5].map((n) => pluralCategory(n, "en")), ["one", "other", "other"]);
});

Deno.test("discounts are shown as percent rounded to 2 decimals", () => {
  assert.equal(discountPercent(0.2149), 21.49);
  assert.equal(discountPercent(0.33333), 33.33);
});

Deno.test("a purchase's date: dd.MM.yyyy HH:mm:ss in Moscow, whatever the language", async () => {
  const { formatPurchaseDate } = await import("../../i18n/format.ts");
  assert.equal(formatPurchaseDate("2026-03-05T11:30:07Z"), "05.03.2026 14:30:07");
  assert.equal(formatPurchaseDate("2026-12-31T21:00:00Z"), "01.01.2027 00:00:00");
});

Deno.test("a price in main units reads as its minor units do, in the one notation", () => {
  assert.equal(toMinorUnits(12.5), 1250);
  assert.equal(toMinorUnits(19.99), 1999, "19.99 × 100 is 1998.9999999999998 in floats");
  assert.equal(toMainUnits(1250), 12.5);
  assert.equal(formatPrice(19.99, "USD", "en"), formatMoney(1999, "USD", "en"));
  assert.equal(formatPrice(1900, "RUB", "ru"), "1\u00a0900\u00a0руб");
  assert.equal(formatPrice(1900, "RUB", "en"), "₽1,900");
  assert.equal(formatPrice(20, "USD", "ru"), "$20");
});
