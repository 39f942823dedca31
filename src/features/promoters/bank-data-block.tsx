// The bank data block: the saved account in view mode; Edit unlocks the fields and the RUB/USD/EUR buttons; the
// fields are those the currency needs (spec 03 §5); messages appear after the first Save and follow each change
// after it; a save opens the 'data saved' dialog and goes back to view mode.
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { css, cx } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { BANK_CURRENCIES } from "../../domain/promoters.ts";
import { Dialog } from "../../ui/dialog.tsx";
import { fieldError, fieldInput, fieldLabel } from "../../ui/schema-form.tsx";
import { ghostButton, primaryButton } from "../../ui/styles.ts";
import { showToast } from "../../ui/show-toast.ts";
import { type BankDraft, bankErrors, draftOf, inputOf, needsAddress } from "./bank-draft.ts";
import { useUpdateBankAccount } from "./mutations.ts";
import { type BankAccount, countriesQuery } from "./queries.ts";
import { block, blockTitle, row } from "./styles.ts";

type TextField = "accountName" | "iban" | "swift_bic" | "zipCode" | "state" | "city";

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

export function BankDataBlock({ account }: { account: BankAccount | null }) {
  const { t, locale } = useI18n();
  const gql = useGql();
  const countriesResult = useQuery(countriesQuery(gql));
  const countries = countriesResult.data ?? [];
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<BankDraft>(() => draftOf(account));
  const [tried, setTried] = useState(false);
  const [savedOpen, setSavedOpen] = useState(false);
  const save = useUpdateBankAccount({
    onSuccess: ({ updatePromoterBankAccount: answer }) => {
      setDraft(draftOf(answer.bankAccount));
      setEditing(false);
      setTried(false);
      setSavedOpen(true);
    },
    onError: (key) => showToast("top", { type: "error", title: t(key) }),
  });
  const errors = tried ? bankErrors(draft) : {};
  const set = (patch: Partial<BankDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const labels: Record<TextField, string> = {
    accountName: t("promoters.bank.accountName"),
    iban: t(draft.currency === "RUB" ? "promoters.bank.accountNumber" : "promoters.bank.iban"),
    swift_bic: t(draft.currency === "RUB" ? "promoters.bank.bic" : "promoters.bank.swift"),
    zipCode: t("promoters.bank.zipCode"),
    state: t("promoters.bank.state"),
    city: t("promoters.bank.city"),
  };
  const textField = (name: TextField, path: string = name) => (
    <label className={fieldLabel} key={name}>
      {labels[name]}
      <input
        name={name}
        value={draft[name]}
        readOnly={!editing}
        maxLength={200}
        autoComplete="off"
        onChange={(e) => set({ [name]: e.target.value })}
        aria-invalid={Boolean(errors[path])}
        className={cx(fieldInput, css({ _readOnly: { bg: "surface" } }))}
      />
      {errors[path] && <span className={fieldError}>{t(errors[path])}</span>}
    </label>
  );
  return (
    <section
      id="bank-data"
      className={block}
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
      {!account && !editing && <p className={css({ color: "muted" })}>{t("promoters.bank.none")}</p>}
      <form
        noValidate
        className={css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" } })}
        onSubmit={(event) => {
          event.preventDefault();
          if (!editing || save.isPending) return;
          setTried(true);
          if (Object.keys(bankErrors(draft)).length) return;
          save.mutate({ input: inputOf(draft) });
        }}
      >
        <div role="group" aria-label={t("promoters.bank.currency")} className={cx(row, css({ gridColumn: "1 / -1" }))}>
          {BANK_CURRENCIES.map((currency) => (
            <button
              key={currency}
              type="button"
              className={currencyButton}
              disabled={!editing}
              aria-pressed={draft.currency === currency}
              onClick={() => set({ currency })}
            >
              {currency}
            </button>
          ))}
        </div>
        {textField("accountName")}
        {textField("iban")}
        {textField("swift_bic")}
        {needsAddress(draft.currency) && (
          <>
            <label className={fieldLabel}>
              {t("promoters.bank.country")}
              <select
                name="countryId"
                value={draft.countryId}
                disabled={!editing}
                onChange={(e) => set({ countryId: e.target.value })}
                aria-invalid={Boolean(errors["address.countryId"])}
                className={fieldInput}
              >
                <option value="" disabled>{t("ui.notSpecified")}</option>
                {countries.map((c) => (
                  <option key={c.id} value={c.id}>{locale === "ru" ? c.rusTrans : c.engTrans}</option>
                ))}
              </select>
              {errors["address.countryId"] && <span className={fieldError}>{t(errors["address.countryId"])}</span>}
            </label>
            {textField("zipCode", "address.zipCode")}
            {textField("state", "address.state")}
            {textField("city", "address.city")}
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
              onClick={() => {
                setDraft(draftOf(account));
                setTried(false);
                setEditing(false);
              }}
            >
              {t("promoters.cancel")}
            </button>
          </div>
        )}
      </form>
      <Dialog
        open={savedOpen}
        onOpenChange={setSavedOpen}
        title={t("promoters.bank.savedTitle")}
        closeLabel={t("ui.close")}
      >
        <div className={css({ display: "flex", flexDirection: "column", gap: "4" })} data-testid="bank-saved">
          <p>{t("promoters.bank.savedText")}</p>
          <button type="button" className={primaryButton} onClick={() => setSavedOpen(false)}>
            {t("promoters.ok")}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
