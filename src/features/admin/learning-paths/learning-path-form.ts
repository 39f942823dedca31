// The learning path editor's form: its values (the steps each with a key for the list, the open count as typed), the
// values of a path, the input adminSaveLearningPath takes, and the form's schema: the values checked through the
// schema the resolver parses with (src/domain/admin-articles.ts).
import { AdminLearningPathInputSchema } from "../../../domain/admin-articles.ts";
import type { AdminLearningPathInput, Language } from "../../../lib/graphql-types.generated.ts";
import type { EditorFormSpec } from "../kit/editor-save.ts";
import { type EditorForm, formSchemaOf } from "../kit/form-schema.ts";
import { blankTexts, textsOf } from "../kit/form-values.ts";
import type { AdminLearningPathDetail } from "./queries.ts";

export type StepValues = { key: string; articleId: string; text: string; hasVideo: boolean };

/** The fields that hold a path's text as it is ("" for none). */
const TEXTS = ["title", "slug", "description", "language", "heroPic", "heroVideoUrl"] as const;

export type LearningPathValues = Record<typeof TEXTS[number], string> & {
  announcementOnly: boolean;
  countAvailableArticles: string;
  steps: StepValues[];
};

const newKey = () => crypto.randomUUID();

export const newStep = (): StepValues => ({ key: newKey(), articleId: "", text: "", hasVideo: false });

const emptyLearningPath = (language: string): LearningPathValues => ({
  ...blankTexts(TEXTS),
  language,
  announcementOnly: false,
  countAvailableArticles: "1",
  steps: [],
});

function valuesOf(path: AdminLearningPathDetail): LearningPathValues {
  return {
    ...textsOf(path, TEXTS),
    announcementOnly: path.announcementOnly,
    countAvailableArticles: String(path.countAvailableArticles),
    steps: path.steps.map((s) => ({ key: newKey(), articleId: s.articleId, text: s.text, hasVideo: s.hasVideo })),
  };
}

/** The values as adminSaveLearningPath takes them (and as the schema validates them). */
function inputOf(values: LearningPathValues): Omit<AdminLearningPathInput, "id"> {
  return {
    ...values,
    language: values.language as Language,
    countAvailableArticles: values.countAvailableArticles.trim() === "" ? 0 : Number(values.countAvailableArticles),
    steps: values.steps.map(({ articleId, text, hasVideo }) => ({ articleId, text, hasVideo })),
  };
}

export const learningPathForm: EditorFormSpec<
  LearningPathValues,
  AdminLearningPathDetail,
  Omit<AdminLearningPathInput, "id">
> = {
  empty: emptyLearningPath,
  valuesOf,
  inputOf,
  schema: formSchemaOf(AdminLearningPathInputSchema, inputOf),
};

export type LearningPathForm = EditorForm<LearningPathValues>;
