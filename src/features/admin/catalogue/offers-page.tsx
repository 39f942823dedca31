// /admin/offers: the first-timer offers (a trial, then a percent off the first charges) and one form to add or change
// one. One is active at a time: turning one on turns the active one off (the server does it in the same write).
import { useState } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { AdminOfferInputSchema } from "../../../domain/admin-catalogue.ts";
import type { AdminOfferInput } from "../../../lib/graphql-types.generated.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { type AdminOfferItem, adminOffersQuery } from "./queries.ts";
import { useSaveOffer } from "./mutations.ts";
import { CATALOGUE_TEXTS, catalogueForm, catalogueSubmit } from "./editor-form.tsx";
import { Badge, pluralKey } from "../kit/catalogue-form.tsx";
import { useEditorSave } from "../kit/editor-save.ts";
import { EditorForm, EditorOutcome } from "../kit/editor-screen.tsx";
import { FieldList } from "../kit/field-list.tsx";
import { blankTexts, numberOf, numberText } from "../kit/form-values.ts";
import { Section } from "../kit/section.tsx";
import type { Column } from "../kit/data-table.tsx";
import { ListScreen } from "../kit/list-screen.tsx";
import { RowButton } from "../kit/row-actions.tsx";

/** The fields typed as text ("" for none). */
const TEXTS = ["name", "trialPeriodDays", "discountAfterTrial", "groupDescription", "groupDescriptionEn"] as const;

type Form = Record<typeof TEXTS[number] | "discountedCharges", string> & { active: boolean };

const EMPTY: Form = { ...blankTexts(TEXTS), discountedCharges: "1", active: false };

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

const OFFER_FORM = catalogueForm({ empty: EMPTY, valuesOf: formOf, inputOf, schema: AdminOfferInputSchema });

export function AdminOffersPage() {
  const { t, locale } = useI18n();
  const offers = useSuspenseQuery(adminOffersQuery(useGql())).data;
  const [editing, setEditing] = useState<AdminOfferItem | null>(null);
  const [formKey, setFormKey] = useState(0);
  const edit = (offer: AdminOfferItem | null) => {
    setEditing(offer);
    setFormKey((k) => k + 1);
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
      <OfferForm key={formKey} offer={editing} onNew={() => edit(null)} />
    </div>
  );
}

/** The offer being changed, or a new one; once saved, a new offer stays here as the one to change. */
function OfferForm({ offer, onNew }: { offer: AdminOfferItem | null; onNew: () => void }) {
  const { t } = useI18n();
  const save = useSaveOffer();
  const editor = useEditorSave({
    item: offer,
    form: OFFER_FORM,
    ...CATALOGUE_TEXTS,
    announced: [],
    save: async (input) => (await save.mutateAsync({ input })).adminSaveOffer,
  });
  const { form, current } = editor;
  const f = (name: string) => t(`adminCatalogue.fields.${name}`);
  const emptyNone = f("emptyNone");

  return (
    <>
      <EditorOutcome outcome={editor.outcome} testId="admin-catalogue" />
      <EditorForm
        testId="admin-offer-form"
        onSubmit={() => void form.handleSubmit()}
        busy={save.isPending}
        sticky={false}
        submit={catalogueSubmit(t)}
        actions={[current && { label: t("adminCatalogue.offers.new"), onClick: onNew }]}
      >
        <Section title={t(current ? "adminCatalogue.offers.editHeading" : "adminCatalogue.offers.newHeading")}>
          <FieldList
            form={form}
            fields={[
              { kind: "text", name: "name", label: f("name") },
              { kind: "number", name: "trialPeriodDays", label: f("trialDays"), hint: emptyNone },
              { kind: "number", name: "discountAfterTrial", label: f("offerPercent"), hint: emptyNone },
              { kind: "number", name: "discountedCharges", label: f("discountedCharges") },
              { kind: "textarea", name: "groupDescription", label: f("offerTextRu"), rows: 4 },
              { kind: "textarea", name: "groupDescriptionEn", label: f("offerTextEn"), rows: 4 },
              { kind: "check", name: "active", label: f("offerActive") },
            ]}
          />
        </Section>
      </EditorForm>
    </>
  );
}
