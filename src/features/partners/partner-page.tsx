// /partners/{slug}: a partner company's profile (spec 01) — logo, title, subtitle, description, categories, tags,
// features, locations, its offers to members (discount, price, promo code, affiliate link) and reviews; the contact
// form (the leads feature's, handed in by the route), its subject naming the offer when asked about one.
import type { ComponentType } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useLoaderData } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { contactSubject } from "../../domain/leads.ts";
import { pictureUrl } from "../../domain/pictures.ts";
import { formatLanguageName, formatMoney } from "../../../i18n/format.ts";
import { ContentLanguageNotice } from "../../ui/content-language.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { pageWidth } from "../../ui/styles.ts";
import { partnerQuery } from "./queries.ts";

export type ContactButton = ComponentType<{ label: string; title: string; subject: string; className?: string }>;

export function PartnerPage({ contact: Contact }: { contact?: ContactButton }) {
  const { t, locale } = useI18n();
  const gql = useGql();
  const { slug } = useLoaderData({ strict: false }) as { slug: string };
  const { data: partner } = useSuspenseQuery(partnerQuery(gql, locale, slug));
  if (!partner) return null;
  const type = t("partners.profile.subjectType");
  // The profile's own texts are marked with the language they are written in (the page's chrome keeps the page's).
  const lang = partner.language;
  return (
    <div className={pageWidth} data-testid="partner-page">
      <Breadcrumbs items={[{ label: t("partners.title"), to: "/$locale/partners" }, { label: partner.title }]} />
      <div
        className={css({
          display: "grid",
          gridTemplateColumns: { base: "1fr", lg: "2fr 1fr" },
          gap: { base: "6", lg: "10" },
          pb: "16",
          alignItems: "start",
        })}
      >
        <div className={css({ display: "flex", flexDirection: "column", gap: "8", minW: 0 })}>
          <header className={css({ display: "flex", gap: "5", alignItems: "center", flexWrap: "wrap" })}>
            <img
              src={partner.picture?.url ?? pictureUrl("logo", partner.title)}
              alt=""
              width={96}
              height={96}
              className={css({ w: "96px", h: "96px", borderRadius: "xl", bg: "surface" })}
            />
            <div className={css({ minW: 0 })} lang={lang}>
              <h1 className={css({ fontSize: { base: "2xl", md: "4xl" }, fontWeight: "extrabold", color: "brand" })}>
                {partner.title}
              </h1>
              <p className={css({ color: "muted", fontSize: "lg" })}>{partner.subtitle}</p>
            </div>
          </header>
          <ContentLanguageNotice language={partner.language} />
          {partner.description && <p className={css({ lineHeight: "1.7" })} lang={lang}>{partner.description}</p>}
          {partner.features.length > 0 && (
            <section aria-labelledby="partner-features">
              <h2 id="partner-features" className={sectionTitle}>{t("partners.profile.features")}</h2>
              <ul className={css({ pl: "5", listStyle: "disc", display: "grid", gap: "1" })} lang={lang}>
                {partner.features.map((f) => <li key={f}>{f}</li>)}
              </ul>
            </section>
          )}
          {partner.services.length > 0 && (
            <section aria-labelledby="partner-services" data-testid="partner-services">
              <h2 id="partner-services" className={sectionTitle}>{t("partners.profile.services")}</h2>
              <ul className={css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" } })}>
                {partner.services.map((s) => (
                  <li
                    key={s.id}
                    data-testid="partner-service"
                    className={css({
                      p: "5",
                      borderRadius: "xl",
                      border: "1px solid token(colors.line)",
                      display: "grid",
                      gap: "2",
                    })}
                  >
                    <h3 className={css({ fontWeight: "bold", color: "brand" })} lang={lang}>{s.title}</h3>
                    {s.description && (
                      <p className={css({ color: "muted", fontSize: "sm" })} lang={lang}>{s.description}</p>
                    )}
                    <p className={css({ display: "flex", gap: "3", flexWrap: "wrap", alignItems: "baseline" })}>
                      {s.price && (
                        <span className={css({ fontWeight: "extrabold" })}>
                          {formatMoney(Math.round(s.price.value * 100), s.price.currency, locale)}
                        </span>
                      )}
                      {s.discountPercentage
                        ? (
                          <span className={css({ color: "accentDark", fontWeight: "semibold" })}>
                            {t("partners.profile.discount", { percent: s.discountPercentage })}
                          </span>
                        )
                        : null}
                    </p>
                    {s.promoText && (
                      <p className={css({ fontSize: "sm" })}>
                        {t("partners.profile.promo")} <strong>{s.promoText}</strong>
                      </p>
                    )}
                    <div className={css({ display: "flex", gap: "3", flexWrap: "wrap", mt: "1" })}>
                      {s.affiliateLink && (
                        <a
                          href={s.affiliateLink}
                          target="_blank"
                          rel="noopener noreferrer sponsored"
                          className={css({ color: "accentDark", fontWeight: "semibold", textDecoration: "underline" })}
                        >
                          {t("partners.profile.openOffer")}
                        </a>
                      )}
                      {Contact && (
                        <Contact
                          label={t("partners.profile.ask")}
                          title={t("partners.profile.contactTitle", { name: partner.title })}
                          subject={contactSubject([type, partner.title, s.title])}
                          className={css({ h: "36px", fontSize: "sm" })}
                        />
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {partner.reviews.length > 0 && (
            <section aria-labelledby="partner-reviews">
              <h2 id="partner-reviews" className={sectionTitle}>{t("partners.profile.reviews")}</h2>
              <ul className={css({ display: "grid", gap: "3" })}>
                {partner.reviews.map((r) => (
                  <li key={r.id} className={css({ p: "4", borderRadius: "xl", bg: "surface" })} lang={r.language}>
                    {r.title && <p className={css({ fontWeight: "semibold" })}>{r.title}</p>}
                    <p>{r.text}</p>
                    <p className={css({ color: "muted", fontSize: "sm", mt: "1" })}>{r.userName}</p>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <aside className={css({ p: "6", borderRadius: "2xl", bg: "surface", display: "grid", gap: "4" })}>
          {partner.partnerCompanyCategories.length > 0 && (
            <div>
              <h2 className={asideTitle}>{t("partners.categories")}</h2>
              <p>{partner.partnerCompanyCategories.map((c) => c.name).join(", ")}</p>
            </div>
          )}
          {partner.tags.length > 0 && (
            <div>
              <h2 className={asideTitle}>{t("partners.tags")}</h2>
              <p>{partner.tags.map((tag) => tag.title).join(", ")}</p>
            </div>
          )}
          {partner.locations.length > 0 && (
            <div>
              <h2 className={asideTitle}>{t("partners.countries")}</h2>
              <p>{partner.locations.map((l) => l.countryObject.country).join(", ")}</p>
            </div>
          )}
          {partner.languages.length > 0 && (
            <div>
              <h2 className={asideTitle}>{t("partners.languages")}</h2>
              <p>{partner.languages.map((l) => formatLanguageName(l, locale)).join(", ")}</p>
            </div>
          )}
          {partner.website && /^https:\/\//.test(partner.website) && (
            <a
              href={partner.website}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className={css({ color: "accentDark", textDecoration: "underline" })}
            >
              {t("partners.profile.website")}
            </a>
          )}
          {Contact && (
            <Contact
              label={t("partners.profile.contact")}
              title={t("partners.profile.contactTitle", { name: partner.title })}
              subject={contactSubject([type, partner.title])}
            />
          )}
        </aside>
      </div>
    </div>
  );
}

const sectionTitle = css({ fontSize: "xl", fontWeight: "bold", color: "brand", mb: "3" });
const asideTitle = css({ fontWeight: "bold", color: "brand", mb: "1" });
