// /profile: general information (first and last name required; Save appears only once something changed), the
// photo, the email, the membership, the promotion application (hidden for promoters), the notification settings and
// deleting the account. Each section is its own file; the writes are mutations.ts's hooks.
import type { ReactNode } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { SideMenuLayout } from "../../ui/side-menu-layout.tsx";
import { ghostButton } from "../../ui/styles.ts";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { showToast } from "../../ui/show-toast.ts";
import { AvatarSection } from "./avatar-section.tsx";
import { DeleteAccountSection } from "./delete-account.tsx";
import { EmailSection } from "./email-section.tsx";
import { useUpdateUserInfo } from "./mutations.ts";
import { ProfileForm, type ProfileInput } from "./profile-form.tsx";
import { type Profile, profileQuery } from "./queries.ts";

/** The membership block, rendered by another feature (billing) that the route hands in. */
export type MembershipSlot = (props: { isFellow: boolean; className: string }) => ReactNode;

export function ProfilePage({ membership }: { membership?: MembershipSlot }) {
  const { t } = useI18n();
  const { data: me } = useSuspenseQuery(profileQuery(useGql()));
  return (
    <SideMenuLayout title={t("profile.general")}>
      {me && <ProfileSections profile={me} membership={membership} />}
    </SideMenuLayout>
  );
}

const section = css({
  p: { base: "4", md: "6" },
  borderRadius: "xl",
  border: "1px solid token(colors.line)",
  display: "flex",
  flexDirection: "column",
  gap: "4",
});

function ProfileSections({ profile, membership }: { profile: Profile; membership?: MembershipSlot }) {
  const { t } = useI18n();
  const update = useUpdateUserInfo({
    onSuccess: () => showToast("top", { type: "success", title: t("profile.saved") }),
    onError: (key) => showToast("top", { type: "error", title: t(key) }),
  });
  const busy = update.isPending;
  const save = (input: ProfileInput) => update.mutate({ input });
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "6", maxW: "760px" })}>
      <ProfileForm profile={profile} busy={busy} save={save} className={section} />
      <AvatarSection profile={profile} className={section} />
      <EmailSection profile={profile} className={section} />

      {membership?.({ isFellow: profile.isFellow, className: section })}

      {profile.role === "PROMOTER" && (
        <section className={section} aria-labelledby="promotion-title" data-testid="profile-promoter">
          <h2 id="promotion-title" className={css({ fontWeight: "bold", fontSize: "lg" })}>
            {t("profile.partnership")}
          </h2>
          <p className={css({ color: "muted" })}>{t("profile.promoterArea")}</p>
          <LocaleLink to="/$locale/promoter" className={ghostButton} style={{ alignSelf: "flex-start" }}>
            {t("profile.promoterAreaLink")}
          </LocaleLink>
        </section>
      )}
      {profile.role !== "PROMOTER" && (
        <section className={section} aria-labelledby="promotion-title" data-testid="profile-promotion">
          <h2 id="promotion-title" className={css({ fontWeight: "bold", fontSize: "lg" })}>
            {t("profile.partnership")}
          </h2>
          <p className={css({ color: "muted" })}>{t("profile.partnershipText")}</p>
          {profile.applyForPartnership.requestForPartnershipSent
            ? <p data-testid="partnership-sent">{t("profile.partnershipSent")}</p>
            : (
              <button
                type="button"
                className={ghostButton}
                disabled={busy}
                onClick={() => save({ applyForPartnership: true })}
                data-testid="apply-partnership"
              >
                {t("profile.applyPartnership")}
              </button>
            )}
        </section>
      )}

      <section className={section} aria-labelledby="settings-title">
        <h2 id="settings-title" className={css({ fontWeight: "bold", fontSize: "lg" })}>{t("profile.settings")}</h2>
        <label className={css({ display: "flex", gap: "3", alignItems: "center" })}>
          <input
            type="checkbox"
            checked={profile.notificationTypes.includes("EMAIL")}
            disabled={busy}
            data-testid="notify-email"
            onChange={(e) => save({ notificationTypes: e.target.checked ? ["EMAIL"] : [] })}
          />
          {t("profile.emailNotifications")}
        </label>
      </section>

      <DeleteAccountSection className={section} />
    </div>
  );
}
