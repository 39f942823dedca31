// /subscribe (spec 03): the plan picker with its monthly/annual toggle, the first-timer offer, checkout for the chosen
// plan (a visitor is asked to sign in first and comes back to it), the FAQ of seven points, members' reviews and the
// club's videos. Choose leads to ?planId={id}; p=monthly|annual picks a plan and opens checkout.
import { useEffect, useRef, useState } from "react";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate, useRouter, useSearch } from "@tanstack/react-router";
import { formatRubUsdPrice } from "../../../i18n/format.ts";
import { css, cx } from "styled-system/css";
import { paymentSourceOf } from "../../domain/billing.ts";
import { parseSubscribeSearch } from "./subscribe-search.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { rememberedPromo } from "../../lib/promo-code.ts";
import { Accordion } from "../../ui/accordion.tsx";
import { pageWidth, primaryButton } from "../../ui/styles.ts";
import { customDiscountQuery, plansQuery } from "./queries.ts";
import { CheckoutPanel } from "./checkout/checkout-panel.tsx";
import { useCreateStripeSubscriptionSession, useInitSubscriptionToken } from "./mutations.ts";
import { ClubVideos } from "./club-videos.tsx";
import { ClubReviews } from "./club-reviews.tsx";

const FAQ_COUNT = 7;

type Cycle = "MONTHLY" | "ANNUALLY";

export function SubscribePage() {
  const { t, locale } = useI18n();
  const gql = useGql();
  const router = useRouter();
  const { mutateAsync: initSubscriptionToken } = useInitSubscriptionToken();
  const { mutateAsync: createStripeSubscriptionSession } = useCreateStripeSubscriptionSession();
  const navigate = useNavigate();
  const search = parseSubscribeSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const signedIn = router.options.context.viewerTier !== "anonymous";
  const { data: plans } = useSuspenseQuery(plansQuery(gql, locale));
  const offerQuery = useQuery({ ...customDiscountQuery(gql), enabled: signedIn });
  const offer = offerQuery.data ?? null;

  const byParam = search.p === "annual" ? "ANNUALLY" : search.p === "monthly" ? "MONTHLY" : null;
  const chosenPlan = plans.find((p) => p.id === search.planId) ??
    (byParam ? plans.find((p) => p.billingCycle === byParam) : undefined);
  const [cycle, setCycle] = useState<Cycle>(chosenPlan?.billingCycle ?? "MONTHLY");
  // A promoter's code remembered from their link (?promo=): read after hydration, the server never knows it.
  const [promo, setPromo] = useState<string | null>(null);
  useEffect(() => setPromo(rememberedPromo()), []);
  const shown = plans.filter((p) => p.billingCycle === cycle);
  const checkoutRef = useRef<HTMLDivElement>(null);
  const redirectTo = search.redirectTo ?? null;
  const paymentSource = paymentSourceOf(redirectTo);

  const choose = (planId: string) => {
    const next = { planId, ...(redirectTo ? { redirectTo } : {}), ...(search.pm ? { pm: search.pm } : {}) };
    if (!signedIn) {
      // Sign in first; the return address opens checkout for this plan (p).
      const plan = plans.find((p) => p.id === planId)!;
      const back = new URLSearchParams({ ...next, p: plan.billingCycle === "ANNUALLY" ? "annual" : "monthly" });
      void navigate({
        to: "/$locale/subscribe/",
        params: { locale },
        search: { ...next, auth: "signin", redirectTo: `/${locale}/subscribe/?${back}` } as never,
      });
      return;
    }
    void navigate({ to: "/$locale/subscribe/", params: { locale }, search: next as never });
  };

  // p opens checkout: signed in, scroll to it; signed out, the sign-in dialog opens first (spec 03).
  useEffect(() => {
    if (!search.p || !chosenPlan) return;
    if (!signedIn) {
      choose(chosenPlan.id);
      return;
    }
    checkoutRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [search.p, chosenPlan?.id, signedIn]);

  useEffect(() => {
    if (chosenPlan && signedIn && search.planId) {
      checkoutRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    }
  }, [chosenPlan?.id, signedIn, search.planId]);

  const offerText = offer ? (locale === "ru" ? offer.group_description : offer.group_description_en) : null;

  return (
    <div
      className={cx(
        pageWidth,
        css({ py: { base: "6", md: "10" }, display: "flex", flexDirection: "column", gap: "10" }),
      )}
    >
      <header className={css({ textAlign: "center", display: "flex", flexDirection: "column", gap: "3" })}>
        <h1 className={css({ fontSize: { base: "3xl", md: "5xl" }, fontWeight: "extrabold", color: "brand" })}>
          {t("billing.subscribe.title")}
        </h1>
        <p className={css({ color: "muted", maxW: "720px", mx: "auto" })}>{t("billing.subscribe.lead")}</p>
        {offerText && (
          <p
            data-testid="first-timer-offer"
            className={css({
              alignSelf: "center",
              bg: "accentSoft",
              color: "accentDark",
              px: "4",
              py: "2",
              borderRadius: "full",
              fontWeight: "semibold",
            })}
          >
            {offerText}
          </p>
        )}
      </header>

      <section aria-labelledby="plans-title" className={css({ display: "flex", flexDirection: "column", gap: "5" })}>
        <h2 id="plans-title" className={css({ srOnly: true })}>{t("billing.subscribe.plans")}</h2>
        <div
          role="radiogroup"
          aria-label={t("billing.subscribe.billing")}
          className={css({ alignSelf: "center", display: "flex", p: "1", bg: "surface", borderRadius: "full" })}
        >
          {(["MONTHLY", "ANNUALLY"] as const).map((c) => (
            <button
              key={c}
              type="button"
              role="radio"
              aria-checked={cycle === c}
              data-testid={`cycle-${c}`}
              onClick={() => setCycle(c)}
              className={css({
                px: "5",
                h: "40px",
                borderRadius: "full",
                fontWeight: "semibold",
                cursor: "pointer",
                "&[aria-checked=true]": { bg: "white", color: "brand", boxShadow: "sm" },
              })}
            >
              {t(c === "MONTHLY" ? "billing.subscribe.monthly" : "billing.subscribe.annually")}
            </button>
          ))}
        </div>
        <div className={css({ display: "flex", justifyContent: "center", gap: "5", flexWrap: "wrap" })}>
          {shown.map((plan) => (
            <article
              key={plan.id}
              data-testid={`plan-${plan.billingCycle}`}
              className={css({
                w: { base: "full", sm: "420px" },
                p: "6",
                borderRadius: "2xl",
                border: "2px solid token(colors.line)",
                bg: "white",
                display: "flex",
                flexDirection: "column",
                gap: "3",
                "&[data-chosen=true]": { borderColor: "accent" },
              })}
              data-chosen={chosenPlan?.id === plan.id}
            >
              <h3 className={css({ fontSize: "xl", fontWeight: "bold" })}>{plan.title}</h3>
              <p className={css({ color: "muted" })}>{plan.description}</p>
              <p className={css({ fontSize: "3xl", fontWeight: "extrabold", color: "brand" })}>
                {formatRubUsdPrice(plan.priceInRub, plan.priceInUsd, locale)}
                <span className={css({ fontSize: "md", fontWeight: "normal", color: "muted" })}>
                  {" "}
                  {t(plan.billingCycle === "MONTHLY" ? "billing.subscribe.perMonth" : "billing.subscribe.perYear")}
                </span>
              </p>
              <ul className={css({ display: "flex", flexDirection: "column", gap: "2", pl: "5", listStyle: "disc" })}>
                {plan.features.map((f) => <li key={f}>{f}</li>)}
              </ul>
              <button
                type="button"
                className={primaryButton}
                data-testid={`choose-${plan.billingCycle}`}
                onClick={() => choose(plan.id)}
              >
                {chosenPlan?.id === plan.id ? t("billing.subscribe.chosen") : t("billing.subscribe.choose")}
              </button>
            </article>
          ))}
        </div>
      </section>

      <div ref={checkoutRef} className={css({ scrollMarginTop: "96px", maxW: "720px", w: "full", mx: "auto" })}>
        {chosenPlan && signedIn && (
          <CheckoutPanel
            key={`${chosenPlan.id}:${promo ?? ""}`}
            kind="subscription"
            priceUsd={chosenPlan.priceInUsd}
            priceRub={chosenPlan.priceInRub}
            offer={offer}
            initialProvider={search.pm ?? null}
            initialCoupon={promo}
            startStripe={async (coupon) =>
              (await createStripeSubscriptionSession({
                planId: chosenPlan.id,
                paymentSource,
                couponCode: coupon?.couponCode ?? null,
                redirectUrl: redirectTo,
              })).createStripeSubscriptionSession.url}
            startYoo={async (coupon) =>
              (await initSubscriptionToken({
                planId: chosenPlan.id,
                paymentSource,
                couponCode: coupon?.couponCode ?? null,
              })).initSubscriptionToken}
            yooReturnUrl={(paymentId) =>
              `${globalThis.location.origin}/${locale}/subscribe-success/?${new URLSearchParams({
                yooPayment: paymentId,
                ...(redirectTo ? { back: redirectTo } : {}),
              })}`}
          />
        )}
        {chosenPlan && !signedIn && (
          <p className={css({ textAlign: "center", color: "muted" })}>{t("billing.subscribe.signInFirst")}</p>
        )}
      </div>

      <section aria-labelledby="faq-title" className={css({ maxW: "860px", w: "full", mx: "auto" })}>
        <h2 id="faq-title" className={css({ fontSize: "2xl", fontWeight: "bold", color: "brand", mb: "4" })}>
          {t("billing.subscribe.faqTitle")}
        </h2>
        <Accordion
          items={Array.from({ length: FAQ_COUNT }, (_, i) => ({
            value: `q${i + 1}`,
            title: t(`billing.subscribe.faq.q${i + 1}`),
            content: <p>{t(`billing.subscribe.faq.a${i + 1}`)}</p>,
          }))}
        />
      </section>

      <ClubReviews />
      <ClubVideos />
    </div>
  );
}
