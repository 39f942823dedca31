// The contact form of an expert's or a partner's page (spec 01): name, message and email required, email valid,
// telegram optional, prefilled when signed in; messages after the first submit; the subject is the page's (type /
// name / service). Sent: the 'request sent' view; a failure: the top-centre 'Something went wrong' toast.
import { css } from "styled-system/css";
import { ContactInfoSchema } from "../../domain/leads.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { useGqlMutation } from "../../lib/use-gql-mutation.ts";
import { Dialog } from "../../ui/dialog.tsx";
import { showToast } from "../../ui/show-toast.ts";
import { primaryButton } from "../../ui/styles.ts";
import { LeadField, SubmitButton, useLeadForm } from "./lead-form.tsx";
import { SendContactInfoDocument } from "./operations.generated.ts";

export default function ContactRequestDialog(
  { subject, title, onClose }: { subject: string; title: string; onClose: () => void },
) {
  const { t } = useI18n();
  const form = useLeadForm({ email: "", name: "", telegram: "", message: "" }, ContactInfoSchema, { subject });
  const { values, set, error } = form;
  const send = useGqlMutation(SendContactInfoDocument, {
    onError: (key) => showToast("top", { type: "error", title: t(key) }),
  });
  const busy = send.isPending;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={send.isSuccess ? t("leads.request.sentTitle") : title}
      closeLabel={t("leads.close")}
      closeDisabled={busy}
    >
      {send.isSuccess
        ? (
          <div data-testid="contact-sent" role="status" className={css({ display: "grid", gap: "3" })}>
            <p>{t("leads.request.sentLine1")}</p>
            <p className={css({ color: "muted" })}>{t("leads.contact.sentLine2")}</p>
            <button type="button" className={primaryButton} onClick={onClose} data-testid="contact-close">
              {t("leads.close")}
            </button>
          </div>
        )
        : (
          <form
            noValidate
            data-testid="contact-form"
            className={css({ display: "grid", gap: "4" })}
            onSubmit={(event) => {
              event.preventDefault();
              form.submitted();
              if (busy || form.invalid) return;
              send.mutate({ input: { ...values, subject, telegram: values.telegram || null } });
            }}
          >
            <p className={css({ color: "muted", fontSize: "sm" })} data-testid="contact-subject">{subject}</p>
            <LeadField
              name="name"
              autoComplete="name"
              label={t("leads.name")}
              value={values.name}
              onChange={set("name")}
              error={error("name")}
              disabled={busy}
            />
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
              name="telegram"
              optional
              label="Telegram"
              value={values.telegram}
              onChange={set("telegram")}
              error={error("telegram")}
              disabled={busy}
            />
            <LeadField
              name="message"
              multiline
              label={t("leads.message")}
              value={values.message}
              onChange={set("message")}
              error={error("message")}
              disabled={busy}
            />
            <SubmitButton busy={busy} testId="contact-submit">{t("leads.request.submit")}</SubmitButton>
          </form>
        )}
    </Dialog>
  );
}
