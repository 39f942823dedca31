// The promo-code block: the promoter's codes (code, kind, users, times, discount as percent), a form to add one (the
// alias loses its spaces and is upper-cased as it is typed; Add waits for an alias and a kind; 'Coupon exist' and
// 'Coupon exceeded' under the form, until a code is deleted) and deleting one behind a confirmation (the two defaults
// cannot be deleted).
import { useEffect, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import * as v from "valibot";
import { css } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { formatNumber } from "../../../i18n/format.ts";
import {
  AddPromoterCouponSchema,
  COUPON_KINDS,
  type CouponKind,
  normalizeCouponAlias,
  percentFromFraction,
} from "../../domain/promoters.ts";
import { fieldError, fieldInput, fieldLabel } from "../../ui/form/styles.ts";
import { primaryButton } from "../../ui/styles.ts";
import { showToast } from "../../ui/show-toast.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { useAddPromoterCoupon, useDeletePromoterCoupon } from "./mutations.ts";
import { couponsQuery, type PromoterCoupon } from "./queries.ts";
import { TableBox } from "./table-box.tsx";
import { QueryState } from "./query-state.tsx";
import { block, blockTitle, dangerLink, table } from "./styles.ts";

/** The server's refusal names → what the promoter reads (spec 03 §8). */
const COUPON_ERRORS: Record<string, string> = {
  exists: "promoters.coupons.exists",
  exceeded: "promoters.coupons.exceeded",
  invalid: "promoters.errors.ALIAS_CHARACTERS",
};

export function CouponsBlock() {
  const { t, locale } = useI18n();
  const query = useQuery(couponsQuery(useGql()));
  const [removing, setRemoving] = useState<PromoterCoupon | null>(null);
  const failed = () => showToast("top", { type: "error", title: t("errors.INTERNAL_SERVER_ERROR") });
  const remove = useDeletePromoterCoupon({ onSuccess: () => setRemoving(null), onError: failed });
  return (
    <section className={block} aria-labelledby="coupons-title" data-testid="promoter-coupons">
      <h2 id="coupons-title" className={blockTitle}>{t("promoters.coupons.title")}</h2>
      <QueryState query={query}>
        {(coupons) => (
          <TableBox label={t("promoters.coupons.title")}>
            <table className={table}>
              <thead>
                <tr>
                  <th scope="col">{t("promoters.coupons.code")}</th>
                  <th scope="col">{t("promoters.coupons.kind")}</th>
                  <th scope="col">{t("promoters.coupons.users")}</th>
                  <th scope="col">{t("promoters.coupons.times")}</th>
                  <th scope="col">{t("promoters.coupons.discount")}</th>
                  <th scope="col">
                    <span className={css({ srOnly: true })}>{t("promoters.coupons.actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {coupons.map((coupon) => (
                  <tr key={coupon.id} data-testid="promoter-coupon" data-code={coupon.couponCode}>
                    <td className={css({ fontWeight: "semibold", fontFamily: "mono" })}>{coupon.couponCode}</td>
                    <td>{t(`promoters.coupons.kinds.${coupon.kind}`)}</td>
                    <td>{coupon.countUsers}</td>
                    <td>{coupon.countTimes}</td>
                    <td>{formatNumber(percentFromFraction(coupon.discountPercentage), locale)} %</td>
                    <td>
                      {!coupon.isDefault && (
                        <button
                          type="button"
                          className={dangerLink}
                          onClick={() => setRemoving(coupon)}
                          aria-label={t("promoters.coupons.deleteCode", { code: coupon.couponCode })}
                        >
                          {t("promoters.coupons.delete")}
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableBox>
        )}
      </QueryState>
      <AddCouponForm codeCount={query.data?.length ?? null} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t("promoters.coupons.deleteTitle")}
        confirmLabel={t("promoters.coupons.delete")}
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate({ couponId: removing.id })}
        testId="coupon-delete-dialog"
      >
        <p>{t("promoters.coupons.deleteText", { code: removing?.couponCode ?? "" })}</p>
      </ConfirmDialog>
    </section>
  );
}

/** codeCount: how many codes the list holds; when it falls (a code deleted), the limit's refusal no longer holds. */
function AddCouponForm({ codeCount }: { codeCount: number | null }) {
  const { t } = useI18n();
  const [alias, setAlias] = useState("");
  const [kind, setKind] = useState<CouponKind | "">("");
  const [error, setError] = useState<string | null>(null);
  const counted = useRef(codeCount);
  // Only a fall of the count clears, and only the limit's refusal; the ref keeps the count the last run saw.
  useEffect(() => {
    if (codeCount !== null && counted.current !== null && codeCount < counted.current) {
      setError((shown) => (shown === COUPON_ERRORS.exceeded ? null : shown));
    }
    counted.current = codeCount;
  }, [codeCount]);
  const add = useAddPromoterCoupon({
    onSuccess: ({ addPromoterCoupon: answer }) => {
      if (answer.error) return setError(COUPON_ERRORS[answer.error.name] ?? "errors.INTERNAL_SERVER_ERROR");
      setAlias("");
      setKind("");
      showToast("top", { type: "success", title: t("promoters.coupons.added") });
    },
    onError: () => showToast("top", { type: "error", title: t("errors.INTERNAL_SERVER_ERROR") }),
  });
  const ready = alias !== "" && kind !== "";
  return (
    <form
      noValidate
      data-testid="coupon-add"
      className={css({ display: "flex", gap: "3", flexWrap: "wrap", alignItems: "flex-end" })}
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready || add.isPending) return;
        const parsed = v.safeParse(AddPromoterCouponSchema, { alias, kind });
        if (!parsed.success) return setError(parsed.issues[0].message);
        setError(null);
        add.mutate(parsed.output);
      }}
    >
      <label className={css({ flex: "1 1 180px", minW: 0 })}>
        <span className={fieldLabel}>
          {t("promoters.coupons.alias")}
          <input
            name="alias"
            value={alias}
            maxLength={30}
            autoComplete="off"
            onChange={(e) => {
              setError(null);
              setAlias(normalizeCouponAlias(e.target.value));
            }}
            aria-invalid={error !== null}
            className={fieldInput}
          />
        </span>
      </label>
      <label className={css({ flex: "1 1 160px", minW: 0 })}>
        <span className={fieldLabel}>
          {t("promoters.coupons.kind")}
          <select
            name="kind"
            value={kind}
            onChange={(e) => {
              setError(null);
              setKind(e.target.value as CouponKind | "");
            }}
            className={fieldInput}
          >
            <option value="" disabled>{t("ui.notSpecified")}</option>
            {COUPON_KINDS.map((k) => <option key={k} value={k}>{t(`promoters.coupons.kinds.${k}`)}</option>)}
          </select>
        </span>
      </label>
      <button type="submit" className={primaryButton} disabled={!ready || add.isPending}>
        {t("promoters.coupons.add")}
      </button>
      {error && (
        <p role="alert" className={css({ w: "full" })} data-testid="coupon-error">
          <span className={fieldError}>{t(error)}</span>
        </p>
      )}
    </form>
  );
}
