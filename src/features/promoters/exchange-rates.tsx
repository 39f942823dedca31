// The day's exchange rates as stored (the Central Bank of Russia's by default): date, RUB→EUR, RUB→USD, USD→EUR,
// USD→RUB.
import { useQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { formatDate, formatNumber } from "../../../i18n/format.ts";
import { exchangeRatesQuery } from "./queries.ts";
import { QueryState } from "./query-state.tsx";
import { block, blockTitle } from "./styles.ts";

const PAIRS = ["rubToEur", "rubToUsd", "usdToEur", "usdToRub"] as const;

export function ExchangeRates() {
  const { t, locale } = useI18n();
  const query = useQuery(exchangeRatesQuery(useGql()));
  return (
    <section className={block} aria-labelledby="rates-title" data-testid="exchange-rates">
      <h2 id="rates-title" className={blockTitle}>{t("promoters.rates.title")}</h2>
      <QueryState query={query}>
        {(rates) =>
          !rates ? <p className={css({ color: "muted" })}>{t("promoters.rates.none")}</p> : (
            <>
              <p className={css({ color: "muted", fontSize: "sm" })}>
                {t("promoters.rates.date", { date: formatDate(rates.date, locale) })}
              </p>
              <dl
                className={css({
                  display: "grid",
                  gridTemplateColumns: { base: "1fr 1fr", md: "repeat(4, 1fr)" },
                  gap: "3",
                })}
              >
                {PAIRS.map((pair) => (
                  <div key={pair} className={css({ bg: "surface", borderRadius: "lg", p: "3" })}>
                    <dt className={css({ fontSize: "sm", color: "muted" })}>{t(`promoters.rates.${pair}`)}</dt>
                    <dd className={css({ fontWeight: "bold", fontSize: "lg" })}>
                      {formatNumber(rates[pair], locale, 4)}
                    </dd>
                  </div>
                ))}
              </dl>
            </>
          )}
      </QueryState>
    </section>
  );
}
