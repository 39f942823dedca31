// The home page's billing sections (spec 01): the services carousel (autoplay 5 s), the three featured services with
// their discounts and purchase counters, the five educational services, and the club's plans (not for fellows).
import { useSuspenseQuery } from "@tanstack/react-query";
import { formatRubUsdPrice } from "../../../i18n/format.ts";
import { css, cx } from "styled-system/css";
import {
  EDUCATIONAL_SERVICES,
  FEATURED_SERVICES,
  HOME_CAROUSEL_CATEGORIES,
  serviceRoute,
} from "../../domain/billing.ts";
import { purchaseCounter, rubPriceFromUsd, timesWord } from "../../domain/money.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { usePageNow } from "../../lib/page-clock.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { Carousel } from "../../ui/carousel.tsx";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { primaryButton } from "../../ui/styles.ts";
import { plansQuery, productsRateQuery, servicesQuery } from "./queries.ts";
import { formatServicePrice, InstallmentBadge } from "./service-price.tsx";
import type { GetProductsQuery } from "./services.generated.ts";

type Service = GetProductsQuery["getProducts"][number];

const FEATURED = new Set<string>(FEATURED_SERVICES.map((f) => f.slug));
const EDUCATIONAL = new Set<string>(EDUCATIONAL_SERVICES);
const BREAKPOINTS = { 600: { slidesPerView: 2 }, 1124: { slidesPerView: 3 } };

const tile = css({
  display: "flex",
  flexDirection: "column",
  h: "full",
  borderRadius: "xl",
  border: "1px solid token(colors.line)",
  bg: "white",
  overflow: "hidden",
});

function Counter({ count }: { count: number }) {
  const { t, locale } = useI18n();
  return (
    <p data-testid="service-counter" className={css({ fontSize: "sm", color: "muted" })}>
      {t("services.bought", { count, times: timesWord(count, locale === "en" ? "en" : "ru") })}
    </p>
  );
}

function ServiceTile({ service, lazy = true }: { service: Service; lazy?: boolean }) {
  const { t, locale } = useI18n();
  return (
    <article data-testid="home-service" className={tile}>
      {service.picture && (
        <img
          src={service.picture.url}
          alt=""
          width={600}
          height={315}
          loading={lazy ? "lazy" : undefined}
          className={css({ w: "full", h: "auto", aspectRatio: "40 / 21", objectFit: "cover", bg: "surface" })}
        />
      )}
      <div className={css({ p: "5", display: "flex", flexDirection: "column", gap: "3", flex: 1 })}>
        <h3 className={css({ fontSize: "lg", fontWeight: "bold", color: "brand", lineHeight: "1.3" })}>
          <LocaleLink
            {...serviceRoute(service.category, service.slug)}
            className={css({ _hover: { textDecoration: "underline" } })}
          >
            {service.title}
          </LocaleLink>
        </h3>
        <p className={css({ color: "muted", fontSize: "sm", flex: 1 })}>
          {service.description.split(" | ").join(" · ")}
        </p>
        <p data-testid="service-price" className={css({ fontWeight: "extrabold", fontSize: "lg" })}>
          {formatServicePrice(service, locale)}
        </p>
        {service.showInstallment && <InstallmentBadge />}
        <LocaleLink
          {...(service.isFree
            ? serviceRoute(service.category, service.slug)
            : { to: "/$locale/buy-service/$slug", params: { slug: service.slug } } as const)}
          className={cx(primaryButton, css({ alignSelf: "flex-start" }))}
        >
          {t(service.isFree ? "services.bookFree" : "services.buy")}
        </LocaleLink>
      </div>
    </article>
  );
}

function useServices(): Service[] {
  const { locale } = useI18n();
  const gql = useGql();
  return useSuspenseQuery(servicesQuery(gql, locale, null)).data;
}

export function HomeServicesCarousel() {
  const { t } = useI18n();
  const services = useServices().filter((s) => HOME_CAROUSEL_CATEGORIES.has(s.category ?? "") && !FEATURED.has(s.slug));
  if (services.length === 0) return null;
  return (
    <Carousel
      ariaLabel={t("home.servicesCarousel")}
      slides={services.map((service) => <ServiceTile key={service.id} service={service} />)}
      slidesPerView={1}
      breakpoints={BREAKPOINTS}
      spaceBetween={16}
      loop={services.length > 3}
      autoplayMs={5_000}
      navigation={{ prevLabel: t("home.previous"), nextLabel: t("home.next") }}
    />
  );
}

export function FeaturedServices() {
  const { t, locale } = useI18n();
  const gql = useGql();
  const services = useServices();
  const { data: rate } = useSuspenseQuery(productsRateQuery(gql));
  const today = usePageNow();
  const cards = FEATURED_SERVICES.flatMap((featured) => {
    const service = services.find((s) => s.slug === featured.slug);
    return service ? [{ featured, service }] : [];
  });
  if (cards.length === 0) return null;
  return (
    <ul className={css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "repeat(3, 1fr)" }, gap: "5" })}>
      {cards.map(({ featured, service }) => {
        const full = { priceInUsd: featured.fullPriceUsd, priceInRub: rubPriceFromUsd(featured.fullPriceUsd, rate) };
        return (
          <li key={service.id} data-testid="featured-service" className={cx(tile, css({ p: "6", gap: "3" }))}>
            <span
              className={css({
                alignSelf: "flex-start",
                bg: "accentSoft",
                color: "accentDark",
                fontWeight: "bold",
                fontSize: "sm",
                px: "2.5",
                py: "1",
                borderRadius: "full",
              })}
            >
              −{featured.discountPercent}%
            </span>
            <h3 className={css({ fontSize: "xl", fontWeight: "bold", color: "brand" })}>
              <LocaleLink {...serviceRoute(service.category, service.slug)}>{service.title}</LocaleLink>
            </h3>
            <ul className={css({ pl: "5", listStyle: "disc", color: "muted", flex: 1 })}>
              {service.description.split(" | ").map((item) => <li key={item}>{item}</li>)}
            </ul>
            <p>
              <s data-testid="featured-full-price" className={css({ color: "muted", mr: "2" })}>
                <span className={css({ srOnly: true })}>{t("home.featured.wasPrice")}</span>
                {formatServicePrice(full, locale)}
              </s>
              <span data-testid="service-price" className={css({ fontWeight: "extrabold", fontSize: "xl" })}>
                {formatServicePrice(service, locale)}
              </span>
            </p>
            <Counter count={purchaseCounter(today, featured.perMonth, featured.base)} />
            <LocaleLink to="/$locale/buy-service/$slug" params={{ slug: service.slug }} className={primaryButton}>
              {t("services.buy")}
            </LocaleLink>
          </li>
        );
      })}
    </ul>
  );
}

export function EducationalServices() {
  const services = useServices().filter((s) => EDUCATIONAL.has(s.slug));
  services.sort((a, b) =>
    EDUCATIONAL_SERVICES.indexOf(a.slug as typeof EDUCATIONAL_SERVICES[number]) -
    EDUCATIONAL_SERVICES.indexOf(b.slug as typeof EDUCATIONAL_SERVICES[number])
  );
  if (services.length === 0) return null;
  return (
    <ul
      className={css({
        display: "grid",
        gridTemplateColumns: { base: "1fr", sm: "repeat(2, 1fr)", lg: "repeat(5, 1fr)" },
        gap: "4",
      })}
    >
      {services.map((service) => (
        <li key={service.id} data-testid="educational-service">
          <ServiceTile service={service} />
        </li>
      ))}
    </ul>
  );
}

/** The club's plans with a link to join; the home page leaves it out for fellows. */
export function HomePlans() {
  const { t, locale } = useI18n();
  const gql = useGql();
  const { data: plans } = useSuspenseQuery(plansQuery(gql, locale));
  if (plans.length === 0) return null;
  return (
    <ul className={css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "repeat(2, 1fr)" }, gap: "5" })}>
      {plans.map((plan) => (
        <li key={plan.id} data-testid="home-plan" className={cx(tile, css({ p: "6", gap: "3" }))}>
          <h3 className={css({ fontSize: "xl", fontWeight: "bold", color: "brand" })}>{plan.title}</h3>
          <p className={css({ color: "muted" })}>{plan.description}</p>
          <p className={css({ fontSize: "2xl", fontWeight: "extrabold" })}>
            {formatRubUsdPrice(plan.priceInRub, plan.priceInUsd, locale)}{" "}
            <span className={css({ fontSize: "md", fontWeight: "normal", color: "muted" })}>
              {t(plan.billingCycle === "MONTHLY" ? "billing.subscribe.perMonth" : "billing.subscribe.perYear")}
            </span>
          </p>
          <ul className={css({ pl: "5", listStyle: "disc", flex: 1 })}>
            {plan.features.map((f) => <li key={f}>{f}</li>)}
          </ul>
          <LocaleLink
            to="/$locale/subscribe"
            search={`?planId=${plan.id}`}
            className={primaryButton}
            data-testid="home-plan-choose"
          >
            {t("billing.subscribe.choose")}
          </LocaleLink>
        </li>
      ))}
    </ul>
  );
}
