// The home page's jobs carousel (spec 01): the 18 newest jobs as the viewer may see them (12 on mobile), autoplay 5 s.
import { useSuspenseQuery } from "@tanstack/react-query";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { Carousel } from "../../ui/carousel.tsx";
import { useMediaQuery } from "../../ui/use-media-query.ts";
import { JobCard } from "./job-card.tsx";
import { homeJobsQuery } from "./queries.ts";

/** Jobs shown on a phone (the mobile layout starts below 889 px). */
const MOBILE_JOBS = 12;
const BREAKPOINTS = { 600: { slidesPerView: 2 }, 1124: { slidesPerView: 3 } };

export function HomeJobsCarousel() {
  const { t, viewerTier } = useI18n();
  const gql = useGql();
  const { data: jobs } = useSuspenseQuery(homeJobsQuery(gql, viewerTier));
  // The slides past the 12th are off-screen at first, so trimming them after mount moves nothing.
  const mobile = useMediaQuery("(max-width: 888px)");
  const shown = mobile ? jobs.slice(0, MOBILE_JOBS) : jobs;
  if (jobs.length === 0) return null;
  return (
    <Carousel
      key={shown.length}
      ariaLabel={t("home.jobsCarousel")}
      slides={shown.map((job) => <JobCard key={job.id} job={job} />)}
      slidesPerView={1}
      breakpoints={BREAKPOINTS}
      spaceBetween={16}
      loop={shown.length > 3}
      autoplayMs={5_000}
      navigation={{ prevLabel: t("home.previous"), nextLabel: t("home.next") }}
    />
  );
}
