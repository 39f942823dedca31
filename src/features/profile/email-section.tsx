// The email: a new address gets a confirmation link and replaces the old one once it is followed.
import { useState } from "react";
import { css } from "styled-system/css";
import * as v from "valibot";
import { EmailSchema } from "../../domain/profile.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { fieldError, fieldInput } from "../../ui/form/styles.ts";
import { ghostButton } from "../../ui/styles.ts";
import { showToast } from "../../ui/show-toast.ts";
import { useUpdateUserEmail } from "./mutations.ts";
import type { Profile } from "./queries.ts";

export function EmailSection({ profile, className }: { profile: Profile; className: string }) {
  const { t } = useI18n();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const change = useUpdateUserEmail({
    onSuccess: ({ updateUserEmail }) => {
      if (updateUserEmail.error) return setError(updateUserEmail.error.i18nKey);
      const pending = updateUserEmail.user?.pendingEmail;
      if (pending) showToast("top", { type: "success", title: t("profile.pendingEmail", { email: pending }) });
      setEmail("");
    },
    onError: setError,
  });
  const busy = change.isPending;
  const valid = v.safeParse(EmailSchema, { email });
  return (
    <section className={className} aria-labelledby="email-title" data-testid="profile-email">
      <h2 id="email-title" className={css({ fontWeight: "bold", fontSize: "lg" })}>{t("auth.email")}</h2>
      <p>{profile.email}</p>
      {profile.pendingEmail && (
        <p data-testid="pending-email" role="status" className={css({ color: "muted" })}>
          {t("profile.pendingEmail", { email: profile.pendingEmail })}
        </p>
      )}
      <form
        noValidate
        className={css({ display: "flex", gap: "2", flexWrap: "wrap", alignItems: "flex-start" })}
        onSubmit={(event) => {
          event.preventDefault();
          if (!valid.success) return setError(valid.issues[0].message);
          setError(null);
          change.mutate({ email });
        }}
      >
        <label
          className={css({
            flex: 1,
            minW: "220px",
            display: "flex",
            flexDirection: "column",
            gap: "1",
            fontSize: "sm",
            fontWeight: "semibold",
          })}
        >
          {t("profile.newEmail")}
          <input
            name="newEmail"
            type="email"
            value={email}
            disabled={busy}
            onChange={(e) => setEmail(e.target.value)}
            className={fieldInput}
          />
          {error && (
            <span role="alert" data-testid="email-error" className={fieldError}>
              {t(error)}
            </span>
          )}
        </label>
        <button type="submit" className={ghostButton} disabled={busy || !email} data-testid="change-email">
          {t("profile.changeEmail")}
        </button>
      </form>
    </section>
  );
}
