// The pieces every content editor screen (a job, an article, a learning path) has around its form: the outcome of the
// last write (a polite message, or a refusal as an alert) and the bar of buttons at the form's end.
import type { ReactNode } from "react";
import { css, cx } from "styled-system/css";
import { useI18n } from "../../../lib/i18n.tsx";
import type { ScreenMessage } from "./messages.tsx";

/** `${testId}-message` when it went well, `${testId}-error` when it was refused; both regions are always there. */
export function EditorOutcome({ outcome, testId }: { outcome: ScreenMessage | null; testId: string }) {
  const { t } = useI18n();
  return (
    <>
      <div aria-live="polite" aria-atomic="true">
        {outcome && !outcome.isError && (
          <p data-testid={`${testId}-message`} className={css({ color: "success", fontWeight: "semibold" })}>
            {t(outcome.key)}
          </p>
        )}
      </div>
      <div role="alert">
        {outcome?.isError && (
          <p data-testid={`${testId}-error`} className={css({ color: "danger", fontWeight: "semibold" })}>
            {t(outcome.key)}
          </p>
        )}
      </div>
    </>
  );
}

const bar = css({
  display: "flex",
  flexWrap: "wrap",
  gap: "3",
  alignItems: "center",
  mt: "5",
  py: "3",
  borderTop: "1px solid",
  borderColor: "line",
});

// Kept in sight while scrolling a long form on a wide screen; on a phone it would cover a third of it.
const stickyBar = css({ position: { base: "static", md: "sticky" }, bottom: 0, zIndex: 1, bg: "surface" });

/** The form's buttons at its end; sticky on a wide screen unless told. */
export function SaveBar({ children, sticky = true }: { children: ReactNode; sticky?: boolean }) {
  return <div className={cx(bar, sticky && stickyBar)}>{children}</div>;
}
