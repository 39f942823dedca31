// /admin/coupons/new and /admin/coupons/{id}: a code, its kind, the percent off (typed as a percent, sent in basis
// points), the product it is bound to (either language's row counts at checkout), how many people may use it, its last
// day and whether it is on. A used coupon keeps its code, kind and discount and is switched off instead of deleted.
import { useSuspenseQuery } from "@tanstack/react-query";
import { useStore } from "@tanstack/react-form";
import { css } from "styled-system/css";
import { AdminCouponInputSchema, basisPointsOf, COUPON_KINDS, percentText } from "../../../domain/admin-catalogue.ts";
import type { AdminCouponInput, CouponKind } from "../../../lib/graphql-types.generated.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { linkHref } from "../../../ui/locale-link.tsx";
import { adminCatalogueOptionsQuery, type AdminCouponItem, adminCouponQuery } from "./queries.ts";
import { useDeleteCoupon, useSaveCoupon } from "./mutations.ts";
import { CATALOGUE_TEXTS, catalogueForm, catalogueSubmit, optionsOf } from "./editor-form.tsx";
import { useEditorSave, useRouteItem } from "../kit/editor-save.ts";
import { EditorScreen } from "../kit/editor-screen.tsx";
import { CheckRow, NumberField, SelectField, TextField } from "../kit/fields.tsx";
import { blankTexts, numberOf, numberText, textsOf } from "../kit/form-values.ts";
import { Badge } from "../kit/catalogue-form.tsx";
import { Section } from "../kit/section.tsx";

/** The fields typed as text ("" for none). */
const TEXTS = ["code", "percent", "productId", "maxUsers", "expiresOn"] as const;

type Form = Record<typeof TEXTS[number] | "kind", string> & { active: boolean };

const EMPTY: Form = { ...blankTexts(TEXTS), kind: "SUBSCRIPTIONS", active: true };

function formOf(c: AdminCouponItem): Form {
  return {
    ...textsOf(c, ["code", "kind", "productId", "expiresOn"]),
    percent: percentText(c.discountBasisPoints),
    maxUsers: numberText(c.maxUsers),
    active: c.active,
  };
}

function inputOf(form: Form): Omit<AdminCouponInput, "id"> {
  return {
    code: form.code,
    kind: form.kind as CouponKind,
    discountBasisPoints: basisPointsOf(form.percent),
    productId: form.kind === "PRODUCTS" && form.productId ? form.productId : null,
    maxUsers: numberOf(form.maxUsers),
    expiresOn: form.expiresOn || null,
    active: form.active,
  };
}

/** The percent field holds the discount: the schema checks basis points, the person typed a percent. */
const fieldOf = (name: string) => name === "discountBasisPoints" ? "percent" : name;

const COUPON_FORM = catalogueForm({ empty: EMPTY, valuesOf: formOf, inputOf, schema: AdminCouponInputSchema, fieldOf });

export function NewCouponPage() {
  return <CouponEditor coupon={null} />;
}

export function EditCouponPage() {
  const coupon = useRouteItem(adminCouponQuery);
  return coupon && <CouponEditor key={coupon.id} coupon={coupon} />;
}

function CouponEditor({ coupon }: { coupon: AdminCouponItem | null }) {
  const { t, locale } = useI18n();
  const options = useSuspenseQuery(adminCatalogueOptionsQuery(useGql())).data;
  const save = useSaveCoupon();
  const remove = useDeleteCoupon();
  const busy = save.isPending || remove.isPending;
  const locked = coupon?.isUsed ?? false;
  const editor = useEditorSave({
    item: coupon,
    form: COUPON_FORM,
    ...CATALOGUE_TEXTS,
    announced: ["created"],
    save: async (input) => (await save.mutateAsync({ input })).adminSaveCoupon,
    itemRoute: "/$locale/admin/coupons/$id",
  });
  const { form } = editor;
  const f = (name: string) => t(`adminCatalogue.fields.${name}`);
  const kind = useStore(form.store, (state) => state.values.kind);
  const productOptions = options.products.map((p) => ({
    value: p.id,
    label: `${p.title} (${p.language}, ${p.slug})`,
  }));

  const deleteCoupon = (target: AdminCouponItem) =>
    editor.run(async () => {
      if (!globalThis.confirm(t("adminCatalogue.coupons.confirmDelete", { code: target.code }))) return;
      await remove.mutateAsync({ id: target.id });
      editor.go(linkHref({ to: "/$locale/admin/coupons" }, locale));
    });

  return (
    <EditorScreen
      narrow
      back={{ target: { to: "/$locale/admin/coupons" }, label: t("adminCatalogue.coupons.backToList") }}
      title={t(coupon ? "adminCatalogue.coupons.editHeading" : "adminCatalogue.coupons.newHeading")}
      badges={coupon && (
        <Badge tone={coupon.active ? "good" : "muted"}>
          {t(coupon.active ? "adminCatalogue.coupons.active" : "adminCatalogue.coupons.inactive")}
        </Badge>
      )}
      notes={
        <>
          {coupon && (
            <p className={css({ color: "muted" })}>
              {t("adminCatalogue.coupons.usage", { users: coupon.countUsers, times: coupon.countTimes })}
              {coupon.promoterEmail
                ? ` · ${t("adminCatalogue.coupons.promoter", { email: coupon.promoterEmail })}`
                : ""}
              {` · ${
                coupon.stripeCouponId ? t("adminCatalogue.coupons.inStripe") : t("adminCatalogue.coupons.notInStripe")
              }`}
            </p>
          )}
          {locked && (
            <p role="note" className={css({ fontWeight: "semibold" })}>{t("adminCatalogue.coupons.lockedNote")}</p>
          )}
        </>
      }
      outcome={editor.outcome}
      outcomeTestId="admin-catalogue"
      testId="admin-coupon-form"
      onSubmit={() => void form.handleSubmit()}
      busy={busy}
      sticky={false}
      submit={catalogueSubmit(t)}
      actions={[
        coupon && !coupon.isUsed &&
        { label: t("adminCatalogue.actions.delete"), onClick: () => void deleteCoupon(coupon) },
      ]}
    >
      <Section title={t("adminCatalogue.sections.coupon")}>
        <form.AppField name="code">
          {() => <TextField label={f("code")} hint={f("codeHint")} disabled={locked} />}
        </form.AppField>
        <form.AppField name="percent">
          {() => <TextField label={f("percent")} hint={f("percentHint")} inputMode="decimal" disabled={locked} />}
        </form.AppField>
        <form.AppField name="kind">
          {() => (
            <SelectField
              label={f("couponKind")}
              disabled={locked}
              options={optionsOf(COUPON_KINDS, "couponKinds", t)}
            />
          )}
        </form.AppField>
        <form.AppField name="productId">
          {() => (
            <SelectField
              label={f("product")}
              hint={f("productHint")}
              disabled={kind !== "PRODUCTS"}
              // Only a coupon for products is bound to one: otherwise "any" is shown, and nothing is sent.
              options={[{ value: "", label: f("anyProduct") }, ...(kind === "PRODUCTS" ? productOptions : [])]}
            />
          )}
        </form.AppField>
        <form.AppField name="maxUsers">
          {() => <NumberField label={f("maxUsers")} hint={f("maxUsersHint")} />}
        </form.AppField>
        <form.AppField name="expiresOn">
          {() => <TextField label={f("expiresOn")} hint={f("expiresOnHint")} type="date" />}
        </form.AppField>
        <form.AppField name="active">{() => <CheckRow label={f("active")} />}</form.AppField>
      </Section>
    </EditorScreen>
  );
}
