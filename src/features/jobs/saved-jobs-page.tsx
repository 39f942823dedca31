// /saved_jobs: the jobs the signed-in user saved, as cards (gated the same way as everywhere).
import { useSuspenseQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { SideMenuLayout } from "../../ui/side-menu-layout.tsx";
import { primaryButton } from "../../ui/styles.ts";
import { JobCard } from "./job-card.tsx";
import { savedJobsQuery } from "./queries.ts";

export function SavedJobsPage() {
  const { t } = useI18n();
  const gql = useGql();
  const { data: jobs } = useSuspenseQuery(savedJobsQuery(gql));
  return (
    <SideMenuLayout title={t("profile.savedJobs")}>
      {jobs.length === 0
        ? (
          <div
            data-testid="saved-jobs-empty"
            className={css({ display: "flex", flexDirection: "column", gap: "4", alignItems: "flex-start" })}
          >
            <p className={css({ color: "muted" })}>{t("profile.noSavedJobs")}</p>
            <LocaleLink to="/$locale/jobs" className={primaryButton}>{t("nav.jobs")}</LocaleLink>
          </div>
        )
        : (
          <ul
            data-testid="saved-jobs"
            className={css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "repeat(2, 1fr)" }, gap: "4" })}
          >
            {jobs.map((job) => (
              <li key={job.id}>
                <JobCard job={job} titleLevel={2} />
              </li>
            ))}
          </ul>
        )}
    </SideMenuLayout>
  );
}
