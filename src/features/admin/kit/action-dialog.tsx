// A team action that needs a yes and, usually, a reason (block, end a membership, delete): the reason is checked with
// the same schema as the server's (AdminReasonSchema) after the first send; the server's refusal shows in the dialog.
import { type FormEvent, type ReactNode, useState } from "react";
import * as v from "valibot";
import { css } from "styled-system/css";
import { AdminReasonSchema } from "../../../domain/admin.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { Dialog } from "../../../ui/dialog.tsx";
import { ghostButton, primaryButton } from "../../../ui/styles.ts";
import { fieldClass, labelClass } from "./styles.ts";

export function ActionDialog(
  {
    open,
    onOpenChange,
    title,
    lead,
    withReason,
    confirmLabel,
    onConfirm,
    busy,
    error,
    extra,
    extraValid = true,
    testId,
  }: {
    open: boolean;
    onOpenChange: (open: boolean) => void;
    title: string;
    lead?: string;
    withReason: boolean;
    confirmLabel: string;
    onConfirm: (reason: string) => void;
    busy: boolean;
    /** The i18n key of the server's refusal. */
    error: string | null;
    /** More fields (days, a typed confirmation), owned by the caller. */
    extra?: ReactNode;
    extraValid?: boolean;
    testId: string;
  },
) {
  const { t } = useI18n();
  const [reason, setReason] = useState("");
  const [tried, setTried] = useState(false);
  const parsed = v.safeParse(AdminReasonSchema, reason);
  const reasonError = withReason && !parsed.success ? parsed.issues[0].message : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (reasonError || !extraValid || busy) return;
    onConfirm(parsed.success ? parsed.output : "");
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={title}
      closeLabel={t("ui.close")}
      closeDisabled={busy}
    >
      <form
        noValidate
        onSubmit={submit}
        data-testid={testId}
        className={css({ display: "flex", flexDirection: "column", gap: "4" })}
      >
        {lead && <p>{lead}</p>}
        {extra}
        {withReason && (
          <label className={labelClass}>
            {t("admin.members.reason")}
            <textarea
              name="reason"
              rows={3}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={tried && reasonError ? true : undefined}
              aria-describedby={tried && reasonError ? `${testId}-reason-error` : undefined}
              className={`${fieldClass} ${css({ h: "auto", py: "2" })}`}
            />
            {tried && reasonError && (
              <span id={`${testId}-reason-error`} className={css({ color: "danger", fontWeight: "normal" })}>
                {t(reasonError)}
              </span>
            )}
          </label>
        )}
        {error && <p role="alert" className={css({ color: "danger" })}>{t(error)}</p>}
        <div className={css({ display: "flex", gap: "3", flexWrap: "wrap" })}>
          <button type="submit" className={primaryButton} disabled={busy}>{confirmLabel}</button>
          <button type="button" className={ghostButton} disabled={busy} onClick={() => onOpenChange(false)}>
            {t("admin.members.cancel")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
