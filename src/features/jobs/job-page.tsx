// /jobs/{id}: the whole job for entitled viewers; for others the blurred placeholder with a Register (AUTHORIZED) or
// Subscribe (FELLOW) prompt. Related articles (3) and similar jobs (4); the view is recorded 5 s after opening.
import { useEffect } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useParams } from "@tanstack/react-router";
import { css, cx } from "styled-system/css";
import { formatDate } from "../../../i18n/format.ts";
import { blogUrl } from "../../domain/articles.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { usePageNow } from "../../lib/page-clock.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { AccessGate } from "../../ui/access-gate.tsx";
import { contentTitle, pageWidth, primaryButton } from "../../ui/styles.ts";
import { JobCard } from "./job-card.tsx";
import {
  AccessLabel,
  AddToTrackerButton,
  chip,
  ClosingLabel,
  FavouriteButton,
  jobLocation,
  SalaryLine,
} from "./job-parts.tsx";
import { isOpen } from "../../domain/jobs.ts";
import { type JobByAccess, type JobDetail, jobQuery, relatedArticlesQuery, similarJobsQuery } from "./queries.ts";
import { useRecordJobView } from "./mutations.ts";

export const JOB_VIEW_DELAY_MS = 5000;

export function JobPage() {
  const { id } = useParams({ strict: false }) as { id: string };
  const gql = useGql();
  const { data: job } = useSuspenseQuery(jobQuery(gql, id));
  useRecordView(job?.id);
  if (!job) return null; // the loader answered 404 already
  return <JobView job={job} />;
}

function useRecordView(id: string | undefined) {
  const { mutate: record } = useRecordJobView();
  useEffect(() => {
    if (!id) return;
    const timer = setTimeout(() => record({ id }), JOB_VIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [id]);
}

function JobView({ job }: { job: JobDetail }) {
  const { t, locale } = useI18n();
  const now = usePageNow();
  const disabled = job.__typename === "DisabledJob";
  const place = jobLocation(job, locale);
  return (
    <div className={pageWidth} data-testid="job-page" data-access={disabled ? "disabled" : "full"}>
      <Breadcrumbs items={[{ label: t("nav.jobs"), to: "/$locale/jobs" }, { label: job.title }]} />
      <div
        className={css({
          display: "grid",
          gridTemplateColumns: { base: "1fr", lg: "1fr 340px" },
          gap: "8",
          alignItems: "start",
        })}
      >
        <article>
          <div className={css({ display: "flex", gap: "2", flexWrap: "wrap", mb: "3" })}>
            {job.isUN && <span className={cx(chip, css({ bg: "unSoft", color: "unInk" }))}>{t("jobs.unMark")}</span>}
            <AccessLabel job={job} />
            {job.jobCategories.map((c) => (
              <span key={c.id} className={chip}>{locale === "ru" ? c.name : c.engTrans}</span>
            ))}
          </div>
          <h1
            className={contentTitle}
          >
            {job.title}
          </h1>
          {job.hasCompany && (
            <p
              data-testid="job-company"
              aria-hidden={disabled || undefined}
              className={css({
                mt: "3",
                fontSize: "lg",
                fontWeight: "semibold",
                filter: disabled ? "blur(5px)" : "none",
                userSelect: disabled ? "none" : "auto",
              })}
            >
              {job.company}
            </p>
          )}
          <dl
            className={css({
              mt: "4",
              display: "grid",
              gridTemplateColumns: "max-content 1fr",
              gap: "2 4",
              fontSize: "sm",
            })}
          >
            {place && (
              <>
                <dt className={css({ color: "muted" })}>{t("jobs.location")}</dt>
                <dd>{place}</dd>
              </>
            )}
            {job.seniority && (
              <>
                <dt className={css({ color: "muted" })}>{t("jobs.seniority")}</dt>
                <dd>{locale === "ru" && job.seniority.translation ? job.seniority.translation : job.seniority.name}</dd>
              </>
            )}
            <dt className={css({ color: "muted" })}>{t("jobs.posted")}</dt>
            <dd>{formatDate(job.postedAt, locale)}</dd>
            {(job.hasSalaryRange) && (
              <>
                <dt className={css({ color: "muted" })}>{t("jobs.salary")}</dt>
                <dd>
                  <SalaryLine job={job} />
                </dd>
              </>
            )}
          </dl>
          <div className={css({ mt: "4", display: "flex", gap: "3", alignItems: "center", flexWrap: "wrap" })}>
            <ClosingLabel openUntil={job.openUntil} />
            <FavouriteButton job={job} />
            <AddToTrackerButton job={job} />
          </div>
          {job.__typename === "Job" && (
            <ul className={css({ mt: "4", display: "flex", gap: "2", flexWrap: "wrap" })}>
              {job.isRelocationPackage && <li className={chip}>{t("jobs.relocation")}</li>}
              {job.isVisaNeeded && <li className={chip}>{t("jobs.visa")}</li>}
              {job.hasReferral && <li className={chip}>{t("jobs.referral")}</li>}
              {job.tags.map((tag) => <li key={tag} className={chip}>{t(`jobs.tagNames.${tag}`)}</li>)}
            </ul>
          )}
          <h2 className={css({ mt: "8", fontSize: "xl", fontWeight: "bold" })}>{t("jobs.description")}</h2>
          {disabled
            ? (
              <div className={css({ position: "relative", mt: "3" })}>
                <p
                  data-testid="job-description-placeholder"
                  aria-hidden="true"
                  className={css({ filter: "blur(5px)", userSelect: "none", color: "muted", lineHeight: "1.7" })}
                >
                  {job.description} {job.description}
                </p>
                <AccessGate
                  readAccess={job.readAccess}
                  returnTo={`/jobs/${job.id}/`}
                  testId="job-gate"
                  texts={{
                    title: ["jobs.gateSubscribeTitle", "jobs.gateRegisterTitle"],
                    text: ["jobs.gateSubscribeText", "jobs.gateRegisterText"],
                  }}
                  labels={{ subscribe: "jobs.subscribe", register: "jobs.register", login: "jobs.login" }}
                  className={css({ mt: "4", bg: "white", boxShadow: "0 12px 32px rgba(27,20,100,0.08)" })}
                />
              </div>
            )
            : (
              <>
                <div
                  data-testid="job-description"
                  className={cx(
                    "prose",
                    css({
                      mt: "3",
                      lineHeight: "1.7",
                      "& h3": { fontWeight: "bold", mt: "5", mb: "2" },
                      "& ul": { listStyle: "disc", pl: "6" },
                      "& p": { mb: "3" },
                    }),
                  )}
                  dangerouslySetInnerHTML={{ __html: job.description ?? "" }}
                />
                {job.applicationLink && isOpen(job, now) && (
                  <LocaleLink
                    href={job.applicationLink}
                    external
                    data-testid="job-apply"
                    className={cx(primaryButton, css({ mt: "6" }))}
                  >
                    {t("jobs.apply")}
                  </LocaleLink>
                )}
              </>
            )}
        </article>
        <RelatedArticles />
      </div>
      <SimilarJobs job={job} />
    </div>
  );
}

function RelatedArticles() {
  const { t, locale } = useI18n();
  const gql = useGql();
  const { data: articles } = useSuspenseQuery(relatedArticlesQuery(gql, locale));
  if (!articles.length) return null;
  return (
    <aside
      aria-labelledby="related-articles"
      data-testid="related-articles"
      className={css({ p: "5", borderRadius: "xl", bg: "surface" })}
    >
      <h2 id="related-articles" className={css({ fontWeight: "bold", fontSize: "lg", mb: "3" })}>
        {t("jobs.relatedArticles")}
      </h2>
      <ul className={css({ display: "flex", flexDirection: "column", gap: "4" })}>
        {articles.map((a) => (
          <li key={a.id}>
            <LocaleLink
              {...(a.ghostPostSlug
                ? { href: blogUrl(a.ghostPostSlug), external: true } as const
                : { to: "/$locale/articles/$slug", params: { slug: a.slug } } as const)}
              className={css({ fontWeight: "semibold", color: "brand", _hover: { textDecoration: "underline" } })}
            >
              {a.title}
            </LocaleLink>
            <p className={css({ fontSize: "sm", color: "muted", mt: "1", lineClamp: 2 })}>{a.description}</p>
          </li>
        ))}
      </ul>
    </aside>
  );
}

function SimilarJobs({ job }: { job: JobByAccess }) {
  const { t } = useI18n();
  const gql = useGql();
  const { data: jobs } = useSuspenseQuery(similarJobsQuery(gql, job));
  if (!jobs.length) return null;
  return (
    <section aria-labelledby="similar-jobs" data-testid="similar-jobs" className={css({ mt: "12" })}>
      <h2 id="similar-jobs" className={css({ fontSize: "2xl", fontWeight: "bold", color: "brand", mb: "4" })}>
        {t("jobs.similarJobs")}
      </h2>
      <ul
        className={css({
          display: "grid",
          gridTemplateColumns: { base: "1fr", md: "repeat(2, 1fr)", xl: "repeat(4, 1fr)" },
          gap: "4",
        })}
      >
        {jobs.map((j) => (
          <li key={j.id}>
            <JobCard job={j} />
          </li>
        ))}
      </ul>
    </section>
  );
}
