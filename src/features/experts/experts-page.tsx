// /experts: the experts directory (spec 01) — search (3+ characters, misspellings found), filters and sort as links in
// the URL, 6 a page with Show more adding 6; only public profiles (the server decides). The page itself is the
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
import { type ExpertCard, expertFiltersQuery, expertsListQuery } from "./queries.ts";
import { expertsFilterFromSearch, expertsSearch } from "./search.ts";

export function ExpertsPage() {
  const { t, locale } = useI18n();
  const gql = useGql();
  const search = expertsSearch.parse(useSearch({ strict: false }) as Record<string, unknown>);
  const { data: filters } = useSuspenseQuery(expertFiltersQuery(gql, locale));
  const listQuery = expertsListQuery(gql, locale, expertsFilterFromSearch(search), search.sort ?? "latest");
  const list = useSuspenseInfiniteQuery(listQuery);
  useFirstPageOnFilterChange(listQuery.queryKey);
  return (
    <DirectoryPage
      name="experts"
      search={search}
      searchModule={expertsSearch}
      list={list}
      items={list.data.pages.flatMap((p) => p.experts)}
      heading={<h2 id="experts-results" className={css({ srOnly: true })}>{t("experts.results")}</h2>}
      renderCard={(expert) => <ExpertCardView expert={expert} />}
      groups={[
        {
          key: "activity",
          title: t("experts.activities"),
          items: filters.expertActivities.map((a) => ({ value: a.id, label: a.title })),
        },
        {
          key: "request",
          title: t("experts.requests"),
          items: filters.expertRequests.map((r) => ({ value: r.id, label: r.title })),
        },
        {
          key: "country",
          title: t("experts.countries"),
          items: filters.countries.map((c) => ({ value: c.id, label: c.country })),
          folded: true,
        },
        {
          key: "language",
          title: t("experts.languages"),
          items: filters.languages.map((l) => ({ value: l, label: formatLanguageName(l, locale) })),
        },
        {
          key: "company",
          title: t("experts.companies"),
          items: filters.expertCompanies.map((c) => ({ value: c.id, label: c.name })),
        },
      ]}
    />
  );
}

function ExpertCardView({ expert }: { expert: ExpertCard }) {
  return (
    <DirectoryCard
      testId="expert-card"
      picture={
        <img
          src={expert.picture?.url ?? pictureUrl("avatar", expert.name)}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          className={css({ w: "64px", h: "64px", borderRadius: "full", bg: "surface", flexShrink: 0 })}
        />
      }
      link={
        <>
          <LocaleLink
            to="/$locale/experts/$slug"
            params={{ slug: expert.slug }}
            className={directoryCardLink}
            lang={expert.language}
          >
            {expert.name}
          </LocaleLink>
          <ContentLanguageMark language={expert.language} className={css({ ml: "2" })} />
        </>
      }
      language={expert.language}
      subtitle={expert.position}
      tags={expert.expertActivities.map((a) => ({ id: a.id, label: a.title }))}
      countries={expert.locations.map((l) => l.countryObject.country)}
      languages={expert.languages}
    />
  );
}
