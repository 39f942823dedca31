// The catalogue editors' fields on the one form library: each reads its state with useFieldContext() inside
// <form.AppField>, and shows its error (after the first submit, src/ui/form/form.ts) in the back office's field frame.
import { type ReactNode, useId } from "react";
import { css, cx } from "styled-system/css";
import { fieldErrorKey, useFieldContext } from "../../../ui/form/form.ts";
import { checkbox, checkRow } from "../kit/catalogue-form.tsx";
import { describedBy, Field } from "../kit/form-field.tsx";
import { fieldClass } from "../kit/styles.ts";

type Common = { label: string; hint?: ReactNode; wide?: boolean; disabled?: boolean };

/** The control's shared attributes: name, id, its error and hint named for assistive technology. */
function useControl(hint: ReactNode) {
  const field = useFieldContext<string>();
  const id = useId();
  const error = fieldErrorKey(field.state.meta);
  return {
    field,
    id,
    error,
    attributes: {
      id,
      name: field.name,
      "aria-invalid": Boolean(error),
      "aria-describedby": describedBy(id, Boolean(hint), error),
      onBlur: field.handleBlur,
    },
  };
}

export function TextField(
  { label, hint, wide, disabled, type = "text", inputMode, maxLength }: Common & {
    type?: string;
    inputMode?: "decimal" | "numeric";
    maxLength?: number;
  },
) {
  const { field, id, error, attributes } = useControl(hint);
  return (
    <Field id={id} label={label} hint={hint} error={error} isWide={wide}>
      <input
        {...attributes}
        className={fieldClass}
        type={type}
        inputMode={inputMode}
        maxLength={maxLength}
        disabled={disabled}
        value={field.state.value}
        onChange={(e) => field.handleChange(e.target.value)}
      />
    </Field>
  );
}

/** Heights by the text expected: an offer's line or two, a plan's paragraph, a product's list of benefits. */
const areaSizes = {
  small: { rows: 4, className: css({ minH: "96px" }) },
  medium: { rows: 5, className: css({ minH: "120px" }) },
  large: { rows: 6, className: css({ minH: "160px" }) },
};

export function TextAreaField(
  { label, hint, wide, size = "medium" }: Common & { size?: keyof typeof areaSizes },
) {
  const { field, id, error, attributes } = useControl(hint);
  return (
    <Field id={id} label={label} hint={hint} error={error} isWide={wide}>
      <textarea
        {...attributes}
        className={cx(fieldClass, css({ h: "auto", py: "2" }), areaSizes[size].className)}
        rows={areaSizes[size].rows}
        value={field.state.value}
        onChange={(e) => field.handleChange(e.target.value)}
      />
    </Field>
  );
}

/** A native select; `shown` overrides the value it shows (a choice that does not apply reads as the empty one). */
export function SelectField(
  { label, hint, wide, disabled, choices, shown }: Common & {
    choices: ReadonlyArray<readonly [string, string]>;
    shown?: string;
  },
) {
  const { field, id, error, attributes } = useControl(hint);
  return (
    <Field id={id} label={label} hint={hint} error={error} isWide={wide}>
      <select
        {...attributes}
        className={fieldClass}
        disabled={disabled}
        value={shown ?? field.state.value}
        onChange={(e) => field.handleChange(e.target.value)}
      >
        {choices.map(([value, name]) => <option key={value} value={value}>{name}</option>)}
      </select>
    </Field>
  );
}

/** A box to tick, its label beside it. */
export function CheckRow({ label }: { label: string }) {
  const field = useFieldContext<boolean>();
  return (
    <label className={checkRow}>
      <input
        type="checkbox"
        className={checkbox}
        name={field.name}
        checked={field.state.value}
        onBlur={field.handleBlur}
        onChange={(e) => field.handleChange(e.target.checked)}
      />
      {label}
    </label>
  );
}
