// The back office's field components on the one form library (decision 236): each reads its state with
// useFieldContext() inside `<form.AppField name="x">{() => <TextField label="…" />}</form.AppField>`, and shows its
// label, hint and error in the Field frame, the control naming the hint and error with aria-describedby. Errors
// show after the first submit, then follow every change (schemaValidation in src/ui/form/form.ts).
import { type ReactNode, useId } from "react";
import { css, cx } from "styled-system/css";
import { useI18n } from "../../../lib/i18n.tsx";
import { fieldErrorKey, useFieldContext } from "../../../ui/form/form.ts";
import { describedBy, errorText, Field, hintClass } from "./form-field.tsx";
import { checkbox, checkRow, fieldClass, groupClass } from "./styles.ts";

/** What every field takes: its label, an optional hint (or one computed from the value), full width in the grid. */
export type FieldLook = {
  label: string;
  /** A line under the control; a function gets the field's value (a count of characters left). */
  hint?: ReactNode | ((value: string) => ReactNode);
  /** Spans both columns of the form's grid. */
  wide?: boolean;
  /** Shown but not editable (a used coupon's code). */
  disabled?: boolean;
};

/** The current field's id, error key and the attributes its control needs to be named and described. */
function useFieldFrame(hint: FieldLook["hint"]) {
  const field = useFieldContext<string>();
  const id = useId();
  const error = fieldErrorKey(field.state.meta);
  const shownHint = typeof hint === "function" ? hint(String(field.state.value ?? "")) : hint;
  const control = {
    id,
    name: field.name,
    onBlur: field.handleBlur,
    "aria-invalid": Boolean(error),
    "aria-describedby": describedBy(id, Boolean(shownHint), error),
  };
  return { field, id, error, hint: shownHint, control };
}

/** A one-line text input (text, e-mail, url, a number typed as text). */
export function TextField(
  { label, hint, wide, disabled, type = "text", inputMode, maxLength, autoComplete, placeholder }: FieldLook & {
    type?: "text" | "email" | "url" | "search" | "tel" | "date" | "datetime-local";
    inputMode?: "numeric" | "decimal" | "email" | "url" | "tel";
    maxLength?: number;
    autoComplete?: string;
    placeholder?: string;
  },
) {
  const { field, id, error, hint: shown, control } = useFieldFrame(hint);
  return (
    <Field id={id} label={label} hint={shown} error={error} isWide={wide}>
      <input
        {...control}
        className={fieldClass}
        disabled={disabled}
        type={type}
        inputMode={inputMode}
        maxLength={maxLength}
        autoComplete={autoComplete}
        placeholder={placeholder}
        value={String(field.state.value ?? "")}
        onChange={(event) => field.handleChange(event.target.value)}
      />
    </Field>
  );
}

/** A number as its text (the schema parses it; "" is none): a TextField with the numeric keyboard. */
export function NumberField(
  props: Omit<Parameters<typeof TextField>[0], "type" | "inputMode"> & { decimal?: boolean },
) {
  return <TextField {...props} inputMode={props.decimal ? "decimal" : "numeric"} />;
}

/** Several lines of text. */
export function TextAreaField(
  { label, hint, wide, disabled, rows = 4, maxLength, className }: FieldLook & {
    rows?: number;
    maxLength?: number;
    /** A css() class for the control (a monospace font for markup). */
    className?: string;
  },
) {
  const { field, id, error, hint: shown, control } = useFieldFrame(hint);
  return (
    <Field id={id} label={label} hint={shown} error={error} isWide={wide}>
      <textarea
        {...control}
        className={cx(fieldClass, css({ h: "auto", py: "2" }), className)}
        disabled={disabled}
        rows={rows}
        maxLength={maxLength}
        value={String(field.state.value ?? "")}
        onChange={(event) => field.handleChange(event.target.value)}
      />
    </Field>
  );
}

/** One of a few options, each with its own label; "" may be an option (none). */
export function SelectField(
  { label, hint, wide, disabled, options }: FieldLook & { options: readonly { value: string; label: string }[] },
) {
  const { field, id, error, hint: shown, control } = useFieldFrame(hint);
  return (
    <Field id={id} label={label} hint={shown} error={error} isWide={wide}>
      <select
        {...control}
        className={fieldClass}
        disabled={disabled}
        value={String(field.state.value ?? "")}
        onChange={(event) => field.handleChange(event.target.value)}
      >
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
    </Field>
  );
}

/** A labelled checkbox row (a boolean field); its hint and its error, if the schema puts one on it, under the row. */
export function CheckRow({ label, hint }: { label: ReactNode; hint?: string }) {
  const field = useFieldContext<boolean>();
  const id = useId();
  const error = fieldErrorKey(field.state.meta);
  const { t } = useI18n();
  return (
    <>
      <label className={checkRow}>
        <input
          type="checkbox"
          className={checkbox}
          name={field.name}
          checked={field.state.value === true}
          aria-describedby={describedBy(id, Boolean(hint), error)}
          onBlur={field.handleBlur}
          onChange={(event) => field.handleChange(event.target.checked)}
        />
        {label}
      </label>
      {hint && <span id={`${id}-hint`} className={hintClass}>{hint}</span>}
      {error && <span id={`${id}-error`} className={errorText}>{t(error)}</span>}
    </>
  );
}

/**
 * Check rows that answer one question, in a group named by its legend; the group's error (an i18n key, which the
 * schema puts on one of its fields) and a note are named by the group, not repeated under a row.
 */
export function CheckGroup(
  { legend, error, note, children }: { legend: string; error?: string; note?: string; children: ReactNode },
) {
  const { t } = useI18n();
  const id = useId();
  return (
    <fieldset
      className={groupClass}
      aria-describedby={[error ? `${id}-error` : "", note ? `${id}-note` : ""].filter(Boolean).join(" ") || undefined}
    >
      <legend>{legend}</legend>
      {children}
      {note && <span id={`${id}-note`} className={hintClass}>{note}</span>}
      {error && <span id={`${id}-error`} className={errorText}>{t(error)}</span>}
    </fieldset>
  );
}

/** A check row for a field whose error its CheckGroup shows: the box and its label only. */
export function GroupCheck({ label }: { label: ReactNode }) {
  const field = useFieldContext<boolean>();
  return (
    <label className={checkRow}>
      <input
        type="checkbox"
        className={checkbox}
        name={field.name}
        checked={field.state.value === true}
        onBlur={field.handleBlur}
        onChange={(event) => field.handleChange(event.target.checked)}
      />
      {label}
    </label>
  );
}
