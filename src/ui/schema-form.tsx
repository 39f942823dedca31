// A small form kit (auth dialog, reset page): fields validated with the shared valibot schema on the one form library
// (src/ui/form/form.ts: first on submit, then on every change), the server's error shown above the fields, busy state
// while the request runs.
import { type ReactNode, useState } from "react";
import * as v from "valibot";
import { css } from "styled-system/css";
import { useI18n } from "../lib/i18n.tsx";
import { fieldErrorKey, schemaValidation, useAppForm } from "./form/form.ts";
import { fieldInput } from "./form/styles.ts";
import { primaryButton } from "./styles.ts";

export type Field =
  | { name: string; label: string; type: "email" | "password" | "text"; autoComplete: string }
  /** A box to tick (a consent): its value is a boolean, its label may hold links. */
  | { name: string; label: ReactNode; type: "checkbox" };

export function SchemaForm<S extends v.GenericSchema>(
  { fields, schema, submitLabel, onSubmit, busy, serverError, testId, footer }: {
    fields: Field[];
    schema: S;
    submitLabel: string;
    onSubmit: (values: v.InferOutput<S>) => void;
    busy: boolean;
    /** An i18n key. */
    serverError: string | null;
    testId: string;
    footer?: ReactNode;
  },
) {
  const { t } = useI18n();
  // Every message shown is a sentence of the dictionary: a schema message that is not a known key (valibot's own
  // English, or a key missing from the dictionaries) reads as the generic "please check what you entered".
  const message = (key: string) => {
    const text = t(key);
    return text === key ? t("errors.BAD_USER_INPUT") : text;
  };
  const form = useAppForm({
    defaultValues: Object.fromEntries(fields.map((f) => [f.name, f.type === "checkbox" ? false : ""])) as Record<
      string,
      string | boolean
    >,
    // The fields named above are the schema's input; SchemaForm takes any schema, so it is narrowed here.
    ...schemaValidation(schema as unknown as v.GenericSchema<Record<string, string | boolean>>),
    onSubmit: ({ value }) => {
      if (!busy) onSubmit(v.parse(schema, value));
    },
  });
  const [shown, setShown] = useState<Record<string, boolean>>({});
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
      noValidate
      data-testid={testId}
      className={css({ display: "flex", flexDirection: "column", gap: "4" })}
    >
      {serverError && (
        <p role="alert" data-testid="auth-error" className={css({ color: "danger", fontWeight: "medium" })}>
          {message(serverError)}
        </p>
      )}
      {fields.map((field) => (
        <form.Field key={field.name} name={field.name}>
          {(state) => {
            const error = fieldErrorKey(state.state.meta);
            const value = state.state.value;
            const id = `${testId}-${field.name}`;
            if (field.type === "checkbox") {
              return (
                <div key={field.name} className={css({ display: "flex", flexDirection: "column", gap: "1" })}>
                  <label
                    htmlFor={id}
                    className={css({ display: "flex", gap: "2", alignItems: "flex-start", fontSize: "sm" })}
                  >
                    <input
                      id={id}
                      name={field.name}
                      type="checkbox"
                      checked={value === true}
                      aria-invalid={Boolean(error)}
                      aria-describedby={error ? `${id}-error` : undefined}
                      disabled={busy}
                      onChange={(e) => state.handleChange(e.target.checked)}
                      className={css({ mt: "0.5", w: "4", h: "4", flexShrink: 0, accentColor: "brand" })}
                    />
                    <span>{field.label}</span>
                  </label>
                  {error && (
                    <span id={`${id}-error`} className={css({ color: "danger", fontSize: "sm" })}>
                      {message(error)}
                    </span>
                  )}
                </div>
              );
            }
            const isPassword = field.type === "password";
            return (
              <div key={field.name} className={css({ display: "flex", flexDirection: "column", gap: "1" })}>
                <label htmlFor={id} className={css({ fontSize: "sm", fontWeight: "semibold" })}>{field.label}</label>
                <div className={css({ position: "relative" })}>
                  <input
                    id={id}
                    name={field.name}
                    type={isPassword && shown[field.name] ? "text" : field.type}
                    autoComplete={field.autoComplete}
                    value={String(value)}
                    aria-invalid={Boolean(error)}
                    aria-describedby={error ? `${id}-error` : undefined}
                    disabled={busy}
                    onChange={(e) => state.handleChange(e.target.value)}
                    className={fieldInput}
                  />
                  {isPassword && (
                    <button
                      type="button"
                      onClick={() => setShown({ ...shown, [field.name]: !shown[field.name] })}
                      aria-pressed={Boolean(shown[field.name])}
                      className={css({
                        position: "absolute",
                        right: "2",
                        top: "50%",
                        transform: "translateY(-50%)",
                        fontSize: "xs",
                        color: "brandLight",
                        cursor: "pointer",
                        p: "1",
                      })}
                    >
                      {shown[field.name] ? t("auth.hidePassword") : t("auth.showPassword")}
                    </button>
                  )}
                </div>
                {error && (
                  <span id={`${id}-error`} className={css({ color: "danger", fontSize: "sm" })}>
                    {message(error)}
                  </span>
                )}
              </div>
            );
          }}
        </form.Field>
      ))}
      <button type="submit" className={primaryButton} disabled={busy} aria-busy={busy} data-testid={`${testId}-submit`}>
        {busy ? t("auth.sending") : submitLabel}
      </button>
      {footer}
    </form>
  );
}
