// A job in the list: title, company (a blurred placeholder when gated), place, salary or 'Hidden salary', closing
// date, access label, UN mark and the favourite toggle.
import { css, cx } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { AccessLabel, chip, ClosingLabel, FavouriteButton, jobLocation, SalaryLine } from "./job-parts.tsx";
import type { JobByAccess } from "./queries.ts";

/** `titleLevel`: the card title's heading level, one below the heading the list sits under. */
export function JobCard({ job, titleLevel = 3 }: { job: JobByAccess; titleLevel?: 2 | 3 }) {
  const Title = titleLevel === 2 ? "h2" : "h3";
  const { t, locale } = useI18n();
  const disabled = job.__typename === "DisabledJob";
  const place = jobLocation(job, locale);
  return (
    <article
      data-testid="job-card"
      data-job-id={job.id}
      data-access={disabled ? "disabled" : "full"}
      className={css({
        position: "relative",
        display: "flex",
        flexDirection: "column",
        gap: "3",
        p: "5",
        borderRadius: "xl",
        border: "1px solid token(colors.line)",
        bg: "white",
        h: "full",
        transition: "box-shadow 150ms",
        _hover: { boxShadow: "0 8px 24px rgba(27,20,100,0.08)" },
      })}
    >
      <div className={css({ display: "flex", gap: "2", flexWrap: "wrap", alignItems: "center", minH: "24px" })}>
        {job.isUN && <span className={cx(chip, css({ bg: "unSoft", color: "unInk" }))}>{t("jobs.unMark")}</span>}
        <AccessLabel job={job} />
        {job.seniority && (
          <span className={chip}>
            {job.seniority.translation && locale === "ru" ? job.seniority.translation : job.seniority.name}
          </span>
        )}
      </div>
      <Title className={css({ fontSize: "lg", fontWeight: "bold", lineHeight: "1.3", color: "brand" })}>
        <LocaleLink
          to="/$locale/jobs/$id"
          params={{ id: job.id }}
          data-testid="job-link"
          className={css({
            _hover: { textDecoration: "underline" },
            _focusVisible: { outline: "2px solid token(colors.accent)" },
          })}
        >
          {job.title}
        </LocaleLink>
      </Title>
      {job.hasCompany && (
        <div className={css({ display: "flex", alignItems: "center", gap: "3" })}>
          {job.__typename === "Job" && job.companyObject?.companyLogo && (
            <img
              src={job.companyObject.companyLogo.url}
              alt=""
              width={36}
              height={36}
              loading="lazy"
              data-testid="job-logo"
              className={css({ w: "36px", h: "36px", borderRadius: "md", flexShrink: 0 })}
            />
          )}
          <p
            data-testid="job-company"
            className={css({
              color: "ink",
              fontWeight: "medium",
              filter: disabled ? "blur(4px)" : "none",
              userSelect: disabled ? "none" : "auto",
            })}
            aria-hidden={disabled || undefined}
          >
            {job.company}
          </p>
        </div>
      )}
      {place && <p className={css({ color: "muted", fontSize: "sm" })}>{place}</p>}
      <SalaryLine job={job} />
      {job.tags.length > 0 && (
        <ul className={css({ display: "flex", gap: "1.5", flexWrap: "wrap" })}>
          {job.tags.slice(0, 3).map((tag) => <li key={tag} className={chip}>{t(`jobs.tagNames.${tag}`)}</li>)}
        </ul>
      )}
      <div
        className={css({
          mt: "auto",
          pt: "2",
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
          gap: "2",
        })}
      >
        <ClosingLabel openUntil={job.openUntil} />
        <FavouriteButton job={job} />
      </div>
    </article>
  );
}
