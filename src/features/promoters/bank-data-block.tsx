// The bank data block: one account per currency (decision 162). The RUB/USD/EUR buttons choose which account is shown
// (each says whether it is added); Edit unlocks that account's fields, those its currency needs (spec 03 §5, decision
// 162); a payout currency the promoter earns in without an account is named with what to add. Messages appear after
// the first Save and follow each change after it; a save opens the 'data saved' dialog and goes back to view mode.
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { css, cx } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { BANK_CURRENCIES, type BankCurrency, DEFAULT_BANK_CURRENCY } from "../../domain/promoters.ts";
import { Dialog } from "../../ui/dialog.tsx";
import { checksValidation, useAppForm } from "../../ui/form/form.ts";
import { SelectField, TextField } from "../../ui/form/fields.tsx";
import { ghostButton, primaryButton } from "../../ui/styles.ts";
import { showToast } from "../../ui/show-toast.ts";
import { type BankDraft, bankErrors, draftOf, inputOf, isIncomplete, needsAddress } from "./bank-draft.ts";
import { useUpdateBankAccount } from "./mutations.ts";
import { type BankAccount, countriesQuery } from "./queries.ts";
import { block, blockTitle, row } from "./styles.ts";

type TextFieldName =
  | "accountName"
  | "bankName"
  | "iban"
  | "swift_bic"
  | "correspondentAccount"
  | "inn"
  | "zipCode"
  | "state"
  | "city";

const currencyButton = css({
  h: "40px",
  px: "4",
  borderRadius: "full",
  border: "1px solid token(colors.line)",
  fontWeight: "semibold",
  cursor: "pointer",
  "&[aria-pressed=true]": { bg: "brand", color: "white", borderColor: "brand" },
  _disabled: { cursor: "not-allowed", opacity: 0.6 },
});

/** The schema's paths (address.city…) on the form's fields (city…). */
function fieldErrorsOf(draft: BankDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, key] of Object.entries(bankErrors(draft))) errors[path.replace(/^address\./, "")] ??= key;
  return errors;
}

export function BankDataBlock(
  { accounts, missing }: { accounts: readonly BankAccount[]; missing: readonly BankCurrency[] },
) {
  const { t, locale } = useI18n();
  const gql = useGql();
  const countriesResult = useQuery(countriesQuery(gql));
  const countries = countriesResult.data ?? [];
  const accountIn = (currency: BankCurrency) => accounts.find((a) => a.currency === currency) ?? null;
  // The account shown first: one the promoter must add, else their first, else the spec's default currency.
  const [selected, setSelected] = useState<BankCurrency>(
    () => missing[0] ?? accounts[0]?.currency ?? DEFAULT_BANK_CURRENCY,
  );
  const account = accountIn(selected);
  const [editing, setEditing] = useState(false);
  const [savedOpen, setSavedOpen] = useState<BankCurrency | null>(null);
  const save = useUpdateBankAccount({
    onSuccess: ({ updatePromoterBankAccount: answer }) => {
      form.reset(draftOf(answer.bankAccount, selected));
      setEditing(false);
      setSavedOpen(answer.bankAccount?.currency ?? selected);
    },
    onError: (key) => showToast("top", { type: "error", title: t(key) }),
  });
  const form = useAppForm({
    defaultValues: draftOf(account, selected),
    ...checksValidation(fieldErrorsOf),
    onSubmit: ({ value }) => {
      if (editing && !save.isPending) save.mutate({ input: inputOf(value) });
    },
  });
  const choose = (currency: BankCurrency, edit = editing) => {
    setSelected(currency);
    // A fresh draft: its messages wait for its own first Save.
    form.reset(draftOf(accountIn(currency), currency));
    setEditing(edit);
  };
  const draftCurrency = selected;
  const labels: Record<TextFieldName, string> = {
    accountName: t("promoters.bank.accountName"),
    bankName: t("promoters.bank.bankName"),
    correspondentAccount: t("promoters.bank.correspondentAccount"),
    inn: t("promoters.bank.inn"),
    iban: t(draftCurrency === "RUB" ? "promoters.bank.accountNumber" : "promoters.bank.iban"),
    swift_bic: t(draftCurrency === "RUB" ? "promoters.bank.bic" : "promoters.bank.swift"),
    zipCode: t("promoters.bank.zipCode"),
    state: t("promoters.bank.state"),
    city: t("promoters.bank.city"),
  };
  const textField = (name: TextFieldName) => (
    <form.AppField key={name} name={name}>
      {() => <TextField idPrefix="bank" label={labels[name]} readOnly={!editing} maxLength={200} autoComplete="off" />}
    </form.AppField>
  );
  return (
    <section
      id="bank-data"
      // The mail's and the held payouts' link lands here: clear of the sticky site header.
      className={cx(block, css({ scrollMarginTop: "24" }))}
      aria-labelledby="bank-title"
      data-testid="bank-data"
      data-editing={editing}
    >
      <div className={css({ display: "flex", justifyContent: "space-between", gap: "3", flexWrap: "wrap" })}>
        <h2 id="bank-title" className={blockTitle}>{t("promoters.bank.title")}</h2>
        {!editing && (
          <button
            type="button"
            className={ghostButton}
            onClick={() => setEditing(true)}
            data-testid="bank-edit"
          >
            {t("promoters.bank.edit")}
          </button>
        )}
      </div>
      <p className={css({ color: "muted" })}>{t("promoters.bank.lead")}</p>
      {missing.map((currency) => (
        <div
          key={currency}
          role="status"
          data-testid="bank-missing"
          data-currency={currency}
          className={css({
            display: "flex",
            flexWrap: "wrap",
            gap: "3",
            alignItems: "center",
            p: "3",
            borderRadius: "md",
            border: "1px solid token(colors.danger)",
          })}
        >
          <p className={css({ flex: "1 1 240px" })}>
            {t("promoters.bank.missing", {
              currency,
              fields: t(currency === "RUB" ? "promoters.bank.fieldsRUB" : "promoters.bank.fieldsUSD"),
            })}
          </p>
          {!(editing && selected === currency) && (
            <button
              type="button"
              className={ghostButton}
              onClick={() => choose(currency, true)}
            >
              {t("promoters.bank.addMissing", { currency })}
            </button>
          )}
        </div>
      ))}
      <form
        noValidate
        className={css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" } })}
        onSubmit={(event) => {
          event.preventDefault();
          if (editing && !save.isPending) void form.handleSubmit();
        }}
      >
        <div role="group" aria-label={t("promoters.bank.currency")} className={cx(row, css({ gridColumn: "1 / -1" }))}>
          {BANK_CURRENCIES.map((currency) => (
            <button
              key={currency}
              type="button"
              className={currencyButton}
              disabled={save.isPending}
              aria-pressed={selected === currency}
              onClick={() => choose(currency)}
            >
              {currency}{" "}
              <span className={css({ fontWeight: "normal", fontSize: "xs" })}>
                · {t(accountIn(currency) ? "promoters.bank.added" : "promoters.bank.notAdded")}
              </span>
            </button>
          ))}
        </div>
        {!account && !editing && (
          <p className={css({ color: "muted", gridColumn: "1 / -1" })}>
            {t("promoters.bank.noneIn", { currency: selected })}
          </p>
        )}
        {account && isIncomplete(account) && !editing && (
          <p className={css({ color: "danger", gridColumn: "1 / -1" })} data-testid="bank-incomplete">
            {t(account.currency === "RUB" ? "promoters.bank.incompleteRUB" : "promoters.bank.incompleteOther")}
          </p>
        )}
        {selected === "EUR" && (
          <p className={css({ color: "muted", gridColumn: "1 / -1" })}>{t("promoters.bank.eurNote")}</p>
        )}
        {(account || editing) && (
          <>
            {textField("accountName")}
            {textField("bankName")}
            {textField("iban")}
            {textField("swift_bic")}
            {!needsAddress(draftCurrency) && (
              <>
                {textField("correspondentAccount")}
                {textField("inn")}
              </>
            )}
          </>
        )}
        {(account || editing) && needsAddress(draftCurrency) && (
          <>
            <form.AppField name="countryId">
              {() => (
                <SelectField
                  idPrefix="bank"
                  label={t("promoters.bank.country")}
                  placeholder={t("ui.notSpecified")}
                  options={countries.map((c) => ({
                    value: String(c.id),
                    label: locale === "ru" ? c.rusTrans : c.engTrans,
                  }))}
                  disabled={!editing}
                />
              )}
            </form.AppField>
            {textField("zipCode")}
            {textField("state")}
            {textField("city")}
          </>
        )}
        {editing && (
          <div className={cx(row, css({ gridColumn: "1 / -1" }))}>
            <button type="submit" className={primaryButton} disabled={save.isPending} data-testid="bank-save">
              {t("promoters.bank.save")}
            </button>
            <button
              type="button"
              className={ghostButton}
              disabled={save.isPending}
              onClick={() => choose(selected, false)}
            >
              {t("promoters.cancel")}
            </button>
          </div>
        )}
      </form>
      <Dialog
        open={savedOpen !== null}
        onOpenChange={(open) => !open && setSavedOpen(null)}
        title={t("promoters.bank.savedTitle")}
        closeLabel={t("ui.close")}
      >
        <div className={css({ display: "flex", flexDirection: "column", gap: "4" })} data-testid="bank-saved">
          <p>{t("promoters.bank.savedText", { currency: savedOpen ?? selected })}</p>
          <button type="button" className={primaryButton} onClick={() => setSavedOpen(null)}>
            {t("promoters.ok")}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
