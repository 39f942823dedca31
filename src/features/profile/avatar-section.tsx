// The photo: images only, at most 2 MB; anything else is refused with a toast at the bottom (5 s), before sending.
import { css } from "styled-system/css";
import { AVATAR_MAX_BYTES } from "../../domain/profile.ts";
import { useI18n } from "../../lib/i18n.tsx";
import type { RestError } from "../../lib/rest.ts";
import { ghostButton } from "../../ui/styles.ts";
import { showToast } from "../../ui/show-toast.ts";
import { useUploadAvatar } from "./mutations.ts";
import type { Profile } from "./queries.ts";

export function AvatarSection({ profile, className }: { profile: Profile; className: string }) {
  const { t } = useI18n();
  const upload = useUploadAvatar(profile);
  const busy = upload.isPending;
  const refuse = (key: string) => showToast("bottom", { type: "error", title: t(key) });
  const send = (file: File) => {
    if (!file.type.startsWith("image/")) return refuse("errors.avatarType");
    if (file.size > AVATAR_MAX_BYTES) return refuse("errors.avatarTooLarge");
    upload.mutate(file, {
      onError: (error) => refuse((error as Partial<RestError>).i18nKey ?? "errors.INTERNAL_SERVER_ERROR"),
    });
  };
  return (
    <section className={className} aria-labelledby="avatar-title" data-testid="profile-avatar">
      <h2 id="avatar-title" className={css({ fontWeight: "bold", fontSize: "lg" })}>{t("profile.photo")}</h2>
      <div className={css({ display: "flex", gap: "4", alignItems: "center" })}>
        {profile.avatarSrc
          ? (
            <img
              src={profile.avatarSrc}
              alt=""
              width={72}
              height={72}
              data-testid="avatar-image"
              className={css({ w: "72px", h: "72px", borderRadius: "full", objectFit: "cover" })}
            />
          )
          : (
            <span
              aria-hidden="true"
              className={css({
                w: "72px",
                h: "72px",
                borderRadius: "full",
                bg: "surface",
                display: "flex",
                alignItems: "center",
                justifyContent: "center",
                fontWeight: "bold",
                color: "brand",
                fontSize: "xl",
              })}
            >
              {profile.firstName[0]}
              {profile.lastName[0] ?? ""}
            </span>
          )}
        <label className={ghostButton} aria-busy={busy}>
          {busy ? t("auth.sending") : t("profile.uploadPhoto")}
          <input
            type="file"
            accept="image/*"
            data-testid="avatar-input"
            disabled={busy}
            className={css({ srOnly: true })}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = "";
              if (file) send(file);
            }}
          />
        </label>
      </div>
      <p className={css({ fontSize: "sm", color: "muted" })}>{t("profile.photoHint")}</p>
    </section>
  );
}
