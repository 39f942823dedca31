// Pieces of a job shared by the card and the detail page: location, closing date, salary (or 'Hidden salary'),
// the access label, the heart (save the job) and 'Add to tracker'.
import { useId, useState } from "react";
import { css, cx } from "styled-system/css";
import { formatRelativeDay, formatSalaryRange } from "../../../i18n/format.ts";
import { requiredAction } from "../../domain/access.ts";
import { isOpen } from "../../domain/jobs.ts";
import { TRACKER_JOB_TRACKED_ERROR } from "../../domain/tracker-errors.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { usePageNow } from "../../lib/page-clock.tsx";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { showToast } from "../../ui/show-toast.ts";
import { Tooltip } from "../../ui/tooltip.tsx";
import { LockIcon } from "../../ui/icons.tsx";
import type { JobByAccess } from "./queries.ts";
import { useAddJobToTracker, useToggleFavouriteJob } from "./mutations.ts";

export const TRACKER_PATH = "/$locale/profile/job-application-tracker";
export const SAVED_JOBS_PATH = "/$locale/saved_jobs";

export const chip = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "1",
  px: "2.5",
  py: "1",
  borderRadius: "full",
  bg: "surface",
  color: "ink",
  fontSize: "xs",
  fontWeight: "medium",
  whiteSpace: "nowrap",
});

export function jobLocation(job: JobByAccess, locale: "ru" | "en"): string {
  const country = job.location.countryObject
    ? (locale === "ru" ? job.location.countryObject.rusTrans : job.location.countryObject.engTrans)
    : null;
  return [job.location.city, job.location.state, country].filter(Boolean).join(", ");
}

export function ClosingLabel({ openUntil }: { openUntil: string | null }) {
  const { t, locale } = useI18n();
  const now = usePageNow();
  if (!openUntil) return null;
  const open = isOpen({ openUntil }, now);
  return (
    <span
      data-testid="job-closing"
      className={css({ fontSize: "sm", color: open ? "muted" : "danger", fontWeight: open ? "normal" : "semibold" })}
    >
      {open ? t("jobs.closing", { date: formatRelativeDay(openUntil, locale, now) }) : t("jobs.closed")}
    </span>
  );
}

export function SalaryLine({ job }: { job: JobByAccess }) {
  const { t, locale } = useI18n();
  if (job.__typename === "Job" && job.salary) {
    return (
      <span data-testid="job-salary" className={css({ fontWeight: "semibold", color: "ink" })}>
        {formatSalaryRange(job.salary, locale, { from: t("jobs.salaryFrom"), upTo: t("jobs.salaryUpTo") })}
      </span>
    );
  }
  if (job.__typename === "DisabledJob" && job.hasSalaryRange) {
    const action = requiredAction(job.readAccess);
    return (
      <Tooltip content={t(action === "subscribe" ? "jobs.salaryAfterSubscription" : "jobs.salaryAfterRegistration")}>
        <button
          type="button"
          data-testid="job-salary-hidden"
          className={css({
            fontWeight: "semibold",
            color: "muted",
            textDecoration: "underline dotted",
            cursor: "help",
          })}
        >
          {t("jobs.hiddenSalary")}
        </button>
      </Tooltip>
    );
  }
  return null;
}

export function AccessLabel({ job }: { job: JobByAccess }) {
  const { t } = useI18n();
  if (job.__typename !== "DisabledJob") return null;
  const subscribe = requiredAction(job.readAccess) === "subscribe";
  return (
    <span
      data-testid="job-access-label"
      className={cx(chip, css({ bg: subscribe ? "brand" : "accentSoft", color: subscribe ? "white" : "accentDark" }))}
    >
      <LockIcon />
      {t(subscribe ? "jobs.afterSubscription" : "jobs.afterRegistration")}
    </span>
  );
}

/**
 * The heart: saves the job to Saved jobs (toggleFavouriteJob) — it says so, and nothing else. Logged-out visitors see
 * it disabled, the reason given as its description (no focusable wrapper: the card keeps one tab stop per action).
 * Once saved it leads to Saved jobs. A failure shows 'Something went wrong' and leaves the state as it was. The
 * tracker is its own action (AddToTrackerButton).
 */
export function FavouriteButton({ job }: { job: JobByAccess }) {
  const { t, viewerTier } = useI18n();
  const [saved, setSaved] = useState(job.isInWishlist);
  const loggedOut = viewerTier === "anonymous";
  const reasonId = useId();
  const mutation = useToggleFavouriteJob({
    onSuccess: (result) => setSaved(result.toggleFavouriteJob.isInWishlist),
    onError: (key) => showToast("bottom", { type: "error", title: t(key) }),
  });
  const busy = mutation.isPending;
  const toggle = () => mutation.mutate({ id: job.id });
  const button = (
    <button
      type="button"
      data-testid="job-favourite"
      aria-pressed={saved}
      aria-label={t(saved ? "jobs.unfavourite" : "jobs.favourite")}
      aria-describedby={loggedOut ? reasonId : undefined}
      disabled={loggedOut || busy}
      onClick={toggle}
      className={css({
        w: "40px",
        h: "40px",
        display: "inline-flex",
        alignItems: "center",
        justifyContent: "center",
        borderRadius: "full",
        border: "1px solid token(colors.line)",
        color: saved ? "accent" : "muted",
        cursor: "pointer",
        _disabled: { opacity: 0.5, cursor: "not-allowed" },
        _hover: { borderColor: "accent" },
      })}
    >
      <svg
        width="18"
        height="18"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill={saved ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M12 21s-7.5-4.6-9.5-9.2C1.1 8.5 3.2 5 6.6 5c2 0 3.5 1.1 4.4 2.6h2C13.9 6.1 15.4 5 17.4 5c3.4 0 5.5 3.5 4.1 6.8C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
  return (
    <span className={css({ display: "inline-flex", gap: "2", alignItems: "center" })}>
      {loggedOut
        ? (
          <>
            {
              /* The pointer's tooltip sits on a plain wrapper (a disabled button gets no pointer events); the
                keyboard and screen readers get the same reason as the button's description. */
            }
            <span title={t("jobs.favouriteLoggedOut")} className={css({ display: "inline-flex" })}>{button}</span>
            <span id={reasonId} className={css({ srOnly: true })}>{t("jobs.favouriteLoggedOut")}</span>
          </>
        )
        : button}
      {saved && (
        <LocaleLink
          to={SAVED_JOBS_PATH}
          data-testid="job-open-saved"
          className={css({ fontSize: "sm", fontWeight: "semibold", color: "brand", textDecoration: "underline" })}
        >
          {t("jobs.openSaved")}
        </LocaleLink>
      )}
    </span>
  );
}

/**
 * 'Add to tracker' (an application item linked to the job), offered to a signed-in user on every job page, whether
 * or not the job is saved; once the item is made it gives way to 'Open tracker'.
 */
export function AddToTrackerButton({ job }: { job: JobByAccess }) {
  const { t, viewerTier } = useI18n();
  const [added, setAdded] = useState(false);
  const addToTracker = useAddJobToTracker({
    onSuccess: (result) => {
      const refusal = result.createTrackerItem.error;
      // Already there (added before): say so and lead to it, as after adding.
      const tracked = refusal?.name === TRACKER_JOB_TRACKED_ERROR;
      showToast(
        "bottom",
        refusal && !tracked
          ? { type: "error", title: refusal.message }
          : { type: "success", title: refusal ? refusal.message : t("tracker.addedFromJob") },
      );
      if (!refusal || tracked) setAdded(true);
    },
    onError: (key) => showToast("bottom", { type: "error", title: t(key) }),
  });
  if (viewerTier === "anonymous") return null;
  return added
    ? (
      <LocaleLink
        to={TRACKER_PATH}
        data-testid="job-open-tracker"
        className={css({ fontSize: "sm", fontWeight: "semibold", color: "brand", textDecoration: "underline" })}
      >
        {t("jobs.openTracker")}
      </LocaleLink>
    )
    : (
      <button
        type="button"
        data-testid="job-add-to-tracker"
        disabled={addToTracker.isPending}
        onClick={() => addToTracker.mutate({ jobId: job.id })}
        className={css({
          h: "40px",
          px: "4",
          borderRadius: "full",
          border: "1px solid token(colors.line)",
          fontSize: "sm",
          fontWeight: "semibold",
          color: "accentDark",
          cursor: "pointer",
          _hover: { borderColor: "accent" },
          _disabled: { opacity: 0.5, cursor: "progress" },
        })}
      >
        {t("tracker.addFromJob")}
      </button>
    );
}
