// /promoter: the promoter area in the personal area's frame, its blocks in the spec's order (spec 03 §2): codes, the
// payments-info toggle, the commission summary, exchange rates, the tutorial video, bank data, the subscribers/payouts
// switch, the job link and cancelling the partnership. Anyone signed in who is not a promoter reads what the area is
// and how to apply (the server answers them no promoter data).
import { useSuspenseQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { SideMenuLayout } from "../../ui/side-menu-layout.tsx";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { primaryButton } from "../../ui/styles.ts";
import { BankDataBlock } from "./bank-data-block.tsx";
import { CancelPartnership } from "./cancel-partnership.tsx";
import { CommissionSummary } from "./commission-summary.tsx";
import { CouponsBlock } from "./coupons-block.tsx";
import { ExchangeRates } from "./exchange-rates.tsx";
import { JobLinkPopover } from "./job-link-popover.tsx";
import { PaymentsInfoToggle } from "./payments-info-toggle.tsx";
import { type PartnerSettings, partnerSettingsQuery } from "./queries.ts";
import { block, blockTitle } from "./styles.ts";
import { SubscribersPayouts } from "./subscribers-payouts.tsx";
import { TutorialVideo } from "./tutorial-video.tsx";

export function PromoterPage() {
  const { t } = useI18n();
  const { data: settings } = useSuspenseQuery(partnerSettingsQuery(useGql()));
  return (
    <SideMenuLayout title={t("promoters.title")}>
      {settings ? <PromoterArea settings={settings} /> : <NotAPromoter />}
    </SideMenuLayout>
  );
}

function PromoterArea({ settings }: { settings: PartnerSettings }) {
  const { t } = useI18n();
  return (
    <div
      className={css({ display: "flex", flexDirection: "column", gap: "6", maxW: "960px" })}
      data-testid="promoter-area"
    >
      <p className={css({ color: "muted" })}>
        {t("promoters.username")} <strong data-testid="promoter-username">{settings.username}</strong>
      </p>
      <CouponsBlock />
      <PaymentsInfoToggle on={settings.isSubscribedOnPaymentsInfo} />
      <CommissionSummary />
      <ExchangeRates />
      <TutorialVideo />
      <BankDataBlock accounts={settings.bankAccounts} missing={settings.missingBankCurrencies} />
      <SubscribersPayouts />
      <JobLinkPopover code={settings.couponCode} />
      <CancelPartnership />
    </div>
  );
}

function NotAPromoter() {
  const { t } = useI18n();
  return (
    <section className={block} data-testid="not-promoter" aria-labelledby="not-promoter-title">
      <h2 id="not-promoter-title" className={blockTitle}>{t("promoters.notPromoter.title")}</h2>
      <p>{t("promoters.notPromoter.text")}</p>
      <LocaleLink to="/$locale/profile" className={primaryButton} style={{ alignSelf: "flex-start" }}>
        {t("promoters.notPromoter.apply")}
      </LocaleLink>
    </section>
  );
}
