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

/** The attributes of a field's control: named, described, holding the field's value as its text. */
type Control = {
  id: string;
  name: string;
  disabled?: boolean;
  onBlur: () => void;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
};

/** The current field in its frame (label, hint, error: Field); `children` draws its control. */
function Framed({ label, hint, wide, disabled, children }: FieldLook & { children: (control: Control) => ReactNode }) {
  const field = useFieldContext<string>();
  const id = useId();
  const error = fieldErrorKey(field.state.meta);
  const value = String(field.state.value ?? "");
  const shownHint = typeof hint === "function" ? hint(value) : hint;
  return (
    <Field id={id} label={label} hint={shownHint} error={error} isWide={wide}>
      {children({
        id,
        name: field.name,
        disabled,
        onBlur: field.handleBlur,
        "aria-invalid": Boolean(error),
        "aria-describedby": describedBy(id, Boolean(shownHint), error),
        value,
        onChange: (event) => field.handleChange(event.target.value),
      })}
    </Field>
  );
}

/** A one-line text input (text, e-mail, url, a number typed as text). */
export function TextField(
  { type = "text", inputMode, maxLength, autoComplete, placeholder, ...look }: FieldLook & {
    type?: "text" | "email" | "url" | "search" | "tel" | "date" | "datetime-local";
    inputMode?: "numeric" | "decimal" | "email" | "url" | "tel";
    maxLength?: number;
    autoComplete?: string;
    placeholder?: string;
  },
) {
  const input = { type, inputMode, maxLength, autoComplete, placeholder };
  return <Framed {...look}>{(control) => <input {...control} {...input} className={fieldClass} />}</Framed>;
}

/** A number as its text (the schema parses it; "" is none): a TextField with the numeric keyboard. */
export function NumberField(
  props: Omit<Parameters<typeof TextField>[0], "type" | "inputMode"> & { decimal?: boolean },
) {
  return <TextField {...props} inputMode={props.decimal ? "decimal" : "numeric"} />;
}

const textAreaClass = cx(fieldClass, css({ h: "auto", py: "2" }));

/** Several lines of text. */
export function TextAreaField(
  { rows = 4, maxLength, className, ...look }: FieldLook & {
    rows?: number;
    maxLength?: number;
    /** A css() class for the control (a monospace font for markup). */
    className?: string;
  },
) {
  return (
    <Framed {...look}>
      {(control) => (
        <textarea
          {...control}
          className={cx(textAreaClass, className)}
          rows={rows}
          maxLength={maxLength}
        />
      )}
    </Framed>
  );
}

/** One of a few options, each with its own label; "" may be an option (none). */
export function SelectField(
  { options, ...look }: FieldLook & { options: readonly { value: string; label: string }[] },
) {
  return (
    <Framed {...look}>
      {(control) => (
        <select {...control} className={fieldClass}>
          {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
        </select>
      )}
    </Framed>
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
      <GroupCheck label={label} describedBy={describedBy(id, Boolean(hint), error)} />
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
export function GroupCheck({ label, describedBy }: { label: ReactNode; describedBy?: string }) {
  const field = useFieldContext<boolean>();
  return (
    <label className={checkRow}>
      <input
        type="checkbox"
        className={checkbox}
        name={field.name}
        checked={field.state.value === true}
        aria-describedby={describedBy}
        onBlur={field.handleBlur}
        onChange={(event) => field.handleChange(event.target.checked)}
      />
      {label}
    </label>
  );
}
