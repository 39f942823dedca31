// A back-office editor on the one form library: a card holding the form, named by its heading, which takes the focus
// when it opens (a keyboard user lands in it) and gives it back to the button that opened it when it closes; and the
// bar at its end (the form's own message as an alert, submit and cancel).
import { type ReactNode, useEffect, useId, useRef } from "react";
import { css } from "styled-system/css";
import { useI18n } from "../../../lib/i18n.tsx";
import { ghostButton, primaryButton } from "../../../ui/styles.ts";
import { card, cardGrid } from "./styles.ts";

/** The card and its form: pass the form's handleSubmit; children are the fields (two columns from md up). */
export function FormCard(
  { title, onSubmit, testId, children, footer }: {
    title: string;
    onSubmit: () => void;
    testId?: string;
    children: ReactNode;
    /** The FormBar. */
    footer: ReactNode;
  },
) {
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    heading.current?.focus();
    return () => opener?.isConnected ? opener.focus() : undefined;
  }, []);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        onSubmit();
      }}
      aria-labelledby={titleId}
      data-testid={testId}
      className={card}
    >
      <h2
        id={titleId}
        ref={heading}
        tabIndex={-1}
        className={css({ fontSize: "lg", fontWeight: "bold", color: "brand", mb: "4", overflowWrap: "anywhere" })}
      >
        {title}
      </h2>
      <div className={cardGrid}>{children}</div>
      {footer}
    </form>
  );
}

/** The form's end: its refusal (an i18n key, as an alert), the submit button and, when given, Cancel. */
export function FormBar(
  { submitLabel, cancelLabel, onCancel, busy, error, submitTestId }: {
    submitLabel: string;
    cancelLabel?: string;
    onCancel?: () => void;
    busy: boolean;
    error?: string | null;
    submitTestId?: string;
  },
) {
  const { t } = useI18n();
  return (
    <>
      {error && <p role="alert" className={css({ color: "danger", fontWeight: "semibold", mt: "4" })}>{t(error)}</p>}
      <div className={css({ display: "flex", gap: "2", mt: "5", flexWrap: "wrap" })}>
        <button type="submit" className={primaryButton} disabled={busy} data-testid={submitTestId}>
          {submitLabel}
        </button>
        {onCancel && <button type="button" className={ghostButton} onClick={onCancel}>{cancelLabel}</button>}
      </div>
    </>
  );
}
