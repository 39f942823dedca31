// A service's own page (spec 01: /services/{slug}, /services/education/{slug}, /services/self-development/{slug}): what
// the service gives, how it goes, its price with the purchase counter, and the way to buy it. The price shown is the
// catalogue's; the ?price= of links the spec lists is not believed.
import type { ComponentType } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useLoaderData, useParams } from "@tanstack/react-router";
import { css, cx } from "styled-system/css";
import { purchaseCounter } from "../../domain/money.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { usePageNow } from "../../lib/page-clock.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { pageWidth, primaryButton } from "../../ui/styles.ts";
import { productBySlugQuery } from "./queries.ts";
import { formatServicePrice, InstallmentBadge, ServiceCounter } from "./service-price.tsx";

const STEPS = 3;

/** The send-request dialog's button (the leads feature's), handed in by the route: booking a free service, installments. */
export type RequestButton = ComponentType<{ label: string; subject: string; className?: string }>;

export function ServicePage({ request: Request }: { request?: RequestButton }) {
  const { t, locale } = useI18n();
  const now = usePageNow();
  const gql = useGql();
  const { slug: pathName } = useParams({ strict: false }) as { slug: string };
  // The loader found the product this page name stands for (an education page may name a prefixed slug).
  const loaded = useLoaderData({ strict: false }) as { slug?: string } | undefined;
  const slug = loaded?.slug ?? pathName;
  const { data: service } = useSuspenseQuery(productBySlugQuery(gql, slug, locale));
  if (!service) return null;
  const count = purchaseCounter(now);
  return (
    <div
      className={cx(
        pageWidth,
        css({ py: { base: "6", md: "10" }, display: "flex", flexDirection: "column", gap: "8" }),
      )}
    >
      <nav aria-label={t("services.allServices")}>
        <LocaleLink to="/$locale/services" className={css({ color: "accentDark", fontWeight: "semibold" })}>
          ← {t("services.allServices")}
        </LocaleLink>
      </nav>
      <div
        className={css({
          display: "grid",
          gridTemplateColumns: { base: "1fr", lg: "2fr 1fr" },
          gap: "8",
          alignItems: "start",
        })}
      >
        <article className={css({ display: "flex", flexDirection: "column", gap: "5" })} data-testid="service-page">
          <h1 className={css({ fontSize: { base: "3xl", md: "5xl" }, fontWeight: "extrabold", color: "brand" })}>
            {service.title}
          </h1>
          <section aria-labelledby="service-gives">
            <h2 id="service-gives" className={css({ fontSize: "xl", fontWeight: "bold", mb: "3" })}>
              {t("services.detail.gives")}
            </h2>
            <ul className={css({ pl: "5", listStyle: "disc", display: "flex", flexDirection: "column", gap: "2" })}>
              {service.description.split(" | ").filter(Boolean).map((item) => <li key={item}>{item}</li>)}
            </ul>
          </section>
          <section aria-labelledby="service-steps">
            <h2 id="service-steps" className={css({ fontSize: "xl", fontWeight: "bold", mb: "3" })}>
              {t("services.detail.how")}
            </h2>
            <ol className={css({ pl: "5", listStyle: "decimal", display: "flex", flexDirection: "column", gap: "2" })}>
              {Array.from({ length: STEPS }, (_, i) => (
                // A free service is booked by request: its first step says so, not "you pay here".
                <li key={i}>{t(`services.detail.step${i + 1}${i === 0 && service.isFree ? "Free" : ""}`)}</li>
              ))}
            </ol>
          </section>
        </article>
        <aside
          className={css({
            p: "6",
            borderRadius: "2xl",
            bg: "surface",
            display: "flex",
            flexDirection: "column",
            gap: "3",
            position: { lg: "sticky" },
            top: { lg: "96px" },
          })}
        >
          <p data-testid="service-price" className={css({ fontSize: "2xl", fontWeight: "extrabold" })}>
            {formatServicePrice(service, locale)}
          </p>
          <ServiceCounter count={count} isFree={service.isFree} />
          {service.isFree
            ? Request && (
              <Request label={t("services.bookFree")} subject={t("services.bookSubject", { title: service.title })} />
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
          {service.showInstallment && (
            <>
              <InstallmentBadge />
              {Request && (
                <Request
                  label={t("services.installmentButton")}
                  subject={t("services.installmentSubject", { title: service.title })}
                />
              )}
            </>
          )}
        </aside>
      </div>
    </div>
  );
}
