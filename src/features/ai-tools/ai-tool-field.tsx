// One field of an AI tool's form, by its kind: a checkbox beside its label, a text area, the cover letter's language,
// or an input (numbers within the field's limit); the interview coach's question also offers the usual questions.
import { css } from "styled-system/css";
import { AI_FIELD_LIMITS, type AiRequestType, COVER_LETTER_LANGUAGES } from "../../domain/ai-tools.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { formatLanguageName } from "../../../i18n/format.ts";
import { fieldError, fieldInput, fieldLabel } from "../../ui/form/styles.ts";
import type { FieldSpec } from "./ai-tool-forms.ts";
import { INTERVIEW_QUESTIONS } from "./interview-questions.ts";
import type { AiToolState } from "./use-ai-tool.ts";

export function AiField(
  { spec, type, idPrefix, tool }: { spec: FieldSpec; type: AiRequestType; idPrefix: string; tool: AiToolState },
) {
  const { t, locale } = useI18n();
  const { values, set, running } = tool;
  const id = (name: string) => `${idPrefix}-${type}-${name}`;
  const label = t(`aiTools.fields.${spec.name}`);
  const value = values[spec.name] ?? "";
  const problem = tool.message(spec.name);
  const common = {
    id: id(spec.name),
    name: spec.name,
    "aria-invalid": Boolean(problem),
    "aria-describedby": problem ? `${id(spec.name)}-error` : undefined,
    disabled: running,
  };
  const limits = AI_FIELD_LIMITS[type][spec.name];
  const control = spec.kind === "checkbox"
    ? (
      <input
        {...common}
        type="checkbox"
        checked={value === "true"}
        onChange={(e) => set(spec.name, String(e.target.checked))}
        className={css({ w: "5", h: "5", accentColor: "var(--colors-brand)" })}
      />
    )
    : spec.kind === "textarea"
    ? (
      <textarea
        {...common}
        rows={spec.rows}
        value={value}
        onChange={(e) => set(spec.name, e.target.value)}
        className={css({
          p: "3",
          borderRadius: "lg",
          border: "1px solid token(colors.line)",
          bg: "white",
          fontWeight: "normal",
          "&[aria-invalid=true]": { borderColor: "danger" },
        })}
      />
    )
    : spec.kind === "language"
    ? (
      <select {...common} value={value} onChange={(e) => set(spec.name, e.target.value)} className={fieldInput}>
        {COVER_LETTER_LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {formatLanguageName(code, locale)}
          </option>
        ))}
      </select>
    )
    : (
      <input
        {...common}
        type={spec.kind}
        value={value}
        inputMode={spec.kind === "number" ? "numeric" : undefined}
        min={spec.kind === "number" ? 0 : undefined}
        max={spec.kind === "number" ? limits?.max : undefined}
        placeholder={spec.kind === "url"
          ? t("aiTools.placeholders.linkedin")
          : spec.kind === "tel"
          ? t("aiTools.placeholders.phone")
          : undefined}
        onChange={(e) => set(spec.name, e.target.value)}
        className={fieldInput}
      />
    );
  return (
    <div className={css({ gridColumn: spec.wide ? "1 / -1" : undefined })}>
      {spec.kind === "checkbox"
        ? (
          <label
            htmlFor={id(spec.name)}
            className={css({ display: "flex", gap: "2", alignItems: "center", fontSize: "sm" })}
          >
            {control}
            {label}
          </label>
        )
        : (
          <div className={fieldLabel}>
            <label htmlFor={id(spec.name)}>{label}</label>
            {spec.name === "question" && (
              <select
                aria-label={t("aiTools.placeholders.pickQuestion")}
                value=""
                disabled={running}
                onChange={(e) => e.target.value && set("question", e.target.value)}
                className={fieldInput}
                data-testid="ai-question-pick"
              >
                <option value="">{t("aiTools.placeholders.pickQuestion")}</option>
                {INTERVIEW_QUESTIONS.map((q) => <option key={q} value={q}>{q}</option>)}
              </select>
            )}
            {control}
          </div>
        )}
      {problem && <span id={`${id(spec.name)}-error`} className={fieldError}>{problem}</span>}
    </div>
  );
}
