// A team action that needs a yes and, usually, a reason (block, end a membership, delete): a form of the one form
// library (src/ui/form/form.ts), the reason checked with the same schema as the server's (AdminReasonSchema) after the
// first send, with any further fields the action asks for (days, a typed confirmation); the server's refusal shows in
// the dialog. Each opening starts from the fields' first values.
import { type InputHTMLAttributes, useEffect, useMemo } from "react";
import * as v from "valibot";
import { css, cx } from "styled-system/css";
import { AdminReasonSchema } from "../../../domain/admin.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { Dialog } from "../../../ui/dialog.tsx";
import { fieldErrorKey, schemaValidation, useAppForm } from "../../../ui/form/form.ts";
import { ghostButton, primaryButton } from "../../../ui/styles.ts";
import { fieldClass, labelClass } from "./styles.ts";

/** A field the action asks for before the reason: a line of text checked by its own schema. */
export type DialogField = {
  name: string;
  label: string;
  initial: string;
  schema: v.GenericSchema<string, unknown>;
  input?: Pick<InputHTMLAttributes<HTMLInputElement>, "type" | "min" | "max" | "inputMode">;
};

type Values = Record<string, string>;

export function ActionDialog(
  {
    open,
    onOpenChange,
    title,
    lead,
    withReason,
    confirmLabel,
    onConfirm,
    busy,
    error,
    fields = [],
    testId,
  }: {
    open: boolean;
    onOpenChange: (open: boolean) => void;
    title: string;
    lead?: string;
    withReason: boolean;
    confirmLabel: string;
    /** The reason ("" without one) and every field's parsed value by name. */
    onConfirm: (reason: string, values: Record<string, unknown>) => void;
    busy: boolean;
    /** The i18n key of the server's refusal. */
    error: string | null;
    fields?: DialogField[];
    testId: string;
  },
) {
  const { t } = useI18n();
  const schema = useMemo(
    () =>
      v.object({
        ...Object.fromEntries(fields.map((field) => [field.name, field.schema])),
        reason: withReason ? AdminReasonSchema : v.string(),
      }) as unknown as v.GenericSchema<Values, Record<string, unknown> & { reason: string }>,
    [fields, withReason],
  );
  const defaultValues: Values = {
    ...Object.fromEntries(fields.map((field) => [field.name, field.initial])),
    reason: "",
  };
  const form = useAppForm({
    defaultValues,
    ...schemaValidation(schema),
    onSubmit: ({ value }) => {
      if (busy) return;
      const parsed = v.parse(schema, value);
      onConfirm(withReason ? parsed.reason : "", parsed);
    },
  });
  useEffect(() => {
    if (open) form.reset(defaultValues);
    // Only an opening starts the form again; the fields' first values do not change while it is open.
  }, [open]);
  const line = (name: string, label: string, multiline: boolean, input?: DialogField["input"]) => (
    <form.Field key={name} name={name}>
      {(field) => {
        const errorKey = fieldErrorKey(field.state.meta);
        const errorId = `${testId}-${name}-error`;
        const control = {
          name,
          value: field.state.value ?? "",
          onChange: (event: { target: { value: string } }) =>
            field.handleChange(event.target.value),
          onBlur: field.handleBlur,
          "aria-invalid": errorKey ? true : undefined,
          "aria-describedby": errorKey ? errorId : undefined,
        };
        return (
          <label className={labelClass}>
            {label}
            {multiline
              ? (
                <textarea
                  {...control}
                  rows={3}
                  maxLength={500}
                  className={cx(fieldClass, css({ h: "auto", py: "2" }))}
                />
              )
              : <input {...input} {...control} className={fieldClass} />}
            {errorKey && (
              <span id={errorId} className={css({ color: "danger", fontWeight: "normal" })}>{t(errorKey)}</span>
            )}
          </label>
        );
      }}
    </form.Field>
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={title}
      closeLabel={t("ui.close")}
      closeDisabled={busy}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
        data-testid={testId}
        className={css({ display: "flex", flexDirection: "column", gap: "4" })}
      >
        {lead && <p>{lead}</p>}
        {fields.map((extra) => line(extra.name, extra.label, false, extra.input))}
        {withReason && line("reason", t("admin.members.reason"), true)}
        {error && <p role="alert" className={css({ color: "danger" })}>{t(error)}</p>}
        <div className={css({ display: "flex", gap: "3", flexWrap: "wrap" })}>
          <button type="submit" className={primaryButton} disabled={busy}>{confirmLabel}</button>
          <button type="button" className={ghostButton} disabled={busy} onClick={() => onOpenChange(false)}>
            {t("admin.members.cancel")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
