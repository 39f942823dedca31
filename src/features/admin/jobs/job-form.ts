// The job editor's form: its values (what the fields hold: salaries and tags as typed), the values of a job, the input
// adminSaveJob takes, and the form on the one form library, validated through the schema the resolver parses with
// (src/domain/admin-jobs.ts).
import { AdminJobInputSchema } from "../../../domain/admin-jobs.ts";
import type { AdminJobInput, ReadAccess } from "../../../lib/graphql-types.generated.ts";
import { schemaValidation } from "../../../ui/form/form.ts";
import { formSchemaOf, useEditorForm } from "../kit/form-schema.ts";
import type { AdminJobDetail } from "./queries.ts";

export type JobValues = {
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

export const EMPTY_JOB: JobValues = {
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

export function valuesOf(job: AdminJobDetail): JobValues {
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

/** The values as adminSaveJob takes them (and as the schema validates them). */
export function inputOf(values: JobValues): AdminJobInput {
  return {
    ...values,
    countryId: values.countryId || null,
    seniority: values.seniority || null,
    salaryMin: salaryOf(values.salaryMin),
    salaryMax: salaryOf(values.salaryMax),
    salaryCurrency: values.salaryCurrency || null,
    tags: values.tags.split(","),
    readAccess: values.readAccess as ReadAccess,
    openUntil: values.openUntil || null,
  };
}

const validation = schemaValidation(formSchemaOf(AdminJobInputSchema, inputOf));

/** The editor's form (useEditorForm): the values checked with the write's schema. */
export const useJobForm = (
  initial: JobValues,
  handlers: { onValid: (values: JobValues, andPublish: boolean) => Promise<void>; onInvalid: () => void },
) => useEditorForm(validation, initial, handlers);

export type JobForm = ReturnType<typeof useJobForm>;
