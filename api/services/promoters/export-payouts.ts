// The admins' CSV of a period's PENDING payouts for the bank: who, how much, and the bank account as snapshotted.
// Every cell is quoted, and a cell that a spreadsheet would run as a formula (= + - @, tab, CR) gets an apostrophe.
import type { DbOrTx } from "../../../db/client.ts";
import type { BankDataCipher } from "./bank-account.ts";
import { isHeldPayout, openPayoutBankAccount, selectPayouts } from "./list-payouts.ts";

export const PAYOUT_CSV_COLUMNS = [
  "payoutId",
  "periodFrom",
  "periodTo",
  "username",
  "email",
  "currency",
  "totalAmount",
  "bankCurrency",
  "accountName",
  "iban",
  "swiftBic",
  "reference",
  "city",
  "state",
  "zipCode",
  "countryId",
] as const;

/** One quoted cell, safe from spreadsheet formulas. */
export function quotedCsvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? "" : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Minor units → "1234.50" (two decimals, a dot: what a bank's import expects). */
const amount = (minor: number) => (minor / 100).toFixed(2);

export async function exportPendingPayoutsCsv(db: DbOrTx, cipher: BankDataCipher, periodFrom: string) {
  const rows = await selectPayouts(db, { periodFrom, status: "PENDING" });
  const lines = [PAYOUT_CSV_COLUMNS.map(quotedCsvCell).join(",")];
  // Held payouts (no account in their currency) wait for the promoter; an account in another currency never pays one.
  const ready = rows.filter((r) =>
    String(r.payout.periodFrom) === periodFrom && !isHeldPayout(r.payout) && r.payout.bankCurrency === r.payout.currency
  );
  for (const row of ready) {
    const bank = await openPayoutBankAccount(cipher, row.payout);
    lines.push(
      [
        row.payout.id,
        String(row.payout.periodFrom),
        String(row.payout.periodTo),
        row.username,
        row.email,
        row.payout.currency,
        amount(row.payout.totalAmount),
        bank?.currency,
        bank?.accountName,
        bank?.iban,
        bank?.swift_bic,
        bank?.reference,
        bank?.address?.city,
        bank?.address?.state,
        bank?.address?.zipCode,
        bank?.address?.countryId,
      ].map(quotedCsvCell).join(","),
    );
  }
  return "\uFEFF" + lines.join("\r\n") + "\r\n";
}
