// The bank data form's draft of one currency's account: from the saved account (or an empty one in that currency), to
// the mutation's input, and its messages from the shared schema (src/domain/promoters.ts), one i18n key per field path.
import * as v from "valibot";
import { BankAccountSchema, type BankCurrency, DEFAULT_BANK_CURRENCY } from "../../domain/promoters.ts";
import type { BankAccountInput } from "../../lib/graphql-types.generated.ts";
import type { BankAccount } from "./queries.ts";

export type BankDraft = {
  currency: BankCurrency;
  accountName: string;
  bankName: string;
  iban: string;
  swift_bic: string;
  /** RUB only. */
  correspondentAccount: string;
  /** RUB only. */
  inn: string;
  city: string;
  state: string;
  zipCode: string;
  /** The country's id as the select holds it ("" for none). */
  countryId: string;
};

export function draftOf(account: BankAccount | null | undefined, currency?: BankCurrency): BankDraft {
  return {
    currency: account?.currency ?? currency ?? DEFAULT_BANK_CURRENCY,
    accountName: account?.accountName ?? "",
    bankName: account?.bankName ?? "",
    iban: account?.iban ?? "",
    swift_bic: account?.swift_bic ?? "",
    correspondentAccount: account?.correspondentAccount ?? "",
    inn: account?.inn ?? "",
    city: account?.address?.city ?? "",
    state: account?.address?.state ?? "",
    zipCode: account?.address?.zipCode ?? "",
    countryId: account?.address ? String(account.address.countryId) : "",
  };
}

/** Spec 03 §5: USD and EUR need the address; RUB instead the correspondent account and the ИНН (decision 162). */
export const needsAddress = (currency: BankCurrency) => currency !== "RUB";

/** An account saved before decision 162 asked for the bank's name (and, for RUB, the correspondent account and ИНН). */
export const isIncomplete = (account: BankAccount) =>
  !account.bankName || (account.currency === "RUB" && (!account.correspondentAccount || !account.inn));

export function inputOf(draft: BankDraft): BankAccountInput {
  const base = {
    currency: draft.currency,
    accountName: draft.accountName,
    bankName: draft.bankName,
    iban: draft.iban,
    swift_bic: draft.swift_bic,
  };
  if (!needsAddress(draft.currency)) {
    return { ...base, correspondentAccount: draft.correspondentAccount, inn: draft.inn };
  }
  return {
    ...base,
    address: { city: draft.city, state: draft.state, zipCode: draft.zipCode, countryId: Number(draft.countryId) || 0 },
  };
}

/** Field path (accountName, address.city…) → the i18n key of its first problem; empty when the draft is valid. */
export function bankErrors(draft: BankDraft): Record<string, string> {
  const result = v.safeParse(BankAccountSchema, inputOf(draft));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? "";
    errors[path] ??= /^(promoters\.)?errors\./.test(issue.message) ? issue.message : "errors.BAD_USER_INPUT";
  }
  return errors;
}
