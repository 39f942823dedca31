// The home page (spec 01), every section in the spec's order: banner slider, promo banner, experts with counters,
// relocation points, the five club advantages, learning paths, jobs, reviews (with the Russian screenshot slides),
// networking with the events calendar, articles, services, methods, featured services, educational services, the FAQ
// with its ask-a-question form, and the plans (left out for fellows). Sections of other domains (jobs, articles,
// billing, events, leads) are handed in by src/compositions/home-page.tsx, so this feature imports none of them.
//
// What the server renders (issue 28): the hero, the banners (the only data it loads) and every section written in the
// dictionaries (promo, experts, relocation, advantages, methods, FAQ); each section whose content is data — paths,
// jobs, reviews, events, articles, services, featured, educational, plans — has its heading and "all …" link in the
// server HTML and its content loaded in the browser as the reader comes near it (src/ui/lazy-when-visible.tsx). For
// readers and crawlers without JavaScript the server also writes the cards of paths, jobs, articles and services as
// plain links inside <noscript>, from one cached list (decision 187); the empty placeholders are hidden for them.
import type { ComponentType } from "react";
import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { css, cx } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { lazyWhenVisible } from "../../ui/lazy-when-visible.tsx";
import { pageWidth } from "../../ui/styles.ts";
import { bannersQuery, type HomeLinks, homeLinksQuery } from "./queries.ts";
import { Advantages, ExpertsCounters, Faq, Methods, PromoBanner, RelocationPoints } from "./club-sections.tsx";
import { BannerSlider } from "./banner-slider.tsx";
import { HomeSection, NoscriptLinks } from "./home-section.tsx";
import {
  EDUCATIONAL_SERVICES,
  FEATURED_SERVICES,
  HOME_CAROUSEL_CATEGORIES,
  serviceRoute,
} from "../../domain/billing.ts";
import type { LinkTarget } from "../../ui/locale-link.tsx";
import { pendingHeight } from "./pending-heights.ts";

const pathsAndReviews = () => import("./paths-and-reviews.tsx");
const LearningPaths = lazyWhenVisible(async () => (await pathsAndReviews()).HomeLearningPaths, {
  heightClass: pendingHeight.paths,
  testId: "home-paths-pending",
});
const Reviews = lazyWhenVisible(async () => (await pathsAndReviews()).HomeReviews, {
  heightClass: pendingHeight.reviews,
  testId: "home-reviews-pending",
});

/** The sections other domains own, handed in by the route. */
export type HomeSlots = {
  jobs: ComponentType;
  articles: ComponentType;
  servicesCarousel: ComponentType;
  featuredServices: ComponentType;
  educationalServices: ComponentType;
  plans: ComponentType;
  networking: ComponentType;
  askQuestion: ComponentType<{ label: string; subject: string }>;
};

const FEATURED = new Set<string>(FEATURED_SERVICES.map((f) => f.slug));
const EDUCATIONAL = new Set<string>(EDUCATIONAL_SERVICES);

type SectionLinks = Array<{ key: string; title: string; link: LinkTarget }>;

/** Each data section's cards as links (the server's cached list; absent in the browser). */
function sectionLinks(links: HomeLinks | undefined): Record<string, SectionLinks | undefined> {
  if (!links) return {};
  const service = (s: HomeLinks["services"][number]) => ({
    key: s.slug,
    title: s.title,
    link: serviceRoute(s.category, s.slug),
  });
  return {
    paths: links.learningPaths.map((p) => ({
      key: p.slug,
      title: p.title,
      link: { to: "/$locale/courses/$slug", params: { slug: p.slug } },
    })),
    jobs: links.jobs.map((j) => ({
      key: j.slug,
      title: j.title,
      link: { to: "/$locale/jobs/$id", params: { id: j.slug } },
    })),
    articles: links.articles.map((a) => ({
      key: a.slug,
      title: a.title,
      link: { to: "/$locale/articles/$slug", params: { slug: a.slug } },
    })),
    services: links.services.filter((s) => HOME_CAROUSEL_CATEGORIES.has(s.category ?? "") && !FEATURED.has(s.slug)).map(
      service,
    ),
    featured: links.services.filter((s) => FEATURED.has(s.slug)).map((s) => ({
      key: s.slug,
      title: s.title,
      link: { to: "/$locale/buy-service/$slug", params: { slug: s.slug } },
    })),
    education: links.services.filter((s) => EDUCATIONAL.has(s.slug)).map(service),
  };
}

export function HomePage({ slots }: { slots: HomeSlots }) {
  const { t, locale, viewerTier } = useI18n();
  const gql = useGql();
  const { data: banners } = useSuspenseQuery(bannersQuery(gql, locale));
  // Only the server holds these (decision 187): the browser renders nothing inside <noscript>.
  const links = sectionLinks(useQueryClient().getQueryData(homeLinksQuery(gql, locale).queryKey));
  const isFellow = viewerTier === "fellow";
  const { jobs: Jobs, articles: Articles, networking: Networking, askQuestion: AskQuestion } = slots;
  const { servicesCarousel: Services, featuredServices: Featured, educationalServices: Educational } = slots;
  const { plans: Plans } = slots;
  return (
    <div data-testid="home-page" className={css({ pb: "16" })}>
      {/* Without JavaScript the data sections' placeholders stay empty: their links below stand in for them. */}
      <noscript>
        <style>{"[data-pending]{display:none}"}</style>
      </noscript>
      <div className={cx(pageWidth, css({ pt: { base: "6", md: "10" } }))}>
        <h1
          className={css({
            fontSize: { base: "2xl", md: "4xl" },
            lineHeight: "1.15",
            fontWeight: "extrabold",
            color: "brand",
            maxW: "900px",
            letterSpacing: "-0.02em",
          })}
        >
          {t("home.title")}
        </h1>
        <p className={css({ mt: "3", fontSize: { base: "md", md: "lg" }, color: "muted", maxW: "760px" })}>
          {t("home.lead")}
        </p>
      </div>
      {banners.length > 0 && (
        <section
          aria-label={t("home.bannersCarousel")}
          data-testid="banners"
          className={cx(pageWidth, css({ mt: "6" }))}
        >
          <BannerSlider banners={banners} />
        </section>
      )}
      <PromoBanner isFellow={isFellow} />
      <ExpertsCounters />
      <RelocationPoints />
      <Advantages />
      <HomeSection
        id="paths"
        title={t("home.pathsTitle")}
        noscript={<NoscriptLinks label={t("home.pathsTitle")} links={links.paths} />}
      >
        <LearningPaths />
      </HomeSection>
      <HomeSection
        id="jobs"
        title={t("home.jobsTitle")}
        more={{ to: "/$locale/jobs", label: t("home.jobsAll") }}
        noscript={<NoscriptLinks label={t("home.jobsTitle")} links={links.jobs} />}
      >
        <Jobs />
      </HomeSection>
      <HomeSection id="reviews" title={t("home.reviewsTitle")}>
        <Reviews />
      </HomeSection>
      <HomeSection id="networking" title={t("home.networking.title")}>
        <p className={css({ color: "muted", mb: "6", maxW: "760px" })}>{t("home.networking.text")}</p>
        <Networking />
      </HomeSection>
      <HomeSection
        id="articles"
        title={t("home.articlesTitle")}
        more={{ to: "/$locale/articles", label: t("home.articlesAll") }}
        noscript={<NoscriptLinks label={t("home.articlesTitle")} links={links.articles} />}
      >
        <Articles />
      </HomeSection>
      <HomeSection
        id="services"
        title={t("home.servicesTitle")}
        more={{ to: "/$locale/services", label: t("home.servicesAll") }}
        noscript={<NoscriptLinks label={t("home.servicesTitle")} links={links.services} />}
      >
        <Services />
      </HomeSection>
      <Methods />
      <HomeSection
        id="featured"
        title={t("home.featured.title")}
        noscript={<NoscriptLinks label={t("home.featured.title")} links={links.featured} />}
      >
        <Featured />
      </HomeSection>
      <HomeSection
        id="education"
        title={t("home.educationTitle")}
        noscript={<NoscriptLinks label={t("home.educationTitle")} links={links.education} />}
      >
        <Educational />
      </HomeSection>
      <Faq askQuestion={<AskQuestion label={t("home.faq.askButton")} subject={t("home.faq.askSubject")} />} />
      {!isFellow && (
        <HomeSection id="plans" title={t("home.plansTitle")}>
          <Plans />
        </HomeSection>
      )}
    </div>
  );
}
