// The commission summary: this period, in the hold, payable and paid, each per currency, with an approximate total
// in the page's currency at the day's rate (the rate's date shown), and the next payout date.
import { useQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { formatDate, formatPrice } from "../../../i18n/format.ts";
import { approximateTotal, totalCurrencyFor } from "./money.ts";
import {
  type ExchangeRatesData,
  exchangeRatesQuery,
  type Income,
  incomeQuery,
  type PromoterIncome,
} from "./queries.ts";
import { QueryState } from "./query-state.tsx";
import { block, blockTitle, table, tableBox } from "./styles.ts";

const ROWS = ["thisPeriod", "pending", "payable", "paid"] as const;

export function CommissionSummary() {
  const { t } = useI18n();
  const gql = useGql();
  const query = useQuery(incomeQuery(gql));
  // Without rates the totals are left out; the amounts per currency still show.
  const ratesQuery = useQuery(exchangeRatesQuery(gql));
  const rates = ratesQuery.data ?? null;
  return (
    <section className={block} aria-labelledby="summary-title" data-testid="commission-summary">
      <h2 id="summary-title" className={blockTitle}>{t("promoters.summary.title")}</h2>
      <QueryState query={query}>{(income) => <Summary income={income} rates={rates} />}</QueryState>
    </section>
  );
}

function Summary({ income, rates }: { income: PromoterIncome; rates: ExchangeRatesData | null }) {
  const { t, locale } = useI18n();
  const target = totalCurrencyFor(locale);
  const amounts = (list: readonly Income[]) =>
    list.length
      ? list.map((i) => formatPrice(i.amount, i.currency, locale)).join(" + ")
      : formatPrice(0, target, locale);
  return (
    <>
      <div className={tableBox}>
        <table className={table}>
          <thead>
            <tr>
              <th scope="col">{t("promoters.summary.kind")}</th>
              <th scope="col">{t("promoters.summary.amount")}</th>
              {rates && <th scope="col">{t("promoters.summary.approximate")}</th>}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((key) => {
              const total = rates ? approximateTotal(income[key], target, rates) : null;
              return (
                <tr key={key} data-testid={`summary-${key}`}>
                  <th scope="row">{t(`promoters.summary.${key}`)}</th>
                  <td>{amounts(income[key])}</td>
                  {rates && <td>{total === null ? "—" : `≈ ${formatPrice(total, target, locale)}`}</td>}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {rates && (
        <p className={css({ color: "muted", fontSize: "sm" })}>
          {t("promoters.summary.rateNote", { date: formatDate(rates.date, locale) })}
        </p>
      )}
      <p data-testid="next-payout">
        {t("promoters.summary.nextPayout")} <strong>{formatDate(income.nextPayoutDate, locale)}</strong>
      </p>
    </>
  );
}
