// The home page as composed from its domains: the home feature's page with the sections of jobs, articles, billing
// and events handed in, and the prefetch of the data the server renders. Loaded lazily by the home route (so none of
// it is in the first-load bundle of other pages).
//
// The server renders the first screen and the sections written in the dictionaries; the sections of other domains
// are all below the fold, so each is a placeholder of its usual height in the server HTML, and its code and data load
// in the browser as the reader comes near it (src/ui/lazy-when-visible.tsx): nothing of them is prefetched here or
// carried in the dehydrated cache. The per-viewer rules hold where the data is fetched: the jobs and the events are
// keyed by the viewer's tier and cut by the API, and the plans section is left out for fellows by the page itself.
import type { QueryClient } from "@tanstack/react-query";
import type { Gql } from "../lib/gql.ts";
import type { Locale } from "../domain/locale.ts";
import { HomePage, type HomeSlots } from "../features/home/home-page.tsx";
import { bannersQuery, faqQuery, homeLinksQuery } from "../features/home/queries.ts";
import { pendingHeight } from "../features/home/pending-heights.ts";
import { SendRequestButton } from "../features/leads/lead-button.tsx";
import { lazyWhenVisible } from "../ui/lazy-when-visible.tsx";

const billingSections = () => import("../features/billing/home-services.tsx");

export const homeSlots: HomeSlots = {
  jobs: lazyWhenVisible(async () => (await import("../features/jobs/home-jobs-carousel.tsx")).HomeJobsCarousel, {
    heightClass: pendingHeight.jobs,
    testId: "home-jobs-pending",
  }),
  networking: lazyWhenVisible(
    async () => (await import("../features/events/networking-section.tsx")).NetworkingSection,
    {
      heightClass: pendingHeight.networking,
      testId: "home-networking-pending",
    },
  ),
  articles: lazyWhenVisible(
    async () => (await import("../features/articles/home-articles-carousel.tsx")).HomeArticlesCarousel,
    { heightClass: pendingHeight.articles, testId: "home-articles-pending" },
  ),
  servicesCarousel: lazyWhenVisible(async () => (await billingSections()).HomeServicesCarousel, {
    heightClass: pendingHeight.services,
    testId: "home-services-pending",
  }),
  featuredServices: lazyWhenVisible(async () => (await billingSections()).FeaturedServices, {
    heightClass: pendingHeight.featured,
    testId: "home-featured-pending",
  }),
  educationalServices: lazyWhenVisible(async () => (await billingSections()).EducationalServices, {
    heightClass: pendingHeight.education,
    testId: "home-education-pending",
  }),
  plans: lazyWhenVisible(async () => (await billingSections()).HomePlans, {
    heightClass: pendingHeight.plans,
    testId: "home-plans-pending",
  }),
  askQuestion: SendRequestButton,
};

export function ComposedHomePage() {
  return <HomePage slots={homeSlots} />;
}

/**
 * The data the server renders: the banners for the viewer's audience (the first screen). The sections below load
 * their own data in the browser; on the server their cards are also written as plain links for readers without
 * JavaScript (cached lists, never dehydrated: decision 187).
 */
export async function prefetchHome(
  { gql, locale, queryClient }: { gql: Gql; locale: Locale; queryClient: QueryClient },
) {
  const onServer = typeof document === "undefined";
  await Promise.all([
    queryClient.ensureQueryData(bannersQuery(gql, locale)),
    queryClient.ensureQueryData(faqQuery(gql, locale)),
    onServer ? queryClient.ensureQueryData(homeLinksQuery(gql, locale)) : undefined,
  ]);
}
