// /support: a message to the club's support (title and message required; Send disabled while empty or sending).
import { useState } from "react";
import { css } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { fieldInput, fieldLabel } from "../../ui/schema-form.tsx";
import { SideMenuLayout } from "../../ui/side-menu-layout.tsx";
import { primaryButton } from "../../ui/styles.ts";
import { showToast } from "../../ui/toast.tsx";

const CONTACT_SUPPORT = /* GraphQL */ `mutation ContactSupport($input: ContactSupportInput!) {
  contactSupport(input: $input) { success } }`;

export function SupportPage() {
  const { t } = useI18n();
  const gql = useGql();
  const [title, setTitle] = useState("");
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
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
            data-testid="support-form"
            className={css({ display: "flex", flexDirection: "column", gap: "4", maxW: "640px" })}
            onSubmit={async (event) => {
              event.preventDefault();
              if (empty || busy) return;
              setBusy(true);
              setError(null);
              try {
                await gql(CONTACT_SUPPORT, { input: { title, message } });
                setSent(true);
              } catch (e) {
                const key = (e as { i18nKey?: string }).i18nKey ?? "errors.INTERNAL_SERVER_ERROR";
                setError(key);
                showToast("top", { type: "error", title: t(key) });
              } finally {
                setBusy(false);
              }
            }}
          >
            <p className={css({ color: "muted" })}>{t("support.lead")}</p>
            {error && <p role="alert" className={css({ color: "#b42318" })}>{t(error)}</p>}
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
              />
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
              />
            </label>
            <button type="submit" className={primaryButton} disabled={empty || busy} data-testid="support-send">
              {busy ? t("auth.sending") : t("support.send")}
            </button>
          </form>
        )}
    </SideMenuLayout>
  );
}
