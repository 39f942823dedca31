// The job editor's form: its values (what the fields hold: salaries and tags as typed), the values of a job, the input
// adminSaveJob takes, and the form's schema: the values checked through the schema the resolver parses with
// (src/domain/admin-jobs.ts).
import { AdminJobInputSchema } from "../../../domain/admin-jobs.ts";
import type { AdminJobInput, ReadAccess } from "../../../lib/graphql-types.generated.ts";
import type { EditorFormSpec } from "../kit/editor-save.ts";
import { type EditorForm, formSchemaOf } from "../kit/form-schema.ts";
import { blankTexts, listText, nullsOf, numberOf, numberText, textsOf } from "../kit/form-values.ts";
import type { AdminJobDetail } from "./queries.ts";

/** The fields that hold a job's text as it is ("" for none). */
const TEXTS = ["title", "description", "company", "companyLogo", "city", "state", "applicationLink"] as const;

/** Chosen from a list or a date; "" is none, sent as null. */
const CHOICES = ["countryId", "seniority", "salaryCurrency", "openUntil"] as const;

export type JobValues = Record<typeof TEXTS[number] | typeof CHOICES[number], string> & {
  regions: string[];
  salaryMin: string;
  salaryMax: string;
  categoryIds: string[];
  tags: string;
  readAccess: string;
  isUN: boolean;
  isRelocationPackage: boolean;
  isVisaNeeded: boolean;
  hasReferral: boolean;
};

const EMPTY_JOB: JobValues = {
  ...blankTexts([...TEXTS, ...CHOICES]),
  regions: [],
  salaryMin: "",
  salaryMax: "",
  categoryIds: [],
  tags: "",
  readAccess: "UNANYMOUS",
  isUN: false,
  isRelocationPackage: false,
  isVisaNeeded: false,
  hasReferral: false,
};

function valuesOf(job: AdminJobDetail): JobValues {
  return {
    ...textsOf(job, [...TEXTS, ...CHOICES]),
    regions: job.regions,
    salaryMin: numberText(job.salaryMin),
    salaryMax: numberText(job.salaryMax),
    categoryIds: job.categoryIds,
    tags: listText(job.tags),
    readAccess: job.readAccess,
    isUN: job.isUN,
    isRelocationPackage: job.isRelocationPackage,
    isVisaNeeded: job.isVisaNeeded,
    hasReferral: job.hasReferral,
  };
}

/** A salary as typed, spaces between the digits allowed ("120 000"). */
const salaryOf = (text: string) => numberOf(text.replace(/\s/g, ""));

/** The values as adminSaveJob takes them (and as the schema validates them). */
function inputOf(values: JobValues): Omit<AdminJobInput, "id"> {
  return {
    ...values,
    ...nullsOf(values, CHOICES),
    salaryMin: salaryOf(values.salaryMin),
    salaryMax: salaryOf(values.salaryMax),
    tags: values.tags.split(","),
    readAccess: values.readAccess as ReadAccess,
  };
}

export const jobForm: EditorFormSpec<JobValues, AdminJobDetail, Omit<AdminJobInput, "id">> = {
  empty: () => EMPTY_JOB,
  valuesOf,
  inputOf,
  schema: formSchemaOf(AdminJobInputSchema, inputOf),
};

export type JobForm = EditorForm<JobValues>;
