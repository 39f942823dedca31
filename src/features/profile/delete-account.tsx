// Deleting the account, confirmed with the password in a dialog: the server ends the membership's billing, removes the
// person and signs them out; the browser then goes home.
import { useState } from "react";
import { css } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import type { RestError } from "../../lib/rest.ts";
import { fieldInput, fieldLabel } from "../../ui/form/styles.ts";
import { primaryButton } from "../../ui/styles.ts";
import { Dialog } from "../../ui/dialog.tsx";
import { useDeleteAccount } from "./mutations.ts";

export function DeleteAccountSection({ className }: { className: string }) {
  const { t, locale } = useI18n();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const remove = useDeleteAccount();
  // Still busy once it succeeded: the browser is leaving for the home page.
  const busy = remove.isPending || remove.isSuccess;
  const error = remove.error ? (remove.error as Partial<RestError>).i18nKey ?? "errors.INTERNAL_SERVER_ERROR" : null;
  return (
    <section className={className} aria-labelledby="delete-title" data-testid="profile-delete">
      <h2 id="delete-title" className={css({ fontWeight: "bold", fontSize: "lg" })}>{t("profile.deleteTitle")}</h2>
      <p className={css({ color: "muted" })}>{t("profile.deleteText")}</p>
      <button
        type="button"
        className={css({ alignSelf: "flex-start", color: "danger", fontWeight: "semibold", cursor: "pointer" })}
        data-testid="delete-account"
        onClick={() => {
          remove.reset();
          setPassword("");
          setOpen(true);
        }}
      >
        {t("profile.deleteButton")}
      </button>
      <Dialog
        open={open}
        onOpenChange={(next) => !busy && setOpen(next)}
        title={t("profile.deleteConfirmTitle")}
        closeLabel={t("ui.close")}
        closeDisabled={busy}
      >
        <form
          noValidate
          className={css({ display: "flex", flexDirection: "column", gap: "3" })}
          onSubmit={(e) => {
            e.preventDefault();
            remove.mutate(password, { onSuccess: () => globalThis.location.replace(`/${locale}/`) });
          }}
        >
          <p>{t("profile.deleteConfirmText")}</p>
          {error && <p role="alert" className={css({ color: "danger" })}>{t(error)}</p>}
          <label className={fieldLabel}>
            {t("profile.deletePassword")}
            <input
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              maxLength={200}
              onChange={(e) => setPassword(e.target.value)}
              className={fieldInput}
              data-testid="delete-password"
            />
            <span className={css({ fontWeight: "normal", fontSize: "sm", color: "muted" })}>
              {t("profile.deletePasswordHint")}
            </span>
          </label>
          <button type="submit" className={primaryButton} disabled={busy} data-testid="delete-confirm">
            {busy ? t("auth.sending") : t("profile.deleteConfirm")}
          </button>
        </form>
      </Dialog>
    </section>
  );
}
