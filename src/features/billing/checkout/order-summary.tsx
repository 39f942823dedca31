// The order summary of both checkouts (spec 03 §9), every number from src/domain/money.ts: the price; the coupon's
// discount rounded to 2 decimals; the total to 1 decimal (Stripe rounds, Yoo floors); with a trial, the total is 0
// (Stripe) or 1 (Yoo) with an asterisk, and the disclaimer states the trial price and the price after the trial's
// discountAfterTrial, to 2 decimals.
import { css } from "styled-system/css";
import { discountAmount, discountedTotal, priceAfterTrial, trialTotal } from "../../../domain/money.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { formatPrice } from "../../../../i18n/format.ts";
import { type AppliedCoupon, type CheckoutOffer, moneyProvider, type Provider } from "./types.ts";

export type OrderSummaryProps = {
  /** In the provider's currency (rubles for Yoo, dollars for Stripe), main units. */
  price: number;
  provider: Provider;
  coupon: AppliedCoupon | null;
  /** The first-timer offer (subscriptions only). */
  offer?: CheckoutOffer;
};

/** The total the summary shows, in main units: what the provider must be asked for now (the widget compares). */
export function summaryTotal({ price, provider, coupon, offer }: OrderSummaryProps): number {
  const mp = moneyProvider(provider);
  if (offer?.trialPeriod) return trialTotal(mp);
  return coupon ? discountedTotal(price, coupon.discountPercentage, mp) : price;
}

export function OrderSummary({ price, provider, coupon, offer }: OrderSummaryProps) {
  const { t, locale } = useI18n();
  const mp = moneyProvider(provider);
  // The one money notation (i18n/format.ts): "1 900 руб" / "₽1,900" / "$20".
  const money = (value: number) => formatPrice(value, provider === "Yoo" ? "RUB" : "USD", locale);
  const trial = Boolean(offer?.trialPeriod);
  const total = summaryTotal({ price, provider, coupon, offer });
  const after = offer?.discountAfterTrial ? priceAfterTrial(price, offer.discountAfterTrial) : price;
  return (
    <dl data-testid="order-summary" className={css({ display: "grid", gridTemplateColumns: "1fr auto", gap: "2" })}>
      <dt>{t("billing.checkout.price")}</dt>
      <dd data-testid="summary-price">{money(price)}</dd>
      {coupon && !trial && (
        <>
          <dt>{t("billing.checkout.discount", { code: coupon.couponCode })}</dt>
          <dd data-testid="summary-discount">−{money(discountAmount(price, coupon.discountPercentage))}</dd>
        </>
      )}
      <dt className={css({ fontWeight: "bold" })}>{t("billing.checkout.total")}</dt>
      <dd className={css({ fontWeight: "bold" })} data-testid="summary-total">
        {money(total)}
        {trial ? "*" : ""}
      </dd>
      {trial && (
        <dd className={css({ gridColumn: "1 / -1", fontSize: "sm", color: "muted" })} data-testid="trial-disclaimer">
          *{t(provider === "Yoo" ? "billing.checkout.trialYoo" : "billing.checkout.trialStripe", {
            days: offer?.trialPeriod ?? 0,
            trial: money(trialTotal(mp)),
            after: money(after),
            price: money(price),
          })}
        </dd>
      )}
    </dl>
  );
}
