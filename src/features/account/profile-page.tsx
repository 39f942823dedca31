// /profile: who is signed in; the general-information form grows in the next part of the accounts issue.
import { useQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { SideMenuLayout } from "../../ui/side-menu-layout.tsx";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { primaryButton } from "../../ui/styles.ts";

const ME = /* GraphQL */ `query me { me { id email firstName lastName isFellow role } }`;

export function ProfilePage() {
  const { t } = useI18n();
  const gql = useGql();
  const me = useQuery({
    queryKey: ["me"],
    queryFn: async () =>
      (await gql<{ me: { email: string; firstName: string; lastName: string; isFellow: boolean } | null }>(ME)).me,
  }).data;
  return (
    <SideMenuLayout title={t("profile.general")}>
      {me && (
        <dl
          data-testid="profile-summary"
          className={css({ display: "grid", gridTemplateColumns: "max-content 1fr", gap: "3 6", maxW: "640px" })}
        >
          <dt className={css({ color: "muted" })}>{t("auth.firstName")}</dt>
          <dd>{me.firstName}</dd>
          <dt className={css({ color: "muted" })}>{t("auth.lastName")}</dt>
          <dd>{me.lastName}</dd>
          <dt className={css({ color: "muted" })}>{t("auth.email")}</dt>
          <dd>{me.email}</dd>
          <dt className={css({ color: "muted" })}>{t("profile.membership")}</dt>
          <dd>
            {me.isFellow
              ? t("profile.fellow")
              : (
                <span className={css({ display: "inline-flex", gap: "3", alignItems: "center", flexWrap: "wrap" })}>
                  {t("profile.freeAccess")}
                  <LocaleLink to="/subscribe" className={primaryButton}>{t("profile.becomeMember")}</LocaleLink>
                </span>
              )}
          </dd>
        </dl>
      )}
    </SideMenuLayout>
  );
}
