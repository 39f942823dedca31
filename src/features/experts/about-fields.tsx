// The expert form's first parts: the profile's texts and language, and the contacts (at least one is required).
import { css, cx } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { fieldError, fieldInput, fieldLabel } from "../../ui/form/styles.ts";
import { EXPERT_CONTACT_KINDS } from "../../domain/expert-profile.ts";
import { formatLanguageName } from "../../../i18n/format.ts";
import { type Locale, LOCALES } from "../../domain/locale.ts";
import { Field, Section, twoColumns } from "./expert-form-parts.tsx";
import type { ExpertFormState } from "./use-expert-form.ts";

/** The profile's texts and the language they are written in. */
export function AboutSection({ form }: { form: ExpertFormState }) {
  const { t, locale } = useI18n();
  const { draft, update } = form;
  const textField = (name: "name" | "position" | "description", multiline = false) => {
    const error = form.errorOf(name);
    const props = {
      name,
      value: draft[name],
      onChange: (e: { target: { value: string } }) => update({ [name]: e.target.value }),
      "aria-invalid": Boolean(error),
      "aria-describedby": error ? `expert-${name}-error` : undefined,
      className: fieldInput,
    };
    return (
      <label className={fieldLabel}>
        {t(`experts.form.${name}`)}
        {multiline
          ? <textarea {...props} rows={5} className={cx(fieldInput, css({ h: "auto", py: "2" }))} />
          : <input {...props} />}
        {error && <span id={`expert-${name}-error`} className={fieldError}>{error}</span>}
      </label>
    );
  };
  return (
    <Section title="">
      {textField("name")}
      {textField("position")}
      {textField("description", true)}
      <label className={fieldLabel}>
        {t("experts.form.usefulness")}
        <textarea
          name="usefulness"
          rows={4}
          value={draft.usefulness}
          onChange={(e) => update({ usefulness: e.target.value })}
          className={cx(fieldInput, css({ h: "auto", py: "2" }))}
        />
      </label>
      <label className={fieldLabel}>
        {t("experts.form.profileLanguage")}
        <select
          name="language"
          value={draft.language}
          onChange={(e) => update({ language: e.target.value as Locale })}
          aria-describedby="expert-language-hint"
          className={fieldInput}
        >
          {LOCALES.map((code) => <option key={code} value={code}>{formatLanguageName(code, locale)}</option>)}
        </select>
        <span id="expert-language-hint" className={css({ color: "muted", fontSize: "sm", fontWeight: "normal" })}>
          {t("experts.form.profileLanguageHint")}
        </span>
      </label>
    </Section>
  );
}

export function ContactsSection({ form }: { form: ExpertFormState }) {
  const { t } = useI18n();
  const { draft, update, errorOf } = form;
  return (
    <Section title={t("experts.form.contacts")} hint={t("experts.form.contactsHint")} error={errorOf("contacts")}>
      <div className={twoColumns}>
        {EXPERT_CONTACT_KINDS.map((kind) => (
          <Field key={kind} label={t(`experts.contactKinds.${kind}`)} error={errorOf(`contacts.${kind}`)}>
            <input
              name={`contacts.${kind}`}
              value={draft.contacts[kind]}
              aria-invalid={Boolean(errorOf("contacts") || errorOf(`contacts.${kind}`))}
              onChange={(e) =>
                update({ contacts: { ...draft.contacts, [kind]: e.target.value } })}
              className={fieldInput}
            />
          </Field>
        ))}
      </div>
    </Section>
  );
}
