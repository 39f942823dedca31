// A promoter's bank accounts, one per currency (decision 162), sealed at rest: AES-GCM (WebCrypto) with BANK_DATA_KEY, a random 12-byte IV per seal,
// stored as base64(iv ‖ ciphertext). The owner's user id is the additional authenticated data, so a sealed text copied
// onto another promoter's row (or payout) does not open. Nothing here logs bank data or puts it in an error.
import { decodeBase64, encodeBase64 } from "@oslojs/encoding";
import { and, asc, eq, isNull, ne, notInArray } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { commissions, payouts, promoterBankAccounts } from "../../../db/schema/index.ts";
import {
  type BankAccountInput,
  type BankCurrency,
  PAYOUT_CURRENCIES,
  type PayoutCurrency,
} from "../../../src/domain/promoters.ts";

/**
 * What is sealed: everything of the account but its currency (kept in clear beside it). `bankName`, and for RUB
 * `correspondentAccount` and `inn`, are null in accounts saved before decision 162 asked for them.
 */
export type BankAccountData = {
  accountName: string;
  bankName: string | null;
  iban: string;
  swift_bic: string;
  correspondentAccount: string | null;
  inn: string | null;
  reference: string | null;
  address: { city: string; state: string; zipCode: string; countryId: number } | null;
};

/** A sealed JSON of any age → the current shape (the fields added later read as null). */
function normalized(data: Partial<BankAccountData>): BankAccountData {
  return {
    accountName: data.accountName ?? "",
    bankName: data.bankName ?? null,
    iban: data.iban ?? "",
    swift_bic: data.swift_bic ?? "",
    correspondentAccount: data.correspondentAccount ?? null,
    inn: data.inn ?? null,
    reference: data.reference ?? null,
    address: data.address ?? null,
  };
}

/** The account as its owner and admins see it. */
export type BankAccountView = BankAccountData & { currency: BankCurrency; updatedAt: string };

/**
 * The embedded default's key when BANK_DATA_KEY is unset (config refuses that in production): fixed, so demo data
 * sealed by one start opens on the next. Public on purpose — it protects nothing but demo rows.
 */
const DEVELOPMENT_KEY = "ZmVsbG93cy1jbHViLWRldi1iYW5rLWRhdGEta2V5LTE="; // "fellows-club-dev-bank-data-key-1"

const IV_BYTES = 12;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Standard padded base64 (as passwords.ts stores salts), as a buffer WebCrypto takes. */
const fromBase64 = (text: string) => new Uint8Array(decodeBase64(text));

/** The cipher the API and the payout snapshot use; made once per app from the configured key. */
export type BankDataCipher = {
  seal(data: BankAccountData, userId: string): Promise<string>;
  open(sealed: string, userId: string): Promise<BankAccountData>;
};

/**
 * The cipher for BANK_DATA_KEY (base64 of 32 bytes). Unset: the development key — only outside production; the config
 * already refuses a production start without it, and this refuses again so a missing key can never seal real data.
 */
export function createBankDataCipher(keyBase64: string | undefined, isProduction: boolean): BankDataCipher {
  if (!keyBase64 && isProduction) throw new Error("BANK_DATA_KEY is required in production");
  const key = crypto.subtle.importKey("raw", fromBase64(keyBase64 ?? DEVELOPMENT_KEY), "AES-GCM", false, [
    "encrypt",
    "decrypt",
  ]);
  return {
    async seal(data, userId) {
      const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
      const cipher = await crypto.subtle.encrypt(
        { name: "AES-GCM", iv, additionalData: encoder.encode(userId) },
        await key,
        encoder.encode(JSON.stringify(data)),
      );
      const out = new Uint8Array(IV_BYTES + cipher.byteLength);
      out.set(iv, 0);
      out.set(new Uint8Array(cipher), IV_BYTES);
      return encodeBase64(out);
    },
    async open(sealed, userId) {
      const bytes = fromBase64(sealed);
      const plain = await crypto.subtle.decrypt(
        { name: "AES-GCM", iv: bytes.slice(0, IV_BYTES), additionalData: encoder.encode(userId) },
        await key,
        bytes.slice(IV_BYTES),
      ).catch(() => {
        // The reason only: the sealed text is bank data.
        throw new Error("bank account: the sealed data does not open with this key and owner");
      });
      return normalized(JSON.parse(decoder.decode(plain)) as Partial<BankAccountData>);
    },
  };
}

/** Opens a sealed account (a promoter's row, or a payout's snapshot which is sealed with the same user id). */
export async function openBankAccount(
  cipher: BankDataCipher,
  sealed: string,
  userId: string,
): Promise<BankAccountData> {
  return await cipher.open(sealed, userId);
}

/** The form's input → the sealed JSON (USD/EUR keep the address; RUB its correspondent account and ИНН). */
export function bankAccountData(input: BankAccountInput): BankAccountData {
  return {
    accountName: input.accountName,
    bankName: input.bankName,
    iban: input.iban,
    swift_bic: input.swift_bic,
    correspondentAccount: input.currency === "RUB" ? input.correspondentAccount : null,
    inn: input.currency === "RUB" ? input.inn : null,
    reference: input.reference ? input.reference : null,
    address: input.currency === "RUB" ? null : {
      city: input.address.city,
      state: input.address.state,
      zipCode: input.address.zipCode,
      countryId: input.address.countryId,
    },
  };
}

/** The owner's accounts, opened, by currency; one that does not open with this key is left out (logged by id). */
export async function readBankAccounts(
  db: DbOrTx,
  cipher: BankDataCipher,
  userId: string,
): Promise<BankAccountView[]> {
  const rows = await db.select().from(promoterBankAccounts).where(eq(promoterBankAccounts.userId, userId))
    .orderBy(asc(promoterBankAccounts.currency));
  const accounts: BankAccountView[] = [];
  for (const row of rows) {
    try {
      accounts.push({
        ...(await cipher.open(row.sealed, userId)),
        currency: row.currency,
        updatedAt: row.updatedAt.toISOString(),
      });
    } catch (error) {
      // A rotated or wrong key: the promoter sees no account (and may enter it again) instead of a failed page.
      console.error(
        `promoters: the ${row.currency} bank account of ${userId} does not open:`,
        (error as Error).message,
      );
    }
  }
  return accounts;
}

/**
 * The payout currencies the promoter earns in (a commission line that may be paid, or a held payout) without an
 * account in that currency: those payouts are held until they add one (decision 162).
 */
export async function missingBankCurrencies(
  db: DbOrTx,
  userId: string,
  accounts: readonly { currency: BankCurrency }[],
): Promise<PayoutCurrency[]> {
  const have = new Set<string>(accounts.map((a) => a.currency));
  const [earned, held] = await Promise.all([
    db.selectDistinct({ currency: commissions.currency }).from(commissions).where(and(
      eq(commissions.promoterId, userId),
      notInArray(commissions.status, ["REVERSED", "SELF_REFERRAL"]),
      ne(commissions.amount, 0),
    )),
    db.selectDistinct({ currency: payouts.currency }).from(payouts).where(and(
      eq(payouts.promoterId, userId),
      eq(payouts.status, "PENDING"),
      isNull(payouts.bankAccountSealed),
    )),
  ]);
  const needed = new Set<string>([...earned, ...held].map((r) => r.currency));
  return PAYOUT_CURRENCIES.filter((c) => needed.has(c) && !have.has(c));
}

/** What the promoter area shows of the bank data: the accounts, the latest changed, the currencies missing. */
export async function promoterBankData(db: DbOrTx, cipher: BankDataCipher, userId: string) {
  const accounts = await readBankAccounts(db, cipher, userId);
  const latest = [...accounts].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0] ?? null;
  return { accounts, latest, missing: await missingBankCurrencies(db, userId, accounts) };
}

/**
 * Stores (or replaces) the promoter's account in the input's currency, sealed, and gives it to their held payouts in
 * that currency (PENDING with no account), which then go to the bank with the next CSV. Other currencies' accounts
 * and every other payout's snapshot stay as they are. Answers the account as the owner sees it.
 */
export async function updatePromoterBankAccount(
  db: DbOrTx,
  cipher: BankDataCipher,
  userId: string,
  input: BankAccountInput,
  now: Date,
): Promise<BankAccountView & { released: number }> {
  const data = bankAccountData(input);
  const sealed = await cipher.seal(data, userId);
  const released = await db.transaction(async (tx) => {
    await tx.insert(promoterBankAccounts).values({ userId, currency: input.currency, sealed, updatedAt: now })
      .onConflictDoUpdate({
        target: [promoterBankAccounts.userId, promoterBankAccounts.currency],
        set: { sealed, updatedAt: now },
      });
    if (input.currency === "EUR") return 0;
    const rows = await tx.update(payouts).set({
      bankAccountSealed: sealed,
      bankCurrency: input.currency,
      updatedAt: now,
    })
      .where(and(
        eq(payouts.promoterId, userId),
        eq(payouts.currency, input.currency),
        eq(payouts.status, "PENDING"),
        isNull(payouts.bankAccountSealed),
      )).returning({ id: payouts.id });
    return rows.length;
  });
  return { ...data, currency: input.currency, updatedAt: now.toISOString(), released };
}

/** The last four characters of an account number, for the "your bank data changed" mail. */
export function lastFour(iban: string): string {
  return iban.slice(-4);
}
