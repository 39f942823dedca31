// The memberships that started with the promoter's codes: masked e-mail with the customer's reference (two people whose
// masks read the same are told apart, decision 170), plan, status, start, next charge, charges, price before and after
// the discount, the discount and the commission earned on it so far. Also the product buyers: date, product, customer,
// price, code, commission.
import { useQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { formatDate, formatNumber, formatPrice } from "../../../i18n/format.ts";
import { percentFromFraction } from "../../domain/promoters.ts";
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from "../../domain/billing.ts";
import {
  type PromoterProductBuyer,
  promoterProductBuyersQuery,
  type PromoterSubscription,
  promoterSubscriptionsQuery,
} from "./queries.ts";
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
              <td>
                <Customer email={s.customerEmail} reference={s.customerRef} />
              </td>
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

/** The masked e-mail, and under it the customer's reference. */
function Customer({ email, reference }: { email: string; reference: string }) {
  const { t } = useI18n();
  return (
    <span className={css({ display: "grid" })}>
      <span>{email}</span>
      <span className={css({ color: "muted", fontSize: "sm" })} data-testid="customer-ref">
        {t("promoters.subscribers.customerRef", { ref: reference })}
      </span>
    </span>
  );
}

export function ProductBuyersTable() {
  const query = useQuery(promoterProductBuyersQuery(useGql()));
  return <QueryState query={query}>{(buyers) => <ProductBuyers buyers={buyers} />}</QueryState>;
}

function ProductBuyers({ buyers }: { buyers: readonly PromoterProductBuyer[] }) {
  const { t, locale } = useI18n();
  if (!buyers.length) {
    return <p className={css({ color: "muted" })} data-testid="buyers-empty">{t("promoters.buyers.empty")}</p>;
  }
  return (
    <TableBox label={t("promoters.buyers.title")}>
      <table className={table} data-testid="product-buyers">
        <thead>
          <tr>
            <th scope="col">{t("promoters.buyers.date")}</th>
            <th scope="col">{t("promoters.buyers.product")}</th>
            <th scope="col">{t("promoters.subscribers.email")}</th>
            <th scope="col">{t("promoters.buyers.price")}</th>
            <th scope="col">{t("promoters.buyers.code")}</th>
            <th scope="col">{t("promoters.subscribers.commission")}</th>
          </tr>
        </thead>
        <tbody>
          {buyers.map((b) => (
            <tr key={b.id} data-testid="product-buyer">
              <td>{formatDate(b.paidAt, locale)}</td>
              <td>
                {b.productTitle}
                {b.status === "REFUNDED" && (
                  <span className={css({ color: "muted", fontSize: "sm", display: "block" })}>
                    {t("promoters.buyers.refunded")}
                  </span>
                )}
              </td>
              <td>
                <Customer email={b.customerEmail} reference={b.customerRef} />
              </td>
              <td>{formatPrice(b.totalPrice, b.currency, locale)}</td>
              <td>{b.coupon}</td>
              <td>{formatPrice(b.commission, b.currency, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}
