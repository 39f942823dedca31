// One partnership form (spec 03): its fields from FORM_FIELDS, checked with the form's own schema (the resolver parses
// with the same one) — 'Required' when empty, a valid email, one-line fields without line breaks — the messages shown
// only after the first send click. idle → submitting (the button spins, the fields are locked) → a success screen
// whose OK returns to an empty form; a failure shows the top-centre 'Something went wrong' toast and keeps what was
// typed.
import { type FormEvent, useRef, useState } from "react";
import * as v from "valibot";
import { css, cx } from "styled-system/css";
import {
  FORM_FIELDS,
  PARTNERSHIP_SCHEMAS,
  type PartnershipField,
  type PartnershipKind,
  REQUIRED_FIELDS,
} from "../../domain/partnership.ts";
import { fieldErrorKeys } from "../../domain/validation.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { fieldError, fieldInput, fieldLabel } from "../../ui/schema-form.tsx";
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
  const [values, setValues] = useState<Values>(EMPTY);
  const [tried, setTried] = useState(false);
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const schema = PARTNERSHIP_SCHEMAS[kind];
  const parsed = v.safeParse(schema, { kind, ...values });
  const errors = parsed.success ? {} : fieldErrorKeys(parsed.issues);
  const send = useSendPartnershipRequest({
    onSuccess: () => setSent(true),
    onError: (key) =>
      showToast("top", {
        type: "error",
        title: t("partnership.failed"),
        description: key === "errors.INTERNAL_SERVER_ERROR" ? undefined : t(key),
      }),
  });
  const busy = send.isPending;
  const required = new Set(REQUIRED_FIELDS[kind]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (busy) return;
    if (!parsed.success) {
      // The first field with a message gets the focus, so a keyboard or screen-reader user lands on it.
      const first = FORM_FIELDS[kind].find((f) => errors[f]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name=${first}]`)?.focus();
      return;
    }
    send.mutate({ input: parsed.output });
  };

  const again = () => {
    setValues(EMPTY);
    setTried(false);
    setSent(false);
    send.reset();
  };

  if (sent) {
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
        <p className={css({ color: "muted" })}>{t("partnership.sentText", { email: values.email.trim() })}</p>
        <button type="button" className={primaryButton} onClick={again} data-testid="partnership-ok" autoFocus>
          {t("partnership.ok")}
        </button>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      onSubmit={submit}
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
        const id = `partnership-${field}`;
        const error = tried ? errors[field] : undefined;
        const message = error ? (t(error) === error ? t("errors.BAD_USER_INPUT") : t(error)) : undefined;
        const multiline = MULTILINE.has(field);
        const common = {
          id,
          name: field,
          value: values[field],
          disabled: busy,
          "aria-invalid": Boolean(error),
          "aria-required": required.has(field) || undefined,
          "aria-describedby": error ? `${id}-error` : undefined,
          onChange: (e: { target: { value: string } }) => setValues((s) => ({ ...s, [field]: e.target.value })),
        };
        return (
          <div
            key={field}
            className={cx(fieldLabel, css({ gridColumn: multiline ? "1 / -1" : undefined }))}
            data-field={field}
          >
            <label htmlFor={id}>
              {t(labelKey(kind, field))}
              {required.has(field)
                ? <span aria-hidden="true" className={css({ color: "danger", ml: "1" })}>*</span>
                : (
                  <span className={css({ color: "muted", fontWeight: "normal" })}>
                    {` (${t("partnership.optional")})`}
                  </span>
                )}
            </label>
            {multiline
              ? (
                <textarea
                  {...common}
                  rows={4}
                  maxLength={field === "moreDetails" ? 5000 : 2000}
                  className={cx(fieldInput, css({ h: "auto", py: "2", resize: "vertical" }))}
                />
              )
              : (
                <input
                  {...common}
                  type={field === "email" ? "email" : field === "website" ? "url" : "text"}
                  inputMode={field === "email" ? "email" : field === "website" ? "url" : undefined}
                  maxLength={field === "email" ? 254 : 300}
                  autoComplete={AUTOCOMPLETE[field]}
                  className={fieldInput}
                />
              )}
            {message && <span id={`${id}-error`} className={fieldError} data-testid={`${field}-error`}>{message}</span>}
          </div>
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
