// /admin/coupons/new and /admin/coupons/{id}: a code, its kind, the percent off (typed as a percent, sent in basis
// points), the product it is bound to (either language's row counts at checkout), how many people may use it, its last
// day and whether it is on. A used coupon keeps its code, kind and discount and is switched off instead of deleted.
import { useState } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useStore } from "@tanstack/react-form";
import { useParams, useSearch } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { AdminCouponInputSchema, basisPointsOf, COUPON_KINDS, percentText } from "../../../domain/admin-catalogue.ts";
import type { AdminCouponInput, CouponKind } from "../../../lib/graphql-types.generated.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { errorKeyOf } from "../../../lib/use-gql-mutation.ts";
import { usePageLocation } from "../../../lib/page-location.tsx";
import { linkHref, LocaleLink } from "../../../ui/locale-link.tsx";
import { ghostButton, primaryButton } from "../../../ui/styles.ts";
import { schemaValidation, useAppForm } from "../../../ui/form/form.ts";
import { adminCatalogueOptionsQuery, type AdminCouponItem, adminCouponQuery } from "./queries.ts";
import { useDeleteCoupon, useSaveCoupon } from "./mutations.ts";
import { convertedSchema, failedWrite, FormMessages, optionsOf, type Outcome } from "./editor-form.tsx";
import { CheckRow, SelectField, TextField } from "../kit/fields.tsx";
import { actionBar, backLink, Badge, formStack } from "../kit/catalogue-form.tsx";
import { Section } from "../kit/section.tsx";
import { screenTitle } from "../kit/styles.ts";

type Form = {
  code: string;
  kind: string;
  percent: string;
  productId: string;
  maxUsers: string;
  expiresOn: string;
  active: boolean;
};

const EMPTY: Form = {
  code: "",
  kind: "SUBSCRIPTIONS",
  percent: "",
  productId: "",
  maxUsers: "",
  expiresOn: "",
  active: true,
};

function formOf(c: AdminCouponItem): Form {
  return {
    code: c.code,
    kind: c.kind,
    percent: percentText(c.discountBasisPoints),
    productId: c.productId ?? "",
    maxUsers: c.maxUsers === null ? "" : String(c.maxUsers),
    expiresOn: c.expiresOn ?? "",
    active: c.active,
  };
}

function inputOf(form: Form): Omit<AdminCouponInput, "id"> {
  return {
    code: form.code,
    kind: form.kind as CouponKind,
    discountBasisPoints: basisPointsOf(form.percent),
    productId: form.kind === "PRODUCTS" && form.productId ? form.productId : null,
    maxUsers: form.maxUsers.trim() === "" ? null : Number(form.maxUsers.trim()),
    expiresOn: form.expiresOn || null,
    active: form.active,
  };
}

/** The percent field holds the discount: the schema checks basis points, the person typed a percent. */
const fieldOf = (name: string) => name === "discountBasisPoints" ? "percent" : name;

const FormSchema = convertedSchema<Form>(AdminCouponInputSchema, inputOf, fieldOf);

export function NewCouponPage() {
  return <CouponEditor coupon={null} />;
}

export function EditCouponPage() {
  const { id } = useParams({ strict: false }) as { id: string };
  const coupon = useSuspenseQuery(adminCouponQuery(useGql(), id)).data;
  if (!coupon) return null;
  return <CouponEditor key={coupon.id} coupon={coupon} />;
}

function CouponEditor({ coupon }: { coupon: AdminCouponItem | null }) {
  const { t, locale } = useI18n();
  const gql = useGql();
  const { navigate } = usePageLocation();
  const options = useSuspenseQuery(adminCatalogueOptionsQuery(gql)).data;
  const done = (useSearch({ strict: false }) as { done?: unknown }).done;
  const [outcome, setOutcome] = useState<Outcome>(
    done === "created" ? { message: "adminCatalogue.messages.created" } : null,
  );
  const save = useSaveCoupon();
  const remove = useDeleteCoupon();
  const busy = save.isPending || remove.isPending;
  const locked = coupon?.isUsed ?? false;
  const go = (href: string) => {
    if (!navigate?.(href, { replace: true })) globalThis.location.assign(href);
  };

  const form = useAppForm({
    defaultValues: coupon ? formOf(coupon) : EMPTY,
    ...schemaValidation(FormSchema),
    onSubmitInvalid: () => setOutcome({ failure: "adminCatalogue.errors.fixErrors" }),
    onSubmit: async ({ value }) => {
      setOutcome(null);
      try {
        const saved =
          (await save.mutateAsync({ input: { ...inputOf(value), id: coupon?.id ?? null } })).adminSaveCoupon;
        if (!coupon) {
          go(`${linkHref({ to: "/$locale/admin/coupons/$id", params: { id: saved.id } }, locale)}?done=created`);
        } else {
          form.reset(formOf(saved));
          setOutcome({ message: "adminCatalogue.messages.saved" });
        }
      } catch (error) {
        setOutcome(failedWrite(form, error, fieldOf));
      }
    },
  });
  const kind = useStore(form.store, (state) => state.values.kind);
  const productOptions = options.products.map((p) => ({
    value: p.id,
    label: `${p.title} (${p.language}, ${p.slug})`,
  }));

  const deleteCoupon = async (target: AdminCouponItem) => {
    setOutcome(null);
    if (!globalThis.confirm(t("adminCatalogue.coupons.confirmDelete", { code: target.code }))) return;
    try {
      await remove.mutateAsync({ id: target.id });
      go(linkHref({ to: "/$locale/admin/coupons" }, locale));
    } catch (error) {
      setOutcome({ failure: errorKeyOf(error) });
    }
  };

  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "5", maxW: "900px" })}>
      <LocaleLink to="/$locale/admin/coupons" className={backLink}>
        ← {t("adminCatalogue.coupons.backToList")}
      </LocaleLink>
      <div className={css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center" })}>
        <h1 className={screenTitle}>
          {t(coupon ? "adminCatalogue.coupons.editHeading" : "adminCatalogue.coupons.newHeading")}
        </h1>
        {coupon && (
          <Badge tone={coupon.active ? "good" : "muted"}>
            {t(coupon.active ? "adminCatalogue.coupons.active" : "adminCatalogue.coupons.inactive")}
          </Badge>
        )}
      </div>
      {coupon && (
        <p className={css({ color: "muted" })}>
          {t("adminCatalogue.coupons.usage", { users: coupon.countUsers, times: coupon.countTimes })}
          {coupon.promoterEmail ? ` · ${t("adminCatalogue.coupons.promoter", { email: coupon.promoterEmail })}` : ""}
          {` · ${
            coupon.stripeCouponId ? t("adminCatalogue.coupons.inStripe") : t("adminCatalogue.coupons.notInStripe")
          }`}
        </p>
      )}
      {locked && <p role="note" className={css({ fontWeight: "semibold" })}>{t("adminCatalogue.coupons.lockedNote")}
      </p>}
      <FormMessages outcome={outcome} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
        data-testid="admin-coupon-form"
      >
        <fieldset disabled={busy} className={formStack}>
          <Section title={t("adminCatalogue.sections.coupon")}>
            <form.AppField name="code">
              {() => (
                <TextField
                  label={t("adminCatalogue.fields.code")}
                  hint={t("adminCatalogue.fields.codeHint")}
                  disabled={locked}
                />
              )}
            </form.AppField>
            <form.AppField name="percent">
              {() => (
                <TextField
                  label={t("adminCatalogue.fields.percent")}
                  hint={t("adminCatalogue.fields.percentHint")}
                  inputMode="decimal"
                  disabled={locked}
                />
              )}
            </form.AppField>
            <form.AppField name="kind">
              {() => (
                <SelectField
                  label={t("adminCatalogue.fields.couponKind")}
                  disabled={locked}
                  options={optionsOf(COUPON_KINDS, "couponKinds", t)}
                />
              )}
            </form.AppField>
            <form.AppField name="productId">
              {() => (
                <SelectField
                  label={t("adminCatalogue.fields.product")}
                  hint={t("adminCatalogue.fields.productHint")}
                  disabled={kind !== "PRODUCTS"}
                  options={[
                    { value: "", label: t("adminCatalogue.fields.anyProduct") },
                    // Only a coupon for products is bound to one: otherwise "any" is shown, and nothing is sent.
                    ...(kind === "PRODUCTS" ? productOptions : []),
                  ]}
                />
              )}
            </form.AppField>
            <form.AppField name="maxUsers">
              {() => (
                <TextField
                  label={t("adminCatalogue.fields.maxUsers")}
                  hint={t("adminCatalogue.fields.maxUsersHint")}
                  inputMode="numeric"
                />
              )}
            </form.AppField>
            <form.AppField name="expiresOn">
              {() => (
                <TextField
                  label={t("adminCatalogue.fields.expiresOn")}
                  hint={t("adminCatalogue.fields.expiresOnHint")}
                  type="date"
                />
              )}
            </form.AppField>
            <form.AppField name="active">{() => <CheckRow label={t("adminCatalogue.fields.active")} />}</form.AppField>
          </Section>
        </fieldset>
        <div className={actionBar}>
          <button type="submit" className={primaryButton} disabled={busy}>
            {busy ? t("adminCatalogue.buttons.busy") : t("adminCatalogue.buttons.save")}
          </button>
          {coupon && !coupon.isUsed && (
            <button
              type="button"
              className={ghostButton}
              disabled={busy}
              onClick={() => void deleteCoupon(coupon)}
            >
              {t("adminCatalogue.actions.delete")}
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
