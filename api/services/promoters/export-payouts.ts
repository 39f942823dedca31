// The admins' CSV of a period's payable payouts for the bank (decision 163): who, how much, the payment's reference and
// purpose, and the account in the payout's currency as snapshotted — the Russian details for RUB (account number, БИК,
// correspondent account, ИНН), IBAN/SWIFT and the address (ISO country code and name) for USD. Held payouts (no account
// in their currency, decision 162) are left out. Every cell is quoted, and a cell that a spreadsheet would run as a
// formula (= + - @, tab, CR) gets an apostrophe.
import { inArray } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { countries } from "../../../db/schema/index.ts";
import { dictionaries } from "../../../i18n/dictionaries.ts";
import { createTranslator } from "../../../i18n/translator.ts";
import type { BankDataCipher } from "./bank-account.ts";
import { isHeldPayout, openPayoutBankAccount, selectPayouts } from "./list-payouts.ts";

/** The columns, in order; README.md ("The payouts CSV for the bank") says what each holds. */
export const PAYOUT_CSV_COLUMNS = [
  "paymentReference",
  "paymentPurpose",
  "payoutId",
  "periodFrom",
  "periodTo",
  "username",
  "email",
  "currency",
  "totalAmount",
  "accountName",
  "bankName",
  "iban",
  "swiftBic",
  "correspondentAccount",
  "inn",
  "countryCode",
  "countryName",
  "state",
  "city",
  "zipCode",
  "beneficiaryReference",
] as const;

/** One quoted cell, safe from spreadsheet formulas. */
export function quotedCsvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? "" : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Minor units → "1234.50" (two decimals, a dot: what a bank's import expects). */
const amount = (minor: number) => (minor / 100).toFixed(2);

/** YYYY-MM-DD → DD.MM.YYYY, as Russian payment orders (and most banks) write dates. */
const dotted = (day: string) => day.split("-").reverse().join(".");

/**
 * The payment's reference: the club, the period's month and the payout id's first eight characters
 * ("FC-202610-1A2B3C4D"): unique per payout, ASCII only, 18 characters — within what SWIFT and Russian banks carry.
 */
export function payoutReference(payout: { id: string; periodFrom: string }): string {
  return `FC-${payout.periodFrom.slice(0, 4)}${payout.periodFrom.slice(5, 7)}-${payout.id.slice(0, 8).toUpperCase()}`;
}

/**
 * The payment's purpose (назначение платежа): in Russian for a ruble transfer (with the VAT statement a Russian
 * payment order needs), in English for others, in SWIFT's character set (no Cyrillic, no dashes but "-").
 */
export function payoutPurpose(payout: { id: string; periodFrom: string; periodTo: string; currency: string }): string {
  const locale = payout.currency === "RUB" ? "ru" : "en";
  const t = createTranslator(locale, dictionaries[locale]);
  return t("adminPayouts.csvPurpose", {
    from: dotted(payout.periodFrom),
    to: dotted(payout.periodTo),
    reference: payoutReference(payout),
  });
}

export async function exportPendingPayoutsCsv(db: DbOrTx, cipher: BankDataCipher, periodFrom: string) {
  const rows = await selectPayouts(db, { periodFrom, status: "PENDING" });
  // Held payouts wait for the promoter; an account in another currency never pays one.
  const ready = rows.filter((r) =>
    String(r.payout.periodFrom) === periodFrom && !isHeldPayout(r.payout) && r.payout.bankCurrency === r.payout.currency
  );
  const opened = await Promise.all(ready.map((row) => openPayoutBankAccount(cipher, row.payout)));
  const countryIds = [...new Set(opened.flatMap((bank) => bank?.address ? [bank.address.countryId] : []))];
  const byId = new Map(
    (countryIds.length
      ? await db.select({ id: countries.id, iso: countries.isoCode, name: countries.engTrans }).from(countries)
        .where(inArray(countries.id, countryIds))
      : []).map((c) => [c.id, c]),
  );
  const lines = [PAYOUT_CSV_COLUMNS.map(quotedCsvCell).join(",")];
  ready.forEach((row, i) => {
    const bank = opened[i];
    const payout = { ...row.payout, periodFrom: String(row.payout.periodFrom), periodTo: String(row.payout.periodTo) };
    // A ruble account is a Russian bank's: it has no address, and its country is Russia.
    const country = payout.currency === "RUB"
      ? { iso: "RU", name: "Russia" }
      : bank?.address
      ? byId.get(bank.address.countryId)
      : undefined;
    const cells: Record<(typeof PAYOUT_CSV_COLUMNS)[number], string | null | undefined> = {
      paymentReference: payoutReference(payout),
      paymentPurpose: payoutPurpose(payout),
      payoutId: payout.id,
      periodFrom: payout.periodFrom,
      periodTo: payout.periodTo,
      username: row.username,
      email: row.email,
      currency: payout.currency,
      totalAmount: amount(payout.totalAmount),
      accountName: bank?.accountName,
      bankName: bank?.bankName,
      iban: bank?.iban,
      swiftBic: bank?.swift_bic,
      correspondentAccount: bank?.correspondentAccount,
      inn: bank?.inn,
      countryCode: country?.iso,
      countryName: country?.name,
      state: bank?.address?.state,
      city: bank?.address?.city,
      zipCode: bank?.address?.zipCode,
      beneficiaryReference: bank?.reference,
    };
    lines.push(PAYOUT_CSV_COLUMNS.map((column) => quotedCsvCell(cells[column])).join(","));
  });
  return "\uFEFF" + lines.join("\r\n") + "\r\n";
}
