// /admin/products/new and /admin/products/{id}: a product or service in one language. Prices are typed in main units
// (120 or 120.50) and sent in minor units; an empty ruble price is derived from the dollar one by the products'
// exchange rate (rounded to 100 rubles), shown read-only. Validated with the schema adminSaveProduct parses with.
// A product someone bought cannot be deleted: the editor offers to archive it.
import { useState } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useStore } from "@tanstack/react-form";
import { useParams, useSearch } from "@tanstack/react-router";
import { css } from "styled-system/css";
import {
  AdminProductInputSchema,
  benefitLines,
  CATALOGUE_STATUSES,
  PRODUCT_KINDS,
} from "../../../domain/admin-catalogue.ts";
import { LANGUAGES, PRODUCT_CATEGORIES } from "../../../domain/enums.ts";
import { mainUnitsText, parseMainUnits, rubPriceFromUsd, toMainUnits, toMinorUnits } from "../../../domain/money.ts";
import { formatMoney } from "../../../../i18n/format.ts";
import type { AdminProductInput, ContentStatus, Language, ProductKind } from "../../../lib/graphql-types.generated.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { errorKeyOf } from "../../../lib/use-gql-mutation.ts";
import { usePageLocation } from "../../../lib/page-location.tsx";
import { linkHref, LocaleLink } from "../../../ui/locale-link.tsx";
import { ghostButton, primaryButton } from "../../../ui/styles.ts";
import { schemaValidation, useAppForm } from "../../../ui/form/form.ts";
import { adminCatalogueOptionsQuery, type AdminProductItem, adminProductQuery } from "./queries.ts";
import { useArchiveProduct, useDeleteProduct, useSaveProduct } from "./mutations.ts";
import { convertedSchema, failedWrite, FormMessages, optionsOf, type Outcome } from "./editor-form.tsx";
import { SelectField, TextAreaField, TextField } from "../kit/fields.tsx";
import { actionBar, backLink, formStack, pluralKey, StatusBadge } from "../kit/catalogue-form.tsx";
import { Section } from "../kit/section.tsx";
import { screenTitle } from "../kit/styles.ts";

type Form = {
  title: string;
  slug: string;
  description: string;
  language: string;
  kind: string;
  category: string;
  priceUsd: string;
  priceRub: string;
  status: string;
  sortOrder: string;
  linkToProductInfo: string;
  externalAccessUrl: string;
  marathonTitle: string;
  marathonBookingLink: string;
  coachFirstName: string;
  coachLastName: string;
  coachBookingLink: string;
};

const EMPTY: Form = {
  title: "",
  slug: "",
  description: "",
  language: "ru",
  kind: "Coaching",
  category: "CAREER",
  priceUsd: "",
  priceRub: "",
  status: "DRAFT",
  sortOrder: "0",
  linkToProductInfo: "",
  externalAccessUrl: "",
  marathonTitle: "",
  marathonBookingLink: "",
  coachFirstName: "",
  coachLastName: "",
  coachBookingLink: "",
};

function formOf(p: AdminProductItem): Form {
  return {
    title: p.title,
    slug: p.slug,
    description: benefitLines(p.description),
    language: p.language,
    kind: p.kind,
    category: p.category ?? "",
    priceUsd: mainUnitsText(p.priceUsd),
    priceRub: p.priceRub === null ? "" : mainUnitsText(p.priceRub),
    status: p.status,
    sortOrder: String(p.sortOrder),
    linkToProductInfo: p.linkToProductInfo ?? "",
    externalAccessUrl: p.externalAccessUrl ?? "",
    marathonTitle: p.marathonTitle ?? "",
    marathonBookingLink: p.marathonBookingLink ?? "",
    coachFirstName: p.coachFirstName ?? "",
    coachLastName: p.coachLastName ?? "",
    coachBookingLink: p.coachBookingLink ?? "",
  };
}

/** The form as adminSaveProduct takes it: prices in minor units (NaN for text that is no price). */
function inputOf(form: Form): Omit<AdminProductInput, "id"> {
  return {
    ...form,
    language: form.language as Language,
    kind: form.kind as ProductKind,
    category: (form.category || null) as AdminProductInput["category"],
    status: form.status as ContentStatus,
    priceUsd: parseMainUnits(form.priceUsd),
    priceRub: form.priceRub.trim() === "" ? null : parseMainUnits(form.priceRub),
    sortOrder: form.sortOrder.trim() === "" ? 0 : Number(form.sortOrder),
  };
}

/** Where a bought product leads: links (a URL field, some full width) and the marathon's and coach's details. */
const ACCESS_FIELDS = [
  ["linkToProductInfo", "url", true],
  ["externalAccessUrl", "url", true],
  ["marathonTitle", "text", false],
  ["marathonBookingLink", "url", false],
  ["coachFirstName", "text", false],
  ["coachLastName", "text", false],
  ["coachBookingLink", "url", true],
] as const;

const DONE = ["saved", "created"] as const;

const FormSchema = convertedSchema<Form>(AdminProductInputSchema, inputOf);

export function NewProductPage() {
  return <ProductEditor product={null} />;
}

export function EditProductPage() {
  const { id } = useParams({ strict: false }) as { id: string };
  const product = useSuspenseQuery(adminProductQuery(useGql(), id)).data;
  if (!product) return null;
  return <ProductEditor key={product.id} product={product} />;
}

function ProductEditor({ product }: { product: AdminProductItem | null }) {
  const { t, locale } = useI18n();
  const gql = useGql();
  const { navigate } = usePageLocation();
  const options = useSuspenseQuery(adminCatalogueOptionsQuery(gql)).data;
  const done = (useSearch({ strict: false }) as { done?: unknown }).done;
  const [outcome, setOutcome] = useState<Outcome>(
    DONE.find((m) => m === done) ? { message: `adminCatalogue.messages.${done}` } : null,
  );
  const save = useSaveProduct();
  const archive = useArchiveProduct();
  const remove = useDeleteProduct();
  const busy = save.isPending || archive.isPending || remove.isPending;
  const go = (href: string) => {
    if (!navigate?.(href, { replace: true })) globalThis.location.assign(href);
  };

  const form = useAppForm({
    defaultValues: product ? formOf(product) : EMPTY,
    ...schemaValidation(FormSchema),
    onSubmitInvalid: () => setOutcome({ failure: "adminCatalogue.errors.fixErrors" }),
    onSubmit: async ({ value }) => {
      setOutcome(null);
      try {
        const input = { ...inputOf(value), id: product?.id ?? null };
        const saved = (await save.mutateAsync({ input })).adminSaveProduct;
        if (!product) {
          go(`${linkHref({ to: "/$locale/admin/products/$id", params: { id: saved.id } }, locale)}?done=created`);
        } else {
          form.reset(formOf(saved));
          setOutcome({ message: "adminCatalogue.messages.saved" });
        }
      } catch (error) {
        setOutcome(failedWrite(form, error));
      }
    },
  });

  /** Archive or delete: the outcome above the form, a failure as the server's message. */
  const act = async (steps: () => Promise<void>) => {
    setOutcome(null);
    try {
      await steps();
    } catch (error) {
      setOutcome({ failure: errorKeyOf(error) });
    }
  };

  const priceUsd = useStore(form.store, (state) => state.values.priceUsd);
  const usdMinor = parseMainUnits(priceUsd);
  const derivedRub = Number.isNaN(usdMinor)
    ? null
    : toMinorUnits(rubPriceFromUsd(toMainUnits(usdMinor), options.usdToRubRate));

  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "5", maxW: "1100px" })}>
      <LocaleLink to="/$locale/admin/products" className={backLink}>
        ← {t("adminCatalogue.products.backToList")}
      </LocaleLink>
      <div className={css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center" })}>
        <h1 className={screenTitle}>
          {t(product ? "adminCatalogue.products.editHeading" : "adminCatalogue.products.newHeading")}
        </h1>
        {product && <StatusBadge status={product.status} />}
      </div>
      {product && product.orderCount > 0 && (
        <p role="note" className={css({ color: "muted" })}>
          {t(pluralKey("adminCatalogue.products.bought", product.orderCount, locale), { count: product.orderCount })}
        </p>
      )}
      <FormMessages outcome={outcome} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
        data-testid="admin-product-form"
      >
        <fieldset disabled={busy} className={formStack}>
          <Section title={t("adminCatalogue.sections.main")}>
            <form.AppField name="title">
              {() => <TextField label={t("adminCatalogue.fields.title")} wide maxLength={250} />}
            </form.AppField>
            <form.AppField name="slug">
              {() => <TextField label={t("adminCatalogue.fields.slug")} hint={t("adminCatalogue.fields.slugHint")} />}
            </form.AppField>
            <form.AppField name="language">
              {() => (
                <SelectField
                  label={t("adminCatalogue.fields.language")}
                  options={optionsOf(LANGUAGES, "languages", t)}
                />
              )}
            </form.AppField>
            <form.AppField name="kind">
              {() => (
                <SelectField label={t("adminCatalogue.fields.kind")} options={optionsOf(PRODUCT_KINDS, "kinds", t)} />
              )}
            </form.AppField>
            <form.AppField name="category">
              {() => (
                <SelectField
                  label={t("adminCatalogue.fields.category")}
                  options={[
                    { value: "", label: t("adminCatalogue.fields.noCategory") },
                    ...optionsOf(PRODUCT_CATEGORIES, "categories", t),
                  ]}
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
            <form.AppField name="sortOrder">
              {() => <TextField label={t("adminCatalogue.fields.sortOrder")} inputMode="numeric" />}
            </form.AppField>
            <form.AppField name="description">
              {() => (
                <TextAreaField
                  label={t("adminCatalogue.fields.benefits")}
                  hint={t("adminCatalogue.fields.benefitsHint")}
                  wide
                  rows={6}
                />
              )}
            </form.AppField>
          </Section>

          <Section title={t("adminCatalogue.sections.price")}>
            <form.AppField name="priceUsd">
              {() => (
                <TextField
                  label={t("adminCatalogue.fields.priceUsd")}
                  hint={t("adminCatalogue.fields.mainUnitsHint")}
                  inputMode="decimal"
                />
              )}
            </form.AppField>
            <form.AppField name="priceRub">
              {() => (
                <TextField
                  label={t("adminCatalogue.fields.priceRub")}
                  inputMode="decimal"
                  hint={derivedRub === null
                    ? t("adminCatalogue.fields.priceRubHint")
                    : t("adminCatalogue.fields.priceRubDerived", {
                      price: formatMoney(derivedRub, "RUB", locale),
                      rate: options.usdToRubRate,
                    })}
                />
              )}
            </form.AppField>
          </Section>

          <Section title={t("adminCatalogue.sections.access")}>
            {ACCESS_FIELDS.map(([name, type, wide]) => (
              <form.AppField key={name} name={name}>
                {() => <TextField label={t(`adminCatalogue.fields.${name}`)} type={type} wide={wide} />}
              </form.AppField>
            ))}
          </Section>
        </fieldset>
        <div className={actionBar}>
          <button type="submit" className={primaryButton} disabled={busy}>
            {busy ? t("adminCatalogue.buttons.busy") : t("adminCatalogue.buttons.save")}
          </button>
          {product && product.status !== "ARCHIVED" && (
            <button
              type="button"
              className={ghostButton}
              disabled={busy}
              onClick={() =>
                void act(async () => {
                  const archived = (await archive.mutateAsync({ id: product.id })).adminArchiveProduct;
                  form.reset(formOf(archived));
                  setOutcome({ message: "adminCatalogue.messages.archived" });
                })}
            >
              {t("adminCatalogue.actions.archive")}
            </button>
          )}
          {product && (
            <button
              type="button"
              className={ghostButton}
              disabled={busy}
              data-testid="admin-product-delete"
              onClick={() =>
                void act(async () => {
                  if (!globalThis.confirm(t("adminCatalogue.products.confirmDelete", { title: product.title }))) {
                    return;
                  }
                  await remove.mutateAsync({ id: product.id });
                  go(linkHref({ to: "/$locale/admin/products" }, locale));
                })}
            >
              {t("adminCatalogue.actions.delete")}
            </button>
          )}
          {product?.publicPath && (
            <a
              href={`/${product.language}${product.publicPath}/`}
              className={css({ color: "brand", fontWeight: "semibold", textDecoration: "underline" })}
              data-testid="admin-product-view-on-site"
            >
              {t("adminCatalogue.actions.viewOnSite")}
            </a>
          )}
        </div>
      </form>
    </div>
  );
}
