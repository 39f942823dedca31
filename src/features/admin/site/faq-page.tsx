// /admin/site/faq: the home page's questions and answers, in each language's order (move up and down), described for
// the kit's CollectionScreen. The answer is rich text written with the back office's editor (loaded lazily, so TipTap
// stays out of other bundles); the server keeps only its allow-list of markup.
import { lazy, Suspense, useId } from "react";
import { css, cx } from "styled-system/css";
import { AdminFaqInputSchema, FAQ_QUESTION_MAX } from "../../../domain/admin-site-content.ts";
import type { Language } from "../../../lib/graphql-types.generated.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { fieldErrorKey, useFieldContext } from "../../../ui/form/form.ts";
import { CollectionScreen, type FieldSpec } from "../kit/collection-screen.tsx";
import type { Column } from "../kit/data-table.tsx";
import { errorText, hintClass, wide } from "../kit/form-field.tsx";
import { labelClass } from "../kit/styles.ts";
import { useDeleteFaqItem, useMoveFaqItem, useSaveFaqItem } from "./mutations.ts";
import { adminFaqItemsQuery } from "./queries.ts";
import type { AdminFaqItemFieldsFragment } from "./site-content.generated.ts";
import {
  Hint,
  ItemCell,
  languageField,
  neighbours,
  publishedField,
  publishingOf,
  SITE_SCREEN,
  statusColumn,
  useSiteList,
} from "./site-content-ui.tsx";

const RichTextEditor = lazy(() =>
  import("../kit/rich-text/rich-text-editor.tsx").then((m) => ({ default: m.RichTextEditor }))
);

type Form = { question: string; answer: string; language: Language; published: boolean };

const valuesOf = (item: AdminFaqItemFieldsFragment): Form => ({
  question: item.question,
  answer: item.answer,
  ...publishingOf(item),
});

/** The answer as one line of text, for the list. */
const textOf = (html: string) =>
  html.replace(/<\/(p|li|h2|h3)>|<br\s*\/?>/g, " ").replace(/<[^>]*>/g, "").replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&").replace(/\s+/g, " ").trim();

/** The answer's rich-text field, labelled by its own label (the editor is not a native control). */
function AnswerField() {
  const { t } = useI18n();
  const field = useFieldContext<string>();
  const id = useId();
  const error = fieldErrorKey(field.state.meta);
  return (
    <div className={cx(labelClass, wide)}>
      <span id={`${id}-label`}>{t("adminSite.fields.answer")}</span>
      <Suspense fallback={<p className={hintClass}>{t("admin.list.loading")}</p>}>
        <RichTextEditor
          id={id}
          value={field.state.value}
          onChange={(answer) => field.handleChange(answer)}
          labelledBy={`${id}-label`}
          describedBy={error ? `${id}-error` : undefined}
          invalid={Boolean(error)}
        />
      </Suspense>
      {error && <span id={`${id}-error`} className={errorText}>{t(error)}</span>}
    </div>
  );
}

export function AdminFaqPage() {
  const { t, list, language } = useSiteList(adminFaqItemsQuery);
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
      render: (form) => <form.AppField name="answer">{() => <AnswerField />}</form.AppField>,
    },
    languageField(t),
    publishedField(t),
  ];
  return (
    <CollectionScreen
      title={t("adminSite.kinds.faq.title")}
      testId="admin-faq"
      {...SITE_SCREEN}
      rows={list}
      columns={columns}
      rowName={(item) => item.question}
      fields={fields}
      schema={AdminFaqInputSchema}
      newValues={() => ({ question: "", answer: "", language: language, published: true })}
      valuesOf={valuesOf}
      nameOf={(values) => values.question}
      save={useSaveFaqItem()}
      remove={useDeleteFaqItem()}
      move={{ write: useMoveFaqItem(), neighbours }}
    />
  );
}
