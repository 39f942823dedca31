// A reason the team must give before it refuses something (an expert profile sent back, a promoter application
// declined, a payout marked failed): required (at least `minLength` characters), checked after the first send, and
// handed over trimmed. Extra buttons (Cancel) follow the send button.
import { type ReactNode, useState } from "react";
import { css } from "styled-system/css";
import { useI18n } from "../lib/i18n.tsx";
import { fieldError, fieldLabel } from "./schema-form.tsx";
import { primaryButton } from "./styles.ts";

export function ReasonForm(
  { label, submitLabel, onSubmit, busy, maxLength, minLength = 1, submitTestId, children }: {
    label: string;
    submitLabel: string;
    onSubmit: (reason: string) => void;
    busy: boolean;
    maxLength: number;
    minLength?: number;
    submitTestId?: string;
    children?: ReactNode;
  },
) {
  const { t } = useI18n();
  const [reason, setReason] = useState("");
  const [tried, setTried] = useState(false);
  const error = reason.trim().length < minLength ? "errors.required" : null;
  return (
    <form
      noValidate
      className={css({ display: "grid", gap: "3" })}
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (error || busy) return;
        onSubmit(reason.trim());
      }}
    >
      <label className={fieldLabel}>
        {label}
        <textarea
          name="reason"
          rows={3}
          maxLength={maxLength}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={tried && Boolean(error)}
          className={css({ p: "3", borderRadius: "lg", border: "1px solid token(colors.line)" })}
        />
        {tried && error && <span className={fieldError}>{t(error)}</span>}
      </label>
      <div className={css({ display: "flex", gap: "3", flexWrap: "wrap" })}>
        <button type="submit" className={primaryButton} disabled={busy} data-testid={submitTestId}>
          {submitLabel}
        </button>
        {children}
      </div>
    </form>
  );
}
