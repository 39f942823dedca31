// /support: a message to the club's support (title and message required; Send disabled while empty or sending).
import { useState } from "react";
import { css } from "styled-system/css";
import { SupportSchema } from "../../domain/support.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { schemaValidation, useAppForm } from "../../ui/form/form.ts";
import { TextField } from "../../ui/form/fields.tsx";
import { SideMenuLayout } from "../../ui/side-menu-layout.tsx";
import { primaryButton } from "../../ui/styles.ts";
import { showToast } from "../../ui/show-toast.ts";
import { useContactSupport } from "./mutations.ts";

export function SupportPage() {
  const { t } = useI18n();
  const [error, setError] = useState<string | null>(null);
  const send = useContactSupport({
    onError: (key) => {
      setError(key);
      showToast("top", { type: "error", title: t(key) });
    },
  });
  const busy = send.isPending;
  const sent = send.isSuccess;
  // The resolver parses the same input with the same schema; its messages show after the first submit.
  const form = useAppForm({
    defaultValues: { title: "", message: "" },
    ...schemaValidation(SupportSchema),
    onSubmit: ({ value }) => {
      if (busy) return;
      setError(null);
      send.mutate({ input: value });
    },
  });
  return (
    <SideMenuLayout title={t("profile.support")}>
      {sent
        ? (
          <div data-testid="support-sent" role="status" className={css({ p: "6", borderRadius: "xl", bg: "surface" })}>
            <p className={css({ fontWeight: "bold", color: "brand" })}>{t("support.sentTitle")}</p>
            <p className={css({ mt: "2", color: "muted" })}>{t("support.sentText")}</p>
          </div>
        )
        : (
          <form
            noValidate
            data-testid="support-form"
            className={css({ display: "flex", flexDirection: "column", gap: "4", maxW: "640px" })}
            onSubmit={(event) => {
              event.preventDefault();
              void form.handleSubmit();
            }}
          >
            <p className={css({ color: "muted" })}>{t("support.lead")}</p>
            {error && <p role="alert" className={css({ color: "danger" })}>{t(error)}</p>}
            <form.AppField name="title">
              {() => <TextField idPrefix="support" label={t("support.title")} maxLength={200} disabled={busy} />}
            </form.AppField>
            <form.AppField name="message">
              {() => (
                <TextField
                  idPrefix="support"
                  label={t("support.message")}
                  multiline
                  rows={6}
                  maxLength={5000}
                  disabled={busy}
                />
              )}
            </form.AppField>
            <form.Subscribe selector={(state) => !state.values.title.trim() || !state.values.message.trim()}>
              {(empty) => (
                <button type="submit" className={primaryButton} disabled={empty || busy} data-testid="support-send">
                  {busy ? t("auth.sending") : t("support.send")}
                </button>
              )}
            </form.Subscribe>
          </form>
        )}
    </SideMenuLayout>
  );
}
