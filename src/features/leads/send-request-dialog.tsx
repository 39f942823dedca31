// The send-request dialog (spec 01): email, name and subject required, message optional, prefilled from the account;
// 'Required' shows only after the first submit; the submit button spins and is disabled while sending; then the
// 'Request sent' view with two thank-you lines and Close. Two columns from 500 px, one below. A failure shows the
// top-centre 'Something went wrong' toast and keeps what was typed.
import { css } from "styled-system/css";
import { SendRequestSchema } from "../../domain/leads.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { useGqlMutation } from "../../lib/use-gql-mutation.ts";
import { Dialog } from "../../ui/dialog.tsx";
import { showToast } from "../../ui/show-toast.ts";
import { primaryButton } from "../../ui/styles.ts";
import { LeadField, SubmitButton, useLeadForm } from "./lead-form.tsx";
import { SendMessageDocument } from "./operations.generated.ts";

const twoColumns = css({
  display: "grid",
  gap: "4",
  gridTemplateColumns: "1fr",
  "@media (min-width: 500px)": { gridTemplateColumns: "1fr 1fr" },
});

export default function SendRequestDialog(
  { subject: initialSubject, onClose }: { subject: string; onClose: () => void },
) {
  const { t } = useI18n();
  const form = useLeadForm({ email: "", name: "", subject: initialSubject, message: "" }, SendRequestSchema);
  const { values, set, error } = form;
  const send = useGqlMutation(SendMessageDocument, {
    onError: (key) => showToast("top", { type: "error", title: t(key) }),
  });
  const busy = send.isPending;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={send.isSuccess ? t("leads.request.sentTitle") : t("leads.request.title")}
      closeLabel={t("leads.close")}
      closeDisabled={busy}
    >
      {send.isSuccess
        ? (
          <div data-testid="request-sent" role="status" className={css({ display: "grid", gap: "3" })}>
            <p>{t("leads.request.sentLine1")}</p>
            <p className={css({ color: "muted" })}>{t("leads.request.sentLine2")}</p>
            <button type="button" className={primaryButton} onClick={onClose} data-testid="request-close">
              {t("leads.close")}
            </button>
          </div>
        )
        : (
          <form
            noValidate
            data-testid="send-request-form"
            className={css({ display: "grid", gap: "4" })}
            onSubmit={(event) => {
              event.preventDefault();
              form.submitted();
              if (busy || form.invalid) return;
              send.mutate({
                email: values.email,
                name: values.name,
                subject: values.subject,
                message: values.message || null,
              });
            }}
          >
            <p className={css({ color: "muted" })}>{t("leads.request.lead")}</p>
            <div className={twoColumns}>
              <LeadField
                name="email"
                type="email"
                autoComplete="email"
                label={t("leads.email")}
                value={values.email}
                onChange={set("email")}
                error={error("email")}
                disabled={busy}
              />
              <LeadField
                name="name"
                autoComplete="name"
                label={t("leads.name")}
                value={values.name}
                onChange={set("name")}
                error={error("name")}
                disabled={busy}
              />
            </div>
            <LeadField
              name="subject"
              label={t("leads.subject")}
              value={values.subject}
              onChange={set("subject")}
              error={error("subject")}
              disabled={busy}
            />
            <LeadField
              name="message"
              multiline
              optional
              label={t("leads.message")}
              value={values.message}
              onChange={set("message")}
              error={error("message")}
              disabled={busy}
            />
            <SubmitButton busy={busy} testId="send-request-submit">{t("leads.request.submit")}</SubmitButton>
          </form>
        )}
    </Dialog>
  );
}
