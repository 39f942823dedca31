// /experts/{slug}: an expert's profile (spec 01) — portrait, name, position, locations, languages, contacts; the tabs
// About me, Experience and What can I help, each only when its data exists; services and products with their prices
// (each with its own contact request, its title in the subject); the contact form (the leads feature's,
// handed in by the route). Only public profiles have a page (the loader sends the rest to the 404 page).
import type { ComponentType } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useLoaderData } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { contactHref, richTextParagraphs } from "../../domain/directories.ts";
import { contactSubject } from "../../domain/leads.ts";
import { pictureUrl } from "../../domain/pictures.ts";
import { formatDate, formatLanguageName, formatMoney } from "../../../i18n/format.ts";
import { ContentLanguageNotice } from "../../ui/content-language.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { type Tab, Tabs } from "../../ui/tabs.tsx";
import { pageWidth } from "../../ui/styles.ts";
import { expertQuery } from "./queries.ts";

export type ContactButton = ComponentType<{ label: string; title: string; subject: string }>;

const CONTACT_KINDS = ["website", "linkedIn", "telegram", "twitter", "instagram", "youTube", "vk"] as const;

export function ExpertPage({ contact: Contact }: { contact?: ContactButton }) {
  const { t, locale } = useI18n();
  const gql = useGql();
  const { slug } = useLoaderData({ strict: false }) as { slug: string };
  const { data: expert } = useSuspenseQuery(expertQuery(gql, locale, slug));
  if (!expert) return null;
  // The profile's own texts are marked with the language they are written in (the page's chrome keeps the page's).
  const lang = expert.language;
  const about = expert.description.trim();
  const helps = richTextParagraphs(expert.usefulness);
  const tabs: Tab[] = [
    ...(about
      ? [{ value: "about", label: t("experts.profile.about"), content: <p className={prose} lang={lang}>{about}</p> }]
      : []),
    ...(expert.experience.length
      ? [{
        value: "experience",
        label: t("experts.profile.experience"),
        content: (
          <ul className={css({ display: "grid", gap: "4", mt: "4" })} data-testid="expert-experience">
            {expert.experience.map((x) => (
              <li key={x.id} className={css({ display: "flex", gap: "3", alignItems: "center" })}>
                {x.company.logo && (
                  <img
                    src={x.company.logo}
                    alt=""
                    width={40}
                    height={40}
                    loading="lazy"
                    className={css({ w: "40px", h: "40px", borderRadius: "md" })}
                  />
                )}
                <div>
                  <p className={css({ fontWeight: "semibold" })}>
                    <span lang={lang}>{x.position}</span>, {x.company.name}
                  </p>
                  <p className={css({ color: "muted", fontSize: "sm" })}>
                    {formatDate(x.startedAt, locale)} —{" "}
                    {x.isWorkingCurrently || !x.finishedAt
                      ? t("experts.profile.now")
                      : formatDate(x.finishedAt, locale)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        ),
      }]
      : []),
    ...(helps.length
      ? [{
        value: "help",
        label: t("experts.profile.help"),
        content: <div className={prose} lang={lang}>{helps.map((p, i) => <p key={i}>{p}</p>)}</div>,
      }]
      : []),
  ];
  const contacts = CONTACT_KINDS.map((kind) => {
    const value = expert.contacts[kind];
    const href = value ? contactHref(kind, value) : null;
    return href ? { kind, href } : null;
  }).filter((c) => c !== null);
  return (
    <div className={pageWidth} data-testid="expert-page">
      <Breadcrumbs items={[{ label: t("experts.title"), to: "/$locale/experts" }, { label: expert.name }]} />
      <div
        className={css({
          display: "grid",
          gridTemplateColumns: { base: "1fr", lg: "2fr 1fr" },
          gap: { base: "6", lg: "10" },
          pb: "16",
          alignItems: "start",
        })}
      >
        <div className={css({ display: "flex", flexDirection: "column", gap: "6", minW: 0 })}>
          <header className={css({ display: "flex", gap: "5", alignItems: "center", flexWrap: "wrap" })}>
            <img
              src={expert.picture?.url ?? pictureUrl("avatar", expert.name)}
              alt=""
              width={112}
              height={112}
              className={css({ w: "112px", h: "112px", borderRadius: "full", bg: "surface" })}
            />
            <div className={css({ minW: 0 })} lang={lang} data-testid="expert-profile-heading">
              <h1 className={css({ fontSize: { base: "2xl", md: "4xl" }, fontWeight: "extrabold", color: "brand" })}>
                {expert.name}
              </h1>
              <p className={css({ color: "muted", fontSize: "lg" })}>{expert.position}</p>
            </div>
          </header>
          <ContentLanguageNotice language={lang} />
          {expert.expertActivities.length > 0 && (
            <ul className={css({ display: "flex", flexWrap: "wrap", gap: "2" })} aria-label={t("experts.activities")}>
              {expert.expertActivities.map((a) => (
                <li
                  key={a.id}
                  className={css({ px: "3", py: "1", borderRadius: "full", bg: "surface", color: "brand" })}
                >
                  {a.title}
                </li>
              ))}
            </ul>
          )}
          {tabs.length > 0 && <Tabs tabs={tabs} ariaLabel={t("experts.profile.tabs")} />}
          {expert.services.length > 0 && (
            <section aria-labelledby="expert-services" className={css({ display: "grid", gap: "4" })}>
              <h2 id="expert-services" className={css({ fontSize: "2xl", fontWeight: "bold", color: "brand" })}>
                {t("experts.servicesTitle")}
              </h2>
              <ul className={css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" } })}>
                {expert.services.map((service) => (
                  <li
                    key={service.id}
                    data-testid="expert-service"
                    className={css({
                      p: "5",
                      borderRadius: "2xl",
                      border: "1px solid token(colors.line)",
                      display: "flex",
                      flexDirection: "column",
                      gap: "2",
                    })}
                  >
                    <h3 className={css({ fontSize: "lg", fontWeight: "bold" })} lang={lang}>{service.title}</h3>
                    {service.meetingsInfo && (
                      <p className={css({ color: "muted" })} lang={lang}>{service.meetingsInfo}</p>
                    )}
                    {service.promoText && (
                      <p className={css({ color: "accentDark" })} lang={lang}>{service.promoText}</p>
                    )}
                    <div className={css({ display: "grid", gap: "1" })} lang={lang}>
                      {richTextParagraphs(service.description).map((line, i) => <p key={i}>{line}</p>)}
                    </div>
                    {service.document && (
                      <p className={css({ fontSize: "sm", color: "muted" })}>
                        {t("experts.includesFile", { name: service.document.fileName })}
                      </p>
                    )}
                    <p className={css({ fontWeight: "bold", fontSize: "lg", mt: "auto" })} data-testid="service-price">
                      {service.price
                        ? formatMoney(Math.round(service.price.value * 100), service.price.currency, locale)
                        : t("experts.byAgreement")}
                    </p>
                    <div className={css({ display: "flex", gap: "3", flexWrap: "wrap", alignItems: "center" })}>
                      {service.affiliateLink && contactHref("website", service.affiliateLink) && (
                        <a
                          href={service.affiliateLink}
                          target="_blank"
                          rel="noopener noreferrer nofollow"
                          className={css({ color: "accentDark", textDecoration: "underline", fontWeight: "semibold" })}
                        >
                          {t("experts.book")}
                        </a>
                      )}
                      {Contact && (
                        <Contact
                          label={t("experts.profile.contact")}
                          title={t("experts.profile.contactTitle", { name: expert.name })}
                          subject={contactSubject([t("experts.profile.subjectType"), expert.name, service.title])}
                        />
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <aside
          className={css({ p: "6", borderRadius: "2xl", bg: "surface", display: "grid", gap: "4" })}
          data-testid="expert-aside"
        >
          {expert.locations.length > 0 && (
            <div>
              <h2 className={asideTitle}>{t("experts.profile.locations")}</h2>
              <p>{expert.locations.map((l) => l.countryObject.country).join(", ")}</p>
            </div>
          )}
          {expert.languages.length > 0 && (
            <div>
              <h2 className={asideTitle}>{t("experts.languages")}</h2>
              <p>{expert.languages.map((l) => formatLanguageName(l, locale)).join(", ")}</p>
            </div>
          )}
          {contacts.length > 0 && (
            <div>
              <h2 className={asideTitle}>{t("experts.profile.contacts")}</h2>
              <ul className={css({ display: "flex", flexWrap: "wrap", gap: "3" })}>
                {contacts.map((c) => (
                  <li key={c.kind}>
                    <a
                      href={c.href}
                      target="_blank"
                      rel="noopener noreferrer nofollow"
                      className={css({ color: "accentDark", textDecoration: "underline" })}
                    >
                      {t(`experts.contactKinds.${c.kind}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {Contact && (
            <Contact
              label={t("experts.profile.contact")}
              title={t("experts.profile.contactTitle", { name: expert.name })}
              subject={contactSubject([t("experts.profile.subjectType"), expert.name])}
            />
          )}
        </aside>
      </div>
    </div>
  );
}

const prose = css({ mt: "4", lineHeight: "1.7", display: "grid", gap: "2", whiteSpace: "pre-line" });
const asideTitle = css({ fontWeight: "bold", color: "brand", mb: "1" });
