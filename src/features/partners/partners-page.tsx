// /partners: the partner companies directory (spec 01) — search (3+ characters, misspellings found), filters and sort
// as links in the URL (any change starts from the first page), 10 a page with Show more adding 10, the total, and
// 'No partners found for your request'; only published companies (the server decides). The page itself is the
// directories' shared one (src/ui/directory-page.tsx).
import { useSuspenseInfiniteQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useSearch } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { pictureUrl } from "../../domain/pictures.ts";
import { formatLanguageName } from "../../../i18n/format.ts";
import { ContentLanguageMark } from "../../ui/content-language.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { useFirstPageOnFilterChange } from "../../lib/first-page-list.ts";
import { useGql } from "../../lib/use-gql.ts";
import { DirectoryCard, directoryCardLink } from "../../ui/directory-card.tsx";
import { DirectoryPage } from "../../ui/directory-page.tsx";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { type PartnerCard, partnerFiltersQuery, partnersListQuery } from "./queries.ts";
import { partnersFilterFromSearch, partnersSearch } from "./search.ts";

export function PartnersPage() {
  const { t, locale } = useI18n();
  const gql = useGql();
  const search = partnersSearch.parse(useSearch({ strict: false }) as Record<string, unknown>);
  const { data: filters } = useSuspenseQuery(partnerFiltersQuery(gql, locale));
  const listQuery = partnersListQuery(gql, locale, partnersFilterFromSearch(search), search.sort ?? "latest");
  const list = useSuspenseInfiniteQuery(listQuery);
  useFirstPageOnFilterChange(listQuery.queryKey);
  return (
    <DirectoryPage
      name="partners"
      search={search}
      searchModule={partnersSearch}
      list={list}
      items={list.data.pages.flatMap((p) => p.partnerCompanies)}
      heading={
        <h2
          id="partners-results"
          className={css({ color: "muted", mb: "4", fontWeight: "normal", fontSize: "md" })}
          data-testid="partners-total"
          aria-live="polite"
        >
          {t("plural.partners", { count: list.data.pages[0]?.total ?? 0 })}
        </h2>
      }
      renderCard={(partner) => <PartnerCardView partner={partner} />}
      groups={[
        {
          key: "category",
          title: t("partners.categories"),
          items: filters.partnerCompanyCategories.map((c) => ({ value: c.slug, label: c.name })),
        },
        {
          key: "country",
          title: t("partners.countries"),
          items: filters.countries.map((c) => ({ value: c.id, label: c.country })),
          folded: true,
        },
        {
          key: "language",
          title: t("partners.languages"),
          items: filters.languages.map((l) => ({ value: l, label: formatLanguageName(l, locale) })),
        },
        {
          key: "tag",
          title: t("partners.tags"),
          items: filters.tags.map((tag) => ({ value: tag.id, label: tag.title })),
        },
      ]}
    />
  );
}

function PartnerCardView({ partner }: { partner: PartnerCard }) {
  return (
    <DirectoryCard
      testId="partner-card"
      picture={
        <img
          src={partner.picture?.url ?? pictureUrl("logo", partner.title)}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          className={css({ w: "56px", h: "56px", borderRadius: "lg", bg: "surface", flexShrink: 0 })}
        />
      }
      link={
        <>
          <LocaleLink
            to="/$locale/partners/$slug"
            params={{ slug: partner.slug }}
            className={directoryCardLink}
            lang={partner.language}
          >
            {partner.title}
          </LocaleLink>
          <ContentLanguageMark language={partner.language} className={css({ ml: "2" })} />
        </>
      }
      language={partner.language}
      subtitle={partner.subtitle}
      tags={partner.partnerCompanyCategories.map((c) => ({ id: c.id, label: c.name }))}
      countries={partner.locations.map((l) => l.countryObject.country)}
      languages={partner.languages}
    />
  );
}
