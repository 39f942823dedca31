// The auth dialog opened by ?auth=signin|signup|forgot-password|promoter-signin. Each mode links to the others;
// the dialog cannot be closed while a request runs. After sign-in the browser goes to redirectTo (a same-site path)
// or loads the same page again, with the session either way.
import { useState } from "react";
import { css } from "styled-system/css";
import {
  ForgotPasswordSchema,
  PromoterSignInSchema,
  REDIRECT_PATH_MAX,
  safeRedirectPath,
  SignInSchema,
  SignUpSchema,
} from "../../domain/auth.ts";
import { type Locale, localePath } from "../../domain/locale.ts";
import type { Translate } from "../../../i18n/translator.ts";
import { Dialog } from "../../ui/dialog.tsx";
import { SchemaForm } from "../../ui/schema-form.tsx";
import { TermsConsent } from "../../ui/terms-consent.tsx";
import { type AuthMode, pathWithoutAuthParams } from "./auth-search.ts";
import { useForgotPassword, useSignIn, useSignUp } from "./mutations.ts";

const TITLES: Record<AuthMode, string> = {
  signin: "auth.signinTitle",
  signup: "auth.signupTitle",
  "forgot-password": "auth.forgotTitle",
  "promoter-signin": "auth.promoterTitle",
};

export default function AuthDialog(
  { mode, redirectTo, t, locale, google, onClose, onMode }: {
    mode: AuthMode;
    /** Where to go after signing in; null: this page. */
    redirectTo: string | null;
    t: Translate;
    locale: Locale;
    /** Google sign-in is configured. */
    google: boolean;
    onClose: () => void;
    onMode: (mode: AuthMode) => void;
  },
) {
  const [error, setError] = useState<string | null>(() => {
    const code = new URLSearchParams(globalThis.location.search).get("error");
    if (code === "google_blocked") return "errors.ACCOUNT_BLOCKED";
    return code?.startsWith("google") ? "auth.googleFailed" : null;
  });
  const [done, setDone] = useState<"checkEmail" | "resetSent" | null>(null);
  const signUp = useSignUp({
    onError: setError,
    onSuccess: ({ signUp: answer }) => answer.error ? setError(answer.error.i18nKey) : setDone("checkEmail"),
  });
  // Where this dialog sends the user afterwards; checked again here, as the prop is only as good as its caller.
  const destination = safeRedirectPath(redirectTo) ?? pathWithoutAuthParams(globalThis.location.href);
  // A promoter signs in with a username: a refusal of the input or of the pair reads "invalid username or password"
  // rather than the email form's wording.
  const signInError = (key: string) =>
    setError(
      mode === "promoter-signin" &&
        ["errors.INVALID_CREDENTIALS", "errors.BAD_USER_INPUT", "errors.invalidEmail"].includes(key)
        ? "errors.INVALID_PROMOTER_CREDENTIALS"
        : key,
    );
  const signInMutation = useSignIn({
    onError: signInError,
    onSuccess: ({ signIn: answer }) => {
      if (answer.error) return signInError(answer.error.i18nKey);
      // A full load, so the page is rendered again with the session (header, gates, favourites). A promoter goes to
      // the promoter area rather than back to this page.
      globalThis.location.replace(mode === "promoter-signin" ? localePath(locale, "/promoter") : destination);
    },
  });
  const forgot = useForgotPassword({ onError: setError, onSuccess: () => setDone("resetSent") });
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
  const googleHref = `/api/auth/google?locale=${locale}&redirectTo=${encodeURIComponent(destination)}`;
  const links = (
    <p className={css({ display: "flex", flexWrap: "wrap", gap: "3", fontSize: "sm" })}>
      {mode !== "signin" && link("signin", t("auth.toSignin"))}
      {mode !== "signup" && link("signup", t("auth.toSignup"))}
      {mode !== "forgot-password" && link("forgot-password", t("auth.toForgot"))}
      {mode !== "promoter-signin" && link("promoter-signin", t("auth.toPromoter"))}
    </p>
  );
  const signIn = (email: string, password: string, isPromoter = false) =>
    submit(signInMutation, { input: isPromoter ? { email, password, isPromoter } : { email, password } });

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
              {
                name: "acceptedTerms",
                label: <TermsConsent textKey="auth.acceptTerms" t={t} locale={locale} />,
                type: "checkbox",
              },
            ]}
            onSubmit={(values) => {
              // The confirmation link brings the new user back to where they were going.
              submit(signUp, {
                input: {
                  ...values,
                  fromPath: globalThis.location.pathname.slice(0, REDIRECT_PATH_MAX),
                  redirectPath: safeRedirectPath(destination),
                },
              });
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
                {google && (
                  <p className={css({ fontSize: "xs", color: "muted" })}>
                    <TermsConsent textKey="auth.googleConsent" t={t} locale={locale} />
                  </p>
                )}
                {links}
              </>
            }
          />
        )}
        {!done && mode === "promoter-signin" && (
          <SchemaForm
            testId="promoter-form"
            schema={PromoterSignInSchema}
            busy={busy}
            serverError={error}
            submitLabel={t("auth.signinSubmit")}
            fields={[
              { name: "username", label: t("auth.username"), type: "text", autoComplete: "username" },
              { name: "password", label: t("auth.password"), type: "password", autoComplete: "current-password" },
            ]}
            // The promoter's username (or e-mail) with the account's password; only a live promoter signs in here.
            onSubmit={(values) => signIn(values.username, values.password, true)}
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
