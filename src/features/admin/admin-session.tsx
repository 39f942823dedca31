// The back office's password confirmation: an /admin write that the server refuses with REAUTHENTICATION_REQUIRED
// (the password was last proven more than 30 minutes ago) asks for the password in a dialog and, once it is
// confirmed, is sent again; cancelling leaves everything as it was.
import { createContext, type FormEvent, type ReactNode, useCallback, useContext, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { ADMIN_FRESH_SIGN_IN_MINUTES } from "../../domain/authorization.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { errorKeyOf } from "../../lib/use-gql-mutation.ts";
import { Dialog } from "../../ui/dialog.tsx";
import { ghostButton, primaryButton } from "../../ui/styles.ts";
import { AdminConfirmPasswordDocument } from "./shell.generated.ts";
import { ADMIN_KEY } from "./queries.ts";
import { fieldClass, labelClass } from "./kit/styles.ts";

type AdminSession = {
  /** Opens the password dialog; true once the password is confirmed, false when the team member cancels. */
  confirmPassword(): Promise<boolean>;
};

const AdminSessionContext = createContext<AdminSession>({ confirmPassword: () => Promise.resolve(false) });

export const useAdminSession = () => useContext(AdminSessionContext);

export function AdminSessionProvider({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const gql = useGql();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const waiting = useRef<((confirmed: boolean) => void) | null>(null);

  const confirmPassword = useCallback(() => {
    setPassword("");
    setError(null);
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      waiting.current?.(false);
      waiting.current = resolve;
    });
  }, []);

  const finish = (confirmed: boolean) => {
    setOpen(false);
    waiting.current?.(confirmed);
    waiting.current = null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError("admin.errors.passwordRequired");
    setBusy(true);
    try {
      await gql(AdminConfirmPasswordDocument, { password });
      void queryClient.invalidateQueries({ queryKey: [ADMIN_KEY, "overview"] });
      finish(true);
    } catch (failure) {
      setError(errorKeyOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminSessionContext.Provider value={{ confirmPassword }}>
      {children}
      <Dialog
        open={open}
        onOpenChange={(next) => !busy && !next && finish(false)}
        title={t("admin.confirm.title")}
        closeLabel={t("ui.close")}
        closeDisabled={busy}
      >
        <form
          onSubmit={submit}
          noValidate
          data-testid="admin-confirm-password"
          className={css({ display: "flex", flexDirection: "column", gap: "4" })}
        >
          <p>{t("admin.confirm.lead", { minutes: ADMIN_FRESH_SIGN_IN_MINUTES })}</p>
          <label className={labelClass}>
            {t("admin.confirm.password")}
            <input
              type="password"
              autoComplete="current-password"
              className={fieldClass}
              value={password}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "admin-confirm-error" : undefined}
              onChange={(event) => setPassword(event.target.value)}
              autoFocus
            />
          </label>
          {error && <p id="admin-confirm-error" role="alert" className={css({ color: "danger" })}>{t(error)}</p>}
          <div className={css({ display: "flex", gap: "3", flexWrap: "wrap" })}>
            <button type="submit" className={primaryButton} disabled={busy}>
              {busy ? t("admin.confirm.busy") : t("admin.confirm.submit")}
            </button>
            <button type="button" className={ghostButton} disabled={busy} onClick={() => finish(false)}>
              {t("admin.confirm.cancel")}
            </button>
          </div>
        </form>
      </Dialog>
    </AdminSessionContext.Provider>
  );
}
