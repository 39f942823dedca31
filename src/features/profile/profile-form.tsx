// The profile's general information: first and last name required (messages after the first submit, on the one form library), the rest
// optional; Save appears only once something changed. The page owns the write (it also serves the other sections).
import { useEffect, useMemo } from "react";
import * as v from "valibot";
import { useSuspenseQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { GENDERS, UpdateUserInfoSchema } from "../../domain/profile.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { schemaValidation, useAppForm } from "../../ui/form/form.ts";
import { SelectField, TextField } from "../../ui/form/fields.tsx";
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

/** The form's strings become the schema's input, then the resolver's own schema checks them (issues keep field paths). */
const ProfileFormSchema = v.pipe(
  v.custom<Form>((value) => typeof value === "object" && value !== null),
  // toInput gives the API's input type, whose enums are strings: the schema below checks the values themselves.
  v.transform((form: Form) => toInput(form) as v.InferInput<typeof UpdateUserInfoSchema>),
  UpdateUserInfoSchema,
);

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
  const form = useAppForm({
    defaultValues: saved,
    ...schemaValidation(ProfileFormSchema),
    onSubmit: ({ value }) => {
      if (JSON.stringify(value) !== JSON.stringify(saved)) save(toInput(value));
    },
  });
  useEffect(() => form.reset(saved), [saved]);
  const field = (name: keyof Form, label: string, type: "text" | "tel" = "text") => (
    <form.AppField key={name} name={name}>
      {() => <TextField idPrefix="profile" label={label} type={type} disabled={busy} />}
    </form.AppField>
  );
  return (
    <form
      noValidate
      data-testid="profile-form"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <p className={css({ color: "muted", fontSize: "sm" })}>{profile.email}</p>
      <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" }, gap: "4" })}>
        {field("firstName", t("auth.firstName"))}
        {field("lastName", t("auth.lastName"))}
        <form.AppField name="birthDate">
          {() => <TextField idPrefix="profile" label={t("profile.birthDate")} type="date" disabled={busy} />}
        </form.AppField>
        <form.AppField name="gender">
          {() => (
            <SelectField
              idPrefix="profile"
              label={t("profile.gender")}
              placeholder={t("profile.notSpecified")}
              options={GENDERS.map((g) => ({ value: g, label: t(`profile.genders.${g}`) }))}
              disabled={busy}
            />
          )}
        </form.AppField>
        <form.AppField name="countryId">
          {() => (
            <SelectField
              idPrefix="profile"
              label={t("profile.country")}
              placeholder={t("profile.notSpecified")}
              options={countries.map((c) => ({ value: c.id, label: locale === "ru" ? c.rusTrans : c.engTrans }))}
              disabled={busy}
            />
          )}
        </form.AppField>
        {field("nationality", t("profile.nationality"))}
        {field("languages", t("profile.languages"))}
        {field("linkedId", t("profile.linkedin"))}
        {field("phone", t("profile.phone"), "tel")}
        {field("skype", t("profile.skype"))}
        {field("zoom", t("profile.zoom"))}
      </div>
      <form.AppField name="summary">
        {() => <TextField idPrefix="profile" label={t("profile.summary")} multiline maxLength={2000} disabled={busy} />}
      </form.AppField>
      <form.Subscribe selector={(state) => JSON.stringify(state.values) !== JSON.stringify(saved)}>
        {(changed) =>
          changed && (
            <button type="submit" className={primaryButton} disabled={busy} data-testid="profile-save">
              {busy ? t("auth.sending") : t("profile.save")}
            </button>
          )}
      </form.Subscribe>
    </form>
  );
}
