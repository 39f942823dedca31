// The expert form's work experience: one card per place (company, position, dates, "working here now"), added and
// removed freely.
import { css } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { fieldInput } from "../../ui/form/styles.ts";
import { ghostButton } from "../../ui/styles.ts";
import { blankExperience, type ExperienceDraft } from "./expert-draft.ts";
import { card, Field, rowEnd, Section, twoColumns } from "./expert-form-parts.tsx";
import type { ExpertParams } from "./queries.ts";
import type { ExpertFormState } from "./use-expert-form.ts";

export function ExperienceSection({ form, params }: { form: ExpertFormState; params: ExpertParams }) {
  const { t } = useI18n();
  const { draft, update } = form;
  return (
    <Section title={t("experts.form.experience")}>
      {draft.experience.map((x, i) => (
        <ExperienceCard
          key={x.key}
          item={x}
          index={i}
          params={params}
          errorOf={form.errorOf}
          onChange={(change) =>
            update({ experience: draft.experience.map((y) => (y.key === x.key ? { ...y, ...change } : y)) })}
          onRemove={() => update({ experience: draft.experience.filter((y) => y.key !== x.key) })}
        />
      ))}
      <div>
        <button
          type="button"
          className={ghostButton}
          onClick={() => update({ experience: [...draft.experience, blankExperience()] })}
        >
          {t("experts.form.addExperience")}
        </button>
      </div>
    </Section>
  );
}

function ExperienceCard({ item: x, index: i, params, errorOf, onChange, onRemove }: {
  item: ExperienceDraft;
  index: number;
  params: ExpertParams;
  errorOf: (path: string) => string | undefined;
  onChange: (change: Partial<ExperienceDraft>) => void;
  onRemove: () => void;
}) {
  const { t } = useI18n();
  const error = (name: string) => errorOf(`experience.${i}.${name}`);
  return (
    <fieldset data-testid="experience-item" className={card}>
      <legend className={css({ srOnly: true })}>{t("experts.form.experience")} {i + 1}</legend>
      <div className={twoColumns}>
        <Field label={t("experts.form.company")} error={error("companyId")}>
          <select
            value={x.companyId}
            onChange={(e) => onChange({ companyId: e.target.value })}
            aria-invalid={Boolean(error("companyId"))}
            className={fieldInput}
          >
            <option value="" disabled>{t("experts.form.chooseCompany")}</option>
            {params.expertCompanies.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
          </select>
        </Field>
        <Field label={t("experts.form.jobPosition")} error={error("position")}>
          <input
            value={x.position}
            onChange={(e) => onChange({ position: e.target.value })}
            aria-invalid={Boolean(error("position"))}
            className={fieldInput}
          />
        </Field>
        <Field label={t("experts.form.startedAt")} error={error("startedAt")}>
          <input
            type="date"
            value={x.startedAt}
            onChange={(e) => onChange({ startedAt: e.target.value })}
            aria-invalid={Boolean(error("startedAt"))}
            className={fieldInput}
          />
        </Field>
        <Field label={t("experts.form.finishedAt")} error={error("finishedAt")}>
          <input
            type="date"
            value={x.isWorkingCurrently ? "" : x.finishedAt}
            disabled={x.isWorkingCurrently}
            onChange={(e) => onChange({ finishedAt: e.target.value })}
            aria-invalid={Boolean(error("finishedAt"))}
            className={fieldInput}
          />
        </Field>
      </div>
      <div className={rowEnd}>
        <label className={css({ display: "flex", gap: "2", alignItems: "center" })}>
          <input
            type="checkbox"
            checked={x.isWorkingCurrently}
            onChange={(e) => onChange({ isWorkingCurrently: e.target.checked })}
          />
          {t("experts.form.current")}
        </label>
        <button type="button" className={ghostButton} onClick={onRemove}>
          {t("experts.form.remove")}
        </button>
      </div>
    </fieldset>
  );
}
