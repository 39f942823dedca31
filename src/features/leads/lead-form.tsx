// The leads forms' parts: the form (on the one form library) with the prefill from the signed-in account, a labelled
// field, and the submit button with its spinner.
import { type ReactNode, useEffect } from "react";
import type * as v from "valibot";
import { useQuery } from "@tanstack/react-query";
import { css, cx } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { schemaValidation, useAppForm } from "../../ui/form/form.ts";
import { TextField } from "../../ui/form/fields.tsx";
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
 * A leads form on the one form library: its values prefilled with the account's email and name in the fields the
 * visitor has not typed in; the shared schema's messages show after the first submit. `extra` is what the schema
 * checks beside the fields (the gift's groups).
 */
export function useLeadForm<V extends { email: string; name: string }>(
  initial: V,
  schema: v.GenericSchema,
  extra: Record<string, unknown>,
  onSubmit: (values: V) => void,
) {
  const prefill = useLeadPrefill();
  const form = useAppForm({
    defaultValues: { ...initial, ...extra } as V,
    // Any of the three lead schemas: each reads the fields of V (and the extra).
    ...schemaValidation(schema as unknown as v.GenericSchema<V>),
    onSubmit: ({ value }) => onSubmit(value),
  });
  useEffect(() => {
    if (!prefill) return;
    for (const name of ["email", "name"] as const) {
      if (!form.getFieldMeta(name)?.isDirty) form.setFieldValue(name, prefill[name] as never, { dontUpdateMeta: true });
    }
  }, [prefill?.email, prefill?.name]);
  return form;
}

/** A leads form's field: a labelled text (an email's and a text's lengths as the schema's), "(optional)" when so. */
export function LeadField(
  { label, type = "text", multiline, disabled, optional, autoComplete }: {
    label: string;
    type?: "text" | "email";
    multiline?: boolean;
    disabled: boolean;
    optional?: boolean;
    autoComplete?: string;
  },
) {
  const { t } = useI18n();
  return (
    <TextField
      idPrefix="lead"
      label={label}
      type={type}
      multiline={multiline}
      maxLength={multiline ? 5000 : type === "email" ? 254 : 200}
      autoComplete={autoComplete}
      disabled={disabled}
      optional={optional ? ` (${t("leads.optional")})` : undefined}
    />
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
