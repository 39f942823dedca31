// The home page as composed from its domains: the home feature's page with the sections of jobs, articles and billing
// handed in, and the prefetch of every section's data. Loaded lazily by the home route (so none of it is in the
// first-load bundle of other pages) and statically by the SSR entry for the bench's plain-render floor.
import type { QueryClient } from "@tanstack/react-query";
import type { Gql } from "../../src/lib/gql.ts";
import type { Locale } from "../../src/domain/locale.ts";
import type { ViewerTier } from "../../src/domain/viewer.ts";
import { HomePage, type HomeSlots } from "../../src/features/home/home-page.tsx";
import { bannersQuery, learningPathsQuery, reviewsQuery } from "../../src/features/home/queries.ts";
import { HomeJobsCarousel } from "../../src/features/jobs/home-jobs-carousel.tsx";
import { homeJobsQuery } from "../../src/features/jobs/queries.ts";
import { HomeArticlesCarousel } from "../../src/features/articles/home-articles-carousel.tsx";
import { homeArticlesQuery } from "../../src/features/articles/queries.ts";
import {
  EducationalServices,
  FeaturedServices,
  HomePlans,
  HomeServicesCarousel,
} from "../../src/features/billing/home-services.tsx";
import { plansQuery, productsRateQuery, servicesQuery } from "../../src/features/billing/queries.ts";
import { SendRequestButton } from "../../src/features/leads/send-request-button.tsx";
import { NetworkingSection } from "../../src/features/events/networking-section.tsx";
import { eventsQuery } from "../../src/features/events/queries.ts";

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
    queryClient.ensureQueryData(eventsQuery(gql, viewerTier)),
    viewerTier === "fellow" ? null : queryClient.ensureQueryData(plansQuery(gql, locale)),
  ]);
}
