// /admin/site/faq: the home page's questions and answers, in each language's order (move up and down). The answer is
// rich text written with the back office's editor (loaded lazily, so TipTap stays out of other bundles); the server
// keeps only its allow-list of markup.
import { type FormEvent, lazy, Suspense, useId } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { css, cx } from "styled-system/css";
import { AdminFaqInputSchema, FAQ_QUESTION_MAX } from "../../../domain/admin-site-content.ts";
import { validateFields } from "../../../domain/validation.ts";
import type { Language } from "../../../lib/graphql-types.generated.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { adminFaqItemsQuery } from "./queries.ts";
import {
  AdminDeleteFaqItemDocument,
  type AdminFaqItemFieldsFragment,
  AdminMoveFaqItemDocument,
  AdminSaveFaqItemDocument,
} from "./site-content.generated.ts";
import {
  checkbox,
  checkRow,
  EditorCard,
  errorsByField,
  fieldClass,
  neighbours,
  RowActions,
  SiteScreen,
  stackedTable,
  useEditor,
  useSiteSearch,
} from "./site-content-ui.tsx";
import { labelClass, tableBox, tableClass } from "../kit/styles.ts";
import { useAdminMutation } from "../kit/use-admin-mutation.ts";
import { describedBy, Field, hintClass, wide } from "../kit/form-field.tsx";

const RichTextEditor = lazy(() =>
  import("../kit/rich-text/rich-text-editor.tsx").then((m) => ({ default: m.RichTextEditor }))
);

type Form = { question: string; answer: string; language: Language; published: boolean };

const formOf = (item: AdminFaqItemFieldsFragment): Form => ({
  question: item.question,
  answer: item.answer,
  language: item.language,
  published: item.status === "PUBLISHED",
});

/** The answer as one line of text, for the list. */
const textOf = (html: string) =>
  html.replace(/<\/(p|li|h2|h3)>|<br\s*\/?>/g, " ").replace(/<[^>]*>/g, "").replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&").replace(/\s+/g, " ").trim();

export function AdminFaqPage() {
  const { t, locale } = useI18n();
  const gql = useGql();
  const search = useSiteSearch();
  const list = useSuspenseQuery(adminFaqItemsQuery(gql, search)).data;
  const editor = useEditor<Form>();
  const save = useAdminMutation(AdminSaveFaqItemDocument);
  const remove = useAdminMutation(AdminDeleteFaqItemDocument, {
    onSuccess: () => editor.setMessage({ key: "adminSite.messages.deleted" }),
    onError: (key) => editor.setMessage({ key, isError: true }),
  });
  const move = useAdminMutation(AdminMoveFaqItemDocument, {
    onSuccess: () => editor.setMessage({ key: "adminSite.messages.moved" }),
    onError: (key) => editor.setMessage({ key, isError: true }),
  });
  const busy = save.isPending || remove.isPending || move.isPending;
  const prefix = useId();
  const idOf = (name: string) => `${prefix}-${name}`;
  const form = editor.editing?.form;
  const localErrors = form ? errorsByField(validateFields(AdminFaqInputSchema, form)) : {};
  const errors = editor.tried ? { ...(editor.failure?.fields ?? {}), ...localErrors } : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!editor.editing || !form) return;
    editor.setTried(true);
    if (Object.keys(localErrors).length) {
      editor.setFailure({ key: "adminSite.errors.fixErrors", fields: {} });
      return;
    }
    save.mutate({ input: { ...form, id: editor.editing.id } }, {
      onSuccess: () => {
        editor.close();
        editor.setMessage({ key: "adminSite.messages.saved" });
      },
      onError: editor.refuse,
    });
  };

  return (
    <SiteScreen
      title={t("adminSite.kinds.faq.title")}
      testId="admin-faq"
      message={editor.message}
      onNew={() =>
        editor.open(null, { question: "", answer: "", language: search.language ?? locale, published: true })}
    >
      {form && editor.editing && (
        <EditorCard
          title={editor.editing.id
            ? t("adminSite.editor.editTitle", { name: form.question })
            : t("adminSite.editor.newTitle")}
          onSubmit={submit}
          onCancel={editor.close}
          busy={busy}
          formError={editor.tried ? editor.failure?.key ?? null : null}
        >
          <Field id={idOf("question")} label={t("adminSite.fields.question")} error={errors.question} isWide>
            <input
              id={idOf("question")}
              className={fieldClass}
              name="question"
              maxLength={FAQ_QUESTION_MAX}
              value={form.question}
              aria-invalid={Boolean(errors.question)}
              aria-describedby={describedBy(idOf("question"), false, errors.question)}
              onChange={(e) => editor.setForm({ ...form, question: e.target.value })}
            />
          </Field>
          <div className={`${labelClass} ${wide}`}>
            <span id={idOf("answer-label")}>{t("adminSite.fields.answer")}</span>
            <Suspense fallback={<p className={hintClass}>{t("admin.list.loading")}</p>}>
              <RichTextEditor
                id={idOf("answer")}
                value={form.answer}
                onChange={(answer) => editor.setForm({ ...form, answer })}
                labelledBy={idOf("answer-label")}
                describedBy={errors.answer ? `${idOf("answer")}-error` : undefined}
                invalid={Boolean(errors.answer)}
              />
            </Suspense>
            {errors.answer && (
              <span id={`${idOf("answer")}-error`} className={css({ color: "danger", fontSize: "sm" })}>
                {t(errors.answer)}
              </span>
            )}
          </div>
          <Field id={idOf("language")} label={t("adminSite.fields.language")} error={errors.language}>
            <select
              id={idOf("language")}
              className={fieldClass}
              value={form.language}
              onChange={(e) => editor.setForm({ ...form, language: e.target.value as Language })}
            >
              <option value="ru">{t("adminSite.languages.ru")}</option>
              <option value="en">{t("adminSite.languages.en")}</option>
            </select>
          </Field>
          <label className={checkRow}>
            <input
              type="checkbox"
              className={checkbox}
              name="published"
              checked={form.published}
              onChange={(e) => editor.setForm({ ...form, published: e.target.checked })}
            />
            {t("adminSite.fields.published")}
          </label>
        </EditorCard>
      )}
      {list.length === 0 ? <p>{t("admin.list.empty")}</p> : (
        <div className={tableBox}>
          <table className={cx(tableClass, stackedTable)} data-testid="site-list">
            <thead>
              <tr>
                <th scope="col">{t("adminSite.columns.question")}</th>
                <th scope="col">{t("adminSite.columns.status")}</th>
                <th scope="col">{t("adminSite.columns.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((item) => (
                <tr key={item.id} data-testid="site-row">
                  <td className={css({ minW: "220px", overflowWrap: "anywhere" })}>
                    <div className={css({ fontWeight: "semibold" })}>{item.question}</div>
                    <div className={css({ lineClamp: 2, color: "muted", fontSize: "sm" })}>{textOf(item.answer)}</div>
                    <div className={hintClass}>{t(`adminSite.languages.${item.language}`)}</div>
                  </td>
                  <td className={css({ whiteSpace: "nowrap" })}>{t(`adminSite.statuses.${item.status}`)}</td>
                  <td>
                    <RowActions
                      name={item.question}
                      busy={busy}
                      onEdit={() => editor.open(item.id, formOf(item))}
                      onDelete={() => remove.mutate({ id: item.id })}
                      onMove={(direction) => move.mutate({ id: item.id, direction })}
                      {...neighbours(list, item)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SiteScreen>
  );
}
