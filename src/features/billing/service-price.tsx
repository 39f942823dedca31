// A service's price as spec 01 writes it: Russian 'rub / $' (rubles already rounded by the catalogue), English dollars.
import { css } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { formatRubUsdPrice } from "../../../i18n/format.ts";
import { timesWord } from "../../domain/money.ts";

export function formatServicePrice(service: { priceInRub: number; priceInUsd: number }, locale: string): string {
  if (service.priceInUsd === 0) return locale === "ru" ? "Бесплатно" : "Free";
  return formatRubUsdPrice(Math.round(service.priceInRub), service.priceInUsd, locale === "en" ? "en" : "ru");
}

/** The service card's installment flag (spec 03): shown on services from $300 (src/domain/billing.ts). */
export function InstallmentBadge() {
  const { t } = useI18n();
  return (
    <p
      data-testid="service-installment"
      className={css({
        alignSelf: "flex-start",
        fontSize: "sm",
        fontWeight: "semibold",
        color: "accentDark",
        bg: "surface",
        px: "3",
        py: "1",
        borderRadius: "full",
      })}
    >
      {t("services.installment")}
    </p>
  );
}

/** The counter under a service's price: a paid service was bought N times, a free one (booked by request) booked. */
export function ServiceCounter({ count, isFree }: { count: number; isFree: boolean }) {
  const { t, locale } = useI18n();
  return (
    <p data-testid="service-counter" className={css({ fontSize: "sm", color: "muted" })}>
      {t(isFree ? "services.booked" : "services.bought", {
        count,
        times: timesWord(count, locale === "en" ? "en" : "ru"),
      })}
    </p>
  );
}
