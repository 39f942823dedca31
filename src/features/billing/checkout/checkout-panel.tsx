// The checkout both /subscribe and /buy-service use (spec 03): the card issuer (Russia → YooKassa in rubles, other
// country → Stripe in dollars), the pulsing terms consent, the coupon box, the order summary with the spec's rounding,
// and the payment itself — a redirect to Stripe's page, or the YooKassa widget in place. The payment part appears
// only when the issuer and the consent are both set; every price shown is computed by src/domain/money.ts, and the
// server checks it all again.
import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { css, cx } from "styled-system/css";
import {
  couponBoxVisible,
  discountAmount,
  discountedTotal,
  priceAfterTrial,
  trialTotal,
} from "../../../domain/money.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { errorKeyOf } from "../../../lib/use-gql-mutation.ts";
import { primaryButton } from "../../../ui/styles.ts";
import { CheckCouponDocument } from "../checkout.generated.ts";
import { providersQuery } from "../queries.ts";
import { YooWidget } from "./yoo-widget.tsx";

export type Provider = "Stripe" | "Yoo";
export type AppliedCoupon = { couponCode: string; discountPercentage: number; stripeCouponId: string | null };
export type CheckoutOffer = { trialPeriod?: number | null; discountAfterTrial?: number | null } | null;

export type CheckoutPanelProps = {
  kind: "subscription" | "product";
  /** The price in each currency, in main units. */
  priceUsd: number;
  priceRub: number;
  productId?: string;
  /** The first-timer offer (subscriptions). */
  offer?: CheckoutOffer;
  initialProvider?: Provider | null;
  /** Applied as soon as the issuer is chosen (the page's p parameter). */
  initialCoupon?: string | null;
  /** Starts Stripe's checkout and answers the page to go to. */
  startStripe(coupon: AppliedCoupon | null): Promise<string>;
  /** Asks YooKassa for a widget token. */
  startYoo(coupon: AppliedCoupon | null): Promise<{ confirmationToken: string; paymentId: string }>;
  /** Where the widget returns after paying. */
  yooReturnUrl(paymentId: string): string;
};

const card = css({
  display: "flex",
  flexDirection: "column",
  gap: "4",
  p: { base: "4", sm: "6" },
  borderRadius: "2xl",
  bg: "white",
  border: "1px solid token(colors.line)",
});

const choice = css({
  flex: "1",
  minW: "140px",
  p: "3",
  borderRadius: "xl",
  border: "2px solid token(colors.line)",
  cursor: "pointer",
  textAlign: "left",
  fontWeight: "semibold",
  _disabled: { opacity: 0.5, cursor: "not-allowed" },
  "&[aria-pressed=true]": { borderColor: "accent", bg: "accentSoft" },
});

const money = (value: number, provider: Provider, locale: string) =>
  new Intl.NumberFormat(locale === "ru" ? "ru-RU" : "en-US", {
    style: "currency",
    currency: provider === "Yoo" ? "RUB" : "USD",
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(value);

export function CheckoutPanel(props: CheckoutPanelProps) {
  const { t, locale } = useI18n();
  const gql = useGql();
  const providers = useQuery(providersQuery(gql));
  const [provider, setProvider] = useState<Provider | null>(props.initialProvider ?? null);
  const [consent, setConsent] = useState(false);
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [going, setGoing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const price = provider === "Yoo" ? props.priceRub : props.priceUsd;
  const offer = props.kind === "subscription" ? props.offer ?? null : null;
  const trial = Boolean(offer?.trialPeriod);
  const showCoupon = couponBoxVisible(offer);

  return (
    <section className={card} data-testid="checkout" aria-labelledby="checkout-title">
      <h2 id="checkout-title" className={css({ fontSize: "xl", fontWeight: "bold", color: "brand" })}>
        {t("billing.checkout.title")}
      </h2>
      <fieldset className={css({ display: "flex", flexDirection: "column", gap: "2" })}>
        <legend className={css({ fontWeight: "semibold", mb: "2" })}>{t("billing.checkout.issuer")}</legend>
        <div className={css({ display: "flex", gap: "3", flexWrap: "wrap" })}>
          {(["Yoo", "Stripe"] as const).map((p) => {
            const configured = providers.data ? (p === "Yoo" ? providers.data.yoo : providers.data.stripe) : true;
            return (
              <button
                key={p}
                type="button"
                className={choice}
                aria-pressed={provider === p}
                disabled={!configured}
                data-testid={`issuer-${p}`}
                onClick={() => {
                  setProvider(p);
                  setCoupon(null);
                  setError(null);
                }}
              >
                {t(p === "Yoo" ? "billing.checkout.russia" : "billing.checkout.otherCountry")}
                <span className={css({ display: "block", fontWeight: "normal", fontSize: "sm", color: "muted" })}>
                  {configured
                    ? t(p === "Yoo" ? "billing.checkout.russiaHint" : "billing.checkout.otherHint")
                    : t("billing.errors.NOT_CONFIGURED")}
                </span>
              </button>
            );
          })}
        </div>
      </fieldset>

      <label
        className={cx(
          css({ display: "flex", gap: "3", alignItems: "flex-start", p: "3", borderRadius: "xl", cursor: "pointer" }),
          !consent && css({ animation: "consentPulse 1.6s ease-in-out infinite" }),
        )}
        data-testid="consent"
        data-pulsing={!consent}
      >
        <input
          type="checkbox"
          checked={consent}
          onChange={(e) => setConsent(e.target.checked)}
          className={css({ mt: "1", w: "5", h: "5", accentColor: "token(colors.accent)" })}
        />
        <span>
          {t(props.kind === "subscription" ? "billing.checkout.consentSubscription" : "billing.checkout.consent")}
        </span>
      </label>

      {provider && showCoupon && (
        <CouponBox
          key={provider}
          provider={provider}
          isSubscription={props.kind === "subscription"}
          productId={props.productId}
          initialCode={props.initialCoupon ?? null}
          onChange={setCoupon}
        />
      )}

      {provider && (
        <OrderSummary
          price={price}
          provider={provider}
          coupon={coupon}
          trial={trial}
          offer={offer}
          locale={locale}
        />
      )}

      {provider && consent
        ? (
          <div data-testid="payment-panel" className={css({ display: "flex", flexDirection: "column", gap: "3" })}>
            {error && <p role="alert" className={css({ color: "danger" })}>{t(error)}</p>}
            {provider === "Stripe"
              ? (
                <button
                  type="button"
                  className={primaryButton}
                  disabled={going}
                  data-testid="go-to-payment"
                  onClick={async () => {
                    setGoing(true);
                    setError(null);
                    try {
                      globalThis.location.assign(await props.startStripe(coupon));
                    } catch (e) {
                      setError(errorKeyOf(e));
                      setGoing(false);
                    }
                  }}
                >
                  {going ? t("billing.checkout.redirecting") : t("billing.checkout.goToPayment")}
                </button>
              )
              : providers.data && (
                <YooWidget
                  scriptUrl={providers.data.yooWidgetUrl}
                  tokenKey={`${coupon?.couponCode ?? ""}`}
                  requestToken={() => props.startYoo(coupon)}
                  returnUrl={props.yooReturnUrl}
                />
              )}
          </div>
        )
        : <p className={css({ color: "muted", fontSize: "sm" })}>{t("billing.checkout.chooseToPay")}</p>}
    </section>
  );
}

function OrderSummary(
  { price, provider, coupon, trial, offer, locale }: {
    price: number;
    provider: Provider;
    coupon: AppliedCoupon | null;
    trial: boolean;
    offer: CheckoutOffer;
    locale: string;
  },
) {
  const { t } = useI18n();
  const cp = provider === "Yoo" ? "YOO" : "STRIPE";
  const total = trial ? trialTotal(cp) : coupon ? discountedTotal(price, coupon.discountPercentage, cp) : price;
  const after = offer?.discountAfterTrial ? priceAfterTrial(price, offer.discountAfterTrial) : price;
  return (
    <dl data-testid="order-summary" className={css({ display: "grid", gridTemplateColumns: "1fr auto", gap: "2" })}>
      <dt>{t("billing.checkout.price")}</dt>
      <dd data-testid="summary-price">{money(price, provider, locale)}</dd>
      {coupon && !trial && (
        <>
          <dt>{t("billing.checkout.discount", { code: coupon.couponCode })}</dt>
          <dd data-testid="summary-discount">
            −{money(discountAmount(price, coupon.discountPercentage), provider, locale)}
          </dd>
        </>
      )}
      <dt className={css({ fontWeight: "bold" })}>{t("billing.checkout.total")}</dt>
      <dd className={css({ fontWeight: "bold" })} data-testid="summary-total">
        {money(total, provider, locale)}
        {trial ? "*" : ""}
      </dd>
      {trial && (
        <dd className={css({ gridColumn: "1 / -1", fontSize: "sm", color: "muted" })} data-testid="trial-disclaimer">
          *{t(provider === "Yoo" ? "billing.checkout.trialYoo" : "billing.checkout.trialStripe", {
            days: offer?.trialPeriod ?? 0,
            trial: money(trialTotal(cp), provider, locale),
            after: money(Number(after.toFixed(2)), provider, locale),
            price: money(price, provider, locale),
          })}
        </dd>
      )}
    </dl>
  );
}

/** The coupon: a link opens the field; the code is upper-cased; Apply asks the server (never trusts the page). */
function CouponBox(
  { provider, isSubscription, productId, initialCode, onChange }: {
    provider: Provider;
    isSubscription: boolean;
    productId?: string;
    initialCode: string | null;
    onChange(coupon: AppliedCoupon | null): void;
  },
) {
  const { t } = useI18n();
  const gql = useGql();
  const [open, setOpen] = useState(Boolean(initialCode));
  const [code, setCode] = useState((initialCode ?? "").toUpperCase());
  const [checking, setChecking] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const [applied, setApplied] = useState<AppliedCoupon | null>(null);

  const apply = async (value: string) => {
    setChecking(true);
    setInvalid(false);
    try {
      const result = (await gql(CheckCouponDocument, {
        couponCode: value,
        paymentProvider: provider,
        isSubscription,
        productId: productId ?? null,
      })).isCouponValid;
      // Stripe needs its own coupon id for the code (spec 03).
      const ok = result && (provider === "Yoo" || result.stripeCouponId);
      setApplied(ok ? result : null);
      setInvalid(!ok);
      onChange(ok ? result : null);
    } catch {
      setInvalid(true);
      setApplied(null);
      onChange(null);
    } finally {
      setChecking(false);
    }
  };

  useEffect(() => {
    if (initialCode) void apply(initialCode.toUpperCase());
    // Only once per issuer: the box is remounted when the issuer changes.
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
      className={css({ display: "flex", flexDirection: "column", gap: "1" })}
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
          data-testid="coupon-input"
          aria-invalid={invalid}
          onChange={(e) => {
            const next = e.target.value.toUpperCase();
            setCode(next);
            if (!next) {
              setInvalid(false);
              if (applied) {
                setApplied(null);
                onChange(null);
              }
            }
          }}
          className={css({
            flex: "1",
            minW: 0,
            h: "44px",
            px: "3",
            borderRadius: "lg",
            border: "1px solid token(colors.line)",
            textTransform: "uppercase",
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
        <p role="alert" data-testid="coupon-invalid" className={css({ color: "danger", fontSize: "sm" })}>
          {t("billing.errors.COUPON_INVALID")}
        </p>
      )}
      {applied && (
        <p data-testid="coupon-applied" className={css({ color: "success", fontSize: "sm" })}>
          {t("billing.coupon.applied", {
            code: applied.couponCode,
            percent: Math.round(applied.discountPercentage * 10000) / 100,
          })}
        </p>
      )}
    </form>
  );
}
