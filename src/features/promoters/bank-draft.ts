// The bank data form's draft: from the saved account (or the spec's default currency, USD), to the mutation's input,
// and its messages from the shared schema (src/domain/promoters.ts), one i18n key per field path.
import * as v from "valibot";
import { BankAccountSchema, type BankCurrency, DEFAULT_BANK_CURRENCY } from "../../domain/promoters.ts";
import type { BankAccountInput } from "../../lib/graphql-types.generated.ts";
import type { BankAccount } from "./queries.ts";

export type BankDraft = {
  currency: BankCurrency;
  accountName: string;
  iban: string;
  swift_bic: string;
  city: string;
  state: string;
  zipCode: string;
  /** The country's id as the select holds it ("" for none). */
  countryId: string;
};

export function draftOf(account: BankAccount | null | undefined): BankDraft {
  return {
    currency: account?.currency ?? DEFAULT_BANK_CURRENCY,
    accountName: account?.accountName ?? "",
    iban: account?.iban ?? "",
    swift_bic: account?.swift_bic ?? "",
    city: account?.address?.city ?? "",
    state: account?.address?.state ?? "",
    zipCode: account?.address?.zipCode ?? "",
    countryId: account?.address ? String(account.address.countryId) : "",
  };
}

/** Spec 03 §5: RUB needs the name, account number and BIC; USD and EUR also the address. */
export const needsAddress = (currency: BankCurrency) => currency !== "RUB";

export function inputOf(draft: BankDraft): BankAccountInput {
  const base = {
    currency: draft.currency,
    accountName: draft.accountName,
    iban: draft.iban,
    swift_bic: draft.swift_bic,
  };
  if (!needsAddress(draft.currency)) return base;
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
