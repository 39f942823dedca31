// The back office's password confirmation: an /admin write that the server refuses with REAUTHENTICATION_REQUIRED
// (the password was last proven more than 30 minutes ago) asks for the password in a dialog and, once it is
// confirmed, is sent again; cancelling leaves everything as it was.
import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from "react";
import * as v from "valibot";
import { css } from "styled-system/css";
import { ADMIN_FRESH_SIGN_IN_MINUTES } from "../../domain/authorization.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { errorKeyOf } from "../../lib/use-gql-mutation.ts";
import { Dialog } from "../../ui/dialog.tsx";
import { fieldErrorKey, schemaValidation, useAppForm } from "../../ui/form/form.ts";
import { ghostButton, primaryButton } from "../../ui/styles.ts";
import { useConfirmPassword } from "./mutations.ts";
import { fieldClass, labelClass } from "./kit/styles.ts";

type AdminSession = {
  /** Opens the password dialog; true once the password is confirmed, false when the team member cancels. */
  confirmPassword(): Promise<boolean>;
};

const PasswordSchema = v.object({ password: v.pipe(v.string(), v.nonEmpty("admin.errors.passwordRequired")) });

const AdminSessionContext = createContext<AdminSession>({ confirmPassword: () => Promise.resolve(false) });

export const useAdminSession = () => useContext(AdminSessionContext);

export function AdminSessionProvider({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const waiting = useRef<((confirmed: boolean) => void) | null>(null);
  const confirm = useConfirmPassword();
  const form = useAppForm({
    defaultValues: { password: "" },
    ...schemaValidation(PasswordSchema),
    onSubmit: async ({ value }) => {
      try {
        await confirm.mutateAsync(value);
      } catch {
        return; // the refusal shows under the field (confirm.error)
      }
      finish(true);
    },
  });
  const busy = confirm.isPending;

  const confirmPassword = useCallback(() => {
    form.reset();
    confirm.reset();
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      waiting.current?.(false);
      waiting.current = resolve;
    });
    // The form and the mutation are the same objects for the provider's life.
  }, []);

  const finish = (confirmed: boolean) => {
    setOpen(false);
    waiting.current?.(confirmed);
    waiting.current = null;
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
          onSubmit={(event) => {
            event.preventDefault();
            if (busy) return;
            confirm.reset();
            void form.handleSubmit();
          }}
          noValidate
          data-testid="admin-confirm-password"
          className={css({ display: "flex", flexDirection: "column", gap: "4" })}
        >
          <p>{t("admin.confirm.lead", { minutes: ADMIN_FRESH_SIGN_IN_MINUTES })}</p>
          <form.Field name="password">
            {(field) => {
              const error = fieldErrorKey(field.state.meta) ?? (confirm.isError ? errorKeyOf(confirm.error) : null);
              return (
                <>
                  <label className={labelClass}>
                    {t("admin.confirm.password")}
                    <input
                      type="password"
                      autoComplete="current-password"
                      className={fieldClass}
                      name="password"
                      value={field.state.value}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? "admin-confirm-error" : undefined}
                      onChange={(event) => field.handleChange(event.target.value)}
                      onBlur={field.handleBlur}
                      autoFocus
                    />
                  </label>
                  {error && <p id="admin-confirm-error" role="alert" className={css({ color: "danger" })}>{t(error)}
                  </p>}
                </>
              );
            }}
          </form.Field>
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
