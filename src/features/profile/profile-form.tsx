// The profile's general information: first and last name required (messages after the first submit), the rest
// optional; Save appears only once something changed. The page owns the write (it also serves the other sections).
import { useEffect, useMemo, useState } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { GENDERS, UpdateUserInfoSchema } from "../../domain/profile.ts";
import { validateFields } from "../../domain/validation.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { fieldError, fieldInput, fieldLabel } from "../../ui/schema-form.tsx";
import { primaryButton } from "../../ui/styles.ts";
import type { UpdateUserInfoMutationVariables } from "./operations.generated.ts";
import { countriesQuery, type Profile } from "./queries.ts";

/** What the form sends: the schema's UpdateUserInfoInput, checked with the same valibot schema the resolver uses. */
export type ProfileInput = UpdateUserInfoMutationVariables["input"];
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

export function ProfileForm(
  { profile, busy, save, className }: {
    profile: Profile;
    busy: boolean;
    save: (input: ProfileInput) => void;
    className: string;
  },
) {
  const { t, locale } = useI18n();
  const { data: countries } = useSuspenseQuery(countriesQuery(useGql()));
  const saved = useMemo(() => toForm(profile), [profile]);
  const [form, setForm] = useState(saved);
  const [tried, setTried] = useState(false);
  useEffect(() => setForm(saved), [saved]);
  const changed = JSON.stringify(form) !== JSON.stringify(saved);
  const errors = validateFields(UpdateUserInfoSchema, toInput(form));
  const field = (name: keyof Form, label: string, type = "text") => (
    <label key={name} className={fieldLabel}>
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
  return (
    <form
      noValidate
      data-testid="profile-form"
      className={className}
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
        <label className={fieldLabel}>
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
        <label className={fieldLabel}>
          {t("profile.country")}
          <select
            name="countryId"
            value={form.countryId}
            disabled={busy}
            onChange={(e) => setForm({ ...form, countryId: e.target.value })}
            className={fieldInput}
          >
            <option value="" disabled>{t("profile.notSpecified")}</option>
            {countries.map((c) => <option key={c.id} value={c.id}>{locale === "ru" ? c.rusTrans : c.engTrans}</option>)}
          </select>
        </label>
        {field("nationality", t("profile.nationality"))}
        {field("languages", t("profile.languages"))}
        {field("linkedId", t("profile.linkedin"))}
        {field("phone", t("profile.phone"), "tel")}
        {field("skype", t("profile.skype"))}
        {field("zoom", t("profile.zoom"))}
      </div>
      <label className={fieldLabel}>
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
  );
}
