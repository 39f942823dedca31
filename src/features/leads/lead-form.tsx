// The leads forms' parts: a labelled field whose message shows only after the first submit, the prefill from the
// signed-in account, and the submit button with its spinner.
import { type ReactNode, useEffect, useState } from "react";
import type * as v from "valibot";
import { validateFields } from "../../domain/validation.ts";
import { useQuery } from "@tanstack/react-query";
import { css, cx } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { fieldError, fieldInput, fieldLabel } from "../../ui/schema-form.tsx";
import { primaryButton } from "../../ui/styles.ts";
import { leadsMeQuery } from "./queries.ts";

/** The signed-in account's email and full name (nothing for a visitor). */
export function useLeadPrefill(): { email: string; name: string } | null {
  const { viewerTier } = useI18n();
  const gql = useGql();
  const { data } = useQuery({ ...leadsMeQuery(gql), enabled: viewerTier !== "anonymous" });
  if (!data) return null;
  return { email: data.email, name: [data.firstName, data.lastName].filter(Boolean).join(" ") };
}

/**
 * A leads form's state: its values, prefilled with the account's email and name in the fields the visitor has not
 * typed in, and its messages (the shared schema's), shown only after the first submit.
 */
export function useLeadForm<V extends { email: string; name: string }>(
  initial: V,
  schema: v.GenericSchema,
  extra = {},
) {
  const prefill = useLeadPrefill();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (!prefill) return;
    setValues((current) => ({
      ...current,
      email: touched.email ? current.email : prefill.email,
      name: touched.name ? current.name : prefill.name,
    }));
  }, [prefill?.email, prefill?.name]);
  const errors = validateFields(schema, { ...values, ...extra });
  return {
    values,
    /** Nothing to send yet: the form stays, its messages now showing. */
    invalid: Object.keys(errors).length > 0,
    set: (field: keyof V & string) => (value: string) => {
      setTouched((s) => ({ ...s, [field]: true }));
      setValues((s) => ({ ...s, [field]: value }));
    },
    error: (field: string) => tried ? errors[field] : undefined,
    submitted: () => setTried(true),
  };
}

export function LeadField(
  { name, label, value, onChange, error, type = "text", multiline, disabled, optional, autoComplete }: {
    name: string;
    label: string;
    value: string;
    onChange: (value: string) => void;
    /** An i18n key, shown only when given (after the first submit). */
    error?: string;
    type?: "text" | "email";
    multiline?: boolean;
    disabled: boolean;
    optional?: boolean;
    autoComplete?: string;
  },
) {
  const { t } = useI18n();
  const id = `lead-${name}`;
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    value,
    disabled,
    "aria-invalid": Boolean(error),
    "aria-describedby": error ? errorId : undefined,
  };
  return (
    <div className={fieldLabel} data-field={name}>
      <label htmlFor={id}>
        {label}
        {optional && (
          <span className={css({ color: "muted", fontWeight: "normal" })}>{` (${t("leads.optional")})`}</span>
        )}
      </label>
      {multiline
        ? (
          <textarea
            {...common}
            rows={4}
            maxLength={5000}
            onChange={(e) => onChange(e.target.value)}
            className={cx(fieldInput, css({ h: "auto", py: "2", resize: "vertical" }))}
          />
        )
        : (
          <input
            {...common}
            type={type}
            maxLength={type === "email" ? 254 : 200}
            autoComplete={autoComplete}
            onChange={(e) => onChange(e.target.value)}
            className={fieldInput}
          />
        )}
      {error && <span id={errorId} className={fieldError} data-testid={`${name}-error`}>{t(error)}</span>}
    </div>
  );
}

export function SubmitButton({ busy, children, testId }: { busy: boolean; children: ReactNode; testId: string }) {
  const { t } = useI18n();
  return (
    <button
      type="submit"
      className={cx(primaryButton, css({ gap: "2" }))}
      disabled={busy}
      aria-busy={busy || undefined}
      data-testid={testId}
    >
      {busy && (
        <span
          aria-hidden="true"
          data-testid="spinner"
          className={css({
            w: "16px",
            h: "16px",
            borderRadius: "full",
            border: "2px solid currentColor",
            borderRightColor: "transparent",
            animation: "spin 0.8s linear infinite",
          })}
        />
      )}
      {busy ? t("leads.sending") : children}
    </button>
  );
}
