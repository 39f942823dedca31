// The header's account corner: Login/Register for visitors; for a signed-in user the first name and last initial
// (to /profile) and Logout (full-screen loader, sign-out on the server, then the page again without the session).
import { css, cx } from "styled-system/css";
import { useQuery } from "@tanstack/react-query";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { useSignOut } from "../../lib/use-sign-out.ts";
import { FullScreenLoader } from "../../ui/full-screen-loader.tsx";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { ghostButton } from "../../ui/styles.ts";
import { meQuery } from "./queries.ts";

export function shortName(user: { firstName: string; lastName: string }): string {
  return `${user.firstName} ${user.lastName ? `${user.lastName[0]}.` : ""}`.trim();
}

export function UserMenu() {
  const { viewerTier } = useI18n();
  return viewerTier === "anonymous" ? <VisitorLinks /> : <SignedInMenu />;
}

function VisitorLinks() {
  const { t } = useI18n();
  return (
    <>
      <LocaleLink search="?auth=signin" className={ghostButton} data-testid="header-login">{t("nav.login")}</LocaleLink>
      <LocaleLink search="?auth=signup" className={ghostButton} data-testid="header-register">
        {t("nav.register")}
      </LocaleLink>
    </>
  );
}

function SignedInMenu() {
  const { t } = useI18n();
  const gql = useGql();
  // Rendered on the server with the session: the answer arrives with the page.
  const { data: me } = useQuery(meQuery(gql));
  const { leaving, signOut } = useSignOut();
  if (!me) return <VisitorLinks />;
  return (
    <>
      <LocaleLink
        to="/$locale/profile"
        className={cx(ghostButton, css({ display: "inline-flex", alignItems: "center", gap: "2" }))}
        data-testid="header-user"
      >
        {me.avatarSrc && (
          <img
            src={me.avatarSrc}
            alt=""
            width={28}
            height={28}
            data-testid="header-avatar"
            className={css({ w: "28px", h: "28px", borderRadius: "full", objectFit: "cover" })}
          />
        )}
        {shortName(me)}
      </LocaleLink>
      <button type="button" className={ghostButton} onClick={signOut} data-testid="header-logout">
        {t("nav.logout")}
      </button>
      {leaving && <FullScreenLoader label={t("auth.signingOut")} />}
    </>
  );
}
