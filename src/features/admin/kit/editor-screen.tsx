// A back-office editor's screen, one shape for all of them (a job, an article, a learning path, a product, a plan, a
// coupon, an offer): the way back to the list, the heading and its status badges, notes, the outcome of the last
// write (a polite message, or a refusal as an alert), then the form: its fields, locked while a write runs, and the
// bar of buttons at its end, described (the submit, then each action).
import type { ReactNode } from "react";
import { css, cx } from "styled-system/css";
import { useI18n } from "../../../lib/i18n.tsx";
import { type LinkTarget, LocaleLink } from "../../../ui/locale-link.tsx";
import { ghostButton, primaryButton } from "../../../ui/styles.ts";
import type { ScreenMessage } from "./messages.tsx";
import { screenTitle } from "./styles.ts";

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

/** The fields' column: sections one under another, all locked at once (a fieldset). */
const fieldStack = css({ display: "flex", flexDirection: "column", gap: "5", border: "none", p: 0, m: 0, minW: 0 });

/** The link to the item's public page, at the end of the bar. */
export const viewLink = css({ color: "brand", fontWeight: "semibold", textDecoration: "underline" });

/** A button of the bar other than the submit; a falsy entry is a button this item does not offer. */
export type EditorAction = { label: string; onClick: () => void; primary?: boolean; testId?: string };

export type EditorFormProps = {
  /** The form's test id. */
  testId: string;
  /** The form library's submit (`() => void form.handleSubmit()`). */
  onSubmit: () => void;
  /** Buttons are disabled while a write runs. */
  busy: boolean;
  /** The fields cannot be changed (busy, unless told: also when this person may not change the item). */
  locked?: boolean;
  /** The submit button; none when the item cannot be changed. */
  submit?: { label: string; busyLabel: string; primary?: boolean; testId?: string };
  actions?: readonly (EditorAction | false | null | undefined)[];
  /** After the buttons (the link to the public page). */
  links?: ReactNode;
  sticky?: boolean;
  children: ReactNode;
};

/** The form: its fields in one locked-while-busy fieldset, then the bar with the submit and the actions. */
export function EditorForm(
  { testId, onSubmit, busy, locked = busy, submit, actions = [], links, sticky = true, children }: EditorFormProps,
) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      data-testid={testId}
    >
      <fieldset disabled={locked} className={fieldStack}>{children}</fieldset>
      <SaveBar sticky={sticky}>
        {submit && (
          <button
            type="submit"
            className={submit.primary ? primaryButton : ghostButton}
            disabled={busy}
            data-testid={submit.testId}
          >
            {busy ? submit.busyLabel : submit.label}
          </button>
        )}
        {actions.map((action) =>
          action && (
            <button
              key={action.label}
              type="button"
              className={action.primary ? primaryButton : ghostButton}
              disabled={busy}
              onClick={action.onClick}
              data-testid={action.testId}
            >
              {action.label}
            </button>
          )
        )}
        {links}
      </SaveBar>
    </form>
  );
}

const screen = css({ display: "flex", flexDirection: "column", gap: "5", maxW: "1100px", minW: 0 });
const narrowScreen = css({ maxW: "900px" });

/** The editor's page: back link, heading and badges, notes, the outcome, the form, and what follows it. */
export function EditorScreen(
  { back, title, badges, notes, outcome, outcomeTestId, narrow, after, ...form }: EditorFormProps & {
    /** The list the editor belongs to, and the link's words. */
    back: { target: LinkTarget; label: string };
    title: string;
    badges?: ReactNode;
    /** Lines between the heading and the form (who wrote it, what cannot be changed and why). */
    notes?: ReactNode;
    outcome: ScreenMessage | null;
    /** The prefix of the outcome's test ids (EditorOutcome). */
    outcomeTestId: string;
    /** A short form: a narrower column. */
    narrow?: boolean;
    /** Below the form (a preview). */
    after?: ReactNode;
  },
) {
  return (
    <div className={cx(screen, narrow && narrowScreen)}>
      <LocaleLink {...back.target} className={css({ color: "brand", textDecoration: "underline" })}>
        ← {back.label}
      </LocaleLink>
      <div className={css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center" })}>
        <h1 className={screenTitle}>{title}</h1>
        {badges}
      </div>
      {notes}
      <EditorOutcome outcome={outcome} testId={outcomeTestId} />
      <EditorForm {...form} />
      {after}
    </div>
  );
}
