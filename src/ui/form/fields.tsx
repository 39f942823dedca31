// The public site's fields on the one form library (decision 236): each reads its state with useFieldContext() inside
// `<form.AppField name="…">`, labels its control, and names its error (shown by the form's rule) with
// aria-describedby. The back office's fields, in its own look, are in src/features/admin/kit/.
import type { ReactNode } from "react";
import { css, cx } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { fieldError, fieldInput, fieldLabel } from "./styles.ts";
import { fieldErrorKey, GENERIC_ERROR_KEY, useFieldContext } from "./form.ts";

/** A form field's id, unique per form: `<idPrefix>-<name>`. */
const fieldId = (idPrefix: string, name: string) => `${idPrefix}-${name.replaceAll(".", "-")}`;

/** The error a field shows now (an i18n key), and the ids that tie it to its control. */
export function useFieldError(idPrefix: string) {
  const field = useFieldContext<unknown>();
  const error = fieldErrorKey(field.state.meta);
  const id = fieldId(idPrefix, field.name);
  return { field, error, id, errorId: `${id}-error`, describedBy: error ? `${id}-error` : undefined };
}

/** A field's message under it, by its id (the control names it with aria-describedby). */
export function FieldMessage({ id, error, testId }: { id: string; error?: string; testId?: string }) {
  const { t } = useI18n();
  if (!error) return null;
  // A key missing from the dictionary reads as the generic "please check what you entered", never as the key.
  const text = t(error);
  return <span id={id} className={fieldError} data-testid={testId}>{text === error ? t(GENERIC_ERROR_KEY) : text}
  </span>;
}

/** A one-line or multi-line text field. */
export function TextField(
  {
    idPrefix,
    label,
    type = "text",
    multiline,
    rows = 4,
    maxLength,
    autoComplete,
    inputMode,
    disabled,
    readOnly,
    required,
    optional,
    hint,
    className,
  }: {
    /** Makes the control's id unique on the page: `<idPrefix>-<name>`. */
    idPrefix: string;
    label: ReactNode;
    type?: "text" | "email" | "url" | "tel" | "password" | "date";
    multiline?: boolean;
    rows?: number;
    maxLength?: number;
    autoComplete?: string;
    inputMode?: "email" | "url" | "tel" | "numeric" | "decimal" | "text";
    disabled?: boolean;
    /** Shown as saved (a surface background), not editable. */
    readOnly?: boolean;
    /** Marks the label with an asterisk (read as "required" by aria-required, not by the star). */
    required?: boolean;
    /** What follows the label of a field that may stay empty, e.g. " (optional)". */
    optional?: ReactNode;
    hint?: ReactNode;
    /** The frame's class, e.g. to span a grid's columns. */
    className?: string;
  },
) {
  const { field, error, id, errorId, describedBy } = useFieldError(idPrefix);
  const value = typeof field.state.value === "string" ? field.state.value : "";
  const hintId = hint ? `${id}-hint` : undefined;
  const common = {
    id,
    name: field.name,
    value,
    disabled,
    readOnly,
    maxLength,
    onBlur: field.handleBlur,
    "aria-invalid": Boolean(error),
    "aria-required": required || undefined,
    "aria-describedby": [describedBy, hintId].filter(Boolean).join(" ") || undefined,
  };
  return (
    <div className={cx(fieldLabel, className)} data-field={field.name}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true" className={css({ color: "danger", ml: "1" })}>*</span>}
        {optional && <span className={css({ color: "muted", fontWeight: "normal" })}>{optional}</span>}
      </label>
      {multiline
        ? (
          <textarea
            {...common}
            rows={rows}
            onChange={(e) => field.handleChange(e.target.value)}
            className={cx(fieldInput, css({ h: "auto", py: "2", resize: "vertical" }))}
          />
        )
        : (
          <input
            {...common}
            type={type}
            inputMode={inputMode}
            autoComplete={autoComplete}
            onChange={(e) => field.handleChange(e.target.value)}
            className={cx(fieldInput, css({ _readOnly: { bg: "surface" } }))}
          />
        )}
      {hint && <span id={hintId} className={css({ color: "muted", fontWeight: "normal" })}>{hint}</span>}
      <FieldMessage id={errorId} error={error} testId={`${field.name}-error`} />
    </div>
  );
}

/** A box to tick, its label beside it (a consent's label may hold links). */
export function CheckboxField(
  { idPrefix, label, disabled }: { idPrefix: string; label: ReactNode; disabled?: boolean },
) {
  const { field, error, id, errorId, describedBy } = useFieldError(idPrefix);
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "1" })}>
      <label htmlFor={id} className={css({ display: "flex", gap: "2", alignItems: "flex-start", fontSize: "sm" })}>
        <input
          id={id}
          name={field.name}
          type="checkbox"
          checked={field.state.value === true}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          disabled={disabled}
          onChange={(e) => field.handleChange(e.target.checked)}
          onBlur={field.handleBlur}
          className={css({ mt: "0.5", w: "4", h: "4", flexShrink: 0, accentColor: "brand" })}
        />
        <span>{label}</span>
      </label>
      <FieldMessage id={errorId} error={error} />
    </div>
  );
}

/** A choice from a list; `placeholder` is the empty value's text (it cannot be chosen back). */
export function SelectField(
  { idPrefix, label, options, placeholder, disabled }: {
    idPrefix: string;
    label: ReactNode;
    options: readonly { value: string; label: string }[];
    placeholder?: string;
    disabled?: boolean;
  },
) {
  const { field, error, id, errorId, describedBy } = useFieldError(idPrefix);
  return (
    <div className={fieldLabel} data-field={field.name}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={field.name}
        value={typeof field.state.value === "string" ? field.state.value : ""}
        disabled={disabled}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        onChange={(e) => field.handleChange(e.target.value)}
        onBlur={field.handleBlur}
        className={fieldInput}
      >
        {placeholder !== undefined && <option value="" disabled>{placeholder}</option>}
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
      <FieldMessage id={errorId} error={error} />
    </div>
  );
}
