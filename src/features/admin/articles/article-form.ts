// The article editor's form: its values (what the fields hold: tags as "a, b", the order as its digits), the values of
// an article, the input adminSaveArticle takes, and the form's schema: the values checked through the schema the
// resolver parses with (src/domain/admin-articles.ts).
import { AdminArticleInputSchema } from "../../../domain/admin-articles.ts";
import type { AdminArticleInput, Language, ReadAccess } from "../../../lib/graphql-types.generated.ts";
import type { EditorFormSpec } from "../kit/editor-save.ts";
import { type EditorForm, formSchemaOf } from "../kit/form-schema.ts";
import { blankTexts, listText, numberText, textsOf } from "../kit/form-values.ts";
import type { AdminArticleDetail } from "./queries.ts";

/** The fields that hold an article's text as it is ("" for none). */
const TEXTS = [
  "title",
  "slug",
  "description",
  "articleText",
  "picture",
  "video",
  "authorFirstName",
  "authorLastName",
  "authorAvatar",
  "buttonLink",
  "buttonTitle",
  "readAccess",
  "language",
] as const;

export type ArticleValues = Record<typeof TEXTS[number], string> & {
  tags: string;
  hideHalf: boolean;
  isFeatured: boolean;
  featureOrder: string;
};

const emptyArticle = (language: string): ArticleValues => ({
  ...blankTexts(TEXTS),
  tags: "",
  readAccess: "UNANYMOUS",
  hideHalf: false,
  isFeatured: false,
  featureOrder: "",
  language,
});

function valuesOf(article: AdminArticleDetail): ArticleValues {
  return {
    ...textsOf(article, TEXTS),
    tags: listText(article.tags),
    hideHalf: article.hideHalf,
    isFeatured: article.isFeatured,
    featureOrder: numberText(article.featureOrder),
  };
}

/** The values as adminSaveArticle takes them (and as the schema validates them). */
function inputOf(values: ArticleValues): Omit<AdminArticleInput, "id"> {
  const order = values.featureOrder.trim();
  return {
    ...values,
    tags: values.tags.split(","),
    readAccess: values.readAccess as ReadAccess,
    language: values.language as Language,
    featureOrder: values.isFeatured && order !== "" ? Number(order) : null,
  };
}

export const articleForm: EditorFormSpec<ArticleValues, AdminArticleDetail, Omit<AdminArticleInput, "id">> = {
  empty: emptyArticle,
  valuesOf,
  inputOf,
  schema: formSchemaOf(AdminArticleInputSchema, inputOf),
};

export type ArticleForm = EditorForm<ArticleValues>;
