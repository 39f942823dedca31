// The home page as composed from its domains: the home feature's page with the sections of jobs, articles and billing
// handed in, and the prefetch of every section's data. Loaded lazily by the home route (so none of it is in the
// first-load bundle of other pages).
import type { QueryClient } from "@tanstack/react-query";
import type { Gql } from "../lib/gql.ts";
import type { Locale } from "../domain/locale.ts";
import type { ViewerTier } from "../domain/viewer.ts";
import { HomePage, type HomeSlots } from "../features/home/home-page.tsx";
import { bannersQuery, learningPathsQuery, reviewsQuery } from "../features/home/queries.ts";
import { HomeJobsCarousel } from "../features/jobs/home-jobs-carousel.tsx";
import { homeJobsQuery } from "../features/jobs/queries.ts";
import { HomeArticlesCarousel } from "../features/articles/home-articles-carousel.tsx";
import { homeArticlesQuery } from "../features/articles/queries.ts";
import { plansQuery, productsRateQuery, servicesQuery } from "../features/billing/queries.ts";
import { SendRequestButton } from "../features/leads/lead-button.tsx";
import { lazyWhenVisible } from "../ui/lazy-when-visible.ts";
import { eventsQuery } from "../features/events/queries.ts";

// The sections from the ninth on (the events calendar, the services, the plans) are far below the first screen: their
// code loads as the reader comes near each (their HTML and data are in the page from the start).
const NetworkingSection = lazyWhenVisible(
  '[data-testid="home-networking"]',
  async () => (await import("../features/events/networking-section.tsx")).NetworkingSection,
);
const billingSections = () => import("../features/billing/home-services.tsx");
const HomeServicesCarousel = lazyWhenVisible(
  '[data-testid="home-services"]',
  async () => (await billingSections()).HomeServicesCarousel,
);
const FeaturedServices = lazyWhenVisible(
  '[data-testid="home-featured"]',
  async () => (await billingSections()).FeaturedServices,
);
const EducationalServices = lazyWhenVisible(
  '[data-testid="home-education"]',
  async () => (await billingSections()).EducationalServices,
);
const HomePlans = lazyWhenVisible('[data-testid="home-plans"]', async () => (await billingSections()).HomePlans);

export const homeSlots: HomeSlots = {
  jobs: HomeJobsCarousel,
  articles: HomeArticlesCarousel,
  servicesCarousel: HomeServicesCarousel,
  featuredServices: FeaturedServices,
  educationalServices: EducationalServices,
  plans: HomePlans,
  networking: NetworkingSection,
  askQuestion: SendRequestButton,
};

export function ComposedHomePage() {
  return <HomePage slots={homeSlots} />;
}

/** Every section's data, for the viewer: the plans are left out for fellows (their page does not show them). */
export async function prefetchHome(
  { gql, locale, queryClient, viewerTier }: {
    gql: Gql;
    locale: Locale;
    queryClient: QueryClient;
    viewerTier: ViewerTier;
  },
) {
  await Promise.all([
    queryClient.ensureQueryData(bannersQuery(gql, locale)),
    queryClient.ensureQueryData(reviewsQuery(gql, locale)),
    queryClient.ensureQueryData(learningPathsQuery(gql, locale)),
    queryClient.ensureQueryData(homeJobsQuery(gql, viewerTier)),
    queryClient.ensureQueryData(homeArticlesQuery(gql, locale)),
    queryClient.ensureQueryData(servicesQuery(gql, locale, null)),
    queryClient.ensureQueryData(productsRateQuery(gql)),
    queryClient.ensureQueryData(eventsQuery(gql, locale, viewerTier)),
    viewerTier === "fellow" ? null : queryClient.ensureQueryData(plansQuery(gql, locale)),
  ]);
}
