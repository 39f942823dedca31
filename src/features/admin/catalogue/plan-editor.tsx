// /admin/plans/new and /admin/plans/{id}: a plan's texts in both languages, features one a line, both prices in main
// units (sent in minor units), Stripe's price id, status and order. A new price is what new members pay: memberships
// already started keep theirs (the editor says so).
import { useState } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useParams, useSearch } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { AdminPlanInputSchema, BILLING_CYCLES, CATALOGUE_STATUSES } from "../../../domain/admin-catalogue.ts";
import { mainUnitsText, parseMainUnits } from "../../../domain/money.ts";
import type { AdminPlanInput, BillingCycle, ContentStatus } from "../../../lib/graphql-types.generated.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { usePageLocation } from "../../../lib/page-location.tsx";
import { linkHref, LocaleLink } from "../../../ui/locale-link.tsx";
import { primaryButton } from "../../../ui/styles.ts";
import { schemaValidation, useAppForm } from "../../../ui/form/form.ts";
import { type AdminPlanItem, adminPlanQuery } from "./queries.ts";
import { useSavePlan } from "./mutations.ts";
import { convertedSchema, failedWrite, FormMessages, optionsOf, type Outcome } from "./editor-form.tsx";
import { SelectField, TextAreaField, TextField } from "../kit/fields.tsx";
import { actionBar, backLink, formStack, StatusBadge } from "../kit/catalogue-form.tsx";
import { Section } from "../kit/section.tsx";
import { screenTitle } from "../kit/styles.ts";

type Form = {
  billingCycle: string;
  titleRu: string;
  titleEn: string;
  descriptionRu: string;
  descriptionEn: string;
  featuresRu: string;
  featuresEn: string;
  priceUsd: string;
  priceRub: string;
  stripePriceId: string;
  status: string;
  sortOrder: string;
};

const EMPTY: Form = {
  billingCycle: "MONTHLY",
  titleRu: "",
  titleEn: "",
  descriptionRu: "",
  descriptionEn: "",
  featuresRu: "",
  featuresEn: "",
  priceUsd: "",
  priceRub: "",
  stripePriceId: "",
  status: "DRAFT",
  sortOrder: "0",
};

function formOf(p: AdminPlanItem): Form {
  return {
    billingCycle: p.billingCycle,
    titleRu: p.titleRu,
    titleEn: p.titleEn,
    descriptionRu: p.descriptionRu,
    descriptionEn: p.descriptionEn,
    featuresRu: p.featuresRu.join("\n"),
    featuresEn: p.featuresEn.join("\n"),
    priceUsd: mainUnitsText(p.priceUsd),
    priceRub: mainUnitsText(p.priceRub),
    stripePriceId: p.stripePriceId ?? "",
    status: p.status,
    sortOrder: String(p.sortOrder),
  };
}

function inputOf(form: Form): Omit<AdminPlanInput, "id"> {
  return {
    ...form,
    billingCycle: form.billingCycle as BillingCycle,
    status: form.status as ContentStatus,
    featuresRu: form.featuresRu.split("\n"),
    featuresEn: form.featuresEn.split("\n"),
    priceUsd: parseMainUnits(form.priceUsd),
    priceRub: parseMainUnits(form.priceRub),
    stripePriceId: form.stripePriceId || null,
    sortOrder: form.sortOrder.trim() === "" ? 0 : Number(form.sortOrder),
  };
}

const FormSchema = convertedSchema<Form>(AdminPlanInputSchema, inputOf);

export function NewPlanPage() {
  return <PlanEditor plan={null} />;
}

export function EditPlanPage() {
  const { id } = useParams({ strict: false }) as { id: string };
  const plan = useSuspenseQuery(adminPlanQuery(useGql(), id)).data;
  if (!plan) return null;
  return <PlanEditor key={plan.id} plan={plan} />;
}

function PlanEditor({ plan }: { plan: AdminPlanItem | null }) {
  const { t, locale } = useI18n();
  const { navigate } = usePageLocation();
  const done = (useSearch({ strict: false }) as { done?: unknown }).done;
  const [outcome, setOutcome] = useState<Outcome>(
    done === "created" ? { message: "adminCatalogue.messages.created" } : null,
  );
  const save = useSavePlan();
  const form = useAppForm({
    defaultValues: plan ? formOf(plan) : EMPTY,
    ...schemaValidation(FormSchema),
    onSubmitInvalid: () => setOutcome({ failure: "adminCatalogue.errors.fixErrors" }),
    onSubmit: async ({ value }) => {
      setOutcome(null);
      try {
        const saved = (await save.mutateAsync({ input: { ...inputOf(value), id: plan?.id ?? null } })).adminSavePlan;
        if (!plan) {
          const href = `${linkHref({ to: "/$locale/admin/plans/$id", params: { id: saved.id } }, locale)}?done=created`;
          if (!navigate?.(href, { replace: true })) globalThis.location.assign(href);
        } else {
          form.reset(formOf(saved));
          setOutcome({ message: "adminCatalogue.messages.saved" });
        }
      } catch (error) {
        setOutcome(failedWrite(form, error));
      }
    },
  });
  const mainUnitsHint = t("adminCatalogue.fields.mainUnitsHint");

  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "5", maxW: "1100px" })}>
      <LocaleLink to="/$locale/admin/plans" className={backLink}>← {t("adminCatalogue.plans.backToList")}</LocaleLink>
      <div className={css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center" })}>
        <h1 className={screenTitle}>
          {t(plan ? "adminCatalogue.plans.editHeading" : "adminCatalogue.plans.newHeading")}
        </h1>
        {plan && <StatusBadge status={plan.status} />}
      </div>
      <p role="note" className={css({ color: "muted", maxW: "75ch" })}>
        {t("adminCatalogue.plans.priceNote", { count: plan?.liveMemberships ?? 0 })}
      </p>
      <FormMessages outcome={outcome} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
        data-testid="admin-plan-form"
      >
        <fieldset disabled={save.isPending} className={formStack}>
          <Section title={t("adminCatalogue.sections.main")}>
            <form.AppField name="billingCycle">
              {() => (
                <SelectField
                  label={t("adminCatalogue.fields.billingCycle")}
                  options={optionsOf(BILLING_CYCLES, "cycles", t)}
                />
              )}
            </form.AppField>
            <form.AppField name="status">
              {() => (
                <SelectField
                  label={t("adminCatalogue.fields.status")}
                  options={optionsOf(CATALOGUE_STATUSES, "statuses", t)}
                />
              )}
            </form.AppField>
            <form.AppField name="titleRu">
              {() => <TextField label={t("adminCatalogue.fields.titleRu")} />}
            </form.AppField>
            <form.AppField name="titleEn">
              {() => <TextField label={t("adminCatalogue.fields.titleEn")} />}
            </form.AppField>
            <form.AppField name="descriptionRu">
              {() => <TextAreaField label={t("adminCatalogue.fields.descriptionRu")} rows={5} />}
            </form.AppField>
            <form.AppField name="descriptionEn">
              {() => <TextAreaField label={t("adminCatalogue.fields.descriptionEn")} rows={5} />}
            </form.AppField>
            <form.AppField name="featuresRu">
              {() => (
                <TextAreaField
                  rows={5}
                  label={t("adminCatalogue.fields.featuresRu")}
                  hint={t("adminCatalogue.fields.featuresHint")}
                />
              )}
            </form.AppField>
            <form.AppField name="featuresEn">
              {() => (
                <TextAreaField
                  rows={5}
                  label={t("adminCatalogue.fields.featuresEn")}
                  hint={t("adminCatalogue.fields.featuresHint")}
                />
              )}
            </form.AppField>
            <form.AppField name="sortOrder">
              {() => <TextField label={t("adminCatalogue.fields.sortOrder")} />}
            </form.AppField>
          </Section>
          <Section title={t("adminCatalogue.sections.price")}>
            <form.AppField name="priceUsd">
              {() => <TextField label={t("adminCatalogue.fields.priceUsd")} hint={mainUnitsHint} inputMode="decimal" />}
            </form.AppField>
            <form.AppField name="priceRub">
              {() => (
                <TextField label={t("adminCatalogue.fields.planPriceRub")} hint={mainUnitsHint} inputMode="decimal" />
              )}
            </form.AppField>
            <form.AppField name="stripePriceId">
              {() => (
                <TextField
                  label={t("adminCatalogue.fields.stripePriceId")}
                  hint={t("adminCatalogue.fields.stripePriceIdHint")}
                  wide
                />
              )}
            </form.AppField>
          </Section>
        </fieldset>
        <div className={actionBar}>
          <button type="submit" className={primaryButton} disabled={save.isPending}>
            {save.isPending ? t("adminCatalogue.buttons.busy") : t("adminCatalogue.buttons.save")}
          </button>
        </div>
      </form>
    </div>
  );
}
