// /admin/products/new and /admin/products/{id}: a product or service in one language. Prices are typed in main units
// (120 or 120.50) and sent in minor units; an empty ruble price is derived from the dollar one by the products'
// exchange rate (rounded to 100 rubles), shown read-only. Validated with the schema adminSaveProduct parses with.
// A product someone bought cannot be deleted: the editor offers to archive it.
import { type FormEvent, useId, useState } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
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
import { validateFields } from "../../../domain/validation.ts";
import { formatMoney } from "../../../../i18n/format.ts";
import type { GqlError } from "../../../lib/gql.ts";
import type { AdminProductInput, ContentStatus, Language, ProductKind } from "../../../lib/graphql-types.generated.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { errorKeyOf } from "../../../lib/use-gql-mutation.ts";
import { usePageLocation } from "../../../lib/page-location.tsx";
import { linkHref, LocaleLink } from "../../../ui/locale-link.tsx";
import { ghostButton, primaryButton } from "../../../ui/styles.ts";
import { adminCatalogueOptionsQuery, type AdminProductItem, adminProductQuery } from "./queries.ts";
import {
  AdminArchiveProductDocument,
  AdminDeleteProductDocument,
  AdminSaveProductDocument,
} from "./catalogue.generated.ts";
import {
  actionBar,
  backLink,
  FormMessages,
  formStack,
  pluralKey,
  Section,
  StatusBadge,
} from "../kit/catalogue-form.tsx";
import { fieldClass, screenTitle } from "../kit/styles.ts";
import { useAdminMutation } from "../kit/use-admin-mutation.ts";
import { byField, describedBy, Field } from "../kit/form-field.tsx";

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

const DONE = ["saved", "created"] as const;

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
  const [form, setForm] = useState<Form>(() => product ? formOf(product) : EMPTY);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<{ key: string; fields: Record<string, string> } | null>(null);
  const [message, setMessage] = useState<string | null>(
    DONE.find((m) => m === done) ? `adminCatalogue.messages.${done}` : null,
  );
  const save = useAdminMutation(AdminSaveProductDocument);
  const archive = useAdminMutation(AdminArchiveProductDocument);
  const remove = useAdminMutation(AdminDeleteProductDocument);
  const busy = save.isPending || archive.isPending || remove.isPending;

  const input = inputOf(form);
  const localErrors = byField(validateFields(AdminProductInputSchema, input));
  const errors = tried ? { ...byField(failure?.fields ?? {}), ...localErrors } : {};
  const prefix = useId();
  const idOf = (name: string) => `${prefix}-${name}`;
  const go = (href: string) => {
    if (!navigate?.(href, { replace: true })) globalThis.location.assign(href);
  };
  const listHref = linkHref({ to: "/$locale/admin/products" }, locale);

  const run = async (steps: () => Promise<void>) => {
    setMessage(null);
    setFailure(null);
    setTried(true);
    try {
      await steps();
    } catch (error) {
      setFailure({ key: errorKeyOf(error), fields: (error as Partial<GqlError>).fields ?? {} });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(localErrors).length) {
      setFailure({ key: "adminCatalogue.errors.fixErrors", fields: {} });
      return;
    }
    void run(async () => {
      const saved = (await save.mutateAsync({ input: { ...input, id: product?.id ?? null } })).adminSaveProduct;
      if (!product) {
        go(`${linkHref({ to: "/$locale/admin/products/$id", params: { id: saved.id } }, locale)}?done=created`);
      } else {
        setForm(formOf(saved));
        setMessage("adminCatalogue.messages.saved");
      }
    });
  };

  const usdMinor = parseMainUnits(form.priceUsd);
  const derivedRub = Number.isNaN(usdMinor)
    ? null
    : toMinorUnits(rubPriceFromUsd(toMainUnits(usdMinor), options.usdToRubRate));

  const text = (
    name: keyof Form,
    label: string,
    opts: { type?: string; wide?: boolean; hint?: string; inputMode?: "decimal" | "numeric"; maxLength?: number } = {},
  ) => (
    <Field id={idOf(name)} label={label} hint={opts.hint} error={errors[name]} isWide={opts.wide}>
      <input
        id={idOf(name)}
        className={fieldClass}
        name={name}
        type={opts.type ?? "text"}
        inputMode={opts.inputMode}
        maxLength={opts.maxLength}
        value={form[name]}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={describedBy(idOf(name), Boolean(opts.hint), errors[name])}
        onChange={(e) => setForm({ ...form, [name]: e.target.value })}
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
        aria-invalid={Boolean(errors[name])}
        aria-describedby={describedBy(idOf(name), false, errors[name])}
        onChange={(e) =>
          setForm({ ...form, [name]: e.target.value })}
      >
        {choices.map(([value, name]) => <option key={value} value={value}>{name}</option>)}
      </select>
    </Field>
  );

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
      <FormMessages message={message} failure={tried && failure ? failure.key : null} />
      <form noValidate onSubmit={submit} data-testid="admin-product-form">
        <fieldset disabled={busy} className={formStack}>
          <Section title={t("adminCatalogue.sections.main")}>
            {text("title", t("adminCatalogue.fields.title"), { wide: true, maxLength: 250 })}
            {text("slug", t("adminCatalogue.fields.slug"), { hint: t("adminCatalogue.fields.slugHint") })}
            {select(
              "language",
              t("adminCatalogue.fields.language"),
              LANGUAGES.map((l) => [l, t(`adminCatalogue.languages.${l}`)]),
            )}
            {select(
              "kind",
              t("adminCatalogue.fields.kind"),
              PRODUCT_KINDS.map((k) => [k, t(`adminCatalogue.kinds.${k}`)]),
            )}
            {select("category", t("adminCatalogue.fields.category"), [
              ["", t("adminCatalogue.fields.noCategory")],
              ...PRODUCT_CATEGORIES.map((c): [string, string] => [c, t(`adminCatalogue.categories.${c}`)]),
            ])}
            {select(
              "status",
              t("adminCatalogue.fields.status"),
              CATALOGUE_STATUSES.map((s) => [s, t(`adminCatalogue.statuses.${s}`)]),
            )}
            {text("sortOrder", t("adminCatalogue.fields.sortOrder"), { inputMode: "numeric" })}
            <Field
              id={idOf("description")}
              label={t("adminCatalogue.fields.benefits")}
              hint={t("adminCatalogue.fields.benefitsHint")}
              error={errors.description}
              isWide
            >
              <textarea
                id={idOf("description")}
                className={`${fieldClass} ${css({ h: "auto", minH: "160px", py: "2" })}`}
                name="description"
                rows={6}
                value={form.description}
                aria-invalid={Boolean(errors.description)}
                aria-describedby={describedBy(idOf("description"), true, errors.description)}
                onChange={(e) => setForm({ ...form, description: e.target.value })}
              />
            </Field>
          </Section>

          <Section title={t("adminCatalogue.sections.price")}>
            {text("priceUsd", t("adminCatalogue.fields.priceUsd"), {
              inputMode: "decimal",
              hint: t("adminCatalogue.fields.mainUnitsHint"),
            })}
            {text("priceRub", t("adminCatalogue.fields.priceRub"), {
              inputMode: "decimal",
              hint: derivedRub === null
                ? t("adminCatalogue.fields.priceRubHint")
                : t("adminCatalogue.fields.priceRubDerived", {
                  price: formatMoney(derivedRub, "RUB", locale),
                  rate: options.usdToRubRate,
                }),
            })}
          </Section>

          <Section title={t("adminCatalogue.sections.access")}>
            {text("linkToProductInfo", t("adminCatalogue.fields.linkToProductInfo"), { type: "url", wide: true })}
            {text("externalAccessUrl", t("adminCatalogue.fields.externalAccessUrl"), { type: "url", wide: true })}
            {text("marathonTitle", t("adminCatalogue.fields.marathonTitle"))}
            {text("marathonBookingLink", t("adminCatalogue.fields.marathonBookingLink"), { type: "url" })}
            {text("coachFirstName", t("adminCatalogue.fields.coachFirstName"))}
            {text("coachLastName", t("adminCatalogue.fields.coachLastName"))}
            {text("coachBookingLink", t("adminCatalogue.fields.coachBookingLink"), { type: "url", wide: true })}
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
                void run(async () => {
                  const archived = (await archive.mutateAsync({ id: product.id })).adminArchiveProduct;
                  setForm(formOf(archived));
                  setMessage("adminCatalogue.messages.archived");
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
                void run(async () => {
                  if (!globalThis.confirm(t("adminCatalogue.products.confirmDelete", { title: product.title }))) {
                    return;
                  }
                  await remove.mutateAsync({ id: product.id });
                  go(listHref);
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
