// The expert form (spec 02 "Expert form"): the profile's texts and contacts (about-fields.tsx); the chosen
// activities, requests, languages and countries; experience; services. The state and the save are useExpertForm's.
import { css } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { fieldInput } from "../../ui/form/styles.ts";
import { primaryButton } from "../../ui/styles.ts";
import { formatLanguageName } from "../../../i18n/format.ts";
import { AboutSection, ContactsSection } from "./about-fields.tsx";
import { ExperienceSection } from "./experience-fields.tsx";
import { Chips, Section } from "./expert-form-parts.tsx";
import { ServicesSection } from "./service-fields.tsx";
import type { ExpertParams, OwnExpert } from "./queries.ts";
import { useExpertForm } from "./use-expert-form.ts";

/** Languages offered as chips (the directory filters by these codes). */
const WORK_LANGUAGES = ["ru", "en", "de", "fr", "es", "it", "zh", "ar", "pt", "tr", "uk", "kk"];

const toggle = (list: string[], value: string) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

export function ExpertForm({ expert, params }: { expert: OwnExpert | null; params: ExpertParams }) {
  const { t, locale } = useI18n();
  const form = useExpertForm(expert);
  const { draft, update, busy } = form;
  return (
    <form
      onSubmit={form.submit}
      noValidate
      data-testid="expert-form"
      className={css({
        display: "grid",
        gap: "6",
        "& input, & textarea, & select": { fontWeight: "normal" },
      })}
    >
      <p className={css({ color: "muted", fontSize: "sm" })}>{t("experts.form.photoHint")}</p>
      <AboutSection form={form} />

      <ContactsSection form={form} />

      <Section title={t("experts.form.activities")}>
        <Chips
          items={params.expertActivities.map((a) => ({ value: a.id, label: a.title }))}
          chosen={draft.expertActivities}
          onToggle={(v) => update({ expertActivities: toggle(draft.expertActivities, v) })}
        />
      </Section>
      <Section title={t("experts.form.requests")}>
        <Chips
          items={params.expertRequests.map((r) => ({ value: r.id, label: r.title }))}
          chosen={draft.expertRequests}
          onToggle={(v) => update({ expertRequests: toggle(draft.expertRequests, v) })}
        />
      </Section>
      <Section title={t("experts.form.languages")}>
        <Chips
          items={WORK_LANGUAGES.map((code) => ({ value: code, label: formatLanguageName(code, locale) }))}
          chosen={draft.languages}
          onToggle={(v) => update({ languages: toggle(draft.languages, v) })}
        />
      </Section>
      <Section title={t("experts.form.locations")}>
        <select
          aria-label={t("experts.form.locations")}
          value=""
          onChange={(e) => e.target.value && update({ locations: [...new Set([...draft.locations, e.target.value])] })}
          className={fieldInput}
        >
          <option value="" disabled>{t("profile.notSpecified")}</option>
          {params.countries.filter((c) => !draft.locations.includes(c.id)).map((c) => (
            <option key={c.id} value={c.id}>{c.country}</option>
          ))}
        </select>
        <Chips
          items={params.countries.filter((c) => draft.locations.includes(c.id)).map((c) => ({
            value: c.id,
            label: `${c.country} ×`,
          }))}
          chosen={draft.locations}
          onToggle={(v) => update({ locations: draft.locations.filter((id) => id !== v) })}
        />
      </Section>

      <ExperienceSection form={form} params={params} />
      <ServicesSection form={form} />

      {form.formError && (
        <p role="alert" data-testid="expert-form-error" className={css({ color: "danger", fontWeight: "medium" })}>
          {form.formError}
        </p>
      )}
      <div>
        <button type="submit" className={primaryButton} disabled={busy} aria-busy={busy} data-testid="expert-save">
          {busy ? t("experts.form.saving") : t(expert ? "experts.form.save" : "experts.form.create")}
        </button>
      </div>
    </form>
  );
}
