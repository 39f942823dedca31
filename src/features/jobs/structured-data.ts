// schema.org JobPosting for an open job, built from the answer the page shows, so it can hold only what the viewer
// may see. A job the viewer may open is a JobPosting in full; a locked one (DisabledJob) is the page — a WebPage marked
// isAccessibleForFree false, as the articles are — whose main entity is the posting's public part (title, dates,
// place, kind of contract), never its company, salary or text. A closed vacancy gets none.
import type { JobDetail } from "./queries.ts";
import { isOpen } from "../../domain/jobs.ts";
import { absoluteUrl } from "../../lib/structured-data.ts";

/** The employer's site as far as the job tells it: the site its application link goes to. */
function employerSite(applicationLink: string | null | undefined): string | undefined {
  if (!applicationLink) return undefined;
  try {
    const link = new URL(applicationLink);
    return link.protocol === "https:" || link.protocol === "http:" ? `${link.origin}/` : undefined;
  } catch {
    return undefined;
  }
}

/** What the job page shows to everyone: title, dates, place and the kind of contract. */
function publicPart(job: JobDetail, url: string) {
  const country = job.location.countryObject?.engTrans;
  return {
    "@type": "JobPosting",
    title: job.title,
    datePosted: job.postedAt,
    ...(job.openUntil ? { validThrough: job.openUntil } : {}),
    url,
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        ...(job.location.city ? { addressLocality: job.location.city } : {}),
        ...(job.location.state ? { addressRegion: job.location.state } : {}),
        ...(country ? { addressCountry: country } : {}),
      },
    },
    ...(job.tags.includes("remote") ? { jobLocationType: "TELECOMMUTE" } : {}),
    ...(job.tags.includes("full-time")
      ? { employmentType: "FULL_TIME" }
      : job.tags.includes("part-time")
      ? { employmentType: "PART_TIME" }
      : {}),
  };
}

export function jobPostingJsonLd(job: JobDetail, url: string): Record<string, unknown> | undefined {
  if (!isOpen(job)) return undefined;
  if (job.__typename !== "Job") {
    return {
      "@context": "https://schema.org",
      "@type": "WebPage",
      url,
      isAccessibleForFree: false,
      mainEntity: publicPart(job, url),
    };
  }
  const site = employerSite(job.applicationLink);
  return {
    "@context": "https://schema.org",
    ...publicPart(job, url),
    description: job.description ?? "",
    ...(job.companyObject
      ? {
        hiringOrganization: {
          "@type": "Organization",
          name: job.companyObject.name,
          ...(site ? { url: site } : {}),
          ...(job.companyObject.companyLogo
            ? { logo: absoluteUrl(new URL(url).origin, job.companyObject.companyLogo.url) }
            : {}),
        },
      }
      : {}),
    ...(job.salary && job.salary.currency
      ? {
        baseSalary: {
          "@type": "MonetaryAmount",
          currency: job.salary.currency,
          value: {
            "@type": "QuantitativeValue",
            ...(job.salary.min !== null ? { minValue: job.salary.min } : {}),
            ...(job.salary.max !== null ? { maxValue: job.salary.max } : {}),
          },
        },
      }
      : {}),
  };
}
