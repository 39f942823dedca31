// The lead-magnet pop-up (spec 01): email required and valid, name optional and hidden when signed in (the account's
// name is sent); messages only after the first submit; then the confirmation view with Close. A failure shows the
// top-centre 'Something went wrong' toast.
import { useState } from "react";
import { css } from "styled-system/css";
import { LEAD_MAGNET_GROUP, LeadMagnetSchema } from "../../domain/leads.ts";
import { validateFields } from "../../domain/validation.ts";
import { pictureUrl } from "../../domain/pictures.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { useGqlMutation } from "../../lib/use-gql-mutation.ts";
import { Dialog } from "../../ui/dialog.tsx";
import { showToast } from "../../ui/show-toast.ts";
import { primaryButton } from "../../ui/styles.ts";
import { LeadField, SubmitButton, useLeadPrefill } from "./lead-form.tsx";
import { AddContactToGroupsDocument } from "./operations.generated.ts";

export default function LeadMagnetDialog({ onClose }: { onClose: () => void }) {
  const { t, viewerTier } = useI18n();
  const signedIn = viewerTier !== "anonymous";
  const prefill = useLeadPrefill();
  const [email, setEmail] = useState<string | null>(null);
  const [name, setName] = useState("");
  const [tried, setTried] = useState(false);
  const shownEmail = email ?? prefill?.email ?? "";
  const values = { groups: [LEAD_MAGNET_GROUP], email: shownEmail, name: signedIn ? prefill?.name ?? "" : name };
  const errors = validateFields(LeadMagnetSchema, values);
  const send = useGqlMutation(AddContactToGroupsDocument, {
    onError: (key) => showToast("top", { type: "error", title: t(key) }),
  });
  const busy = send.isPending;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={send.isSuccess ? t("leads.gift.doneTitle") : t("leads.gift.title")}
      closeLabel={t("leads.close")}
      closeDisabled={busy}
    >
      <div data-testid="lead-magnet" className={css({ display: "grid", gap: "4" })}>
        <img
          src={pictureUrl("cover", "international-career-guide")}
          alt=""
          width={1200}
          height={630}
          className={css({ w: "full", h: "auto", borderRadius: "xl", aspectRatio: "1200 / 630" })}
        />
        {send.isSuccess
          ? (
            <div role="status" data-testid="lead-magnet-done" className={css({ display: "grid", gap: "4" })}>
              <p>{t("leads.gift.doneText", { email: values.email })}</p>
              <button type="button" className={primaryButton} onClick={onClose} data-testid="lead-magnet-close">
                {t("leads.close")}
              </button>
            </div>
          )
          : (
            <form
              noValidate
              data-testid="lead-magnet-form"
              className={css({ display: "grid", gap: "4" })}
              onSubmit={(event) => {
                event.preventDefault();
                setTried(true);
                if (busy || Object.keys(errors).length) return;
                send.mutate({ groups: values.groups, email: values.email, name: values.name || null });
              }}
            >
              <p className={css({ color: "muted" })}>{t("leads.gift.lead")}</p>
              <LeadField
                name="email"
                type="email"
                autoComplete="email"
                label={t("leads.email")}
                value={shownEmail}
                onChange={setEmail}
                error={tried ? errors.email : undefined}
                disabled={busy}
              />
              {!signedIn && (
                <LeadField
                  name="name"
                  autoComplete="name"
                  optional
                  label={t("leads.name")}
                  value={name}
                  onChange={setName}
                  error={tried ? errors.name : undefined}
                  disabled={busy}
                />
              )}
              <SubmitButton busy={busy} testId="lead-magnet-submit">{t("leads.gift.submit")}</SubmitButton>
            </form>
          )}
      </div>
    </Dialog>
  );
}
