// The auth dialog opened by ?auth=signin|signup|forgot-password|promoter-signin. Each mode links to the others;
// the dialog cannot be closed while a request runs. After sign-in the page loads again with the session.
import { useState } from "react";
import { css } from "styled-system/css";
import { ForgotPasswordSchema, SignInSchema, SignUpSchema } from "../../domain/auth.ts";
import type { Locale } from "../../domain/locale.ts";
import { useGqlMutation } from "../../lib/use-gql-mutation.ts";
import type { Translate } from "../../../i18n/translator.ts";
import { Dialog } from "../../ui/dialog.tsx";
import { SchemaForm } from "../../ui/schema-form.tsx";
import type { AuthMode } from "./auth-search.ts";
import { ForgotPasswordDocument, SignInDocument, SignUpDocument } from "./operations.generated.ts";

const TITLES: Record<AuthMode, string> = {
  signin: "auth.signinTitle",
  signup: "auth.signupTitle",
  "forgot-password": "auth.forgotTitle",
  "promoter-signin": "auth.promoterTitle",
};

export default function AuthDialog(
  { mode, t, locale, google, onClose, onMode }: {
    mode: AuthMode;
    t: Translate;
    locale: Locale;
    /** Google sign-in is configured. */
    google: boolean;
    onClose: () => void;
    onMode: (mode: AuthMode) => void;
  },
) {
  const [error, setError] = useState<string | null>(
    new URLSearchParams(globalThis.location.search).get("error")?.startsWith("google") ? "auth.googleFailed" : null,
  );
  const [done, setDone] = useState<"checkEmail" | "resetSent" | null>(null);
  const signUp = useGqlMutation(SignUpDocument, {
    onError: setError,
    onSuccess: ({ signUp: answer }) => answer.error ? setError(answer.error.i18nKey) : setDone("checkEmail"),
  });
  const signInMutation = useGqlMutation(SignInDocument, {
    onError: setError,
    onSuccess: ({ signIn: answer }) => {
      if (answer.error) return setError(answer.error.i18nKey);
      // The page is rendered again with the session (header, gates, favourites).
      const url = new URL(globalThis.location.href);
      url.searchParams.delete("auth");
      globalThis.location.replace(url.pathname + url.search);
    },
  });
  const forgot = useGqlMutation(ForgotPasswordDocument, { onError: setError, onSuccess: () => setDone("resetSent") });
  const busy = signUp.isPending || signInMutation.isPending || forgot.isPending;
  const submit = <V,>(mutation: { mutate: (variables: V) => void }, variables: V) => {
    setError(null);
    mutation.mutate(variables);
  };
  const switchTo = (next: AuthMode) => {
    setError(null);
    setDone(null);
    onMode(next);
  };
  const link = (to: AuthMode, label: string) => (
    <button
      type="button"
      onClick={() => switchTo(to)}
      disabled={busy}
      data-testid={`auth-link-${to}`}
      className={css({ color: "brandLight", fontWeight: "semibold", cursor: "pointer", textDecoration: "underline" })}
    >
      {label}
    </button>
  );
  const googleHref = `/api/auth/google?locale=${locale}&redirectTo=${encodeURIComponent(globalThis.location.pathname)}`;
  const links = (
    <p className={css({ display: "flex", flexWrap: "wrap", gap: "3", fontSize: "sm" })}>
      {mode !== "signin" && link("signin", t("auth.toSignin"))}
      {mode !== "signup" && link("signup", t("auth.toSignup"))}
      {mode !== "forgot-password" && link("forgot-password", t("auth.toForgot"))}
      {mode !== "promoter-signin" && link("promoter-signin", t("auth.toPromoter"))}
    </p>
  );
  const signIn = (email: string, password: string) => submit(signInMutation, { input: { email, password } });

  return (
    <Dialog
      open
      onOpenChange={(open: boolean) => !open && onClose()}
      title={t(done === "checkEmail" ? "auth.checkEmailTitle" : TITLES[mode])}
      closeLabel={t("auth.close")}
      closeDisabled={busy}
    >
      <div data-testid="auth-dialog-body" data-mode={mode}>
        {done === "checkEmail" && <p data-testid="auth-check-email">{t("auth.checkEmail")}</p>}
        {done === "resetSent" && <p data-testid="auth-reset-sent">{t("auth.resetSent")}</p>}
        {!done && mode === "signup" && (
          <SchemaForm
            testId="signup-form"
            schema={SignUpSchema}
            busy={busy}
            serverError={error}
            submitLabel={t("auth.signupSubmit")}
            fields={[
              { name: "firstName", label: t("auth.firstName"), type: "text", autoComplete: "given-name" },
              { name: "lastName", label: t("auth.lastName"), type: "text", autoComplete: "family-name" },
              { name: "email", label: t("auth.email"), type: "email", autoComplete: "email" },
              { name: "password", label: t("auth.password"), type: "password", autoComplete: "new-password" },
            ]}
            onSubmit={(values) => {
              const path = globalThis.location.pathname;
              submit(signUp, { input: { ...values, fromPath: path, redirectPath: path } });
            }}
            footer={links}
          />
        )}
        {!done && mode === "signin" && (
          <SchemaForm
            testId="signin-form"
            schema={SignInSchema}
            busy={busy}
            serverError={error}
            submitLabel={t("auth.signinSubmit")}
            fields={[
              { name: "email", label: t("auth.email"), type: "email", autoComplete: "email" },
              { name: "password", label: t("auth.password"), type: "password", autoComplete: "current-password" },
            ]}
            onSubmit={(values) => signIn(values.email, values.password)}
            footer={
              <>
                {google && (
                  <a
                    href={googleHref}
                    data-testid="google-signin"
                    className={css({
                      display: "flex",
                      justifyContent: "center",
                      alignItems: "center",
                      h: "44px",
                      borderRadius: "full",
                      border: "1px solid token(colors.line)",
                      fontWeight: "semibold",
                      _hover: { bg: "surface" },
                    })}
                  >
                    {t("auth.google")}
                  </a>
                )}
                {links}
              </>
            }
          />
        )}
        {!done && mode === "promoter-signin" && (
          <SchemaForm
            testId="promoter-form"
            schema={SignInSchema}
            busy={busy}
            serverError={error}
            submitLabel={t("auth.signinSubmit")}
            fields={[
              { name: "email", label: t("auth.username"), type: "email", autoComplete: "username" },
              { name: "password", label: t("auth.password"), type: "password", autoComplete: "current-password" },
            ]}
            onSubmit={(values) => signIn(values.email, values.password)}
            footer={links}
          />
        )}
        {!done && mode === "forgot-password" && (
          <SchemaForm
            testId="forgot-form"
            schema={ForgotPasswordSchema}
            busy={busy}
            serverError={error}
            submitLabel={t("auth.forgotSubmit")}
            fields={[{ name: "email", label: t("auth.email"), type: "email", autoComplete: "email" }]}
            onSubmit={(values) => submit(forgot, { email: values.email, isPartner: false })}
            footer={links}
          />
        )}
      </div>
    </Dialog>
  );
}
