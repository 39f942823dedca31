// The services pages (spec 01): /services and /coaching list every service by category; /services/un and
// /services/interviews list one. A card shows the benefits, the price ('rub / $' in Russian, dollars in English), the
// purchase counter, and leads to the service's buy page.
import { useSuspenseQuery } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { css, cx } from "styled-system/css";
import { purchaseCounter } from "../../domain/money.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { usePageNow } from "../../lib/page-clock.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { pageWidth, primaryButton } from "../../ui/styles.ts";
import { type ServicesCategory, servicesQuery } from "./queries.ts";
import type { GetProductsQuery } from "./services.generated.ts";
import { formatServicePrice, InstallmentBadge, ServiceCounter } from "./service-price.tsx";
import { serviceRoute } from "../../domain/billing.ts";

type Service = GetProductsQuery["getProducts"][number];
export type ServicesPageKind = "all" | "un" | "interviews";

const ORDER: ServicesCategory[] = ["CAREER", "MOCK_INTERVIEW", "UN", "EDUCATION", "SELF_DEVELOPMENT"];

function ServiceCard({ service, today }: { service: Service; today: Date }) {
  const { t, locale } = useI18n();
  const count = purchaseCounter(today);
  return (
    <article
      data-testid="service-card"
      className={css({
        display: "flex",
        flexDirection: "column",
        gap: "3",
        p: "6",
        borderRadius: "2xl",
        border: "1px solid token(colors.line)",
        bg: "white",
      })}
    >
      <h3 className={css({ fontSize: "lg", fontWeight: "bold", color: "brand" })}>
        <LocaleLink {...serviceRoute(service.category, service.slug)} data-testid="service-link">
          {service.title}
        </LocaleLink>
      </h3>
      <ul className={css({ pl: "5", listStyle: "disc", color: "muted", flex: "1" })}>
        {service.description.split(" | ").filter(Boolean).map((item) => <li key={item}>{item}</li>)}
      </ul>
      <p data-testid="service-price" className={css({ fontSize: "xl", fontWeight: "extrabold" })}>
        {formatServicePrice(service, locale)}
      </p>
      <ServiceCounter count={count} isFree={service.isFree} />
      {service.showInstallment && <InstallmentBadge />}
      {service.isFree
        ? (
          <LocaleLink
            {...serviceRoute(service.category, service.slug)}
            className={primaryButton}
            data-testid="service-book"
          >
            {t("services.bookFree")}
          </LocaleLink>
        )
        : (
          <LocaleLink
            to="/$locale/buy-service/$slug"
            params={{ slug: service.slug }}
            className={primaryButton}
            data-testid="service-buy"
          >
            {t("services.buy")}
          </LocaleLink>
        )}
    </article>
  );
}

export function ServicesPage({ kind }: { kind: ServicesPageKind }) {
  const { t, locale } = useI18n();
  const gql = useGql();
  const router = useRouter();
  const isFellow = router.options.context.viewerTier === "fellow";
  const category = kind === "un" ? "UN" : kind === "interviews" ? "MOCK_INTERVIEW" : null;
  const { data: services } = useSuspenseQuery(servicesQuery(gql, locale, category));
  // One date for every card of the page (the counter grows by the day, the same on server and client that day).
  const today = usePageNow();
  const groups = kind === "all"
    ? ORDER.map((c) => ({ category: c, items: services.filter((s) => s.category === c) })).filter((g) => g.items.length)
    : [{ category: category!, items: services }];
  return (
    <div
      className={cx(
        pageWidth,
        css({ py: { base: "6", md: "10" }, display: "flex", flexDirection: "column", gap: "8" }),
      )}
    >
      <header className={css({ display: "flex", flexDirection: "column", gap: "3", maxW: "760px" })}>
        <h1 className={css({ fontSize: { base: "3xl", md: "5xl" }, fontWeight: "extrabold", color: "brand" })}>
          {t(`services.${kind}.title`)}
        </h1>
        <p className={css({ color: "muted" })}>{t(`services.${kind}.lead`)}</p>
        {kind === "interviews" && isFellow && (
          <p data-testid="fellow-interviews" className={css({ p: "4", borderRadius: "xl", bg: "accentSoft" })}>
            {t("services.fellowInterviews")}
          </p>
        )}
      </header>
      {groups.length === 0 && <p data-testid="services-empty">{t("services.empty")}</p>}
      {groups.map((group) => (
        <section key={group.category} aria-labelledby={`services-${group.category}`}>
          {kind === "all" && (
            <h2
              id={`services-${group.category}`}
              className={css({ fontSize: "2xl", fontWeight: "bold", color: "brand", mb: "4" })}
            >
              {t(`services.categories.${group.category}`)}
            </h2>
          )}
          <div
            className={css({
              display: "grid",
              gridTemplateColumns: { base: "1fr", sm: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" },
              gap: "5",
            })}
          >
            {group.items.map((s) => <ServiceCard key={s.id} service={s} today={today} />)}
          </div>
        </section>
      ))}
      {kind !== "all" && (
        <LocaleLink to="/$locale/services" className={css({ color: "accentDark", fontWeight: "semibold" })}>
          {t("services.allServices")}
        </LocaleLink>
      )}
    </div>
  );
}

export const AllServicesPage = () => <ServicesPage kind="all" />;
export const UnServicesPage = () => <ServicesPage kind="un" />;
export const InterviewServicesPage = () => <ServicesPage kind="interviews" />;
