// /admin/offers: the first-timer offers (a trial, then a percent off the first charges) and one form to add or change
// one. One is active at a time: turning one on turns the active one off (the server does it in the same write).
import { useState } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { AdminOfferInputSchema } from "../../../domain/admin-catalogue.ts";
import type { AdminOfferInput } from "../../../lib/graphql-types.generated.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { ghostButton, primaryButton } from "../../../ui/styles.ts";
import { schemaValidation, useAppForm } from "../../../ui/form/form.ts";
import { type AdminOfferItem, adminOffersQuery } from "./queries.ts";
import { useSaveOffer } from "./mutations.ts";
import { convertedSchema, failedWrite, FormMessages, type Outcome } from "./editor-form.tsx";
import { CheckRow, TextAreaField, TextField } from "../kit/fields.tsx";
import { actionBar, Badge, formStack, pluralKey } from "../kit/catalogue-form.tsx";
import { Section } from "../kit/section.tsx";
import type { Column } from "../kit/data-table.tsx";
import { ListScreen } from "../kit/list-screen.tsx";
import { RowButton } from "../kit/row-actions.tsx";

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

const FormSchema = convertedSchema<Form>(AdminOfferInputSchema, inputOf);

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
  const columns: Column<AdminOfferItem>[] = [
    {
      key: "name",
      header: t("adminCatalogue.columns.name"),
      className: css({ minW: "140px", fontWeight: "semibold" }),
      cell: (offer) => offer.name,
    },
    {
      key: "terms",
      header: t("adminCatalogue.columns.terms"),
      className: css({ minW: "160px" }),
      cell: (offer) =>
        [
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
        ].filter(Boolean).join(" · ") || "—",
    },
    {
      key: "status",
      header: t("adminCatalogue.columns.status"),
      cell: (offer) => (
        <Badge tone={offer.active ? "good" : "muted"}>
          {t(offer.active ? "adminCatalogue.coupons.active" : "adminCatalogue.coupons.inactive")}
        </Badge>
      ),
    },
  ];
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "5", maxW: "1100px" })}>
      <ListScreen
        title={t("adminCatalogue.offers.heading")}
        messageTestId="admin-offers-message"
        rows={offers}
        columns={columns}
        rowActions={{
          header: t("adminCatalogue.columns.actions"),
          cell: (offer) => (
            <RowButton
              label={t("adminCatalogue.actions.editLabel", { title: offer.name })}
              onClick={() => edit(offer)}
            >
              {t("adminCatalogue.actions.edit")}
            </RowButton>
          ),
        }}
        tableTestId="admin-offers"
        rowTestId="admin-offer-row"
      >
        <p className={css({ color: "muted", maxW: "75ch" })}>{t("adminCatalogue.offers.lead")}</p>
      </ListScreen>
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
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveOffer();
  const form = useAppForm({
    defaultValues: offer ? formOf(offer) : EMPTY,
    ...schemaValidation(FormSchema),
    onSubmitInvalid: () => setFailure("adminCatalogue.errors.fixErrors"),
    onSubmit: async ({ value }) => {
      setFailure(null);
      try {
        const saved = (await save.mutateAsync({ input: { ...inputOf(value), id: offer?.id ?? null } })).adminSaveOffer;
        onSaved(saved, offer === null);
      } catch (error) {
        setFailure(failedWrite(form, error).failure);
      }
    },
  });
  // The page holds the success message (the form is remounted for the next offer); a failure is the form's own.
  const outcome: Outcome = failure ? { failure } : message && !save.isPending ? { message } : null;
  const emptyNone = t("adminCatalogue.fields.emptyNone");

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
      data-testid="admin-offer-form"
    >
      <FormMessages outcome={outcome} />
      <fieldset disabled={save.isPending} className={formStack}>
        <Section title={t(offer ? "adminCatalogue.offers.editHeading" : "adminCatalogue.offers.newHeading")}>
          <form.AppField name="name">{() => <TextField label={t("adminCatalogue.fields.name")} />}</form.AppField>
          <form.AppField name="trialPeriodDays">
            {() => <TextField label={t("adminCatalogue.fields.trialDays")} hint={emptyNone} inputMode="numeric" />}
          </form.AppField>
          <form.AppField name="discountAfterTrial">
            {() => <TextField label={t("adminCatalogue.fields.offerPercent")} hint={emptyNone} inputMode="numeric" />}
          </form.AppField>
          <form.AppField name="discountedCharges">
            {() => <TextField label={t("adminCatalogue.fields.discountedCharges")} inputMode="numeric" />}
          </form.AppField>
          <form.AppField name="groupDescription">
            {() => <TextAreaField label={t("adminCatalogue.fields.offerTextRu")} rows={4} />}
          </form.AppField>
          <form.AppField name="groupDescriptionEn">
            {() => <TextAreaField label={t("adminCatalogue.fields.offerTextEn")} rows={4} />}
          </form.AppField>
          <form.AppField name="active">
            {() => <CheckRow label={t("adminCatalogue.fields.offerActive")} />}
          </form.AppField>
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
