// The day's exchange rates as stored (the Central Bank of Russia's by default), as people read them (decision 168):
// one unit of the dearer currency, "1 EUR = 100.20 ₽", with the Moscow date the rates are set for.
import { useQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { formatDate, formatRateQuote } from "../../../i18n/format.ts";
import { readableRates } from "../../domain/promoters.ts";
import { exchangeRatesQuery } from "./queries.ts";
import { QueryState } from "./query-state.tsx";
import { block, blockTitle } from "./styles.ts";

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
              <ul
                className={css({
                  display: "grid",
                  gridTemplateColumns: { base: "1fr", sm: "repeat(3, 1fr)" },
                  gap: "3",
                })}
              >
                {readableRates(rates).map((quote) => (
                  <li
                    key={`${quote.base}${quote.quote}`}
                    data-testid="exchange-rate"
                    className={css({ bg: "surface", borderRadius: "lg", p: "3", fontWeight: "bold", fontSize: "lg" })}
                  >
                    {formatRateQuote(quote, locale)}
                  </li>
                ))}
              </ul>
            </>
          )}
      </QueryState>
    </section>
  );
}
