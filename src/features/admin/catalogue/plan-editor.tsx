// /admin/plans/new and /admin/plans/{id}: a plan's texts in both languages, features one a line, both prices in main
// units (sent in minor units), Stripe's price id, status and order. A new price is what new members pay: memberships
// already started keep theirs (the editor says so).
import { css } from "styled-system/css";
import { AdminPlanInputSchema, BILLING_CYCLES, CATALOGUE_STATUSES } from "../../../domain/admin-catalogue.ts";
import { mainUnitsText, parseMainUnits } from "../../../domain/money.ts";
import type { AdminPlanInput, BillingCycle, ContentStatus } from "../../../lib/graphql-types.generated.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { type AdminPlanItem, adminPlanQuery } from "./queries.ts";
import { useSavePlan } from "./mutations.ts";
import { CATALOGUE_TEXTS, catalogueForm, catalogueSubmit, optionsOf } from "./editor-form.tsx";
import { useEditorSave, useRouteItem } from "../kit/editor-save.ts";
import { EditorScreen } from "../kit/editor-screen.tsx";
import { FieldList } from "../kit/field-list.tsx";
import { TextField } from "../kit/fields.tsx";
import { StatusBadge } from "../kit/catalogue-form.tsx";
import { Section } from "../kit/section.tsx";

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

const PLAN_FORM = catalogueForm({ empty: EMPTY, valuesOf: formOf, inputOf, schema: AdminPlanInputSchema });

export function NewPlanPage() {
  return <PlanEditor plan={null} />;
}

export function EditPlanPage() {
  const plan = useRouteItem(adminPlanQuery);
  return plan && <PlanEditor key={plan.id} plan={plan} />;
}

function PlanEditor({ plan }: { plan: AdminPlanItem | null }) {
  const { t } = useI18n();
  const save = useSavePlan();
  const editor = useEditorSave({
    item: plan,
    form: PLAN_FORM,
    ...CATALOGUE_TEXTS,
    announced: ["created"],
    save: async (input) => (await save.mutateAsync({ input })).adminSavePlan,
    itemRoute: "/$locale/admin/plans/$id",
  });
  const { form } = editor;
  const f = (name: string) => t(`adminCatalogue.fields.${name}`);
  const mainUnitsHint = f("mainUnitsHint");

  return (
    <EditorScreen
      back={{ target: { to: "/$locale/admin/plans" }, label: t("adminCatalogue.plans.backToList") }}
      title={t(plan ? "adminCatalogue.plans.editHeading" : "adminCatalogue.plans.newHeading")}
      badges={plan && <StatusBadge status={plan.status} />}
      notes={
        <p role="note" className={css({ color: "muted", maxW: "75ch" })}>
          {t("adminCatalogue.plans.priceNote", { count: plan?.liveMemberships ?? 0 })}
        </p>
      }
      outcome={editor.outcome}
      outcomeTestId="admin-catalogue"
      testId="admin-plan-form"
      onSubmit={() => void form.handleSubmit()}
      busy={save.isPending}
      sticky={false}
      submit={catalogueSubmit(t)}
    >
      <Section title={t("adminCatalogue.sections.main")}>
        <FieldList
          form={form}
          fields={[
            {
              kind: "select",
              name: "billingCycle",
              label: f("billingCycle"),
              options: optionsOf(BILLING_CYCLES, "cycles", t),
            },
            {
              kind: "select",
              name: "status",
              label: f("status"),
              options: optionsOf(CATALOGUE_STATUSES, "statuses", t),
            },
            { kind: "text", name: "titleRu", label: f("titleRu") },
            { kind: "text", name: "titleEn", label: f("titleEn") },
            { kind: "textarea", name: "descriptionRu", label: f("descriptionRu"), rows: 5 },
            { kind: "textarea", name: "descriptionEn", label: f("descriptionEn"), rows: 5 },
            { kind: "textarea", name: "featuresRu", label: f("featuresRu"), hint: f("featuresHint"), rows: 5 },
            { kind: "textarea", name: "featuresEn", label: f("featuresEn"), hint: f("featuresHint"), rows: 5 },
            { kind: "text", name: "sortOrder", label: f("sortOrder") },
          ]}
        />
      </Section>
      <Section title={t("adminCatalogue.sections.price")}>
        <form.AppField name="priceUsd">
          {() => <TextField label={f("priceUsd")} hint={mainUnitsHint} inputMode="decimal" />}
        </form.AppField>
        <form.AppField name="priceRub">
          {() => <TextField label={f("planPriceRub")} hint={mainUnitsHint} inputMode="decimal" />}
        </form.AppField>
        <form.AppField name="stripePriceId">
          {() => <TextField label={f("stripePriceId")} hint={f("stripePriceIdHint")} wide />}
        </form.AppField>
      </Section>
    </EditorScreen>
  );
}
