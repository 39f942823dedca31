// The expert onboarding's steps (spec 02), composed from the sellers' Stripe connection and the experts' editor:
// loading, connect_stripe, reconnect_stripe, thank_you (back from Stripe with stripeConnected and connected), then
// create_expert — the profile form, or the saved profile with its moderation notice.
import { Suspense, useState } from "react";
import { css } from "styled-system/css";
import { useI18n } from "../lib/i18n.tsx";
import { usePageLocation } from "../lib/page-location.tsx";
import { expertOnboardingState, STRIPE_CONNECTED_FLAG } from "../domain/sellers.ts";
import { SideMenuLayout } from "../ui/side-menu-layout.tsx";
import { LocaleLink } from "../ui/locale-link.tsx";
import { ghostButton, primaryButton } from "../ui/styles.ts";
import { SellerLoading, StripeConnectStep, useSellerStatus } from "../features/sellers/seller-connect.tsx";
import { ExpertEditor } from "../features/experts/expert-editor.tsx";

export function ExpertOnboarding() {
  const { t } = useI18n();
  const { href } = usePageLocation();
  const returned = new URL(href, "http://page").searchParams.has(STRIPE_CONNECTED_FLAG);
  const [thanked, setThanked] = useState(false);
  const { status, refresh } = useSellerStatus();
  const state = expertOnboardingState(status, returned && !thanked);
  return (
    <SideMenuLayout title={t("profile.expert")}>
      <div data-testid="expert-onboarding" data-state={state} className={css({ display: "grid", gap: "5" })}>
        {state === "loading" && <SellerLoading />}
        {(state === "connect_stripe" || state === "reconnect_stripe") && (
          <StripeConnectStep
            source="expert"
            reconnect={state === "reconnect_stripe"}
            title={t(state === "connect_stripe" ? "experts.onboarding.title" : "experts.onboarding.reconnectTitle")}
            lead={t(state === "connect_stripe" ? "experts.onboarding.lead" : "experts.onboarding.reconnectLead")}
            button={t(state === "connect_stripe" ? "experts.onboarding.connect" : "experts.onboarding.reconnect")}
            onReturned={refresh}
          />
        )}
        {state === "thank_you" && (
          <section
            data-testid="expert-thank-you"
            className={css({
              display: "grid",
              gap: "4",
              p: { base: "5", md: "8" },
              borderRadius: "2xl",
              bg: "surface",
            })}
          >
            <h2 className={css({ fontSize: "xl", fontWeight: "bold" })}>{t("experts.onboarding.thankYouTitle")}</h2>
            <p>{t("experts.onboarding.thankYouLead")}</p>
            <div>
              <button type="button" className={primaryButton} onClick={() => setThanked(true)}>
                {t("experts.onboarding.createProfile")}
              </button>
            </div>
          </section>
        )}
        {state === "create_expert" && (
          <Suspense fallback={<SellerLoading />}>
            <ExpertEditor
              paymentsLink={
                <LocaleLink to="/$locale/profile/payments" className={ghostButton} data-testid="seller-payments-link">
                  {t("experts.form.payments")}
                </LocaleLink>
              }
            />
          </Suspense>
        )}
      </div>
    </SideMenuLayout>
  );
}
