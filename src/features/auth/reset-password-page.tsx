// /reset-password/{token}: a new password (8–64), once; then log in with it. A link that is used, expired or was never
// issued shows "expired or used" with a way to ask for a new one as soon as the page opens.
import { useState } from "react";
import { useParams } from "@tanstack/react-router";
import { useSuspenseQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import * as v from "valibot";
import { ResetPasswordSchema } from "../../domain/auth.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { SchemaForm } from "../../ui/schema-form.tsx";
import { pageWidth, primaryButton } from "../../ui/styles.ts";
import { useGql } from "../../lib/use-gql.ts";
import { useResetPasswordByToken } from "./mutations.ts";
import { resetTokenQuery } from "./queries.ts";

const PasswordOnly = v.pick(ResetPasswordSchema, ["password"]);

export function ResetPasswordPage() {
  const { token } = useParams({ strict: false }) as { token: string };
  const { t } = useI18n();
  // Checked by the loader on the server: a used, expired or garbage link opens on its "expired or used" state.
  const { data: link } = useSuspenseQuery(resetTokenQuery(useGql(), token));
  const [state, setState] = useState<"form" | "done" | "invalid">(link.valid ? "form" : "invalid");
  const [error, setError] = useState<string | null>(null);
  const reset = useResetPasswordByToken({
    onError: setError,
    onSuccess: ({ resetPasswordByToken: r }) => setState(r.success ? "done" : "invalid"),
  });
  return (
    <div className={pageWidth} data-testid="reset-password-page" data-state={state}>
      <div className={css({ maxW: "440px", mx: "auto", my: "12", display: "flex", flexDirection: "column", gap: "4" })}>
        <h1 className={css({ fontSize: "2xl", fontWeight: "bold", color: "brand" })}>{t("auth.resetTitle")}</h1>
        {state === "form" && (
          <SchemaForm
            testId="reset-form"
            schema={PasswordOnly}
            busy={reset.isPending}
            serverError={error}
            submitLabel={t("auth.resetSubmit")}
            fields={[{
              name: "password",
              label: t("auth.newPassword"),
              type: "password",
              autoComplete: "new-password",
            }]}
            onSubmit={({ password }) => {
              setError(null);
              reset.mutate({ token, password });
            }}
          />
        )}
        {state === "done" && (
          <>
            <p>{t("auth.resetDone")}</p>
            <LocaleLink to="/$locale/" search="?auth=signin" className={primaryButton} data-testid="reset-login">
              {t("nav.login")}
            </LocaleLink>
          </>
        )}
        {state === "invalid" && (
          <>
            <p role="alert">{t("auth.resetLinkExpired")}</p>
            <LocaleLink to="/$locale/" search="?auth=forgot-password" className={primaryButton}>
              {t("auth.toForgot")}
            </LocaleLink>
          </>
        )}
      </div>
    </div>
  );
}
