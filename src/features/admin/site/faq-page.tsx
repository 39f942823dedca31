// /admin/site/faq: the home page's questions and answers, in each language's order (move up and down), described for
// the kit's CollectionScreen. The answer is rich text written with the back office's editor (loaded lazily, so TipTap
// stays out of other bundles); the server keeps only its allow-list of markup.
import { css } from "styled-system/css";
import { AdminFaqInputSchema, FAQ_QUESTION_MAX } from "../../../domain/admin-site-content.ts";
import type { Language } from "../../../lib/graphql-types.generated.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import type { FieldSpec } from "../kit/collection-screen.tsx";
import type { Column } from "../kit/data-table.tsx";
import { RichTextField } from "../kit/rich-text/rich-text-field.tsx";
import { useDeleteFaqItem, useMoveFaqItem, useSaveFaqItem } from "./mutations.ts";
import { adminFaqItemsQuery } from "./queries.ts";
import type { AdminFaqItemFieldsFragment } from "./site-content.generated.ts";
import { Hint, ItemCell, publishingFields, SiteCollectionScreen, statusColumn } from "./site-content-ui.tsx";

const emptyValues = (language: Language) => ({ question: "", answer: "", language, published: true });

type Form = ReturnType<typeof emptyValues>;

/** The answer as one line of text, for the list. */
const textOf = (html: string) =>
  html.replace(/<\/(p|li|h2|h3)>|<br\s*\/?>/g, " ").replace(/<[^>]*>/g, "").replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&").replace(/\s+/g, " ").trim();

export function AdminFaqPage() {
  const { t } = useI18n();
  const columns: Column<AdminFaqItemFieldsFragment>[] = [
    {
      key: "question",
      header: t("adminSite.columns.question"),
      className: css({ minW: "220px", overflowWrap: "anywhere" }),
      cell: (item) => (
        <ItemCell title={item.question}>
          <div className={css({ lineClamp: 2, color: "muted", fontSize: "sm" })}>{textOf(item.answer)}</div>
          <Hint>{t(`adminSite.languages.${item.language}`)}</Hint>
        </ItemCell>
      ),
    },
    statusColumn(t),
  ];
  const fields: FieldSpec<Form>[] = [
    { kind: "text", name: "question", label: t("adminSite.fields.question"), maxLength: FAQ_QUESTION_MAX, wide: true },
    {
      kind: "custom",
      key: "answer",
      render: (form) => (
        <form.AppField name="answer">{() => <RichTextField label={t("adminSite.fields.answer")} />}</form.AppField>
      ),
    },
    ...publishingFields(t),
  ];
  return (
    <SiteCollectionScreen
      kind="faq"
      query={adminFaqItemsQuery}
      columns={columns}
      fields={fields}
      schema={AdminFaqInputSchema}
      newValues={emptyValues}
      nameOf={(item) => item.question}
      save={useSaveFaqItem()}
      remove={useDeleteFaqItem()}
      move={useMoveFaqItem()}
    />
  );
}
