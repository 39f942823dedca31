// The memberships that started with the promoter's codes: masked e-mail, plan, status, start, next charge, charges,
// price before and after the discount, the discount and the commission earned on it so far.
import { useQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { formatDate, formatNumber, formatPrice } from "../../../i18n/format.ts";
import { percentFromFraction } from "../../domain/promoters.ts";
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from "../../domain/billing.ts";
import { type PromoterSubscription, promoterSubscriptionsQuery } from "./queries.ts";
import { TableBox } from "./table-box.tsx";
import { QueryState } from "./query-state.tsx";
import { table } from "./styles.ts";

export function SubscribersTable() {
  const query = useQuery(promoterSubscriptionsQuery(useGql()));
  return <QueryState query={query}>{(subscriptions) => <Subscribers subscriptions={subscriptions} />}</QueryState>;
}

function Subscribers({ subscriptions }: { subscriptions: readonly PromoterSubscription[] }) {
  const { t, locale } = useI18n();
  const day = (value: string | null) => value ? formatDate(value, locale) : "—";
  if (!subscriptions.length) {
    return (
      <p className={css({ color: "muted" })} data-testid="subscribers-empty">{t("promoters.subscribers.empty")}</p>
    );
  }
  return (
    <TableBox label={t("promoters.subscribers.title")}>
      <table className={table} data-testid="subscribers">
        <thead>
          <tr>
            <th scope="col">{t("promoters.subscribers.email")}</th>
            <th scope="col">{t("promoters.subscribers.plan")}</th>
            <th scope="col">{t("promoters.subscribers.status")}</th>
            <th scope="col">{t("promoters.subscribers.start")}</th>
            <th scope="col">{t("promoters.subscribers.nextCharge")}</th>
            <th scope="col">{t("promoters.subscribers.charges")}</th>
            <th scope="col">{t("promoters.subscribers.priceBefore")}</th>
            <th scope="col">{t("promoters.subscribers.priceAfter")}</th>
            <th scope="col">{t("promoters.subscribers.discount")}</th>
            <th scope="col">{t("promoters.subscribers.commission")}</th>
          </tr>
        </thead>
        <tbody>
          {subscriptions.map((s) => (
            <tr key={s.id} data-testid="subscriber">
              <td>{s.customerEmail}</td>
              <td>{s.planTitle}</td>
              <td>
                {SUBSCRIPTION_STATUSES.includes(s.status as SubscriptionStatus)
                  ? t(`promoters.subscribers.statuses.${s.status}`)
                  : s.status}
              </td>
              <td>{day(s.startTime)}</td>
              <td>{day(s.nextTimeCharge)}</td>
              <td>{s.numberOfCharges}</td>
              <td>{formatPrice(s.priceWithoutDiscount, s.currency, locale)}</td>
              <td>{formatPrice(s.priceAfterDiscount, s.currency, locale)}</td>
              <td>{formatNumber(percentFromFraction(s.couponDiscountPercentage), locale)} %</td>
              <td>{formatPrice(s.commission, s.currency, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}
