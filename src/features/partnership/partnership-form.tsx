// One partnership form (spec 03): its fields from FORM_FIELDS, checked with the form's own schema (the resolver parses
// with the same one) — 'Required' when empty, a valid email, one-line fields without line breaks — the messages shown
// only after the first send click. idle → submitting (the button spins, the fields are locked) → a success screen
// whose OK returns to an empty form; a failure shows the top-centre 'Something went wrong' toast and keeps what was
// typed.
import { useRef, useState } from "react";
import * as v from "valibot";
import { css, cx } from "styled-system/css";
import {
  FORM_FIELDS,
  PARTNERSHIP_SCHEMAS,
  type PartnershipField,
  type PartnershipKind,
  REQUIRED_FIELDS,
} from "../../domain/partnership.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { fieldErrorKey, schemaValidation, useAppForm } from "../../ui/form/form.ts";
import { TextField } from "../../ui/form/fields.tsx";
import { showToast } from "../../ui/show-toast.ts";
import { primaryButton } from "../../ui/styles.ts";
import { useSendPartnershipRequest } from "./mutations.ts";

type Values = Record<PartnershipField, string>;

const EMPTY: Values = {
  name: "",
  email: "",
  company: "",
  role: "",
  profession: "",
  website: "",
  socialNetworks: "",
  partnershipGoal: "",
  moreDetails: "",
};

const MULTILINE = new Set<PartnershipField>(["partnershipGoal", "moreDetails"]);

const AUTOCOMPLETE: Partial<Record<PartnershipField, string>> = {
  name: "name",
  email: "email",
  company: "organization",
  role: "organization-title",
  website: "url",
};

/** A field's label key: the form's own wording where it differs (a media outlet is not a company), else the field's. */
function labelKey(kind: PartnershipKind, field: PartnershipField): string {
  if (kind === "media" && field === "company") return "partnership.fields.outlet";
  return `partnership.fields.${field}`;
}

export function PartnershipForm({ kind }: { kind: PartnershipKind }) {
  const { t } = useI18n();
  const [sent, setSent] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const send = useSendPartnershipRequest({
    onError: (key) =>
      showToast("top", {
        type: "error",
        title: t("partnership.failed"),
        description: key === "errors.INTERNAL_SERVER_ERROR" ? undefined : t(key),
      }),
  });
  const busy = send.isPending;
  const required = new Set(REQUIRED_FIELDS[kind]);
  // The form's own schema (the resolver parses with the same one) reads the kind beside the fields.
  const schema = PARTNERSHIP_SCHEMAS[kind] as unknown as v.GenericSchema<Values & { kind: PartnershipKind }>;
  const form = useAppForm({
    defaultValues: { kind, ...EMPTY },
    ...schemaValidation(schema),
    onSubmit: ({ value, formApi }) => {
      if (busy) return;
      send.mutate({ input: v.parse(PARTNERSHIP_SCHEMAS[kind], value) }, {
        onSuccess: () => {
          setSent(value.email.trim());
          formApi.reset();
        },
      });
    },
    // The first field with a message gets the focus, so a keyboard or screen-reader user lands on it.
    onSubmitInvalid: ({ formApi }) => {
      const first = FORM_FIELDS[kind].find((f) => fieldErrorKey(formApi.getFieldMeta(f) ?? { errors: [] }));
      if (first) formRef.current?.querySelector<HTMLElement>(`[name=${first}]`)?.focus();
    },
  });

  const again = () => {
    setSent(null);
    send.reset();
  };

  if (sent !== null) {
    return (
      <div
        data-testid="partnership-success"
        role="status"
        className={css({
          display: "flex",
          flexDirection: "column",
          alignItems: "flex-start",
          gap: "3",
          py: "6",
        })}
      >
        <span
          aria-hidden="true"
          className={css({
            w: "12",
            h: "12",
            borderRadius: "full",
            bg: "success",
            color: "white",
            display: "inline-flex",
            alignItems: "center",
            justifyContent: "center",
            fontSize: "2xl",
          })}
        >
          ✓
        </span>
        <h3 className={css({ fontSize: "xl", fontWeight: "bold", color: "brand" })}>{t("partnership.sentTitle")}</h3>
        <p className={css({ color: "muted" })}>{t("partnership.sentText", { email: sent })}</p>
        <button type="button" className={primaryButton} onClick={again} data-testid="partnership-ok" autoFocus>
          {t("partnership.ok")}
        </button>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
      noValidate
      data-testid="partnership-form"
      data-kind={kind}
      className={css({
        display: "grid",
        gap: "4",
        gridTemplateColumns: { base: "1fr", sm: "1fr 1fr" },
      })}
    >
      {FORM_FIELDS[kind].map((field) => {
        const multiline = MULTILINE.has(field);
        return (
          <form.AppField key={field} name={field}>
            {() => (
              <TextField
                idPrefix="partnership"
                label={t(labelKey(kind, field))}
                required={required.has(field)}
                optional={required.has(field) ? undefined : ` (${t("partnership.optional")})`}
                multiline={multiline}
                maxLength={multiline ? (field === "moreDetails" ? 5000 : 2000) : field === "email" ? 254 : 300}
                type={field === "email" ? "email" : field === "website" ? "url" : "text"}
                inputMode={field === "email" ? "email" : field === "website" ? "url" : undefined}
                autoComplete={AUTOCOMPLETE[field]}
                disabled={busy}
                className={multiline ? css({ gridColumn: "1 / -1" }) : undefined}
              />
            )}
          </form.AppField>
        );
      })}
      <div
        className={css({
          gridColumn: "1 / -1",
          display: "flex",
          flexWrap: "wrap",
          gap: "3",
          alignItems: "center",
          justifyContent: "space-between",
        })}
      >
        <p className={css({ fontSize: "sm", color: "muted" })}>{t("partnership.requiredNote")}</p>
        <button
          type="submit"
          className={cx(primaryButton, css({ gap: "2", minW: "160px" }))}
          disabled={busy}
          aria-busy={busy || undefined}
          data-testid="partnership-submit"
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
          {busy ? t("partnership.sending") : t("partnership.submit")}
        </button>
      </div>
    </form>
  );
}
