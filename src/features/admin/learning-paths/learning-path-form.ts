// The learning path editor's form: its values (the steps each with a key for the list, the open count as typed), the
// values of a path, the input adminSaveLearningPath takes, and the form on the one form library, validated through
// the schema the resolver parses with (src/domain/admin-articles.ts).
import { AdminLearningPathInputSchema } from "../../../domain/admin-articles.ts";
import type { AdminLearningPathInput, Language } from "../../../lib/graphql-types.generated.ts";
import { schemaValidation } from "../../../ui/form/form.ts";
import { formSchemaOf, useEditorForm } from "../kit/form-schema.ts";
import type { AdminLearningPathDetail } from "./queries.ts";

export type StepValues = { key: string; articleId: string; text: string; hasVideo: boolean };

export type LearningPathValues = {
  title: string;
  slug: string;
  description: string;
  language: string;
  heroPic: string;
  heroVideoUrl: string;
  announcementOnly: boolean;
  countAvailableArticles: string;
  steps: StepValues[];
};

const newKey = () => crypto.randomUUID();

export const newStep = (): StepValues => ({ key: newKey(), articleId: "", text: "", hasVideo: false });

export const emptyLearningPath = (language: string): LearningPathValues => ({
  title: "",
  slug: "",
  description: "",
  language,
  heroPic: "",
  heroVideoUrl: "",
  announcementOnly: false,
  countAvailableArticles: "1",
  steps: [],
});

export function valuesOf(path: AdminLearningPathDetail): LearningPathValues {
  return {
    title: path.title,
    slug: path.slug,
    description: path.description,
    language: path.language,
    heroPic: path.heroPic ?? "",
    heroVideoUrl: path.heroVideoUrl ?? "",
    announcementOnly: path.announcementOnly,
    countAvailableArticles: String(path.countAvailableArticles),
    steps: path.steps.map((s) => ({ key: newKey(), articleId: s.articleId, text: s.text, hasVideo: s.hasVideo })),
  };
}

/** The values as adminSaveLearningPath takes them (and as the schema validates them). */
export function inputOf(values: LearningPathValues): AdminLearningPathInput {
  return {
    title: values.title,
    slug: values.slug,
    description: values.description,
    language: values.language as Language,
    heroPic: values.heroPic,
    heroVideoUrl: values.heroVideoUrl,
    announcementOnly: values.announcementOnly,
    countAvailableArticles: values.countAvailableArticles.trim() === "" ? 0 : Number(values.countAvailableArticles),
    steps: values.steps.map(({ articleId, text, hasVideo }) => ({ articleId, text, hasVideo })),
  };
}

const validation = schemaValidation(formSchemaOf(AdminLearningPathInputSchema, inputOf));

/** The editor's form (useEditorForm): the values checked with the write's schema. */
export const useLearningPathForm = (
  initial: LearningPathValues,
  handlers: { onValid: (values: LearningPathValues, andPublish: boolean) => Promise<void>; onInvalid: () => void },
) => useEditorForm(validation, initial, handlers);

export type LearningPathForm = ReturnType<typeof useLearningPathForm>;
