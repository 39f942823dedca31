// /admin/money/memberships' list: each membership as a card (the payer, cycle, provider, status, until when), a Stripe
// membership's last payment and a YooKassa membership's charges, each refundable one with its button.
import { useSuspenseQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { formatDate, formatDateTime, formatMoney } from "../../../../i18n/format.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { LocaleLink } from "../../../ui/locale-link.tsx";
import { ghostButton } from "../../../ui/styles.ts";
import { ListPager } from "../kit/list-pager.tsx";
import { tableBox, tableClass } from "../kit/styles.ts";
import type { ListUrl } from "../kit/list-url.ts";
import { membershipsQuery } from "./queries.ts";
import type { MoneySearch } from "./search.ts";

/** A payment the team is about to refund: which write, and what the dialog says of it. */
export type Refunding = {
  kind: "order" | "charge" | "membership";
  id: string;
  amount: number;
  currency: string;
  provider: string;
};

export function MembershipsList(
  { url, onRefund }: { url: ListUrl<MoneySearch>; onRefund: (r: Refunding) => void },
) {
  const { t, locale } = useI18n();
  const list = useSuspenseQuery(membershipsQuery(useGql(), url.filter, url.page)).data;
  return (
    <>
      <p aria-live="polite">{t("admin.list.total", { count: list.total })}</p>
      {list.items.length === 0
        ? <p>{t("admin.list.empty")}</p>
        : (
          <ul className={css({ display: "grid", gap: "3" })} data-testid="memberships">
            {list.items.map((sub) => (
              <li key={sub.id} className={css({ bg: "white", borderRadius: "xl", p: "4", display: "grid", gap: "2" })}>
                <p className={css({ overflowWrap: "anywhere" })}>
                  <LocaleLink
                    to="/$locale/admin/members/$id"
                    params={{ id: sub.userId }}
                    className={css({ color: "brand", fontWeight: "semibold", textDecoration: "underline" })}
                  >
                    {sub.email}
                  </LocaleLink>
                  {" · "}
                  {t(`admin.members.cycles.${sub.billingCycle}`)} · {t(`admin.money.providers.${sub.provider}`)} ·{" "}
                  <strong>{t(`admin.money.statuses.${sub.status}`)}</strong>
                  {sub.currentPeriodEnd && ` · ${t("admin.money.until")} ${formatDate(sub.currentPeriodEnd, locale)}`}
                </p>
                {sub.provider === "STRIPE" && sub.lastPaymentAmount !== null && (
                  <p className={css({ display: "flex", gap: "3", alignItems: "center", flexWrap: "wrap" })}>
                    {t("admin.money.lastPayment", {
                      amount: formatMoney(sub.lastPaymentAmount, sub.currency, locale),
                    })}
                    {sub.lastPaymentRefundable && (
                      <button
                        type="button"
                        className={ghostButton}
                        aria-label={`${t("admin.money.refundLast")}: ${sub.email}`}
                        onClick={() =>
                          onRefund({
                            kind: "membership",
                            id: sub.id,
                            amount: sub.lastPaymentAmount ?? 0,
                            currency: sub.currency,
                            provider: "STRIPE",
                          })}
                      >
                        {t("admin.money.refundLast")}
                      </button>
                    )}
                  </p>
                )}
                {sub.charges.length > 0 && (
                  <div className={tableBox}>
                    <table className={tableClass} aria-label={`${t("admin.money.payments")}: ${sub.email}`}>
                      <thead>
                        <tr>
                          <th scope="col">{t("admin.money.date")}</th>
                          <th scope="col">{t("admin.money.amount")}</th>
                          <th scope="col">{t("admin.money.status")}</th>
                          <th scope="col">
                            <span className={css({ srOnly: true })}>{t("admin.money.refund")}</span>
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {sub.charges.map((charge) => (
                          <tr key={charge.id}>
                            <td className={css({ whiteSpace: "nowrap" })}>{formatDateTime(charge.at, locale)}</td>
                            <td>{formatMoney(charge.amount, charge.currency, locale)}</td>
                            <td>{t(`admin.money.statuses.${charge.status}`)}</td>
                            <td>
                              {charge.refundable && (
                                <button
                                  type="button"
                                  className={ghostButton}
                                  aria-label={`${t("admin.money.refund")}: ${sub.email}, ${
                                    formatDateTime(charge.at, locale)
                                  }`}
                                  onClick={() =>
                                    onRefund({
                                      kind: "charge",
                                      id: charge.id,
                                      amount: charge.amount,
                                      currency: charge.currency,
                                      provider: "YOO",
                                    })}
                                >
                                  {t("admin.money.refund")}
                                </button>
                              )}
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      <ListPager {...url.pager(list)} total={list.total} />
    </>
  );
}
