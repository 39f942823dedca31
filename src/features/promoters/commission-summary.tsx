// The commission summary: this period, in the hold, payable and paid, each per currency, with an approximate total
// in the page's currency at the day's rate (the rate's date shown), and the next payout date with what it holds per
// currency and when the rest is paid (decision 171).
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
import { block, blockTitle } from "./styles.ts";

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
      {/* Four cards (two a row on phones): the label, the amounts per currency, the approximate total. */}
      <dl
        className={css({ display: "grid", gap: "3", gridTemplateColumns: { base: "1fr 1fr", lg: "repeat(4, 1fr)" } })}
      >
        {ROWS.map((key) => {
          const total = rates ? approximateTotal(income[key], target, rates) : null;
          return (
            <div
              key={key}
              data-testid={`summary-${key}`}
              className={css({ bg: "surface", borderRadius: "lg", p: "3", display: "grid", gap: "1", minW: 0 })}
            >
              <dt className={css({ fontSize: "sm", color: "muted" })}>{t(`promoters.summary.${key}`)}</dt>
              <dd className={css({ fontWeight: "bold", fontSize: "lg", overflowWrap: "anywhere" })}>
                {amounts(income[key])}
              </dd>
              {total !== null && (
                <dd className={css({ fontSize: "sm", color: "muted" })}>≈ {formatPrice(total, target, locale)}</dd>
              )}
            </div>
          );
        })}
      </dl>
      {rates && (
        <p className={css({ color: "muted", fontSize: "sm" })}>
          {t("promoters.summary.rateNote", { date: formatDate(rates.date, locale) })}
        </p>
      )}
      <NextPayouts income={income} />
    </>
  );
}

/**
 * The spec's next payout date, and per currency what that payout holds and when the rest is paid (decision 171):
 * "RUB: 513 ₽ in this payout · 1 200 ₽ on 15 January 2027".
 */
function NextPayouts({ income }: { income: PromoterIncome }) {
  const { t, locale } = useI18n();
  const next = income.nextPayoutDate;
  const currencies = [...new Set(income.nextPayouts.map((p) => p.currency))];
  return (
    <div data-testid="next-payout" className={css({ display: "grid", gap: "1" })}>
      <p>
        {t("promoters.summary.nextPayout")} <strong>{formatDate(next, locale)}</strong>
      </p>
      {currencies.length > 0 && (
        <ul className={css({ display: "grid", gap: "1" })}>
          {currencies.map((currency) => {
            const entries = income.nextPayouts.filter((p) => p.currency === currency);
            const parts = entries.map((p) => {
              const amount = formatPrice(p.amount, currency, locale);
              const text = p.made
                ? t("promoters.summary.made", { amount, date: formatDate(p.date, locale) })
                : p.date !== next
                ? t("promoters.summary.later", { amount, date: formatDate(p.date, locale) })
                : t("promoters.summary.holds", { amount });
              return p.belowMinimum
                ? `${text} (${
                  t("promoters.summary.belowMinimum", { minimum: formatPrice(p.minimum, currency, locale) })
                })`
                : text;
            });
            if (!entries.some((p) => !p.made && p.date === next)) {
              parts.splice(entries.filter((p) => p.made).length, 0, t("promoters.summary.noneNow"));
            }
            return (
              <li key={currency} data-testid={`payout-schedule-${currency}`}>
                <strong>{currency}:</strong> {parts.join(" · ")}
              </li>
            );
          })}
        </ul>
      )}
      <p className={css({ color: "muted", fontSize: "sm" })}>{t("promoters.summary.scheduleNote")}</p>
    </div>
  );
}
