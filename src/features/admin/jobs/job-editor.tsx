// /admin/jobs/new and /admin/jobs/{id}: the job editor. Every field of a job; validated with the schema adminSaveJob
// parses with (src/domain/admin-jobs.ts), its messages shown per field after the first submit, the server's own
// refusals too. The buttons are what this team member may do: a moderator saves a draft, publishes, archives and
// duplicates; a recruiter sends their job for moderation (and may no longer change it once it is published).
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useParams, useSearch } from "@tanstack/react-router";
import { css, cx } from "styled-system/css";
import { AdminJobInputSchema, JOB_SENIORITY_NAMES } from "../../../domain/admin-jobs.ts";
import { CURRENCIES, READ_ACCESS_LEVELS, REGIONS } from "../../../domain/enums.ts";
import { validateFields } from "../../../domain/validation.ts";
import type { GqlError } from "../../../lib/gql.ts";
import type { AdminJobInput, ReadAccess } from "../../../lib/graphql-types.generated.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { errorKeyOf } from "../../../lib/use-gql-mutation.ts";
import { usePageLocation } from "../../../lib/page-location.tsx";
import { linkHref, LocaleLink } from "../../../ui/locale-link.tsx";
import { ghostButton, primaryButton } from "../../../ui/styles.ts";
import { type AdminJobDetail, adminJobOptionsQuery, adminJobQuery } from "./queries.ts";
import { JobStatusBadges } from "./job-status.tsx";
import {
  AdminArchiveJobDocument,
  AdminDuplicateJobDocument,
  AdminPublishJobDocument,
  AdminSaveJobDocument,
} from "./jobs.generated.ts";
import { adminOverviewQuery } from "../queries.ts";
import { fieldClass, screenTitle } from "../kit/styles.ts";
import { useAdminMutation } from "../kit/use-admin-mutation.ts";
import { byField, describedBy, errorText, Field, wide } from "../kit/form-field.tsx";

type Form = {
  title: string;
  description: string;
  company: string;
  companyLogo: string;
  city: string;
  state: string;
  countryId: string;
  regions: string[];
  seniority: string;
  salaryMin: string;
  salaryMax: string;
  salaryCurrency: string;
  categoryIds: string[];
  tags: string;
  readAccess: string;
  isUN: boolean;
  isRelocationPackage: boolean;
  isVisaNeeded: boolean;
  hasReferral: boolean;
  applicationLink: string;
  openUntil: string;
};

const EMPTY: Form = {
  title: "",
  description: "",
  company: "",
  companyLogo: "",
  city: "",
  state: "",
  countryId: "",
  regions: [],
  seniority: "",
  salaryMin: "",
  salaryMax: "",
  salaryCurrency: "",
  categoryIds: [],
  tags: "",
  readAccess: "UNANYMOUS",
  isUN: false,
  isRelocationPackage: false,
  isVisaNeeded: false,
  hasReferral: false,
  applicationLink: "",
  openUntil: "",
};

function formOf(job: AdminJobDetail): Form {
  return {
    title: job.title,
    description: job.description,
    company: job.company ?? "",
    companyLogo: job.companyLogo ?? "",
    city: job.city ?? "",
    state: job.state ?? "",
    countryId: job.countryId ?? "",
    regions: job.regions,
    seniority: job.seniority ?? "",
    salaryMin: job.salaryMin === null ? "" : String(job.salaryMin),
    salaryMax: job.salaryMax === null ? "" : String(job.salaryMax),
    salaryCurrency: job.salaryCurrency ?? "",
    categoryIds: job.categoryIds,
    tags: job.tags.join(", "),
    readAccess: job.readAccess,
    isUN: job.isUN,
    isRelocationPackage: job.isRelocationPackage,
    isVisaNeeded: job.isVisaNeeded,
    hasReferral: job.hasReferral,
    applicationLink: job.applicationLink ?? "",
    openUntil: job.openUntil ?? "",
  };
}

const salaryOf = (text: string) => text.trim() === "" ? null : Number(text.trim().replace(/\s/g, ""));

/** The form as adminSaveJob takes it (and as the schema validates it). */
function inputOf(form: Form): AdminJobInput {
  return {
    ...form,
    countryId: form.countryId || null,
    seniority: form.seniority || null,
    salaryMin: salaryOf(form.salaryMin),
    salaryMax: salaryOf(form.salaryMax),
    salaryCurrency: form.salaryCurrency || null,
    tags: form.tags.split(","),
    readAccess: form.readAccess as ReadAccess,
    openUntil: form.openUntil || null,
  };
}

const DONE_MESSAGES = ["saved", "sentToModeration", "published", "duplicated"] as const;

export function NewJobPage() {
  return <JobEditor job={null} />;
}

export function EditJobPage() {
  const { id } = useParams({ strict: false }) as { id: string };
  const job = useSuspenseQuery(adminJobQuery(useGql(), id)).data;
  // The route answers 404 without a job; a job archived or refused meanwhile shows the same.
  if (!job) return null;
  // Keyed by the job: after a write the refreshed job updates the badges and buttons and keeps the message on screen.
  return <JobEditor key={job.id} job={job} />;
}

const card = css({ bg: "white", borderRadius: "xl", p: { base: "4", md: "6" }, minW: 0, border: "none", m: 0 });
// Floated, the legend sits inside the card rather than on its top edge.
const cardTitle = css({ float: "left", w: "full", fontSize: "lg", fontWeight: "bold", color: "brand", p: 0, mb: "3" });
const cardGrid = css({
  clear: "both",
  display: "grid",
  gridTemplateColumns: { base: "1fr", md: "repeat(2, minmax(0, 1fr))" },
  gap: "4",
  minW: 0,
});

/** One part of the form: a group of fields named by its legend. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={card}>
      <legend className={cardTitle}>{title}</legend>
      <div className={cardGrid}>{children}</div>
    </fieldset>
  );
}
const checkRow = css({ display: "flex", gap: "2", alignItems: "center", fontWeight: "normal", minH: "32px" });
const checkGrid = css({
  display: "grid",
  gridTemplateColumns: { base: "1fr", sm: "repeat(2, minmax(0, 1fr))", lg: "repeat(3, minmax(0, 1fr))" },
  gap: "1 4",
  border: "none",
  p: 0,
  m: 0,
  minW: 0,
  "& > legend": { fontWeight: "medium", mb: "1", p: 0 },
});
const flagList = css({ display: "flex", flexDirection: "column", gap: "1", border: "none", p: 0, m: 0, minW: 0 });
const checkbox = css({ w: "5", h: "5", flexShrink: 0, accentColor: "var(--colors-brand)" });

function JobEditor({ job }: { job: AdminJobDetail | null }) {
  const { t, locale } = useI18n();
  const gql = useGql();
  const { navigate } = usePageLocation();
  const overview = useSuspenseQuery(adminOverviewQuery(gql)).data;
  const { getJobCategories: categories, getCountries: countries } = useSuspenseQuery(adminJobOptionsQuery(gql)).data;
  const done = (useSearch({ strict: false }) as { done?: unknown }).done;
  const isModerator = overview?.areas.includes("jobModeration") ?? false;
  const [form, setForm] = useState<Form>(() => job ? formOf(job) : EMPTY);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<{ key: string; fields: Record<string, string> } | null>(null);
  const [message, setMessage] = useState<string | null>(
    DONE_MESSAGES.find((m) => m === done) ? `adminJobs.messages.${done}` : null,
  );
  const save = useAdminMutation(AdminSaveJobDocument);
  const publish = useAdminMutation(AdminPublishJobDocument);
  const archive = useAdminMutation(AdminArchiveJobDocument);
  const duplicate = useAdminMutation(AdminDuplicateJobDocument);
  const busy = save.isPending || publish.isPending || archive.isPending || duplicate.isPending;
  const readOnly = job !== null && !job.canEdit;

  const localErrors = byField(validateFields(AdminJobInputSchema, inputOf(form)));
  const errors = tried ? { ...byField(failure?.fields ?? {}), ...localErrors } : {};
  const hasLocalErrors = Object.keys(localErrors).length > 0;

  const editorHref = (id: string, doneKey: string) =>
    `${linkHref({ to: "/$locale/admin/jobs/$id", params: { id } }, locale)}?done=${doneKey}`;
  const go = (href: string) => {
    if (!navigate?.(href, { replace: true })) globalThis.location.assign(href);
  };

  /** Runs the writes in order; a refusal shows its message (and its fields) and stops. */
  const run = async (steps: () => Promise<void>) => {
    setMessage(null);
    setFailure(null);
    try {
      await steps();
    } catch (error) {
      setFailure({ key: errorKeyOf(error), fields: (error as Partial<GqlError>).fields ?? {} });
    }
  };

  const submit = (andPublish: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    setTried(true);
    if (hasLocalErrors) {
      setFailure({ key: "adminJobs.errors.fixErrors", fields: {} });
      return;
    }
    void run(async () => {
      const saved = (await save.mutateAsync({ input: { ...inputOf(form), id: job?.id ?? null } })).adminSaveJob;
      setForm(formOf(saved));
      if (andPublish) await publish.mutateAsync({ id: saved.id });
      const doneKey = andPublish ? "published" : isModerator ? "saved" : "sentToModeration";
      if (!job) go(editorHref(saved.id, doneKey));
      else setMessage(`adminJobs.messages.${doneKey}`);
    });
  };

  const status = job?.status ?? null;
  const canPublish = isModerator && (job === null || job.canPublish);
  const prefix = useId();
  const idOf = (name: string) => `${prefix}-${name}`;

  const text = (
    name: keyof Form,
    label: string,
    options: { type?: string; wide?: boolean; hint?: string; maxLength?: number; inputMode?: "numeric" } = {},
  ) => (
    <Field id={idOf(name)} label={label} hint={options.hint} error={errors[name]} isWide={options.wide}>
      <input
        id={idOf(name)}
        className={fieldClass}
        name={name}
        type={options.type ?? "text"}
        inputMode={options.inputMode}
        maxLength={options.maxLength}
        value={form[name] as string}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={describedBy(idOf(name), Boolean(options.hint), errors[name])}
        onChange={(e) => setForm({ ...form, [name]: e.target.value })}
      />
    </Field>
  );

  const select = (name: keyof Form, label: string, options: ReactNode) => (
    <Field id={idOf(name)} label={label} error={errors[name]}>
      <select
        id={idOf(name)}
        className={fieldClass}
        name={name}
        value={form[name] as string}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={describedBy(idOf(name), false, errors[name])}
        onChange={(e) =>
          setForm({ ...form, [name]: e.target.value })}
      >
        {options}
      </select>
    </Field>
  );

  const toggle = (name: "categoryIds" | "regions", value: string, on: boolean) =>
    setForm({ ...form, [name]: on ? [...form[name], value] : form[name].filter((v) => v !== value) });

  const flag = (name: "isUN" | "isRelocationPackage" | "isVisaNeeded" | "hasReferral") => (
    <label className={checkRow}>
      <input
        type="checkbox"
        className={checkbox}
        name={name}
        checked={form[name]}
        onChange={(e) => setForm({ ...form, [name]: e.target.checked })}
      />
      {t(`adminJobs.fields.${name}`)}
    </label>
  );

  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "5", maxW: "1100px" })}>
      <LocaleLink to="/$locale/admin/jobs" className={css({ color: "brand", textDecoration: "underline" })}>
        ← {t("adminJobs.backToList")}
      </LocaleLink>
      <div className={css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center" })}>
        <h1 className={screenTitle}>{t(job ? "adminJobs.editHeading" : "adminJobs.newHeading")}</h1>
        {job && <JobStatusBadges status={job.status} isExpired={job.isExpired} isUN={job.isUN} />}
      </div>
      {job && (
        <p className={css({ color: "muted" })}>
          {[
            job.createdByEmail ? t("adminJobs.messages.writtenBy", { email: job.createdByEmail }) : null,
            job.status === "MODERATION" ? t("adminJobs.messages.waitsForModeration") : null,
          ].filter(Boolean).join(" · ")}
        </p>
      )}
      {readOnly && (
        <p role="note" className={css({ fontWeight: "semibold" })}>{t("adminJobs.messages.publishedLocked")}</p>
      )}
      {job?.isExpired && <p role="note" className={css({ color: "danger" })}>{t("adminJobs.messages.expired")}</p>}
      <div aria-live="polite" aria-atomic="true">
        {message && (
          <p data-testid="admin-job-message" className={css({ color: "success", fontWeight: "semibold" })}>
            {t(message)}
          </p>
        )}
      </div>
      <div role="alert">
        {failure && tried && (
          <p data-testid="admin-job-error" className={css({ color: "danger", fontWeight: "semibold" })}>
            {t(failure.key)}
          </p>
        )}
      </div>
      <form noValidate onSubmit={submit(false)} data-testid="admin-job-form">
        <fieldset
          disabled={readOnly || busy}
          className={css({ display: "flex", flexDirection: "column", gap: "5", border: "none", p: 0, m: 0, minW: 0 })}
        >
          <Section title={t("adminJobs.sections.main")}>
            {text("title", t("adminJobs.fields.title"), { wide: true, maxLength: 250 })}
            <Field
              id={idOf("description")}
              label={t("adminJobs.fields.description")}
              hint={t("adminJobs.fields.descriptionHint")}
              error={errors.description}
              isWide
            >
              <textarea
                id={idOf("description")}
                className={cx(
                  fieldClass,
                  css({ h: "auto", minH: "240px", py: "2", fontFamily: "mono", fontSize: "sm" }),
                )}
                name="description"
                rows={12}
                value={form.description}
                aria-invalid={Boolean(errors.description)}
                aria-describedby={describedBy(idOf("description"), true, errors.description)}
                onChange={(e) => setForm({ ...form, description: e.target.value })}
              />
            </Field>
            {text("applicationLink", t("adminJobs.fields.applicationLink"), { type: "url", maxLength: 1000 })}
            {text("openUntil", t("adminJobs.fields.openUntil"), {
              type: "date",
              hint: t("adminJobs.fields.openUntilHint"),
            })}
          </Section>

          <Section title={t("adminJobs.sections.employer")}>
            {text("company", t("adminJobs.fields.company"))}
            {text("companyLogo", t("adminJobs.fields.companyLogo"), { type: "url" })}
            {text("city", t("adminJobs.fields.city"))}
            {text("state", t("adminJobs.fields.state"))}
            {select(
              "countryId",
              t("adminJobs.fields.country"),
              <>
                <option value="">{t("adminJobs.fields.noCountry")}</option>
                {countries.map((c) => (
                  <option key={c.id} value={c.id}>{locale === "ru" ? c.rusTrans : c.engTrans}</option>
                ))}
              </>,
            )}
            {select(
              "seniority",
              t("adminJobs.fields.seniority"),
              <>
                <option value="">{t("adminJobs.fields.noSeniority")}</option>
                {JOB_SENIORITY_NAMES.map((s) => <option key={s} value={s}>{t(`adminJobs.seniorities.${s}`)}</option>)}
              </>,
            )}
            <fieldset className={cx(checkGrid, wide)}>
              <legend>{t("adminJobs.fields.regions")}</legend>
              {REGIONS.map((region) => (
                <label key={region} className={checkRow}>
                  <input
                    type="checkbox"
                    className={checkbox}
                    checked={form.regions.includes(region)}
                    onChange={(e) => toggle("regions", region, e.target.checked)}
                  />
                  {t(`jobs.regionNames.${region}`)}
                </label>
              ))}
            </fieldset>
          </Section>

          <Section title={t("adminJobs.sections.salary")}>
            {text("salaryMin", t("adminJobs.fields.salaryMin"), { inputMode: "numeric" })}
            {text("salaryMax", t("adminJobs.fields.salaryMax"), { inputMode: "numeric" })}
            {select(
              "salaryCurrency",
              t("adminJobs.fields.salaryCurrency"),
              <>
                <option value="">{t("adminJobs.fields.noCurrency")}</option>
                {CURRENCIES.map((c) => <option key={c} value={c}>{c}</option>)}
              </>,
            )}
          </Section>

          <Section title={t("adminJobs.sections.access")}>
            {select(
              "readAccess",
              t("adminJobs.fields.readAccess"),
              READ_ACCESS_LEVELS.map((a) => <option key={a} value={a}>{t(`adminJobs.access.${a}`)}</option>),
            )}
            <fieldset className={flagList}>
              <legend>{t("adminJobs.fields.flags")}</legend>
              {flag("isUN")}
              {flag("isRelocationPackage")}
              {flag("isVisaNeeded")}
              {flag("hasReferral")}
            </fieldset>
          </Section>

          <Section title={t("adminJobs.sections.classification")}>
            <fieldset
              className={cx(checkGrid, wide)}
              aria-describedby={errors.categoryIds ? "categoryIds-error" : undefined}
            >
              <legend>{t("adminJobs.fields.categories")}</legend>
              {categories.map((c) => (
                <label key={c.id} className={checkRow}>
                  <input
                    type="checkbox"
                    className={checkbox}
                    checked={form.categoryIds.includes(c.id)}
                    onChange={(e) => toggle("categoryIds", c.id, e.target.checked)}
                  />
                  {locale === "ru" ? c.name : c.engTrans}
                </label>
              ))}
              {errors.categoryIds && <span id="categoryIds-error" className={errorText}>{t(errors.categoryIds)}</span>}
            </fieldset>
            {text("tags", t("adminJobs.fields.tags"), { wide: true, hint: t("adminJobs.fields.tagsHint") })}
          </Section>
        </fieldset>

        <div
          className={css({
            display: "flex",
            flexWrap: "wrap",
            gap: "3",
            alignItems: "center",
            mt: "5",
            // Kept in sight while scrolling the long form on a wide screen; on a phone it would cover a third of it.
            position: { base: "static", md: "sticky" },
            bottom: 0,
            bg: "surface",
            py: "3",
            borderTop: "1px solid",
            borderColor: "line",
          })}
        >
          {!readOnly && (
            <button type="submit" className={isModerator ? ghostButton : primaryButton} disabled={busy}>
              {busy ? t("adminJobs.buttons.busy") : t(
                !isModerator
                  ? "adminJobs.buttons.sendToModeration"
                  : status === null || status === "DRAFT"
                  ? "adminJobs.buttons.saveDraft"
                  : "adminJobs.buttons.save",
              )}
            </button>
          )}
          {canPublish && (
            <button type="button" className={primaryButton} disabled={busy} onClick={submit(true)}>
              {t(job ? "adminJobs.buttons.saveAndPublish" : "adminJobs.buttons.publish")}
            </button>
          )}
          {job?.canArchive && (
            <button
              type="button"
              className={ghostButton}
              disabled={busy}
              onClick={() => {
                setTried(true);
                void run(async () => {
                  const archived = (await archive.mutateAsync({ id: job.id })).adminArchiveJob;
                  setForm(formOf(archived));
                  setMessage("adminJobs.messages.archived");
                });
              }}
            >
              {t("adminJobs.buttons.archive")}
            </button>
          )}
          {job && (
            <button
              type="button"
              className={ghostButton}
              disabled={busy}
              onClick={() => {
                setTried(true);
                void run(async () => {
                  const copy = (await duplicate.mutateAsync({ id: job.id })).adminDuplicateJob;
                  go(editorHref(copy.id, "duplicated"));
                });
              }}
            >
              {t("adminJobs.buttons.duplicate")}
            </button>
          )}
          {job?.status === "PUBLISHED" && (
            <LocaleLink
              to="/$locale/jobs/$id"
              params={{ id: job.id }}
              className={css({ color: "brand", fontWeight: "semibold", textDecoration: "underline" })}
              data-testid="admin-job-view-on-site"
            >
              {t("adminJobs.actions.viewOnSite")}
            </LocaleLink>
          )}
        </div>
      </form>
    </div>
  );
}
