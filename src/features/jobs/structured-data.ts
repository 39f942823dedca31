// schema.org JobPosting for an open job the viewer may see; nothing for a DisabledJob or a closed vacancy.
import type { JobDetail } from "./queries.ts";
import { isOpen } from "../../domain/jobs.ts";
import { absoluteUrl } from "../../lib/structured-data.ts";

export function jobPostingJsonLd(job: JobDetail, url: string): Record<string, unknown> | undefined {
  if (job.__typename !== "Job" || !isOpen(job)) return undefined;
  const country = job.location.countryObject?.engTrans;
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: job.description ?? "",
    datePosted: job.postedAt,
    ...(job.openUntil ? { validThrough: job.openUntil } : {}),
    url,
    ...(job.companyObject
      ? {
        hiringOrganization: {
          "@type": "Organization",
          name: job.companyObject.name,
          ...(job.companyObject.companyLogo
            ? { logo: absoluteUrl(new URL(url).origin, job.companyObject.companyLogo.url) }
            : {}),
        },
      }
      : {}),
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
