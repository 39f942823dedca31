// /admin/products/new and /admin/products/{id}: a product or service in one language. Prices are typed in main units
// (120 or 120.50) and sent in minor units; an empty ruble price is derived from the dollar one by the products'
// exchange rate (rounded to 100 rubles), shown read-only. Validated with the schema adminSaveProduct parses with.
// A product someone bought cannot be deleted: the editor offers to archive it.
import { useSuspenseQuery } from "@tanstack/react-query";
import { useStore } from "@tanstack/react-form";
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
import { linkHref } from "../../../ui/locale-link.tsx";
import { adminCatalogueOptionsQuery, type AdminProductItem, adminProductQuery } from "./queries.ts";
import { useArchiveProduct, useDeleteProduct, useSaveProduct } from "./mutations.ts";
import { CATALOGUE_TEXTS, catalogueForm, catalogueSubmit, optionsOf } from "./editor-form.tsx";
import { useEditorSave, useRouteItem } from "../kit/editor-save.ts";
import { EditorScreen, viewLink } from "../kit/editor-screen.tsx";
import { FieldList } from "../kit/field-list.tsx";
import { anyOr } from "../kit/list-filter.ts";
import { TextField } from "../kit/fields.tsx";
import { textsOf } from "../kit/form-values.ts";
import { pluralKey, StatusBadge } from "../kit/catalogue-form.tsx";
import { Section } from "../kit/section.tsx";

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

function formOf(p: AdminProductItem): Form {
  return {
    ...textsOf(p, ["title", "slug", "language", "kind", "category", "status", ...ACCESS_FIELDS.map(([name]) => name)]),
    description: benefitLines(p.description),
    priceUsd: mainUnitsText(p.priceUsd),
    priceRub: p.priceRub === null ? "" : mainUnitsText(p.priceRub),
    sortOrder: String(p.sortOrder),
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

const PRODUCT_FORM = catalogueForm({ empty: EMPTY, valuesOf: formOf, inputOf, schema: AdminProductInputSchema });

export function NewProductPage() {
  return <ProductEditor product={null} />;
}

export function EditProductPage() {
  const product = useRouteItem(adminProductQuery);
  return product && <ProductEditor key={product.id} product={product} />;
}

function ProductEditor({ product }: { product: AdminProductItem | null }) {
  const { t, locale } = useI18n();
  const options = useSuspenseQuery(adminCatalogueOptionsQuery(useGql())).data;
  const save = useSaveProduct();
  const archive = useArchiveProduct();
  const remove = useDeleteProduct();
  const busy = save.isPending || archive.isPending || remove.isPending;
  const editor = useEditorSave({
    item: product,
    form: PRODUCT_FORM,
    ...CATALOGUE_TEXTS,
    announced: ["saved", "created"],
    save: async (input) => (await save.mutateAsync({ input })).adminSaveProduct,
    itemRoute: "/$locale/admin/products/$id",
  });
  const { form } = editor;
  const f = (name: string) => t(`adminCatalogue.fields.${name}`);

  const priceUsd = useStore(form.store, (state) => state.values.priceUsd);
  const usdMinor = parseMainUnits(priceUsd);
  const derivedRub = Number.isNaN(usdMinor)
    ? null
    : toMinorUnits(rubPriceFromUsd(toMainUnits(usdMinor), options.usdToRubRate));

  return (
    <EditorScreen
      back={{ target: { to: "/$locale/admin/products" }, label: t("adminCatalogue.products.backToList") }}
      title={t(product ? "adminCatalogue.products.editHeading" : "adminCatalogue.products.newHeading")}
      badges={product && <StatusBadge status={product.status} />}
      notes={product && product.orderCount > 0 && (
        <p role="note" className={css({ color: "muted" })}>
          {t(pluralKey("adminCatalogue.products.bought", product.orderCount, locale), { count: product.orderCount })}
        </p>
      )}
      outcome={editor.outcome}
      outcomeTestId="admin-catalogue"
      testId="admin-product-form"
      onSubmit={() => void form.handleSubmit()}
      busy={busy}
      sticky={false}
      submit={catalogueSubmit(t)}
      actions={product
        ? [
          product.status !== "ARCHIVED" && {
            label: t("adminCatalogue.actions.archive"),
            onClick: () =>
              void editor.act(
                async () => (await archive.mutateAsync({ id: product.id })).adminArchiveProduct,
                "archived",
              ),
          },
          {
            label: t("adminCatalogue.actions.delete"),
            testId: "admin-product-delete",
            onClick: () =>
              void editor.run(async () => {
                if (!globalThis.confirm(t("adminCatalogue.products.confirmDelete", { title: product.title }))) return;
                await remove.mutateAsync({ id: product.id });
                editor.go(linkHref({ to: "/$locale/admin/products" }, locale));
              }),
          },
        ]
        : []}
      links={product?.publicPath && (
        <a
          href={`/${product.language}${product.publicPath}/`}
          className={viewLink}
          data-testid="admin-product-view-on-site"
        >
          {t("adminCatalogue.actions.viewOnSite")}
        </a>
      )}
    >
      <Section title={t("adminCatalogue.sections.main")}>
        <FieldList
          form={form}
          fields={[
            { kind: "text", name: "title", label: f("title"), wide: true, maxLength: 250 },
            { kind: "text", name: "slug", label: f("slug"), hint: f("slugHint") },
            { kind: "select", name: "language", label: f("language"), options: optionsOf(LANGUAGES, "languages", t) },
            { kind: "select", name: "kind", label: f("kind"), options: optionsOf(PRODUCT_KINDS, "kinds", t) },
            {
              kind: "select",
              name: "category",
              label: f("category"),
              options: anyOr(f("noCategory"), PRODUCT_CATEGORIES, (c) => t(`adminCatalogue.categories.${c}`)),
            },
            {
              kind: "select",
              name: "status",
              label: f("status"),
              options: optionsOf(CATALOGUE_STATUSES, "statuses", t),
            },
            { kind: "number", name: "sortOrder", label: f("sortOrder") },
            {
              kind: "textarea",
              name: "description",
              label: f("benefits"),
              hint: f("benefitsHint"),
              wide: true,
              rows: 6,
            },
          ]}
        />
      </Section>

      <Section title={t("adminCatalogue.sections.price")}>
        <form.AppField name="priceUsd">
          {() => <TextField label={f("priceUsd")} hint={f("mainUnitsHint")} inputMode="decimal" />}
        </form.AppField>
        <form.AppField name="priceRub">
          {() => (
            <TextField
              label={f("priceRub")}
              inputMode="decimal"
              hint={derivedRub === null ? f("priceRubHint") : t("adminCatalogue.fields.priceRubDerived", {
                price: formatMoney(derivedRub, "RUB", locale),
                rate: options.usdToRubRate,
              })}
            />
          )}
        </form.AppField>
      </Section>

      <Section title={t("adminCatalogue.sections.access")}>
        <FieldList
          form={form}
          fields={ACCESS_FIELDS.map(([name, type, wide]) => ({ kind: "text", name, label: f(name), type, wide }))}
        />
      </Section>
    </EditorScreen>
  );
}
