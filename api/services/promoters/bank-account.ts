// A promoter's bank account, sealed at rest: AES-GCM (WebCrypto) with BANK_DATA_KEY, a random 12-byte IV per seal,
// stored as base64(iv ‖ ciphertext). The owner's user id is the additional authenticated data, so a sealed text copied
// onto another promoter's row (or payout) does not open. Nothing here logs bank data or puts it in an error.
import { decodeBase64, encodeBase64 } from "@oslojs/encoding";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { promoterBankAccounts } from "../../../db/schema/index.ts";
import type { BankAccountInput, BankCurrency } from "../../../src/domain/promoters.ts";

/** What is sealed: everything of the account but its currency (kept in clear beside it). */
export type BankAccountData = {
  accountName: string;
  iban: string;
  swift_bic: string;
  reference: string | null;
  address: { city: string; state: string; zipCode: string; countryId: number } | null;
};

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
      return JSON.parse(decoder.decode(plain)) as BankAccountData;
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

/** The form's input → the sealed JSON (USD/EUR keep the address; RUB has none). */
export function bankAccountData(input: BankAccountInput): BankAccountData {
  return {
    accountName: input.accountName,
    iban: input.iban,
    swift_bic: input.swift_bic,
    reference: input.reference ? input.reference : null,
    address: input.currency === "RUB" ? null : {
      city: input.address.city,
      state: input.address.state,
      zipCode: input.address.zipCode,
      countryId: input.address.countryId,
    },
  };
}

/** The owner's account, opened; null when none is stored or it does not open with this key. */
export async function readBankAccount(
  db: DbOrTx,
  cipher: BankDataCipher,
  userId: string,
): Promise<BankAccountView | null> {
  const [row] = await db.select().from(promoterBankAccounts).where(eq(promoterBankAccounts.userId, userId));
  if (!row) return null;
  try {
    return {
      ...(await cipher.open(row.sealed, userId)),
      currency: row.currency,
      updatedAt: row.updatedAt.toISOString(),
    };
  } catch (error) {
    // A rotated or wrong key: the promoter sees no account (and may enter it again) instead of a failed page.
    console.error(`promoters: the bank account of ${userId} does not open:`, (error as Error).message);
    return null;
  }
}

/** Stores (or replaces) the promoter's account, sealed; answers it as the owner sees it. */
export async function updatePromoterBankAccount(
  db: DbOrTx,
  cipher: BankDataCipher,
  userId: string,
  input: BankAccountInput,
  now: Date,
): Promise<BankAccountView> {
  const data = bankAccountData(input);
  const sealed = await cipher.seal(data, userId);
  await db.insert(promoterBankAccounts).values({ userId, currency: input.currency, sealed, updatedAt: now })
    .onConflictDoUpdate({
      target: promoterBankAccounts.userId,
      set: { currency: input.currency, sealed, updatedAt: now },
    });
  return { ...data, currency: input.currency, updatedAt: now.toISOString() };
}

/** The last four characters of an account number, for the "your bank data changed" mail. */
export function lastFour(iban: string): string {
  return iban.slice(-4);
}
