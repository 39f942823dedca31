// /admin/system: the deployment as GET /readyz sees it (each check by name, ok or why not; never a value), and every
// scheduled job with its schedule in Moscow time and its latest runs, newest first (decision 154).
import { useSuspenseQuery } from "@tanstack/react-query";
import { css, cx } from "styled-system/css";
import { formatDateTime, formatNumber } from "../../../../i18n/format.ts";
import type { Locale } from "../../../domain/locale.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import type { AdminCronScheduleFieldsFragment } from "./system.generated.ts";
import { systemQuery, type SystemStatus } from "./queries.ts";
import { screenTitle, tableBox, tableClass } from "../kit/styles.ts";

type Translate = ReturnType<typeof useI18n>["t"];
type Run = SystemStatus["jobs"][number]["runs"][number];

const outcomeClass: Record<Run["outcome"], string> = {
  DONE: css({ fontWeight: "semibold", color: "success" }),
  FAILED: css({ fontWeight: "semibold", color: "danger" }),
  SKIPPED: css({ fontWeight: "semibold", color: "muted" }),
  RUNNING: css({ fontWeight: "semibold", color: "brand" }),
};

const sectionTitle = css({ fontSize: "xl", fontWeight: "bold", color: "brand" });
const muted = css({ color: "muted", fontSize: "sm" });

/** "850 ms", "12.3 s", "2 min 5 s". */
function formatDuration(ms: number, locale: Locale, t: Translate): string {
  if (ms < 1_000) return t("adminSystem.duration.ms", { n: formatNumber(ms, locale, 0) });
  if (ms < 60_000) return t("adminSystem.duration.seconds", { n: formatNumber(ms / 1_000, locale, 1) });
  const minutes = Math.floor(ms / 60_000);
  return t("adminSystem.duration.minutes", { m: minutes, s: Math.round((ms - minutes * 60_000) / 1_000) });
}

/** "Every day at 06:17 (Moscow)", else the cron text alone. */
function scheduleInWords(schedule: AdminCronScheduleFieldsFragment, t: Translate): string {
  switch (schedule.every) {
    case "HOUR":
      return t("adminSystem.every.hour", { minute: schedule.minute ?? 0 });
    case "DAY":
      return t("adminSystem.every.day", { time: schedule.moscowTime ?? "" });
    case "MONTH":
      return t("adminSystem.every.month", { day: schedule.moscowDayOfMonth ?? 1, time: schedule.moscowTime ?? "" });
    default:
      return t("adminSystem.every.other");
  }
}

function Checks({ status }: { status: SystemStatus }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="system-checks" className={css({ display: "flex", flexDirection: "column", gap: "3" })}>
      <h2 id="system-checks" className={sectionTitle}>{t("adminSystem.checks.heading")}</h2>
      <p
        data-testid="system-readiness"
        className={css({ fontWeight: "semibold", color: status.isReady ? "success" : "danger" })}
      >
        {t(status.isReady ? "adminSystem.checks.ready" : "adminSystem.checks.notReady")}
      </p>
      <ul className={css({ display: "flex", flexDirection: "column", gap: "2" })} data-testid="system-checks">
        {status.checks.map((check) => (
          <li
            key={check.name}
            data-check={check.name}
            data-ok={check.ok}
            className={css({ borderLeft: "4px solid", borderColor: check.ok ? "success" : "danger", pl: "3" })}
          >
            <strong>{t(`adminSystem.checks.names.${check.name}`)}</strong>
            {": "}
            <span className={css({ color: check.ok ? "success" : "danger", fontWeight: "semibold" })}>
              {check.ok
                ? t("adminSystem.checks.ok")
                : t(`adminSystem.checks.problems.${check.problem ?? "unreadable"}`)}
            </span>
            {check.name === "migrations" && check.appliedMigration && (
              <p className={muted}>
                {t("adminSystem.checks.applied")} <code>{check.appliedMigration}</code>
                {check.expectedMigration && !check.ok && (
                  <>
                    {"; "}
                    {t("adminSystem.checks.expected")} <code>{check.expectedMigration}</code>
                  </>
                )}
              </p>
            )}
            {check.missingVariables.length > 0 && (
              <p className={muted}>
                {t("adminSystem.checks.missing")} {check.missingVariables.map((name, i) => (
                  <span key={name}>
                    {i > 0 && ", "}
                    <code>{name}</code>
                  </span>
                ))}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Runs({ runs, labelledBy }: { runs: Run[]; labelledBy: string }) {
  const { t, locale } = useI18n();
  // A region the keyboard can reach: on a phone the table scrolls sideways inside it.
  return (
    <div className={tableBox} role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className={tableClass}>
        <thead>
          <tr>
            <th scope="col">{t("adminSystem.runs.started")}</th>
            <th scope="col">{t("adminSystem.runs.finished")}</th>
            <th scope="col">{t("adminSystem.runs.duration")}</th>
            <th scope="col">{t("adminSystem.runs.outcome")}</th>
            <th scope="col">{t("adminSystem.runs.counts")}</th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={run.id} data-outcome={run.outcome}>
              <td className={css({ whiteSpace: "nowrap" })}>
                {formatDateTime(run.startedAt, locale)}
                {run.isCatchUp && (
                  <span className={cx(css({ display: "block" }), muted)}>{t("adminSystem.runs.catchUp")}</span>
                )}
              </td>
              <td className={css({ whiteSpace: "nowrap" })}>
                {run.finishedAt ? formatDateTime(run.finishedAt, locale) : "—"}
              </td>
              <td className={css({ whiteSpace: "nowrap" })}>
                {run.durationMs === null || run.durationMs === undefined
                  ? "—"
                  : formatDuration(run.durationMs, locale, t)}
              </td>
              <td>
                <span className={outcomeClass[run.outcome]}>
                  {t(`adminSystem.outcomes.${run.outcome}`)}
                </span>
                {run.error && <p className={css({ overflowWrap: "anywhere", fontSize: "xs" })}>{run.error}</p>}
              </td>
              <td>
                {run.counts.length === 0 ? "—" : (
                  <ul>
                    {run.counts.map((count) => (
                      <li key={count.name}>
                        <code>{count.name}</code> {formatNumber(count.value, locale)}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Jobs({ status }: { status: SystemStatus }) {
  const { t, locale } = useI18n();
  return (
    <section aria-labelledby="system-jobs" className={css({ display: "flex", flexDirection: "column", gap: "4" })}>
      <h2 id="system-jobs" className={sectionTitle}>{t("adminSystem.jobs.heading")}</h2>
      <p className={muted}>
        {t("adminSystem.jobs.lead", { catchUp: scheduleInWords(status.catchUp, t) })}
      </p>
      {status.jobs.map((job) => (
        <article
          key={job.name}
          data-job={job.name}
          aria-labelledby={`job-${job.name}`}
          className={css({
            display: "flex",
            flexDirection: "column",
            gap: "2",
            borderTop: "1px solid",
            borderColor: "line",
            pt: "3",
          })}
        >
          <h3 id={`job-${job.name}`} className={css({ fontWeight: "bold", overflowWrap: "anywhere" })}>
            <code>{job.name}</code>
          </h3>
          <p className={muted}>
            {scheduleInWords(job.schedule, t)}{" "}
            <span>
              (<code>{job.schedule.cron}</code> {t("adminSystem.jobs.utc")})
            </span>
            {job.latestTickAt && (
              <>
                {"; "}
                {t("adminSystem.jobs.latestTick", { at: formatDateTime(job.latestTickAt, locale) })}
              </>
            )}
          </p>
          {job.runs.length === 0
            ? <p>{t("adminSystem.jobs.neverRan")}</p>
            : <Runs runs={job.runs} labelledBy={`job-${job.name}`} />}
        </article>
      ))}
    </section>
  );
}

export function SystemPage() {
  const { t } = useI18n();
  const status = useSuspenseQuery(systemQuery(useGql())).data;
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "6" })}>
      <h1 className={screenTitle}>{t("adminSystem.heading")}</h1>
      <Checks status={status} />
      <Jobs status={status} />
    </div>
  );
}
