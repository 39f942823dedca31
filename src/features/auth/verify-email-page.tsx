// /verify-email/{token}: loading, then confirmed (a sign-up, or a changed email: each with its own words; continue to
// the stored path, else home), expired or error; an unknown or used link goes home. The check runs in the browser: a
// GET of the page never uses the link.
import { useEffect, useState } from "react";
import { useParams } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { pageWidth, primaryButton } from "../../ui/styles.ts";
import { useVerifyEmailViaLink } from "./mutations.ts";

type State =
  | { kind: "loading" }
  | { kind: "confirmed"; to: string; emailChanged: boolean }
  | { kind: "expired" }
  | { kind: "error" };

export function VerifyEmailPage() {
  const { token } = useParams({ strict: false }) as { token: string };
  const { t, locale } = useI18n();
  const [state, setState] = useState<State>({ kind: "loading" });
  const { mutate: verify } = useVerifyEmailViaLink({
    onSuccess: ({ verifyEmailViaLink: r }) => {
      if (r.success) {
        return setState({
          kind: "confirmed",
          to: r.redirectPath ?? `/${locale}/`,
          emailChanged: Boolean(r.emailChanged),
        });
      }
      if (r.error?.name === "expired") return setState({ kind: "expired" });
      globalThis.location.replace(`/${locale}/`);
    },
    onError: () => setState({ kind: "error" }),
  });
  useEffect(() => verify({ token }), [token]);
  const box = css({
    maxW: "560px",
    mx: "auto",
    my: "16",
    textAlign: "center",
    display: "flex",
    flexDirection: "column",
    gap: "4",
    alignItems: "center",
  });
  const title = css({ fontSize: "2xl", fontWeight: "bold", color: "brand" });
  return (
    <div className={pageWidth} data-testid="verify-email-page" data-state={state.kind}>
      <div className={box} aria-live="polite">
        {state.kind === "loading" && <p className={title}>{t("auth.verifyLoading")}</p>}
        {state.kind === "confirmed" && (
          <>
            {/* A new address of an existing account is not a sign-up: the page says what changed. */}
            <h1 className={title}>{t(state.emailChanged ? "auth.verifyEmailChanged" : "auth.verifyConfirmed")}</h1>
            <p>{t(state.emailChanged ? "auth.verifyEmailChangedText" : "auth.verifyConfirmedText")}</p>
            <a
              href={state.emailChanged
                ? state.to
                : state.to.includes("?")
                ? `${state.to}&auth=signin`
                : `${state.to}?auth=signin`}
              className={primaryButton}
              data-testid="verify-continue"
            >
              {t("auth.verifyContinue")}
            </a>
          </>
        )}
        {(state.kind === "expired" || state.kind === "error") && (
          <>
            <h1 className={title}>{t(state.kind === "expired" ? "auth.verifyExpired" : "auth.verifyError")}</h1>
            <p>{t(state.kind === "expired" ? "auth.verifyExpiredText" : "auth.verifyErrorText")}</p>
            <LocaleLink to="/$locale/" className={primaryButton}>{t("auth.toHome")}</LocaleLink>
          </>
        )}
      </div>
    </div>
  );
}
