// The expert's own profile (spec 02 "Expert profile", "Expert form"): created for moderation, then edited; while not
// public a pulsing notice says a specialist is checking it. The form checks the shared rules (name, position and
// description of 3 characters or more with the count in the message, at least one contact) only after the first
// submit, then on every change; a price is sent only with both value and currency; a product's file is uploaded
// first (size and count limits with the spec's messages) and then named by its stored address.
import { type FormEvent, type ReactNode, useMemo, useState } from "react";
import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { css, cx } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { fieldError, fieldInput, fieldLabel } from "../../ui/schema-form.tsx";
import { showToast } from "../../ui/show-toast.ts";
import { ghostButton, primaryButton } from "../../ui/styles.ts";
import { validateFields } from "../../domain/validation.ts";
import { richTextParagraphs } from "../../domain/directories.ts";
import {
  EXPERT_CONTACT_KINDS,
  EXPERT_CURRENCIES,
  EXPERT_DOCUMENT_MAX_BYTES,
  EXPERT_DOCUMENT_MAX_MB,
  EXPERT_SERVICES_MAX,
  EXPERT_TEXT_MIN,
  type ExpertContactKind,
  ExpertProfileSchema,
  slugFromName,
} from "../../domain/expert-profile.ts";
import { formatLanguageName } from "../../../i18n/format.ts";
import { type Locale, LOCALES } from "../../domain/locale.ts";
import { CreateExpertDocument, UpdateExpertDocument } from "./operations.generated.ts";
import { type ExpertParams, expertParamsQuery, type OwnExpert, ownExpertQuery } from "./queries.ts";

/** Languages offered as chips (the directory filters by these codes). */
const WORK_LANGUAGES = ["ru", "en", "de", "fr", "es", "it", "zh", "ar", "pt", "tr", "uk", "kk"];

type ServiceDraft = {
  key: string;
  kind: "service" | "product";
  title: string;
  meetingsInfo: string;
  promoText: string;
  affiliateLink: string;
  priceValue: string;
  currency: "" | "RUB" | "USD";
  description: string;
  /** Stored already (an http address), or null. */
  document: { source: string; fileName: string } | null;
  /** Picked, to be uploaded at save. */
  file: File | null;
};

type ExperienceDraft = {
  key: string;
  companyId: string;
  position: string;
  startedAt: string;
  finishedAt: string;
  isWorkingCurrently: boolean;
};

type Draft = {
  name: string;
  position: string;
  description: string;
  usefulness: string;
  /** The language the profile is written in: the interface's for a new one. */
  language: Locale;
  locations: string[];
  languages: string[];
  expertActivities: string[];
  expertRequests: string[];
  contacts: Record<ExpertContactKind, string>;
  experience: ExperienceDraft[];
  services: ServiceDraft[];
};

const newKey = () => crypto.randomUUID();
const plain = (html: string) => richTextParagraphs(html).join("\n");

function draftOf(expert: OwnExpert | null, locale: Locale): Draft {
  const contacts = Object.fromEntries(
    EXPERT_CONTACT_KINDS.map((k) => [k, expert?.contacts[k] ?? ""]),
  ) as Record<ExpertContactKind, string>;
  return {
    name: expert?.name ?? "",
    position: expert?.position ?? "",
    description: expert?.description ?? "",
    usefulness: plain(expert?.usefulness ?? ""),
    language: expert?.language ?? locale,
    locations: expert?.locations.map((l) => l.countryObject.id) ?? [],
    languages: expert?.languages ?? [],
    expertActivities: expert?.expertActivities.map((a) => a.id) ?? [],
    expertRequests: expert?.expertRequests.map((r) => r.id) ?? [],
    contacts,
    experience: expert?.experience.map((x) => ({
      key: newKey(),
      companyId: x.company.id,
      position: x.position,
      startedAt: x.startedAt,
      finishedAt: x.finishedAt ?? "",
      isWorkingCurrently: x.isWorkingCurrently,
    })) ?? [],
    services: expert?.services.map((s) => ({
      key: newKey(),
      kind: s.document ? "product" : "service",
      title: s.title,
      meetingsInfo: s.meetingsInfo,
      promoText: s.promoText,
      affiliateLink: s.affiliateLink ?? "",
      priceValue: s.price ? String(s.price.value) : "",
      currency: s.price?.currency ?? "",
      description: plain(s.description),
      document: s.document?.source ? { source: s.document.source, fileName: s.document.fileName } : null,
      file: null,
    })) ?? [],
  };
}

/** What the mutation receives; a file not yet uploaded stands as a placeholder until the upload answers. */
function inputOf(draft: Draft) {
  return {
    name: draft.name,
    position: draft.position,
    description: draft.description,
    usefulness: draft.usefulness,
    language: draft.language,
    locations: draft.locations,
    languages: draft.languages,
    expertActivities: draft.expertActivities,
    expertRequests: draft.expertRequests,
    contacts: draft.contacts,
    experience: draft.experience.map((x) => ({
      companyId: x.companyId,
      position: x.position,
      startedAt: x.startedAt,
      finishedAt: x.isWorkingCurrently || !x.finishedAt ? null : x.finishedAt,
      isWorkingCurrently: x.isWorkingCurrently,
    })),
    services: draft.services.map((s) => ({
      title: s.title,
      meetingsInfo: s.meetingsInfo,
      promoText: s.promoText,
      affiliateLink: s.affiliateLink.trim() || null,
      // Spec 02 §5: the price is sent only when both its value and its currency are set.
      price: s.priceValue.trim() && s.currency
        ? { value: Number(s.priceValue.replace(",", ".")), currency: s.currency }
        : null,
      description: s.description,
      document: s.kind === "product"
        ? s.document ?? (s.file ? { source: "upload-pending", fileName: s.file.name } : null)
        : null,
    })),
  };
}

/** The form's messages: the shared schema's, plus what only the browser knows (files picked, products without one). */
function errorsOf(draft: Draft): Record<string, string> {
  const errors = validateFields(ExpertProfileSchema, inputOf(draft));
  draft.experience.forEach((x, i) => {
    if (!x.companyId) errors[`experience.${i}.companyId`] = "errors.expertCompany";
  });
  draft.services.forEach((s, i) => {
    if (s.kind !== "product") return;
    if (s.file && s.file.size > EXPERT_DOCUMENT_MAX_BYTES) errors[`services.${i}.document`] ??= "documentSize";
    else if (!s.document && !s.file) errors[`services.${i}.document`] ??= "documentRequired";
  });
  return errors;
}

export function ExpertEditor({ paymentsLink }: { paymentsLink: ReactNode }) {
  const { t, locale } = useI18n();
  const gql = useGql();
  const { data: expert } = useSuspenseQuery(ownExpertQuery(gql, locale));
  const { data: params } = useSuspenseQuery(expertParamsQuery(gql, locale));
  return (
    <div data-testid="expert-editor" className={css({ display: "grid", gap: "5" })}>
      {expert && <StatusNotice expert={expert} />}
      <div className={css({ display: "flex", gap: "3", flexWrap: "wrap", alignItems: "center" })}>
        <h2 className={css({ fontSize: "xl", fontWeight: "bold", flex: "1 1 16rem" })}>
          {t(expert ? "experts.form.editTitle" : "experts.form.createTitle")}
        </h2>
        {paymentsLink}
      </div>
      {/* Remounted with the saved profile, so the form always starts from what the server holds. */}
      <ExpertForm key={expert?.id ?? "new"} expert={expert} params={params} />
    </div>
  );
}

function StatusNotice({ expert }: { expert: OwnExpert }) {
  const { t } = useI18n();
  if (expert.status === "PUBLISHED" && expert.approved) {
    return (
      <p role="status" data-testid="expert-published" className={notice("success")}>
        {t("experts.form.published")}{" "}
        <LocaleLink
          to="/$locale/experts/$slug"
          params={{ slug: expert.slug }}
          className={css({ textDecoration: "underline" })}
        >
          {t("experts.form.open")}
        </LocaleLink>
      </p>
    );
  }
  if (expert.status === "DRAFT" && expert.rejectionReason) {
    return (
      <p role="status" data-testid="expert-rejected" className={notice("warning")}>
        {t("experts.form.rejected", { reason: expert.rejectionReason })}
      </p>
    );
  }
  return (
    <p role="status" data-testid="expert-moderation" className={cx(notice("info"), pulsing)}>
      {t("experts.form.moderation")}
    </p>
  );
}

const notice = (tone: "info" | "success" | "warning") =>
  css({
    p: "4",
    borderRadius: "xl",
    fontWeight: "medium",
    bg: tone === "success" ? "#e8f6ee" : tone === "warning" ? "#fff4e0" : "#eaf1fe",
    color: tone === "success" ? "#14532d" : tone === "warning" ? "#7a4100" : "#1e3a8a",
  });
const pulsing = css({
  animation: "pulse 2s cubic-bezier(0.4, 0, 0.6, 1) infinite",
  "@media (prefers-reduced-motion: reduce)": { animation: "none" },
});

function ExpertForm({ expert, params }: { expert: OwnExpert | null; params: ExpertParams }) {
  const { t, locale } = useI18n();
  const gql = useGql();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(expert, locale));
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const errors = useMemo(() => ({ ...serverFields, ...errorsOf(draft) }), [draft, serverFields]);
  const say = (key: string) =>
    t(key.startsWith("errors.") ? key : `experts.form.errors.${key}`, {
      min: EXPERT_TEXT_MIN,
      limit: key === "documentSize" ? EXPERT_DOCUMENT_MAX_MB : EXPERT_SERVICES_MAX,
    });
  const errorOf = (path: string) => (tried && errors[path] ? say(errors[path]) : undefined);
  const update = (change: Partial<Draft>) => {
    setServerFields({});
    setDraft((d) => ({ ...d, ...change }));
  };
  const toggle = (list: string[], value: string) =>
    list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFormError(null);
    if (busy) return;
    if (Object.keys(errorsOf(draft)).length) {
      showToast("top", { type: "error", title: t("experts.form.errors.fix") });
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>("[data-testid=expert-form] [aria-invalid=true]")?.focus()
      );
      return;
    }
    setBusy(true);
    try {
      // Files first: each picked file is stored, and the save names it by the address the upload answered.
      const services = [...draft.services];
      for (const [i, service] of services.entries()) {
        if (service.kind !== "product" || service.document || !service.file) continue;
        const form = new FormData();
        form.append("file", service.file);
        const res = await fetch("/api/experts/documents", { method: "POST", body: form, credentials: "same-origin" });
        const answer = await res.json().catch(() => ({}));
        if (!res.ok) {
          setFormError(t(answer.error?.i18nKey ?? "errors.INTERNAL_SERVER_ERROR", { limit: answer.error?.limit }));
          return;
        }
        services[i] = { ...service, document: { source: answer.source, fileName: answer.fileName }, file: null };
      }
      const saved = { ...draft, services };
      setDraft(saved);
      const input = inputOf(saved);
      const result = expert
        ? (await gql(UpdateExpertDocument, {
          input: { ...input, id: expert.id, status: "PUBLISHED", slug: expert.slug },
        })).updateExpert
        : (await gql(CreateExpertDocument, { input: { ...input, slug: slugFromName(input.name) } })).createExpert;
      if (result.error) {
        setFormError(result.error.message);
        return;
      }
      queryClient.setQueryData(ownExpertQuery(gql, locale).queryKey, result.expert);
      showToast("top", { type: "success", title: t("experts.form.saved") });
    } catch (error) {
      const fields = (error as { fields?: Record<string, string> }).fields;
      if (fields && Object.keys(fields).length) setServerFields(fields);
      setFormError(t((error as { i18nKey?: string }).i18nKey ?? "errors.INTERNAL_SERVER_ERROR"));
    } finally {
      setBusy(false);
    }
  };

  const textField = (name: "name" | "position" | "description", multiline = false) => {
    const error = errorOf(name);
    const props = {
      name,
      value: draft[name],
      onChange: (e: { target: { value: string } }) => update({ [name]: e.target.value }),
      "aria-invalid": Boolean(error),
      "aria-describedby": error ? `expert-${name}-error` : undefined,
      className: fieldInput,
    };
    return (
      <label className={fieldLabel}>
        {t(`experts.form.${name}`)}
        {multiline
          ? <textarea {...props} rows={5} className={cx(fieldInput, css({ h: "auto", py: "2" }))} />
          : <input {...props} />}
        {error && <span id={`expert-${name}-error`} className={fieldError}>{error}</span>}
      </label>
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      data-testid="expert-form"
      className={css({
        display: "grid",
        gap: "6",
        "& input, & textarea, & select": { fontWeight: "normal" },
      })}
    >
      <p className={css({ color: "muted", fontSize: "sm" })}>{t("experts.form.photoHint")}</p>
      <Section title="">
        {textField("name")}
        {textField("position")}
        {textField("description", true)}
        <label className={fieldLabel}>
          {t("experts.form.usefulness")}
          <textarea
            name="usefulness"
            rows={4}
            value={draft.usefulness}
            onChange={(e) => update({ usefulness: e.target.value })}
            className={cx(fieldInput, css({ h: "auto", py: "2" }))}
          />
        </label>
        <label className={fieldLabel}>
          {t("experts.form.profileLanguage")}
          <select
            name="language"
            value={draft.language}
            onChange={(e) => update({ language: e.target.value as Locale })}
            aria-describedby="expert-language-hint"
            className={fieldInput}
          >
            {LOCALES.map((code) => <option key={code} value={code}>{formatLanguageName(code, locale)}</option>)}
          </select>
          <span id="expert-language-hint" className={css({ color: "muted", fontSize: "sm", fontWeight: "normal" })}>
            {t("experts.form.profileLanguageHint")}
          </span>
        </label>
      </Section>

      <Section title={t("experts.form.contacts")} hint={t("experts.form.contactsHint")} error={errorOf("contacts")}>
        <div className={twoColumns}>
          {EXPERT_CONTACT_KINDS.map((kind) => (
            <label key={kind} className={fieldLabel}>
              {t(`experts.contactKinds.${kind}`)}
              <input
                name={`contacts.${kind}`}
                value={draft.contacts[kind]}
                aria-invalid={Boolean(errorOf("contacts") || errorOf(`contacts.${kind}`))}
                onChange={(e) => update({ contacts: { ...draft.contacts, [kind]: e.target.value } })}
                className={fieldInput}
              />
              {errorOf(`contacts.${kind}`) && <span className={fieldError}>{errorOf(`contacts.${kind}`)}</span>}
            </label>
          ))}
        </div>
      </Section>

      <Section title={t("experts.form.activities")}>
        <Chips
          items={params.expertActivities.map((a) => ({ value: a.id, label: a.title }))}
          chosen={draft.expertActivities}
          onToggle={(v) => update({ expertActivities: toggle(draft.expertActivities, v) })}
        />
      </Section>
      <Section title={t("experts.form.requests")}>
        <Chips
          items={params.expertRequests.map((r) => ({ value: r.id, label: r.title }))}
          chosen={draft.expertRequests}
          onToggle={(v) => update({ expertRequests: toggle(draft.expertRequests, v) })}
        />
      </Section>
      <Section title={t("experts.form.languages")}>
        <Chips
          items={WORK_LANGUAGES.map((code) => ({ value: code, label: formatLanguageName(code, locale) }))}
          chosen={draft.languages}
          onToggle={(v) => update({ languages: toggle(draft.languages, v) })}
        />
      </Section>
      <Section title={t("experts.form.locations")}>
        <select
          aria-label={t("experts.form.locations")}
          value=""
          onChange={(e) => e.target.value && update({ locations: [...new Set([...draft.locations, e.target.value])] })}
          className={fieldInput}
        >
          <option value="" disabled>{t("profile.notSpecified")}</option>
          {params.countries.filter((c) => !draft.locations.includes(c.id)).map((c) => (
            <option key={c.id} value={c.id}>{c.country}</option>
          ))}
        </select>
        <Chips
          items={params.countries.filter((c) => draft.locations.includes(c.id)).map((c) => ({
            value: c.id,
            label: `${c.country} ×`,
          }))}
          chosen={draft.locations}
          onToggle={(v) => update({ locations: draft.locations.filter((id) => id !== v) })}
        />
      </Section>

      <Section title={t("experts.form.experience")}>
        {draft.experience.map((x, i) => {
          const set = (change: Partial<ExperienceDraft>) =>
            update({ experience: draft.experience.map((y) => (y.key === x.key ? { ...y, ...change } : y)) });
          return (
            <fieldset key={x.key} data-testid="experience-item" className={card}>
              <legend className={css({ srOnly: true })}>{t("experts.form.experience")} {i + 1}</legend>
              <div className={twoColumns}>
                <label className={fieldLabel}>
                  {t("experts.form.company")}
                  <select
                    value={x.companyId}
                    onChange={(e) => set({ companyId: e.target.value })}
                    aria-invalid={Boolean(errorOf(`experience.${i}.companyId`))}
                    className={fieldInput}
                  >
                    <option value="" disabled>{t("experts.form.chooseCompany")}</option>
                    {params.expertCompanies.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
                  </select>
                  {errorOf(`experience.${i}.companyId`) && (
                    <span className={fieldError}>{errorOf(`experience.${i}.companyId`)}</span>
                  )}
                </label>
                <label className={fieldLabel}>
                  {t("experts.form.jobPosition")}
                  <input
                    value={x.position}
                    onChange={(e) => set({ position: e.target.value })}
                    aria-invalid={Boolean(errorOf(`experience.${i}.position`))}
                    className={fieldInput}
                  />
                  {errorOf(`experience.${i}.position`) && (
                    <span className={fieldError}>{errorOf(`experience.${i}.position`)}</span>
                  )}
                </label>
                <label className={fieldLabel}>
                  {t("experts.form.startedAt")}
                  <input
                    type="date"
                    value={x.startedAt}
                    onChange={(e) => set({ startedAt: e.target.value })}
                    aria-invalid={Boolean(errorOf(`experience.${i}.startedAt`))}
                    className={fieldInput}
                  />
                  {errorOf(`experience.${i}.startedAt`) && (
                    <span className={fieldError}>{errorOf(`experience.${i}.startedAt`)}</span>
                  )}
                </label>
                <label className={fieldLabel}>
                  {t("experts.form.finishedAt")}
                  <input
                    type="date"
                    value={x.isWorkingCurrently ? "" : x.finishedAt}
                    disabled={x.isWorkingCurrently}
                    onChange={(e) => set({ finishedAt: e.target.value })}
                    aria-invalid={Boolean(errorOf(`experience.${i}.finishedAt`))}
                    className={fieldInput}
                  />
                  {errorOf(`experience.${i}.finishedAt`) && (
                    <span className={fieldError}>{errorOf(`experience.${i}.finishedAt`)}</span>
                  )}
                </label>
              </div>
              <div className={rowEnd}>
                <label className={css({ display: "flex", gap: "2", alignItems: "center" })}>
                  <input
                    type="checkbox"
                    checked={x.isWorkingCurrently}
                    onChange={(e) => set({ isWorkingCurrently: e.target.checked })}
                  />
                  {t("experts.form.current")}
                </label>
                <button
                  type="button"
                  className={ghostButton}
                  onClick={() => update({ experience: draft.experience.filter((y) => y.key !== x.key) })}
                >
                  {t("experts.form.remove")}
                </button>
              </div>
            </fieldset>
          );
        })}
        <div>
          <button
            type="button"
            className={ghostButton}
            onClick={() =>
              update({
                experience: [...draft.experience, {
                  key: newKey(),
                  companyId: "",
                  position: "",
                  startedAt: "",
                  finishedAt: "",
                  isWorkingCurrently: false,
                }],
              })}
          >
            {t("experts.form.addExperience")}
          </button>
        </div>
      </Section>

      <Section
        title={t("experts.form.services")}
        hint={t("experts.form.servicesHint", { limit: EXPERT_SERVICES_MAX, size: EXPERT_DOCUMENT_MAX_MB })}
      >
        {draft.services.map((s, i) => (
          <ServiceFields
            key={s.key}
            service={s}
            index={i}
            errorOf={errorOf}
            onChange={(change) =>
              update({ services: draft.services.map((x) => (x.key === s.key ? { ...x, ...change } : x)) })}
            onRemove={() => update({ services: draft.services.filter((x) => x.key !== s.key) })}
          />
        ))}
        {draft.services.length >= EXPERT_SERVICES_MAX && (
          <p role="status" className={css({ color: "muted" })} data-testid="services-limit">
            {say("servicesCount")}
          </p>
        )}
        <div className={css({ display: "flex", gap: "3", flexWrap: "wrap" })}>
          {(["service", "product"] as const).map((kind) => (
            <button
              key={kind}
              type="button"
              className={ghostButton}
              disabled={draft.services.length >= EXPERT_SERVICES_MAX}
              onClick={() =>
                update({
                  services: [...draft.services, {
                    key: newKey(),
                    kind,
                    title: "",
                    meetingsInfo: "",
                    promoText: "",
                    affiliateLink: "",
                    priceValue: "",
                    currency: "",
                    description: "",
                    document: null,
                    file: null,
                  }],
                })}
            >
              {t(kind === "service" ? "experts.form.addService" : "experts.form.addProduct")}
            </button>
          ))}
        </div>
      </Section>

      {formError && (
        <p role="alert" data-testid="expert-form-error" className={css({ color: "danger", fontWeight: "medium" })}>
          {formError}
        </p>
      )}
      <div>
        <button type="submit" className={primaryButton} disabled={busy} aria-busy={busy} data-testid="expert-save">
          {busy ? t("experts.form.saving") : t(expert ? "experts.form.save" : "experts.form.create")}
        </button>
      </div>
    </form>
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
    <label className={fieldLabel}>
      {label}
      <input
        name={`services.${i}.${name}`}
        value={s[name]}
        onChange={(e) => onChange({ [name]: e.target.value })}
        aria-invalid={Boolean(errorOf(`services.${i}.${name}`))}
        className={fieldInput}
      />
      {errorOf(`services.${i}.${name}`) && <span className={fieldError}>{errorOf(`services.${i}.${name}`)}</span>}
    </label>
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
        <label className={fieldLabel}>
          {t("experts.form.price")}
          <input
            name={`services.${i}.price`}
            inputMode="decimal"
            value={s.priceValue}
            onChange={(e) => onChange({ priceValue: e.target.value })}
            aria-invalid={Boolean(priceError)}
            className={fieldInput}
          />
          {priceError && <span className={fieldError}>{priceError}</span>}
        </label>
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

function Section(
  { title, hint, error, children }: { title: string; hint?: string; error?: string; children: ReactNode },
) {
  return (
    <section className={css({ display: "grid", gap: "3" })}>
      {title && <h3 className={css({ fontSize: "lg", fontWeight: "bold" })}>{title}</h3>}
      {hint && <p className={css({ color: "muted", fontSize: "sm" })}>{hint}</p>}
      {error && <p role="alert" className={fieldError}>{error}</p>}
      {children}
    </section>
  );
}

function Chips(
  { items, chosen, onToggle }: {
    items: Array<{ value: string; label: string }>;
    chosen: string[];
    onToggle: (value: string) => void;
  },
) {
  return (
    <div className={css({ display: "flex", flexWrap: "wrap", gap: "2" })}>
      {items.map((item) => (
        <button
          key={item.value}
          type="button"
          aria-pressed={chosen.includes(item.value)}
          onClick={() => onToggle(item.value)}
          className={css({
            minH: "9",
            px: "3",
            borderRadius: "full",
            border: "1px solid token(colors.line)",
            cursor: "pointer",
            fontSize: "sm",
            "&[aria-pressed=true]": { bg: "brand", color: "white", borderColor: "brand" },
          })}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}

const twoColumns = css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" } });
const card = css({ display: "grid", gap: "4", p: "4", borderRadius: "xl", border: "1px solid token(colors.line)" });
const rowEnd = css({ display: "flex", justifyContent: "space-between", alignItems: "center", gap: "3" });
