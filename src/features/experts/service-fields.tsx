// The expert form's services and products (at most EXPERT_SERVICES_MAX): title, meetings, promo text, affiliate link,
// a price sent only with its currency, a description, and for a product its file (uploaded at save).
import { css, cx } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { fieldError, fieldInput, fieldLabel } from "../../ui/form/styles.ts";
import { ghostButton } from "../../ui/styles.ts";
import { EXPERT_CURRENCIES, EXPERT_DOCUMENT_MAX_MB, EXPERT_SERVICES_MAX } from "../../domain/expert-profile.ts";
import { blankService, type ServiceDraft } from "./expert-draft.ts";
import { card, Field, rowEnd, Section, twoColumns } from "./expert-form-parts.tsx";
import type { ExpertFormState } from "./use-expert-form.ts";

export function ServicesSection({ form }: { form: ExpertFormState }) {
  const { t } = useI18n();
  const { draft, update } = form;
  return (
    <Section
      title={t("experts.form.services")}
      hint={t("experts.form.servicesHint", { limit: EXPERT_SERVICES_MAX, size: EXPERT_DOCUMENT_MAX_MB })}
    >
      {draft.services.map((s, i) => (
        <ServiceFields
          key={s.key}
          service={s}
          index={i}
          errorOf={form.errorOf}
          onChange={(change) =>
            update({ services: draft.services.map((x) => (x.key === s.key ? { ...x, ...change } : x)) })}
          onRemove={() => update({ services: draft.services.filter((x) => x.key !== s.key) })}
        />
      ))}
      {draft.services.length >= EXPERT_SERVICES_MAX && (
        <p role="status" className={css({ color: "muted" })} data-testid="services-limit">
          {form.say("servicesCount")}
        </p>
      )}
      <div className={css({ display: "flex", gap: "3", flexWrap: "wrap" })}>
        {(["service", "product"] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            className={ghostButton}
            disabled={draft.services.length >= EXPERT_SERVICES_MAX}
            onClick={() => update({ services: [...draft.services, blankService(kind)] })}
          >
            {t(kind === "service" ? "experts.form.addService" : "experts.form.addProduct")}
          </button>
        ))}
      </div>
    </Section>
  );
}

function ServiceFields(
  { service: s, index: i, errorOf, onChange, onRemove }: {
    service: ServiceDraft;
    index: number;
    errorOf: (path: string) => string | undefined;
    onChange: (change: Partial<ServiceDraft>) => void;
    onRemove: () => void;
  },
) {
  const { t } = useI18n();
  const field = (
    name: "title" | "meetingsInfo" | "promoText" | "affiliateLink",
    label: string,
  ) => (
    <Field label={label} error={errorOf(`services.${i}.${name}`)}>
      <input
        name={`services.${i}.${name}`}
        value={s[name]}
        onChange={(e) => onChange({ [name]: e.target.value })}
        aria-invalid={Boolean(errorOf(`services.${i}.${name}`))}
        className={fieldInput}
      />
    </Field>
  );
  const priceError = errorOf(`services.${i}.price.value`) ?? errorOf(`services.${i}.price`);
  const documentError = errorOf(`services.${i}.document`) ?? errorOf(`services.${i}.document.source`);
  return (
    <fieldset data-testid="service-item" data-kind={s.kind} className={card}>
      <legend className={css({ fontWeight: "bold", px: "1" })}>
        {t(s.kind === "service" ? "experts.form.service" : "experts.form.product")} {i + 1}
      </legend>
      <div className={twoColumns}>
        {field("title", t("experts.form.title"))}
        {field("meetingsInfo", t("experts.form.meetingsInfo"))}
        {field("promoText", t("experts.form.promoText"))}
        {field("affiliateLink", t("experts.form.affiliateLink"))}
        <Field label={t("experts.form.price")} error={priceError}>
          <input
            name={`services.${i}.price`}
            inputMode="decimal"
            value={s.priceValue}
            onChange={(e) => onChange({ priceValue: e.target.value })}
            aria-invalid={Boolean(priceError)}
            className={fieldInput}
          />
        </Field>
        <label className={fieldLabel}>
          {t("experts.form.currency")}
          <select
            name={`services.${i}.currency`}
            value={s.currency}
            onChange={(e) => onChange({ currency: e.target.value as ServiceDraft["currency"] })}
            className={fieldInput}
          >
            <option value="">{t("experts.form.noCurrency")}</option>
            {EXPERT_CURRENCIES.map((c) => <option key={c} value={c}>{c}</option>)}
          </select>
        </label>
      </div>
      <label className={fieldLabel}>
        {t("experts.form.serviceDescription")}
        <textarea
          rows={3}
          value={s.description}
          onChange={(e) => onChange({ description: e.target.value })}
          className={cx(fieldInput, css({ h: "auto", py: "2" }))}
        />
      </label>
      {s.kind === "product" && (
        <label className={fieldLabel}>
          {t("experts.form.document")}
          <input
            type="file"
            name={`services.${i}.document`}
            accept=".pdf,.docx,.epub,.zip,.pptx,.xlsx"
            aria-invalid={Boolean(documentError)}
            onChange={(e) => onChange({ file: e.target.files?.[0] ?? null, document: null })}
            className={css({ fontWeight: "normal" })}
          />
          {s.document && (
            <span className={css({ fontWeight: "normal", color: "muted" })}>
              {t("experts.form.uploaded", { name: s.document.fileName })}
            </span>
          )}
          {documentError && <span className={fieldError}>{documentError}</span>}
        </label>
      )}
      <div className={rowEnd}>
        <span />
        <button type="button" className={ghostButton} onClick={onRemove}>{t("experts.form.remove")}</button>
      </div>
    </fieldset>
  );
}
