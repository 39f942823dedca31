// Promoter rules that money depends on (issue 27): the payout date and period in Moscow time, bank data checks,
// the displays (percent, masked e-mail), commission rounding, and reading the Central Bank of Russia's daily rates.
import assert from "node:assert/strict";
import { promoFromSearch, rememberedPromo, rememberPromo } from "../../src/lib/promo-code.ts";
import {
  commissionOf,
  isValidIban,
  isValidInn,
  isValidSwiftBic,
  maskEmail,
  nextPayoutDate,
  payoutPeriodFor,
  percentFromBasisPoints,
  percentFromFraction,
  rubAccountMatchesBic,
  rubCorrespondentMatchesBic,
} from "../../src/domain/promoters.ts";
import { dailyRates, fetchCbrRates, parseCbrXml } from "../../api/integrations/exchange-rates.ts";
import { cbrXml, createCbrFake, encodeWindows1251 } from "../../api/integrations/fakes/cbr-fake.ts";

const at = (iso: string) => new Date(iso);

Deno.test("the payout date is the 15th in Moscow: the 15th itself until midnight Moscow, then next month's", () => {
  // 23:59 Moscow on the 14th, and 00:00 Moscow on the 15th (21:00 UTC the day before): both say the 15th.
  assert.equal(nextPayoutDate(at("2026-03-14T20:59:00Z")), "2026-03-15");
  assert.equal(nextPayoutDate(at("2026-03-14T21:00:00Z")), "2026-03-15");
  // The whole 15th (Moscow) still says today; from 00:00 Moscow on the 16th it is next month's 15th.
  assert.equal(nextPayoutDate(at("2026-03-15T20:59:59Z")), "2026-03-15");
  assert.equal(nextPayoutDate(at("2026-03-15T21:00:00Z")), "2026-04-15");
  // Early in the month, and across the year's end.
  assert.equal(nextPayoutDate(at("2026-03-01T00:00:00Z")), "2026-03-15");
  assert.equal(nextPayoutDate(at("2026-12-16T10:00:00Z")), "2027-01-15");
  assert.equal(nextPayoutDate(at("2026-12-31T21:30:00Z")), "2027-01-15");
});

Deno.test("the payout period closes the previous Moscow month once the 15th has come, the one before until then", () => {
  // 00:00 Moscow on 15 March: February is closed (ending at 00:00 Moscow on 1 March).
  assert.deepEqual(payoutPeriodFor(at("2026-03-14T21:00:00Z")), {
    periodFrom: "2026-02-01",
    periodTo: "2026-02-28",
    closesAt: at("2026-02-28T21:00:00Z"),
  });
  // A minute before: still 14 March in Moscow, so the period is January's (closed on 15 February).
  assert.deepEqual(payoutPeriodFor(at("2026-03-14T20:59:00Z")), {
    periodFrom: "2026-01-01",
    periodTo: "2026-01-31",
    closesAt: at("2026-01-31T21:00:00Z"),
  });
  // The 16th and the end of the month keep February's.
  assert.equal(payoutPeriodFor(at("2026-03-15T21:00:00Z")).periodFrom, "2026-02-01");
  assert.equal(payoutPeriodFor(at("2026-03-31T20:59:00Z")).periodFrom, "2026-02-01");
  // Year ends: on 15 January December closes; on 10 January it is still November's.
  assert.deepEqual(payoutPeriodFor(at("2027-01-14T21:00:00Z")), {
    periodFrom: "2026-12-01",
    periodTo: "2026-12-31",
    closesAt: at("2026-12-31T21:00:00Z"),
  });
  assert.deepEqual(
    [payoutPeriodFor(at("2027-01-10T12:00:00Z")).periodFrom, payoutPeriodFor(at("2027-01-10T12:00:00Z")).periodTo],
    ["2026-11-01", "2026-11-30"],
  );
  // A leap February.
  assert.equal(payoutPeriodFor(at("2028-03-15T12:00:00Z")).periodTo, "2028-02-29");
});

Deno.test("IBAN: valid German, British and French IBANs pass mod-97; one changed digit fails", () => {
  for (const iban of ["DE89370400440532013000", "GB82 WEST 1234 5698 7654 32", "FR1420041010050500013M02606"]) {
    assert.equal(isValidIban(iban), true, iban);
  }
  assert.equal(isValidIban("de89 3704 0044 0532 0130 00"), true, "lower case and spaces");
  for (const iban of ["DE89370400440532013001", "GB82WEST12345698765433", "FR1420041010050500013M02607"]) {
    assert.equal(isValidIban(iban), false, iban);
  }
  assert.equal(isValidIban("DE8937040044"), false, "too short");
  assert.equal(isValidIban("1234370400440532013000"), false, "no country");
});

Deno.test("SWIFT/BIC: 8 or 11 characters, bank and country letters", () => {
  for (const bic of ["DEUTDEFF", "DEUTDEFF500", "deut de ff", "SABRRUMM"]) {
    assert.equal(isValidSwiftBic(bic), true, bic);
  }
  for (const bic of ["DEUTDEF", "DEUTDEFF5", "1EUTDEFF", "DEUT1EFF", "DEUTDEFF5000"]) {
    assert.equal(isValidSwiftBic(bic), false, bic);
  }
});

Deno.test("Russian bank details: the account and correspondent account agree with the БИК, the ИНН's check digits", () => {
  // Sberbank (Moscow): БИК 044525225, correspondent account 30101810400000000225.
  assert.ok(rubCorrespondentMatchesBic("30101810400000000225", "044525225"));
  assert.ok(!rubCorrespondentMatchesBic("30101810400000000226", "044525225"), "one digit changed");
  assert.ok(!rubCorrespondentMatchesBic("40101810400000000225", "044525225"), "not a correspondent account");
  assert.ok(rubAccountMatchesBic("40817810899910004312", "044525225"));
  assert.ok(!rubAccountMatchesBic("40817810099910004312", "044525225"), "a wrong control digit");
  assert.ok(!rubAccountMatchesBic("40817810899910004312", "044525226"), "another bank's БИК");
  assert.ok(isValidInn("7707083893"), "an organisation's 10 digits");
  assert.ok(isValidInn("500100732259"), "a person's 12 digits");
  assert.ok(!isValidInn("7707083894"));
  assert.ok(!isValidInn("500100732258"));
  assert.ok(!isValidInn("77070838931"), "11 digits");
});

Deno.test("displays: the masked e-mail keeps two characters of the local part; percents from bp and fractions", () => {
  assert.equal(maskEmail("anna.ivanova@example.com"), "an***@example.com");
  assert.equal(maskEmail("a@x.org"), "a***@x.org");
  assert.equal(percentFromBasisPoints(1250), 12.5);
  assert.equal(percentFromBasisPoints(3000), 30);
  assert.equal(percentFromBasisPoints(1), 0.01);
  assert.equal(percentFromFraction(0.125), 12.5);
  assert.equal(percentFromFraction(0.3), 30);
  assert.equal(percentFromFraction(0.07), 7);
});

Deno.test("commission: the amount paid × the rate, rounded half up to the minor unit", () => {
  assert.equal(commissionOf(1999, 3000), 600); // 599.7 → 600
  assert.equal(commissionOf(171000, 3000), 51300);
  assert.equal(commissionOf(5, 1000), 1); // 0.5 → 1
  assert.equal(commissionOf(4, 1000), 0); // 0.4 → 0
  assert.equal(commissionOf(1234, 2000), 247); // 246.8 → 247
  assert.equal(commissionOf(0, 3000), 0);
  assert.equal(commissionOf(-1999, 3000), -600, "a clawback rounds like the line it undoes");
  assert.throws(() => commissionOf(10.5, 3000), RangeError);
});

Deno.test("CBR XML_daily: decimal commas, Nominal, the four rates derived", () => {
  const xml = `<?xml version="1.0" encoding="windows-1251"?>
<ValCurs Date="27.11.2026" name="Foreign Currency Market">
<Valute ID="R01010"><NumCode>036</NumCode><CharCode>AUD</CharCode><Nominal>1</Nominal><Name>Австралийский доллар</Name><Value>60,1000</Value></Valute>
<Valute ID="R01235"><NumCode>840</NumCode><CharCode>USD</CharCode><Nominal>1</Nominal><Name>Доллар США</Name><Value>92,1234</Value></Valute>
<Valute ID="R01239"><NumCode>978</NumCode><CharCode>EUR</CharCode><Nominal>1</Nominal><Name>Евро</Name><Value>100,5000</Value></Valute>
</ValCurs>`;
  const cbr = parseCbrXml(xml);
  assert.deepEqual(cbr, { date: "2026-11-27", usdToRub: 92.1234, eurToRub: 100.5 });
  const rates = dailyRates(cbr);
  assert.equal(rates.usdToRub, 92.1234);
  assert.ok(Math.abs(rates.rubToUsd - 1 / 92.1234) < 1e-12);
  assert.ok(Math.abs(rates.rubToEur - 1 / 100.5) < 1e-12);
  assert.ok(Math.abs(rates.usdToEur - 92.1234 / 100.5) < 1e-12);
  // A Nominal other than 1: the value is per that many units.
  const perTen = parseCbrXml(xml.replace("<Nominal>1</Nominal><Name>Евро", "<Nominal>10</Nominal><Name>Евро"));
  assert.ok(Math.abs(perTen.eurToRub - 10.05) < 1e-12);
  assert.throws(() => parseCbrXml(xml.replace("<CharCode>EUR</CharCode>", "<CharCode>XXX</CharCode>")), /EUR/);
  assert.throws(() => parseCbrXml("<html>maintenance</html>"), /Date/);
});

Deno.test("CBR XML_daily: the windows-1251 document from the fake is decoded and read", async () => {
  const bytes = encodeWindows1251(cbrXml("2026-11-27", 91.5, 99.25));
  assert.ok(bytes.includes(0xc4), "Cyrillic is one byte each, as windows-1251");
  const fake = createCbrFake({ date: "2026-11-27", usdToRub: 91.5, eurToRub: 99.25 });
  const rates = await fetchCbrRates(fake.url, fake.fetch);
  assert.equal(rates.date, "2026-11-27");
  assert.equal(rates.usdToRub, 91.5);
  assert.ok(Math.abs(rates.usdToEur - 91.5 / 99.25) < 1e-12);
  fake.state.down = true;
  await assert.rejects(() => fetchCbrRates(fake.url, fake.fetch), /503/);
});

Deno.test("a promoter's link code: read from ?promo=, upper-cased, remembered 30 days, garbage ignored", () => {
  assert.equal(promoFromSearch("?promo=demopromo sub"), "DEMOPROMOSUB");
  assert.equal(promoFromSearch("?x=1&promo=ANNA2SUB"), "ANNA2SUB");
  assert.equal(promoFromSearch("?promo=<script>"), null);
  assert.equal(promoFromSearch("?promo="), null);
  assert.equal(promoFromSearch(""), null);
  const store = new Map<string, string>();
  const local = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
  } as Storage;
  Object.defineProperty(globalThis, "localStorage", { value: local, configurable: true });
  try {
    const now = Date.UTC(2026, 10, 27);
    assert.equal(rememberedPromo(now), null);
    rememberPromo("?promo=annasub", now);
    assert.equal(rememberedPromo(now + 29 * 86_400_000), "ANNASUB");
    assert.equal(rememberedPromo(now + 31 * 86_400_000), null, "forgotten after 30 days");
    rememberPromo("?promo=%0d%0a", now);
    assert.equal(rememberedPromo(now), "ANNASUB", "a bad code does not replace a good one");
  } finally {
    delete (globalThis as { localStorage?: Storage }).localStorage;
  }
});

Deno.test("exchange rates read as one unit of the dearer currency: 1 EUR = 100.20 ₽, dated in Moscow", async () => {
  const { readableRates } = await import("../../src/domain/promoters.ts");
  const { formatDate, formatRateQuote } = await import("../../i18n/format.ts");
  // The demo day: 92.5 ₽ per dollar, 100.2 ₽ per euro, as decision 123 stores them.
  const stored = { rubToEur: 1 / 100.2, rubToUsd: 1 / 92.5, usdToEur: 92.5 / 100.2, usdToRub: 92.5 };
  const shown = (locale: "ru" | "en") => readableRates(stored).map((q) => formatRateQuote(q, locale));
  assert.deepEqual(shown("en"), ["1 EUR = 100.20\u00a0₽", "1 USD = 92.50\u00a0₽", "1 EUR = 1.0832\u00a0$"]);
  assert.deepEqual(shown("ru"), ["1 EUR = 100,20\u00a0₽", "1 USD = 92,50\u00a0₽", "1 EUR = 1,0832\u00a0$"]);
  // A cheap currency is never shown as "0,01": every quote is at least 1.
  assert.ok(readableRates(stored).every((q) => q.value >= 1));
  // The rates' date is a Moscow day: 2 December stays 2 December whatever the reader's clock.
  assert.equal(formatDate("2026-12-02", "en"), "2 December 2026");
  assert.equal(formatDate("2026-12-02", "ru"), "2 декабря 2026 г.");
});

Deno.test("a payout sum below the minimum is carried to the next 15th, as the payout job rolls it over", async () => {
  const { schedulePayouts } = await import("../../src/domain/promoters.ts");
  const line = (createdAt: string, amount: number) => ({
    createdAt: new Date(createdAt),
    payableAt: new Date(new Date(createdAt).getTime() + 14 * 86_400_000),
    amount,
  });
  // 15 $ from November (below 20 $) waits for January, where December's 10 $ joins it.
  assert.deepEqual(
    schedulePayouts([], [line("2026-11-05T09:00:00Z", 1500), line("2026-12-05T09:00:00Z", 1000)], "2026-12-15", 2000),
    [{ date: "2027-01-15", amountMinor: 2500, made: false, belowMinimum: false }],
  );
  // Still below at the last date: shown there, flagged.
  assert.deepEqual(schedulePayouts([], [line("2026-11-05T09:00:00Z", 1500)], "2026-12-15", 2000), [
    { date: "2026-12-15", amountMinor: 1500, made: false, belowMinimum: true },
  ]);
});
