// /buy-service/{slug} (spec 03): the product card (picture, title, benefit items, both prices), checkout, the FAQ of
// four points, the members' reviews and the club's videos (as on /subscribe), and the 'Product payment canceled'
// dialog after ?status=canceled. Visitors sign in before paying.
import { useState } from "react";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate, useParams, useRouter, useSearch } from "@tanstack/react-router";
import { css, cx } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { Accordion } from "../../ui/accordion.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { pageWidth, primaryButton } from "../../ui/styles.ts";
import { CheckoutPanel } from "./checkout/checkout-panel.tsx";
import { ClubReviews } from "./club-reviews.tsx";
import { ClubVideos } from "./club-videos.tsx";
import { formatServicePrice } from "./service-price.tsx";
import { useCreateStripeProductSession, useInitYooOrderToken } from "./mutations.ts";
import { billingMeQuery, productBySlugQuery } from "./queries.ts";

const FAQ_COUNT = 4;

export function BuyServicePage() {
  const { t, locale } = useI18n();
  const gql = useGql();
  const router = useRouter();
  const navigate = useNavigate();
  const { slug } = useParams({ from: "/$locale/buy-service/$slug" });
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const { data: product } = useSuspenseQuery(productBySlugQuery(gql, slug, locale));
  const signedIn = router.options.context.viewerTier !== "anonymous";
  const isFellow = router.options.context.viewerTier === "fellow";
  const me = useQuery({ ...billingMeQuery(gql), enabled: signedIn }).data;
  const { mutateAsync: createStripeSession } = useCreateStripeProductSession();
  const { mutateAsync: initYooOrderToken } = useInitYooOrderToken();
  const [canceledOpen, setCanceledOpen] = useState(search.status === "canceled");
  // Ark renders dialogs through a portal and they are interactive only: it opens after hydration (as the auth
  // dialog does). Opened in the server HTML, it was closed again by the hydrating page now and then.
  const hydrated = useHydrated();
  if (!product) return null;
  const benefits = product.description.split(" | ").filter(Boolean);
  const here = `/${locale}/buy-service/${product.slug}/`;
  // Fellows book mock interviews on the interviews page (the route sends them there); one who became a fellow since
  // the page loaded is told so here.
  const fellowMockInterview = product.kind === "MockInterview" && (isFellow || me?.isFellow);

  return (
    <div
      className={cx(
        pageWidth,
        css({ py: { base: "6", md: "10" }, display: "flex", flexDirection: "column", gap: "10" }),
      )}
    >
      <div
        className={css({
          display: "grid",
          // minmax(0, …): a track may not grow to its content's widest line (the coupon box's input and button made
          // the 375 px page 426 px wide).
          gridTemplateColumns: { base: "minmax(0, 1fr)", lg: "repeat(2, minmax(0, 1fr))" },
          gap: "8",
          alignItems: "start",
        })}
      >
        <article
          data-testid="product-card"
          className={css({
            p: "6",
            borderRadius: "2xl",
            bg: "surface",
            display: "flex",
            flexDirection: "column",
            gap: "4",
          })}
        >
          {product.picture && (
            <img
              src={product.picture.url}
              alt=""
              width={560}
              height={315}
              className={css({ w: "full", h: "auto", borderRadius: "xl", objectFit: "cover" })}
            />
          )}
          <h1 className={css({ fontSize: { base: "2xl", md: "4xl" }, fontWeight: "extrabold", color: "brand" })}>
            {product.title}
          </h1>
          <ul className={css({ display: "flex", flexDirection: "column", gap: "2", pl: "5", listStyle: "disc" })}>
            {benefits.map((b) => <li key={b}>{b}</li>)}
          </ul>
          <p data-testid="product-price" className={css({ fontSize: "2xl", fontWeight: "bold" })}>
            {formatServicePrice(product, locale)}
          </p>
        </article>
        <div>
          {fellowMockInterview
            ? (
              <p data-testid="fellow-mock-interview" className={css({ p: "6", borderRadius: "xl", bg: "accentSoft" })}>
                {t("purchases.buy.fellowMockInterview")}
              </p>
            )
            : signedIn
            ? (
              <CheckoutPanel
                kind="product"
                priceUsd={product.priceInUsd}
                priceRub={product.priceInRub}
                productId={product.id}
                startStripe={async (coupon) =>
                  (await createStripeSession({
                    quantity: 1,
                    productId: product.id,
                    redirectUrl: `/${locale}/order-completed?prId=${product.id}`,
                    couponCode: coupon?.couponCode ?? null,
                  })).createStripeProductSession.url}
                startYoo={async (coupon) =>
                  (await initYooOrderToken({
                    quantity: 1,
                    productId: product.id,
                    couponCode: coupon?.couponCode ?? null,
                  })).initYooOrderToken}
                yooReturnUrl={(paymentId) =>
                  `${globalThis.location.origin}/${locale}/order-completed/?prId=${product.id}&yooPayment=${paymentId}`}
              />
            )
            : (
              <div
                className={css({
                  p: "6",
                  borderRadius: "xl",
                  border: "1px solid token(colors.line)",
                  display: "flex",
                  flexDirection: "column",
                  gap: "3",
                  alignItems: "start",
                })}
              >
                <p>{t("purchases.buy.signInToBuy")}</p>
                <button
                  type="button"
                  className={primaryButton}
                  data-testid="buy-sign-in"
                  onClick={() =>
                    void navigate({
                      to: "/$locale/buy-service/$slug/",
                      params: { locale, slug: product.slug },
                      search: { auth: "signin", redirectTo: here } as never,
                    })}
                >
                  {t("nav.login")}
                </button>
              </div>
            )}
        </div>
      </div>

      <section aria-labelledby="buy-faq-title" className={css({ maxW: "860px", w: "full", mx: "auto" })}>
        <h2 id="buy-faq-title" className={css({ fontSize: "2xl", fontWeight: "bold", color: "brand", mb: "4" })}>
          {t("purchases.buy.faqTitle")}
        </h2>
        <Accordion
          items={Array.from({ length: FAQ_COUNT }, (_, i) => ({
            value: `q${i + 1}`,
            title: t(`purchases.buy.faq.q${i + 1}`),
            content: <p>{t(`purchases.buy.faq.a${i + 1}`)}</p>,
          }))}
        />
      </section>

      <ClubReviews />
      <ClubVideos />

      <Dialog
        open={canceledOpen && hydrated}
        onOpenChange={(open) => {
          if (open) return;
          setCanceledOpen(false);
          // Spec 03: closing leaves the page at its own path with status=canceled (the dialog does not reopen).
          void navigate({
            to: "/$locale/buy-service/$slug/",
            params: { locale, slug: product.slug },
            search: { status: "canceled" } as never,
            replace: true,
          });
        }}
        title={t("purchases.buy.canceledTitle")}
        closeLabel={t("ui.close")}
      >
        <p data-testid="payment-canceled">{t("purchases.buy.canceledText")}</p>
      </Dialog>
    </div>
  );
}
