// /support: a message to the club's support (title and message required; Send disabled while empty or sending).
import { useState } from "react";
import { css } from "styled-system/css";
import { SupportSchema } from "../../domain/support.ts";
import { validateFields } from "../../domain/validation.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { fieldError, fieldInput, fieldLabel } from "../../ui/schema-form.tsx";
import { SideMenuLayout } from "../../ui/side-menu-layout.tsx";
import { primaryButton } from "../../ui/styles.ts";
import { showToast } from "../../ui/show-toast.ts";
import { useContactSupport } from "./mutations.ts";

export function SupportPage() {
  const { t } = useI18n();
  const [title, setTitle] = useState("");
  const [message, setMessage] = useState("");
  const [tried, setTried] = useState(false);
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
  const fieldErrors = validateFields(SupportSchema, { title, message });
  const empty = !title.trim() || !message.trim();
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
              setTried(true);
              if (Object.keys(fieldErrors).length || busy) return;
              setError(null);
              send.mutate({ input: { title, message } });
            }}
          >
            <p className={css({ color: "muted" })}>{t("support.lead")}</p>
            {error && <p role="alert" className={css({ color: "danger" })}>{t(error)}</p>}
            <label
              className={fieldLabel}
            >
              {t("support.title")}
              <input
                name="title"
                value={title}
                maxLength={200}
                onChange={(e) => setTitle(e.target.value)}
                className={fieldInput}
                disabled={busy}
                aria-invalid={tried && Boolean(fieldErrors.title)}
              />
              {tried && fieldErrors.title && <span className={fieldError}>{t(fieldErrors.title)}</span>}
            </label>
            <label
              className={fieldLabel}
            >
              {t("support.message")}
              <textarea
                name="message"
                value={message}
                maxLength={5000}
                rows={6}
                onChange={(e) => setMessage(e.target.value)}
                disabled={busy}
                className={css({
                  p: "3",
                  borderRadius: "lg",
                  border: "1px solid token(colors.line)",
                  fontWeight: "normal",
                })}
                aria-invalid={tried && Boolean(fieldErrors.message)}
              />
              {tried && fieldErrors.message && <span className={fieldError}>{t(fieldErrors.message)}</span>}
            </label>
            <button type="submit" className={primaryButton} disabled={empty || busy} data-testid="support-send">
              {busy ? t("auth.sending") : t("support.send")}
            </button>
          </form>
        )}
    </SideMenuLayout>
  );
}
