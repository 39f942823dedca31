// The checkout both /subscribe and /buy-service use (spec 03), put together from the shared parts: the card issuer
// (provider-choice), the pulsing terms consent (consent), the coupon box (coupon-box), the order summary with the
// spec's rounding (order-summary), and the payment itself — a redirect to Stripe's page, or the YooKassa widget in
// place (yoo-widget). The payment part appears only when the issuer and the consent are both set; the server checks
// every price again.
import { useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { errorKeyOf } from "../../../lib/use-gql-mutation.ts";
import { primaryButton } from "../../../ui/styles.ts";
import { providersQuery } from "../queries.ts";
import { Consent } from "./consent.tsx";
import { TermsConsent } from "../../../ui/terms-consent.tsx";
import { CouponBox } from "./coupon-box.tsx";
import { OrderSummary, summaryTotal } from "./order-summary.tsx";
import { ProviderChoice } from "./provider-choice.tsx";
import type { AppliedCoupon, CheckoutOffer, Provider } from "./types.ts";
import { type YooToken, YooWidget } from "./yoo-widget.tsx";

export type { AppliedCoupon, CheckoutOffer, Provider } from "./types.ts";

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
  /** Asks YooKassa for a widget token; amount is what the server's order asks YooKassa for. */
  startYoo(coupon: AppliedCoupon | null): Promise<YooToken>;
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

export function CheckoutPanel(props: CheckoutPanelProps) {
  const { t, locale } = useI18n();
  const gql = useGql();
  const providers = useQuery(providersQuery(gql));
  const [provider, setProvider] = useState<Provider | null>(props.initialProvider ?? null);
  const [consent, setConsent] = useState(false);
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  // The code the coupon box applies when it mounts: the page's, then the one the member applied for the other issuer.
  const [carriedCode, setCarriedCode] = useState<string | null>(props.initialCoupon ?? null);
  // While a code is being checked nothing is paid: the widget would be asked for a price about to change.
  const [couponPending, setCouponPending] = useState(Boolean(props.initialProvider && props.initialCoupon));
  const [error, setError] = useState<string | null>(null);

  const price = provider === "Yoo" ? props.priceRub : props.priceUsd;
  const offer = props.kind === "subscription" ? props.offer ?? null : null;

  // Stripe's page, once the page knows it; the button stays busy while the browser leaves.
  const stripe = useMutation({
    mutationFn: props.startStripe,
    onMutate: () => setError(null),
    onSuccess: (url) => globalThis.location.assign(url),
    onError: (e) => setError(errorKeyOf(e)),
  });
  const going = stripe.isPending || stripe.isSuccess;

  return (
    <section className={card} data-testid="checkout" aria-labelledby="checkout-title">
      <h2 id="checkout-title" className={css({ fontSize: "xl", fontWeight: "bold", color: "brand" })}>
        {t("billing.checkout.title")}
      </h2>
      <ProviderChoice
        value={provider}
        onChange={(p) => {
          // The issuer already chosen: nothing changes (the coupon, the summary and the widget stay as they are).
          if (p === provider) return;
          // A coupon is checked for one provider: choosing the other asks again, with the same code.
          const code = coupon?.couponCode ?? props.initialCoupon ?? null;
          setProvider(p);
          setCoupon(null);
          setCarriedCode(code);
          setCouponPending(Boolean(code));
          setError(null);
        }}
      />
      <Consent checked={consent} onChange={setConsent}>
        <TermsConsent
          textKey={props.kind === "subscription" ? "billing.checkout.consentSubscription" : "billing.checkout.consent"}
          t={t}
          locale={locale}
        />
      </Consent>

      {provider && (
        <CouponBox
          key={provider}
          provider={provider}
          isSubscription={props.kind === "subscription"}
          productId={props.productId}
          initialCode={carriedCode}
          customDiscount={offer}
          onChange={setCoupon}
          onPending={setCouponPending}
        />
      )}

      {provider && <OrderSummary price={price} provider={provider} coupon={coupon} offer={offer} />}

      {provider && consent && couponPending && (
        <p className={css({ color: "muted", fontSize: "sm" })} data-testid="payment-waits">
          {t("billing.coupon.checking")}
        </p>
      )}
      {provider && consent && !couponPending
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
                  onClick={() => stripe.mutate(coupon)}
                >
                  {going ? t("billing.checkout.redirecting") : t("billing.checkout.goToPayment")}
                </button>
              )
              : providers.data && (
                <YooWidget
                  scriptUrl={providers.data.yooWidgetUrl}
                  tokenKey={coupon?.couponCode ?? ""}
                  expectedAmount={summaryTotal({ price, provider, coupon, offer })}
                  requestToken={() => props.startYoo(coupon)}
                  returnUrl={props.yooReturnUrl}
                />
              )}
          </div>
        )
        : !(provider && consent) && (
          <p className={css({ color: "muted", fontSize: "sm" })}>{t("billing.checkout.chooseToPay")}</p>
        )}
    </section>
  );
}
