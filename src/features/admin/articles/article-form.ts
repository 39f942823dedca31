// The article editor's form: its values (what the fields hold: tags as "a, b", the order as its digits), the values of
// an article, the input adminSaveArticle takes, and the form on the one form library, validated through the schema
// the resolver parses with (src/domain/admin-articles.ts).
import { AdminArticleInputSchema } from "../../../domain/admin-articles.ts";
import type { AdminArticleInput, Language, ReadAccess } from "../../../lib/graphql-types.generated.ts";
import { schemaValidation } from "../../../ui/form/form.ts";
import { formSchemaOf, useEditorForm } from "../kit/form-schema.ts";
import type { AdminArticleDetail } from "./queries.ts";

export type ArticleValues = {
  title: string;
  slug: string;
  description: string;
  articleText: string;
  picture: string;
  video: string;
  tags: string;
  authorFirstName: string;
  authorLastName: string;
  authorAvatar: string;
  buttonLink: string;
  buttonTitle: string;
  readAccess: string;
  hideHalf: boolean;
  isFeatured: boolean;
  featureOrder: string;
  language: string;
};

export const emptyArticle = (language: string): ArticleValues => ({
  title: "",
  slug: "",
  description: "",
  articleText: "",
  picture: "",
  video: "",
  tags: "",
  authorFirstName: "",
  authorLastName: "",
  authorAvatar: "",
  buttonLink: "",
  buttonTitle: "",
  readAccess: "UNANYMOUS",
  hideHalf: false,
  isFeatured: false,
  featureOrder: "",
  language,
});

export function valuesOf(article: AdminArticleDetail): ArticleValues {
  return {
    title: article.title,
    slug: article.slug,
    description: article.description,
    articleText: article.articleText,
    picture: article.picture ?? "",
    video: article.video ?? "",
    tags: article.tags.join(", "),
    authorFirstName: article.authorFirstName ?? "",
    authorLastName: article.authorLastName ?? "",
    authorAvatar: article.authorAvatar ?? "",
    buttonLink: article.buttonLink ?? "",
    buttonTitle: article.buttonTitle ?? "",
    readAccess: article.readAccess,
    hideHalf: article.hideHalf,
    isFeatured: article.isFeatured,
    featureOrder: article.featureOrder === null || article.featureOrder === undefined
      ? ""
      : String(article.featureOrder),
    language: article.language,
  };
}

/** The values as adminSaveArticle takes them (and as the schema validates them). */
export function inputOf(values: ArticleValues): AdminArticleInput {
  const order = values.featureOrder.trim();
  return {
    ...values,
    tags: values.tags.split(","),
    readAccess: values.readAccess as ReadAccess,
    language: values.language as Language,
    featureOrder: values.isFeatured && order !== "" ? Number(order) : null,
  };
}

const validation = schemaValidation(formSchemaOf(AdminArticleInputSchema, inputOf));

/** The editor's form (useEditorForm): the values checked with the write's schema. */
export const useArticleForm = (
  initial: ArticleValues,
  handlers: { onValid: (values: ArticleValues, andPublish: boolean) => Promise<void>; onInvalid: () => void },
) => useEditorForm(validation, initial, handlers);

export type ArticleForm = ReturnType<typeof useArticleForm>;
