// The job editor's fields, section by section: main, employer, salary, access, classification. Each is a field
// component of the admin kit on the form; the regions and categories are check lists of one array field each.
import { useId } from "react";
import { css, cx } from "styled-system/css";
import { JOB_SENIORITY_NAMES } from "../../../domain/admin-jobs.ts";
import { CURRENCIES, READ_ACCESS_LEVELS, REGIONS } from "../../../domain/enums.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { fieldErrorKey, useFieldContext } from "../../../ui/form/form.ts";
import { FieldList } from "../kit/field-list.tsx";
import { anyOr } from "../kit/list-filter.ts";
import { CheckGroup, GroupCheck, SelectField, TextAreaField, TextField } from "../kit/fields.tsx";
import { errorText, wide } from "../kit/form-field.tsx";
import { Section } from "../kit/section.tsx";
import { checkbox, checkRow } from "../kit/styles.ts";
import type { JobForm } from "./job-form.ts";

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

export function JobFields(
  { form, categories, countries }: {
    form: JobForm;
    categories: readonly { id: string; name: string; engTrans: string }[];
    countries: readonly { id: string; rusTrans: string; engTrans: string }[];
  },
) {
  const { t, locale } = useI18n();
  const f = (name: string) => t(`adminJobs.fields.${name}`);
  const flag = (name: "isUN" | "isRelocationPackage" | "isVisaNeeded" | "hasReferral") => (
    <form.AppField name={name}>{() => <GroupCheck label={f(name)} />}</form.AppField>
  );
  return (
    <>
      <Section title={t("adminJobs.sections.main")}>
        <form.AppField name="title">{() => <TextField label={f("title")} wide maxLength={250} />}</form.AppField>
        <form.AppField name="description">
          {() => (
            <TextAreaField
              label={f("description")}
              hint={f("descriptionHint")}
              wide
              rows={12}
              className={css({ minH: "240px", fontFamily: "mono", fontSize: "sm" })}
            />
          )}
        </form.AppField>
        <form.AppField name="applicationLink">
          {() => <TextField label={f("applicationLink")} type="url" maxLength={1000} />}
        </form.AppField>
        <form.AppField name="openUntil">
          {() => <TextField label={f("openUntil")} type="date" hint={f("openUntilHint")} />}
        </form.AppField>
      </Section>

      <Section title={t("adminJobs.sections.employer")}>
        <FieldList
          form={form}
          fields={[
            { kind: "text", name: "company", label: f("company") },
            { kind: "text", name: "companyLogo", label: f("companyLogo"), type: "url" },
            { kind: "text", name: "city", label: f("city") },
            { kind: "text", name: "state", label: f("state") },
            {
              kind: "select",
              name: "countryId",
              label: f("country"),
              options: [
                { value: "", label: f("noCountry") },
                ...countries.map((c) => ({ value: c.id, label: locale === "ru" ? c.rusTrans : c.engTrans })),
              ],
            },
            {
              kind: "select",
              name: "seniority",
              label: f("seniority"),
              options: anyOr(f("noSeniority"), JOB_SENIORITY_NAMES, (s) => t(`adminJobs.seniorities.${s}`)),
            },
          ]}
        />
        <form.AppField name="regions">
          {() => (
            <CheckList
              legend={f("regions")}
              options={REGIONS.map((region) => ({ value: region, label: t(`jobs.regionNames.${region}`) }))}
            />
          )}
        </form.AppField>
      </Section>

      <Section title={t("adminJobs.sections.salary")}>
        <FieldList
          form={form}
          fields={[
            { kind: "number", name: "salaryMin", label: f("salaryMin") },
            { kind: "number", name: "salaryMax", label: f("salaryMax") },
            {
              kind: "select",
              name: "salaryCurrency",
              label: f("salaryCurrency"),
              options: anyOr(f("noCurrency"), CURRENCIES, (c) => c),
            },
          ]}
        />
      </Section>

      <Section title={t("adminJobs.sections.access")}>
        <form.AppField name="readAccess">
          {() => (
            <SelectField
              label={f("readAccess")}
              options={READ_ACCESS_LEVELS.map((a) => ({ value: a, label: t(`adminJobs.access.${a}`) }))}
            />
          )}
        </form.AppField>
        <CheckGroup legend={f("flags")}>
          {flag("isUN")}
          {flag("isRelocationPackage")}
          {flag("isVisaNeeded")}
          {flag("hasReferral")}
        </CheckGroup>
      </Section>

      <Section title={t("adminJobs.sections.classification")}>
        <form.AppField name="categoryIds">
          {() => (
            <CheckList
              legend={f("categories")}
              options={categories.map((c) => ({ value: c.id, label: locale === "ru" ? c.name : c.engTrans }))}
            />
          )}
        </form.AppField>
        <form.AppField name="tags">{() => <TextField label={f("tags")} hint={f("tagsHint")} wide />}</form.AppField>
      </Section>
    </>
  );
}

/** A list field as check rows, one per option, in a wide grid named by its legend; its error under the rows. */
function CheckList({ legend, options }: { legend: string; options: readonly { value: string; label: string }[] }) {
  const { t } = useI18n();
  const field = useFieldContext<string[]>();
  const id = useId();
  const error = fieldErrorKey(field.state.meta);
  const chosen = field.state.value;
  return (
    <fieldset className={cx(checkGrid, wide)} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={checkRow}>
          <input
            type="checkbox"
            className={checkbox}
            checked={chosen.includes(option.value)}
            onChange={(e) =>
              field.handleChange(
                e.target.checked ? [...chosen, option.value] : chosen.filter((v) => v !== option.value),
              )}
          />
          {option.label}
        </label>
      ))}
      {error && <span id={`${id}-error`} className={errorText}>{t(error)}</span>}
    </fieldset>
  );
}
