// /admin/plans/new and /admin/plans/{id}: a plan's texts in both languages, features one a line, both prices in main
// units (sent in minor units), Stripe's price id, status and order. A new price is what new members pay: memberships
// already started keep theirs (the editor says so).
import { type FormEvent, useId, useState } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useParams, useSearch } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { AdminPlanInputSchema, BILLING_CYCLES, CATALOGUE_STATUSES } from "../../../domain/admin-catalogue.ts";
import { mainUnitsText, parseMainUnits } from "../../../domain/money.ts";
import { validateFields } from "../../../domain/validation.ts";
import type { GqlError } from "../../../lib/gql.ts";
import type { AdminPlanInput, BillingCycle, ContentStatus } from "../../../lib/graphql-types.generated.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { errorKeyOf } from "../../../lib/use-gql-mutation.ts";
import { usePageLocation } from "../../../lib/page-location.tsx";
import { linkHref, LocaleLink } from "../../../ui/locale-link.tsx";
import { primaryButton } from "../../../ui/styles.ts";
import { type AdminPlanItem, adminPlanQuery } from "./queries.ts";
import { AdminSavePlanDocument } from "./catalogue.generated.ts";
import { actionBar, backLink, FormMessages, formStack, Section, StatusBadge } from "../kit/catalogue-form.tsx";
import { fieldClass, screenTitle } from "../kit/styles.ts";
import { useAdminMutation } from "../kit/use-admin-mutation.ts";
import { byField, describedBy, Field } from "../kit/form-field.tsx";

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
  const [form, setForm] = useState<Form>(() => plan ? formOf(plan) : EMPTY);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<{ key: string; fields: Record<string, string> } | null>(null);
  const [message, setMessage] = useState<string | null>(done === "created" ? "adminCatalogue.messages.created" : null);
  const save = useAdminMutation(AdminSavePlanDocument);
  const input = inputOf(form);
  const localErrors = byField(validateFields(AdminPlanInputSchema, input));
  const errors = tried ? { ...byField(failure?.fields ?? {}), ...localErrors } : {};
  const prefix = useId();
  const idOf = (name: string) => `${prefix}-${name}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setMessage(null);
    setFailure(null);
    if (Object.keys(localErrors).length) {
      setFailure({ key: "adminCatalogue.errors.fixErrors", fields: {} });
      return;
    }
    save.mutateAsync({ input: { ...input, id: plan?.id ?? null } }).then((data) => {
      const saved = data.adminSavePlan;
      if (!plan) {
        const href = `${linkHref({ to: "/$locale/admin/plans/$id", params: { id: saved.id } }, locale)}?done=created`;
        if (!navigate?.(href, { replace: true })) globalThis.location.assign(href);
      } else {
        setForm(formOf(saved));
        setMessage("adminCatalogue.messages.saved");
      }
    }).catch((error) => {
      setFailure({ key: errorKeyOf(error), fields: (error as Partial<GqlError>).fields ?? {} });
    });
  };

  const text = (name: keyof Form, label: string, opts: { hint?: string; wide?: boolean; decimal?: boolean } = {}) => (
    <Field id={idOf(name)} label={label} hint={opts.hint} error={errors[name]} isWide={opts.wide}>
      <input
        id={idOf(name)}
        className={fieldClass}
        name={name}
        inputMode={opts.decimal ? "decimal" : undefined}
        value={form[name]}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={describedBy(idOf(name), Boolean(opts.hint), errors[name])}
        onChange={(e) => setForm({ ...form, [name]: e.target.value })}
      />
    </Field>
  );
  const area = (name: keyof Form, label: string, hint?: string) => (
    <Field id={idOf(name)} label={label} hint={hint} error={errors[name]}>
      <textarea
        id={idOf(name)}
        className={`${fieldClass} ${css({ h: "auto", minH: "120px", py: "2" })}`}
        name={name}
        rows={5}
        value={form[name]}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={describedBy(idOf(name), Boolean(hint), errors[name])}
        onChange={(e) =>
          setForm({ ...form, [name]: e.target.value })}
      />
    </Field>
  );
  const select = (name: keyof Form, label: string, choices: Array<[string, string]>) => (
    <Field id={idOf(name)} label={label} error={errors[name]}>
      <select
        id={idOf(name)}
        className={fieldClass}
        name={name}
        value={form[name]}
        onChange={(e) =>
          setForm({ ...form, [name]: e.target.value })}
      >
        {choices.map(([value, name]) => <option key={value} value={value}>{name}</option>)}
      </select>
    </Field>
  );

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
      <FormMessages message={message} failure={tried && failure ? failure.key : null} />
      <form noValidate onSubmit={submit} data-testid="admin-plan-form">
        <fieldset disabled={save.isPending} className={formStack}>
          <Section title={t("adminCatalogue.sections.main")}>
            {select(
              "billingCycle",
              t("adminCatalogue.fields.billingCycle"),
              BILLING_CYCLES.map((c) => [c, t(`adminCatalogue.cycles.${c}`)]),
            )}
            {select(
              "status",
              t("adminCatalogue.fields.status"),
              CATALOGUE_STATUSES.map((s) => [s, t(`adminCatalogue.statuses.${s}`)]),
            )}
            {text("titleRu", t("adminCatalogue.fields.titleRu"))}
            {text("titleEn", t("adminCatalogue.fields.titleEn"))}
            {area("descriptionRu", t("adminCatalogue.fields.descriptionRu"))}
            {area("descriptionEn", t("adminCatalogue.fields.descriptionEn"))}
            {area("featuresRu", t("adminCatalogue.fields.featuresRu"), t("adminCatalogue.fields.featuresHint"))}
            {area("featuresEn", t("adminCatalogue.fields.featuresEn"), t("adminCatalogue.fields.featuresHint"))}
            {text("sortOrder", t("adminCatalogue.fields.sortOrder"))}
          </Section>
          <Section title={t("adminCatalogue.sections.price")}>
            {text("priceUsd", t("adminCatalogue.fields.priceUsd"), {
              decimal: true,
              hint: t("adminCatalogue.fields.mainUnitsHint"),
            })}
            {text("priceRub", t("adminCatalogue.fields.planPriceRub"), {
              decimal: true,
              hint: t("adminCatalogue.fields.mainUnitsHint"),
            })}
            {text("stripePriceId", t("adminCatalogue.fields.stripePriceId"), {
              wide: true,
              hint: t("adminCatalogue.fields.stripePriceIdHint"),
            })}
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
