// /admin/coupons/new and /admin/coupons/{id}: a code, its kind, the percent off (typed as a percent, sent in basis
// points), the product it is bound to (either language's row counts at checkout), how many people may use it, its last
// day and whether it is on. A used coupon keeps its code, kind and discount and is switched off instead of deleted.
import { type FormEvent, useId, useState } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useParams, useSearch } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { AdminCouponInputSchema, basisPointsOf, COUPON_KINDS, percentText } from "../../../domain/admin-catalogue.ts";
import { validateFields } from "../../../domain/validation.ts";
import type { GqlError } from "../../../lib/gql.ts";
import type { AdminCouponInput, CouponKind } from "../../../lib/graphql-types.generated.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { errorKeyOf } from "../../../lib/use-gql-mutation.ts";
import { usePageLocation } from "../../../lib/page-location.tsx";
import { linkHref, LocaleLink } from "../../../ui/locale-link.tsx";
import { ghostButton, primaryButton } from "../../../ui/styles.ts";
import { adminCatalogueOptionsQuery, type AdminCouponItem, adminCouponQuery } from "./queries.ts";
import { AdminDeleteCouponDocument, AdminSaveCouponDocument } from "./catalogue.generated.ts";
import {
  actionBar,
  backLink,
  Badge,
  checkbox,
  checkRow,
  FormMessages,
  formStack,
  Section,
} from "../kit/catalogue-form.tsx";
import { fieldClass, screenTitle } from "../kit/styles.ts";
import { useAdminMutation } from "../kit/use-admin-mutation.ts";
import { byField, describedBy, Field } from "../kit/form-field.tsx";

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

/** The error of the percent field: the schema checks basis points, the person typed a percent. */
function renamed(errors: Record<string, string>): Record<string, string> {
  const { discountBasisPoints, ...rest } = errors;
  return discountBasisPoints ? { ...rest, percent: discountBasisPoints } : rest;
}

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
  const [form, setForm] = useState<Form>(() => coupon ? formOf(coupon) : EMPTY);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<{ key: string; fields: Record<string, string> } | null>(null);
  const [message, setMessage] = useState<string | null>(done === "created" ? "adminCatalogue.messages.created" : null);
  const save = useAdminMutation(AdminSaveCouponDocument);
  const remove = useAdminMutation(AdminDeleteCouponDocument);
  const busy = save.isPending || remove.isPending;
  const input = inputOf(form);
  const localErrors = renamed(byField(validateFields(AdminCouponInputSchema, input)));
  const errors = tried ? { ...renamed(byField(failure?.fields ?? {})), ...localErrors } : {};
  const locked = coupon?.isUsed ?? false;
  const prefix = useId();
  const idOf = (name: string) => `${prefix}-${name}`;
  const go = (href: string) => {
    if (!navigate?.(href, { replace: true })) globalThis.location.assign(href);
  };

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
      const saved = (await save.mutateAsync({ input: { ...input, id: coupon?.id ?? null } })).adminSaveCoupon;
      if (!coupon) {
        go(`${linkHref({ to: "/$locale/admin/coupons/$id", params: { id: saved.id } }, locale)}?done=created`);
      } else {
        setForm(formOf(saved));
        setMessage("adminCatalogue.messages.saved");
      }
    });
  };

  const text = (
    name: keyof Form,
    label: string,
    opts: { hint?: string; type?: string; inputMode?: "decimal" | "numeric"; disabled?: boolean } = {},
  ) => (
    <Field id={idOf(name)} label={label} hint={opts.hint} error={errors[name]}>
      <input
        id={idOf(name)}
        className={fieldClass}
        name={name}
        type={opts.type ?? "text"}
        inputMode={opts.inputMode}
        disabled={opts.disabled}
        value={form[name] as string}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={describedBy(idOf(name), Boolean(opts.hint), errors[name])}
        onChange={(e) => setForm({ ...form, [name]: e.target.value })}
      />
    </Field>
  );

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
      <FormMessages message={message} failure={tried && failure ? failure.key : null} />
      <form noValidate onSubmit={submit} data-testid="admin-coupon-form">
        <fieldset disabled={busy} className={formStack}>
          <Section title={t("adminCatalogue.sections.coupon")}>
            {text("code", t("adminCatalogue.fields.code"), {
              hint: t("adminCatalogue.fields.codeHint"),
              disabled: locked,
            })}
            {text("percent", t("adminCatalogue.fields.percent"), {
              inputMode: "decimal",
              hint: t("adminCatalogue.fields.percentHint"),
              disabled: locked,
            })}
            <Field id={idOf("kind")} label={t("adminCatalogue.fields.couponKind")} error={errors.kind}>
              <select
                id={idOf("kind")}
                className={fieldClass}
                name="kind"
                disabled={locked}
                value={form.kind}
                onChange={(e) => setForm({ ...form, kind: e.target.value })}
              >
                {COUPON_KINDS.map((k) => <option key={k} value={k}>{t(`adminCatalogue.couponKinds.${k}`)}</option>)}
              </select>
            </Field>
            <Field
              id={idOf("productId")}
              label={t("adminCatalogue.fields.product")}
              hint={t("adminCatalogue.fields.productHint")}
              error={errors.productId}
            >
              <select
                id={idOf("productId")}
                className={fieldClass}
                name="productId"
                disabled={form.kind !== "PRODUCTS"}
                value={form.kind === "PRODUCTS" ? form.productId : ""}
                aria-invalid={Boolean(errors.productId)}
                aria-describedby={describedBy(idOf("productId"), true, errors.productId)}
                onChange={(e) => setForm({ ...form, productId: e.target.value })}
              >
                <option value="">{t("adminCatalogue.fields.anyProduct")}</option>
                {options.products.map((p) => (
                  <option key={p.id} value={p.id}>{`${p.title} (${p.language}, ${p.slug})`}</option>
                ))}
              </select>
            </Field>
            {text("maxUsers", t("adminCatalogue.fields.maxUsers"), {
              inputMode: "numeric",
              hint: t("adminCatalogue.fields.maxUsersHint"),
            })}
            {text("expiresOn", t("adminCatalogue.fields.expiresOn"), {
              type: "date",
              hint: t("adminCatalogue.fields.expiresOnHint"),
            })}
            <label className={checkRow}>
              <input
                type="checkbox"
                className={checkbox}
                name="active"
                checked={form.active}
                onChange={(e) => setForm({ ...form, active: e.target.checked })}
              />
              {t("adminCatalogue.fields.active")}
            </label>
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
              onClick={() =>
                void run(async () => {
                  if (!globalThis.confirm(t("adminCatalogue.coupons.confirmDelete", { code: coupon.code }))) return;
                  await remove.mutateAsync({ id: coupon.id });
                  go(linkHref({ to: "/$locale/admin/coupons" }, locale));
                })}
            >
              {t("adminCatalogue.actions.delete")}
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
