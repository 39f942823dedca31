// The coupon box of both checkouts (spec 03): a "do you have a coupon" link opens the field; the code is upper-cased as
// it is typed; Apply (disabled when empty or while checking) asks the isCouponValid mutation; a refusal reads
// COUPON_INVALID under the field and emptying the field clears it. Hidden while the first-timer offer has a discount
// after its trial (the two do not combine). The server checks the code again when paying.
import { useEffect, useRef, useState } from "react";
import { css } from "styled-system/css";
import { couponBoxVisible, percentOf } from "../../../domain/money.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { primaryButton } from "../../../ui/styles.ts";
import { useCheckCoupon } from "../mutations.ts";
import type { AppliedCoupon, CheckoutOffer, Provider } from "./types.ts";

export type CouponBoxProps = {
  /** The checkout's provider: a coupon is checked for one (remount the box, `key={provider}`, when it changes). */
  provider: Provider;
  isSubscription: boolean;
  /** The product bought (product checkout only). */
  productId?: string;
  /** A code applied as soon as the box mounts (the checkout page's p parameter); the field opens with it. */
  initialCode?: string | null;
  /** The first-timer offer: with a discountAfterTrial the box is not shown at all. */
  customDiscount?: CheckoutOffer;
  /** Called with the accepted coupon, or null when it is refused or removed. */
  onChange(coupon: AppliedCoupon | null): void;
  /** Called when a check starts and ends: until it ends the total is not known. */
  onPending?(pending: boolean): void;
};

export function CouponBox(props: CouponBoxProps) {
  const hidden = !couponBoxVisible(props.customDiscount);
  // A hidden box checks nothing: a code the panel expected to be checked is not pending.
  useEffect(() => {
    if (hidden) props.onPending?.(false);
  }, [hidden]);
  if (hidden) return null;
  return <CouponField {...props} />;
}

function CouponField({ provider, isSubscription, productId, initialCode, onChange, onPending }: CouponBoxProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState(Boolean(initialCode));
  const [code, setCode] = useState((initialCode ?? "").toUpperCase());
  const [invalid, setInvalid] = useState(false);
  const [applied, setApplied] = useState<AppliedCoupon | null>(null);

  const settle = (coupon: AppliedCoupon | null, refused: boolean) => {
    setApplied(coupon);
    setInvalid(refused);
    onChange(coupon);
  };

  const check = useCheckCoupon({
    // Valid only with a result, and for Stripe with its own coupon id (spec 03 §5).
    onSuccess: ({ isCouponValid: result }) => {
      const ok = result && (provider === "Yoo" || result.stripeCouponId) ? result : null;
      settle(ok, !ok);
    },
    onError: () => settle(null, true),
  });
  const checking = check.isPending;
  // Told on every change after mounting; a box mounting with a code is pending from the start (the panel knows).
  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current) onPending?.(checking);
    mounted.current = true;
  }, [checking]);

  const apply = (value: string) => {
    setInvalid(false);
    check.mutate({ couponCode: value, paymentProvider: provider, isSubscription, productId: productId ?? null });
  };

  useEffect(() => {
    const first = initialCode?.trim().toUpperCase();
    if (first) apply(first);
    else onPending?.(false);
    // Once per mount: the box is remounted when the provider changes.
  }, []);

  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        data-testid="coupon-toggle"
        className={css({
          alignSelf: "flex-start",
          color: "accentDark",
          textDecoration: "underline",
          cursor: "pointer",
        })}
      >
        {t("billing.coupon.toggle")}
      </button>
    );
  }
  return (
    <form
      noValidate
      className={css({ display: "flex", flexDirection: "column", gap: "1" })}
      data-testid="coupon-box"
      onSubmit={(e) => {
        e.preventDefault();
        if (code.trim() && !checking) void apply(code.trim());
      }}
    >
      <label className={css({ fontWeight: "semibold", fontSize: "sm" })} htmlFor="coupon-code">
        {t("billing.coupon.label")}
      </label>
      <div className={css({ display: "flex", gap: "2" })}>
        <input
          id="coupon-code"
          name="coupon"
          value={code}
          maxLength={64}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          data-testid="coupon-input"
          aria-invalid={invalid}
          aria-describedby={invalid ? "coupon-code-error" : undefined}
          onChange={(e) => {
            const next = e.target.value.toUpperCase();
            setCode(next);
            if (!next) settle(null, false);
          }}
          className={css({
            flex: "1",
            minW: 0,
            h: "44px",
            px: "3",
            borderRadius: "lg",
            border: "1px solid token(colors.line)",
            textTransform: "uppercase",
            "&[aria-invalid=true]": { borderColor: "danger" },
          })}
        />
        <button
          type="submit"
          className={primaryButton}
          disabled={!code.trim() || checking}
          data-testid="coupon-apply"
        >
          {checking ? t("billing.coupon.checking") : t("billing.coupon.apply")}
        </button>
      </div>
      {invalid && (
        <p
          id="coupon-code-error"
          role="alert"
          data-testid="coupon-invalid"
          className={css({ color: "danger", fontSize: "sm" })}
        >
          {t("billing.errors.COUPON_INVALID")}
        </p>
      )}
      {applied && (
        <p data-testid="coupon-applied" className={css({ color: "success", fontSize: "sm" })}>
          {t("billing.coupon.applied", { code: applied.couponCode, percent: percentOf(applied.discountPercentage) })}
        </p>
      )}
    </form>
  );
}
