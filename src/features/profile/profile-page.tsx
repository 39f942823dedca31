// /profile: general information (first and last name required; Save appears only once something changed), the
// membership, the promotion application (hidden for promoters), the notification settings and deleting the account.
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import * as v from "valibot";
import { AVATAR_MAX_BYTES, EmailSchema, GENDERS, UpdateUserInfoSchema } from "../../domain/profile.ts";
import { validateFields } from "../../domain/validation.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { useGqlMutation } from "../../lib/use-gql-mutation.ts";
import { fieldError, fieldInput, fieldLabel } from "../../ui/schema-form.tsx";
import { SideMenuLayout } from "../../ui/side-menu-layout.tsx";
import { ghostButton, primaryButton } from "../../ui/styles.ts";
import { showToast } from "../../ui/show-toast.ts";
import { Dialog } from "../../ui/dialog.tsx";
import {
  UpdateUserEmailDocument,
  UpdateUserInfoDocument,
  type UpdateUserInfoMutationVariables,
} from "./operations.generated.ts";
import { countriesQuery, type Profile, profileQuery } from "./queries.ts";

/** What the form sends: the schema's UpdateUserInfoInput, checked with the same valibot schema the resolver uses. */
type ProfileInput = UpdateUserInfoMutationVariables["input"];
/** The schema's text fields, edited as strings (keys from the shared valibot schema). */
type Form = Record<
  Exclude<keyof typeof UpdateUserInfoSchema.entries, "notificationTypes" | "applyForPartnership">,
  string
>;

const toForm = (p: Profile): Form => ({
  firstName: p.firstName,
  lastName: p.lastName,
  summary: p.summary ?? "",
  birthDate: p.birthDate ?? "",
  gender: p.gender ?? "",
  countryId: p.location?.countryObject?.id ?? "",
  nationality: p.nationality ?? "",
  languages: p.languages.join(", "),
  linkedId: p.linkedId ?? "",
  phone: p.phone ?? "",
  skype: p.skype ?? "",
  zoom: p.zoom ?? "",
});

const toInput = (f: Form): ProfileInput => ({
  firstName: f.firstName,
  lastName: f.lastName,
  summary: f.summary,
  birthDate: f.birthDate || null,
  gender: f.gender || null,
  countryId: f.countryId || null,
  nationality: f.nationality,
  languages: f.languages.split(",").map((s) => s.trim()).filter(Boolean),
  linkedId: f.linkedId,
  phone: f.phone,
  skype: f.skype,
  zoom: f.zoom,
});

/** Keeps the page's copy of the profile (and the header's) in step with what the server answered. */
function useProfileWrite() {
  const queryClient = useQueryClient();
  return (profile: Profile) => {
    queryClient.setQueryData(profileQuery(() => Promise.reject()).queryKey, profile);
    queryClient.invalidateQueries({ queryKey: ["me"] });
  };
}

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

function ProfileSections({ profile, membership }: { profile: Profile; membership?: MembershipSlot }) {
  const { t, locale } = useI18n();
  const { data: countries } = useSuspenseQuery(countriesQuery(useGql()));
  const writeProfile = useProfileWrite();
  const saved = useMemo(() => toForm(profile), [profile]);
  const [form, setForm] = useState(saved);
  const [tried, setTried] = useState(false);
  useEffect(() => setForm(saved), [saved]);
  const changed = JSON.stringify(form) !== JSON.stringify(saved);
  const errors = validateFields(UpdateUserInfoSchema, toInput(form));
  const update = useGqlMutation(UpdateUserInfoDocument, {
    onSuccess: ({ updateUserInfo }) => {
      if (updateUserInfo.user) writeProfile(updateUserInfo.user);
      showToast("top", { type: "success", title: t("profile.saved") });
    },
    onError: (key) => showToast("top", { type: "error", title: t(key) }),
  });
  const busy = update.isPending;
  const save = (input: ProfileInput) => update.mutate({ input });
  const field = (name: keyof Form, label: string, type = "text") => (
    <label
      key={name}
      className={fieldLabel}
    >
      {label}
      <input
        name={name}
        type={type}
        value={form[name]}
        disabled={busy}
        aria-invalid={tried && Boolean(errors[name])}
        onChange={(e) => setForm({ ...form, [name]: e.target.value })}
        className={fieldInput}
      />
      {tried && errors[name] && <span className={fieldError}>{t(errors[name])}</span>}
    </label>
  );
  const section = css({
    p: { base: "4", md: "6" },
    borderRadius: "xl",
    border: "1px solid token(colors.line)",
    display: "flex",
    flexDirection: "column",
    gap: "4",
  });
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "6", maxW: "760px" })}>
      <form
        noValidate
        data-testid="profile-form"
        className={section}
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (!Object.keys(errors).length && changed) save(toInput(form));
        }}
      >
        <p className={css({ color: "muted", fontSize: "sm" })}>{profile.email}</p>
        <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" }, gap: "4" })}>
          {field("firstName", t("auth.firstName"))}
          {field("lastName", t("auth.lastName"))}
          {field("birthDate", t("profile.birthDate"), "date")}
          <label
            className={fieldLabel}
          >
            {t("profile.gender")}
            <select
              name="gender"
              value={form.gender}
              disabled={busy}
              onChange={(e) => setForm({ ...form, gender: e.target.value })}
              className={fieldInput}
            >
              <option value="" disabled>{t("profile.notSpecified")}</option>
              {GENDERS.map((g) => <option key={g} value={g}>{t(`profile.genders.${g}`)}</option>)}
            </select>
          </label>
          <label
            className={fieldLabel}
          >
            {t("profile.country")}
            <select
              name="countryId"
              value={form.countryId}
              disabled={busy}
              onChange={(e) => setForm({ ...form, countryId: e.target.value })}
              className={fieldInput}
            >
              <option value="" disabled>{t("profile.notSpecified")}</option>
              {countries.map((c) => <option key={c.id} value={c.id}>{locale === "ru" ? c.rusTrans : c.engTrans}
              </option>)}
            </select>
          </label>
          {field("nationality", t("profile.nationality"))}
          {field("languages", t("profile.languages"))}
          {field("linkedId", t("profile.linkedin"))}
          {field("phone", t("profile.phone"), "tel")}
          {field("skype", t("profile.skype"))}
          {field("zoom", t("profile.zoom"))}
        </div>
        <label
          className={fieldLabel}
        >
          {t("profile.summary")}
          <textarea
            name="summary"
            value={form.summary}
            rows={4}
            maxLength={2000}
            disabled={busy}
            onChange={(e) => setForm({ ...form, summary: e.target.value })}
            className={css({
              p: "3",
              borderRadius: "lg",
              border: "1px solid token(colors.line)",
              fontWeight: "normal",
            })}
          />
        </label>
        {changed && (
          <button type="submit" className={primaryButton} disabled={busy} data-testid="profile-save">
            {busy ? t("auth.sending") : t("profile.save")}
          </button>
        )}
      </form>

      <AvatarSection profile={profile} className={section} />
      <EmailSection profile={profile} className={section} />

      {membership?.({ isFellow: profile.isFellow, className: section })}

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

/**
 * Deleting the account, confirmed with the password in a dialog: the server ends the membership's billing, removes the
 * person and signs them out; the browser then goes home.
 */
function DeleteAccountSection({ className }: { className: string }) {
  const { t, locale } = useI18n();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <section className={className} aria-labelledby="delete-title" data-testid="profile-delete">
      <h2 id="delete-title" className={css({ fontWeight: "bold", fontSize: "lg" })}>{t("profile.deleteTitle")}</h2>
      <p className={css({ color: "muted" })}>{t("profile.deleteText")}</p>
      <button
        type="button"
        className={css({ alignSelf: "flex-start", color: "danger", fontWeight: "semibold", cursor: "pointer" })}
        data-testid="delete-account"
        onClick={() => {
          setError(null);
          setPassword("");
          setOpen(true);
        }}
      >
        {t("profile.deleteButton")}
      </button>
      <Dialog
        open={open}
        onOpenChange={(next) => !busy && setOpen(next)}
        title={t("profile.deleteConfirmTitle")}
        closeLabel={t("ui.close")}
        closeDisabled={busy}
      >
        <form
          noValidate
          className={css({ display: "flex", flexDirection: "column", gap: "3" })}
          onSubmit={async (e) => {
            e.preventDefault();
            setBusy(true);
            setError(null);
            const res = await fetch("/api/profile/delete-account", {
              method: "POST",
              credentials: "include",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({ password }),
            }).catch(() => null);
            const body = await res?.json().catch(() => null);
            if (res?.ok) {
              globalThis.location.replace(`/${locale}/`);
              return;
            }
            setError(body?.error?.i18nKey ?? "errors.INTERNAL_SERVER_ERROR");
            setBusy(false);
          }}
        >
          <p>{t("profile.deleteConfirmText")}</p>
          {error && <p role="alert" className={css({ color: "danger" })}>{t(error)}</p>}
          <label className={fieldLabel}>
            {t("profile.deletePassword")}
            <input
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              maxLength={200}
              onChange={(e) => setPassword(e.target.value)}
              className={fieldInput}
              data-testid="delete-password"
            />
            <span className={css({ fontWeight: "normal", fontSize: "sm", color: "muted" })}>
              {t("profile.deletePasswordHint")}
            </span>
          </label>
          <button type="submit" className={primaryButton} disabled={busy} data-testid="delete-confirm">
            {busy ? t("auth.sending") : t("profile.deleteConfirm")}
          </button>
        </form>
      </Dialog>
    </section>
  );
}

/** The email: a new address gets a confirmation link and replaces the old one once it is followed. */
function EmailSection({ profile, className }: { profile: Profile; className: string }) {
  const { t } = useI18n();
  const writeProfile = useProfileWrite();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const change = useGqlMutation(UpdateUserEmailDocument, {
    onSuccess: ({ updateUserEmail }) => {
      if (updateUserEmail.error) return setError(updateUserEmail.error.i18nKey);
      if (updateUserEmail.user) writeProfile(updateUserEmail.user);
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

/** The photo: images only, at most 2 MB; anything else is refused with a toast at the bottom (5 s), before sending. */
function AvatarSection({ profile, className }: { profile: Profile; className: string }) {
  const { t } = useI18n();
  const writeProfile = useProfileWrite();
  const [busy, setBusy] = useState(false);
  const refuse = (key: string) => showToast("bottom", { type: "error", title: t(key) });
  const upload = async (file: File) => {
    if (!file.type.startsWith("image/")) return refuse("errors.avatarType");
    if (file.size > AVATAR_MAX_BYTES) return refuse("errors.avatarTooLarge");
    setBusy(true);
    try {
      const body = new FormData();
      body.set("file", file);
      const res = await fetch("/api/profile/avatar", { method: "POST", body, credentials: "same-origin" });
      const answer = await res.json().catch(() => ({}));
      if (!res.ok) return refuse(answer.error?.i18nKey ?? "errors.INTERNAL_SERVER_ERROR");
      writeProfile({ ...profile, avatarSrc: answer.avatarSrc });
    } catch {
      refuse("errors.INTERNAL_SERVER_ERROR");
    } finally {
      setBusy(false);
    }
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
              if (file) upload(file);
            }}
          />
        </label>
      </div>
      <p className={css({ fontSize: "sm", color: "muted" })}>{t("profile.photoHint")}</p>
    </section>
  );
}
