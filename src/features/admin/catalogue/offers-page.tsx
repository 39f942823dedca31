// /admin/offers: the first-timer offers (a trial, then a percent off the first charges) and one form to add or change
// one. One is active at a time: turning one on turns the active one off (the server does it in the same write).
import { type FormEvent, useId, useState } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { css, cx } from "styled-system/css";
import { AdminOfferInputSchema } from "../../../domain/admin-catalogue.ts";
import { validateFields } from "../../../domain/validation.ts";
import type { GqlError } from "../../../lib/gql.ts";
import type { AdminOfferInput } from "../../../lib/graphql-types.generated.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { errorKeyOf } from "../../../lib/use-gql-mutation.ts";
import { ghostButton, primaryButton } from "../../../ui/styles.ts";
import { type AdminOfferItem, adminOffersQuery } from "./queries.ts";
import { AdminSaveOfferDocument } from "./catalogue.generated.ts";
import {
  actionBar,
  Badge,
  checkbox,
  checkRow,
  FormMessages,
  formStack,
  pluralKey,
  Section,
  smallButton,
} from "../kit/catalogue-form.tsx";
import { fieldClass, screenTitle, tableBox, tableClass } from "../kit/styles.ts";
import { useAdminMutation } from "../kit/use-admin-mutation.ts";
import { byField, describedBy, Field } from "../kit/form-field.tsx";

type Form = {
  name: string;
  trialPeriodDays: string;
  discountAfterTrial: string;
  discountedCharges: string;
  groupDescription: string;
  groupDescriptionEn: string;
  active: boolean;
};

const EMPTY: Form = {
  name: "",
  trialPeriodDays: "",
  discountAfterTrial: "",
  discountedCharges: "1",
  groupDescription: "",
  groupDescriptionEn: "",
  active: false,
};

const numberText = (n: number | null) => n === null ? "" : String(n);
const numberOf = (text: string) => text.trim() === "" ? null : Number(text.trim());

function formOf(o: AdminOfferItem): Form {
  return {
    name: o.name,
    trialPeriodDays: numberText(o.trialPeriodDays),
    discountAfterTrial: numberText(o.discountAfterTrial),
    discountedCharges: String(o.discountedCharges),
    groupDescription: o.groupDescription,
    groupDescriptionEn: o.groupDescriptionEn,
    active: o.active,
  };
}

function inputOf(form: Form): Omit<AdminOfferInput, "id"> {
  return {
    ...form,
    trialPeriodDays: numberOf(form.trialPeriodDays),
    discountAfterTrial: numberOf(form.discountAfterTrial),
    discountedCharges: numberOf(form.discountedCharges) ?? 1,
  };
}

export function AdminOffersPage() {
  const { t, locale } = useI18n();
  const offers = useSuspenseQuery(adminOffersQuery(useGql())).data;
  const [editing, setEditing] = useState<AdminOfferItem | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const edit = (offer: AdminOfferItem | null) => {
    setEditing(offer);
    setFormKey((k) => k + 1);
    setMessage(null);
  };
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "5", maxW: "1100px" })}>
      <h1 className={screenTitle}>{t("adminCatalogue.offers.heading")}</h1>
      <p className={css({ color: "muted", maxW: "75ch" })}>{t("adminCatalogue.offers.lead")}</p>
      {offers.length === 0 ? <p>{t("admin.list.empty")}</p> : (
        <div className={tableBox}>
          <table className={tableClass} data-testid="admin-offers">
            <thead>
              <tr>
                <th scope="col">{t("adminCatalogue.columns.name")}</th>
                <th scope="col">{t("adminCatalogue.columns.terms")}</th>
                <th scope="col">{t("adminCatalogue.columns.status")}</th>
                <th scope="col">{t("adminCatalogue.columns.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {offers.map((offer) => (
                <tr key={offer.id} data-testid="admin-offer-row">
                  <td className={css({ minW: "140px", fontWeight: "semibold" })}>{offer.name}</td>
                  <td className={css({ minW: "160px" })}>
                    {[
                      offer.trialPeriodDays
                        ? t(pluralKey("adminCatalogue.offers.trial", offer.trialPeriodDays, locale), {
                          count: offer.trialPeriodDays,
                        })
                        : null,
                      offer.discountAfterTrial
                        ? t(pluralKey("adminCatalogue.offers.discount", offer.discountedCharges, locale), {
                          percent: offer.discountAfterTrial,
                          count: offer.discountedCharges,
                        })
                        : null,
                    ].filter(Boolean).join(" · ") || "—"}
                  </td>
                  <td>
                    <Badge tone={offer.active ? "good" : "muted"}>
                      {t(offer.active ? "adminCatalogue.coupons.active" : "adminCatalogue.coupons.inactive")}
                    </Badge>
                  </td>
                  <td>
                    <button
                      type="button"
                      className={smallButton}
                      onClick={() => edit(offer)}
                      aria-label={t("adminCatalogue.actions.editLabel", { title: offer.name })}
                    >
                      {t("adminCatalogue.actions.edit")}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <OfferForm
        key={formKey}
        offer={editing}
        message={message}
        onSaved={(saved, created) => {
          setEditing(saved);
          setMessage(created ? "adminCatalogue.messages.created" : "adminCatalogue.messages.saved");
        }}
        onNew={() => edit(null)}
      />
    </div>
  );
}

function OfferForm(
  { offer, message, onSaved, onNew }: {
    offer: AdminOfferItem | null;
    message: string | null;
    onSaved: (saved: AdminOfferItem, created: boolean) => void;
    onNew: () => void;
  },
) {
  const { t } = useI18n();
  const [form, setForm] = useState<Form>(() => offer ? formOf(offer) : EMPTY);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<{ key: string; fields: Record<string, string> } | null>(null);
  const save = useAdminMutation(AdminSaveOfferDocument);
  const input = inputOf(form);
  const localErrors = byField(validateFields(AdminOfferInputSchema, input));
  const errors = tried ? { ...byField(failure?.fields ?? {}), ...localErrors } : {};
  const prefix = useId();
  const idOf = (name: string) => `${prefix}-${name}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFailure(null);
    if (Object.keys(localErrors).length) {
      setFailure({ key: "adminCatalogue.errors.fixErrors", fields: {} });
      return;
    }
    save.mutateAsync({ input: { ...input, id: offer?.id ?? null } })
      .then((data) => onSaved(data.adminSaveOffer, offer === null))
      .catch((error) => setFailure({ key: errorKeyOf(error), fields: (error as Partial<GqlError>).fields ?? {} }));
  };

  const text = (name: keyof Form, label: string, hint?: string, numeric = false) => (
    <Field id={idOf(name)} label={label} hint={hint} error={errors[name]}>
      <input
        id={idOf(name)}
        className={fieldClass}
        name={name}
        inputMode={numeric ? "numeric" : undefined}
        value={form[name] as string}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={describedBy(idOf(name), Boolean(hint), errors[name])}
        onChange={(e) =>
          setForm({ ...form, [name]: e.target.value })}
      />
    </Field>
  );
  const area = (name: "groupDescription" | "groupDescriptionEn", label: string) => (
    <Field id={idOf(name)} label={label} error={errors[name]}>
      <textarea
        id={idOf(name)}
        className={cx(fieldClass, css({ h: "auto", minH: "96px", py: "2" }))}
        name={name}
        rows={4}
        value={form[name]}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={describedBy(idOf(name), false, errors[name])}
        onChange={(e) =>
          setForm({ ...form, [name]: e.target.value })}
      />
    </Field>
  );

  return (
    <form noValidate onSubmit={submit} data-testid="admin-offer-form">
      <FormMessages message={save.isPending ? null : message} failure={tried && failure ? failure.key : null} />
      <fieldset disabled={save.isPending} className={formStack}>
        <Section title={t(offer ? "adminCatalogue.offers.editHeading" : "adminCatalogue.offers.newHeading")}>
          {text("name", t("adminCatalogue.fields.name"))}
          {text("trialPeriodDays", t("adminCatalogue.fields.trialDays"), t("adminCatalogue.fields.emptyNone"), true)}
          {text(
            "discountAfterTrial",
            t("adminCatalogue.fields.offerPercent"),
            t("adminCatalogue.fields.emptyNone"),
            true,
          )}
          {text("discountedCharges", t("adminCatalogue.fields.discountedCharges"), undefined, true)}
          {area("groupDescription", t("adminCatalogue.fields.offerTextRu"))}
          {area("groupDescriptionEn", t("adminCatalogue.fields.offerTextEn"))}
          <label className={checkRow}>
            <input
              type="checkbox"
              className={checkbox}
              name="active"
              checked={form.active}
              onChange={(e) => setForm({ ...form, active: e.target.checked })}
            />
            {t("adminCatalogue.fields.offerActive")}
          </label>
        </Section>
      </fieldset>
      <div className={actionBar}>
        <button type="submit" className={primaryButton} disabled={save.isPending}>
          {save.isPending ? t("adminCatalogue.buttons.busy") : t("adminCatalogue.buttons.save")}
        </button>
        {offer && (
          <button type="button" className={ghostButton} onClick={onNew}>
            {t("adminCatalogue.offers.new")}
          </button>
        )}
      </div>
    </form>
  );
}
