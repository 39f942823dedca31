// /admin/site/reviews: members' reviews on the home and subscription pages, in each language's order (move up and
// down), with the editor (validated with the schema adminSaveReview parses with, after the first submit).
import { type FormEvent, useId } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { css, cx } from "styled-system/css";
import { AdminReviewInputSchema, REVIEW_CATEGORIES } from "../../../domain/admin-site-content.ts";
import { validateFields } from "../../../domain/validation.ts";
import type { Language } from "../../../lib/graphql-types.generated.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { adminReviewsQuery } from "./queries.ts";
import {
  AdminDeleteReviewDocument,
  AdminMoveReviewDocument,
  type AdminReviewFieldsFragment,
  AdminSaveReviewDocument,
} from "./site-content.generated.ts";
import {
  checkbox,
  checkRow,
  EditorCard,
  errorsByField,
  fieldClass,
  groupClass,
  neighbours,
  RowActions,
  SiteScreen,
  stackedTable,
  useEditor,
  useSiteSearch,
} from "./site-content-ui.tsx";
import { tableBox, tableClass } from "../kit/styles.ts";
import { useAdminMutation } from "../kit/use-admin-mutation.ts";
import { describedBy, Field, hintClass } from "../kit/form-field.tsx";

type Form = {
  firstName: string;
  lastName: string;
  position: string;
  title: string;
  text: string;
  picture: string;
  categories: string[];
  language: Language;
  published: boolean;
};

const formOf = (r: AdminReviewFieldsFragment): Form => ({
  firstName: r.firstName,
  lastName: r.lastName,
  position: r.position ?? "",
  title: r.title ?? "",
  text: r.text,
  picture: r.picture ?? "",
  categories: r.categories,
  language: r.language,
  published: r.status === "PUBLISHED",
});

const emptyForm = (language: Language): Form => ({
  firstName: "",
  lastName: "",
  position: "",
  title: "",
  text: "",
  picture: "",
  categories: [...REVIEW_CATEGORIES],
  language,
  published: true,
});

const nameOf = (r: { firstName: string; lastName: string }) => `${r.firstName} ${r.lastName}`.trim();

export function AdminReviewsPage() {
  const { t, locale } = useI18n();
  const gql = useGql();
  const search = useSiteSearch();
  const list = useSuspenseQuery(adminReviewsQuery(gql, search)).data;
  const editor = useEditor<Form>();
  const save = useAdminMutation(AdminSaveReviewDocument);
  const remove = useAdminMutation(AdminDeleteReviewDocument, {
    onSuccess: () => editor.setMessage({ key: "adminSite.messages.deleted" }),
    onError: (key) => editor.setMessage({ key, isError: true }),
  });
  const move = useAdminMutation(AdminMoveReviewDocument, {
    onSuccess: () => editor.setMessage({ key: "adminSite.messages.moved" }),
    onError: (key) => editor.setMessage({ key, isError: true }),
  });
  const busy = save.isPending || remove.isPending || move.isPending;
  const prefix = useId();
  const idOf = (name: string) => `${prefix}-${name}`;
  const form = editor.editing?.form;
  const localErrors = form ? errorsByField(validateFields(AdminReviewInputSchema, form)) : {};
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

  const input = (
    name: keyof Form,
    label: string,
    options: { hint?: string; maxLength?: number; wide?: boolean } = {},
  ) =>
    form && (
      <Field id={idOf(name)} label={label} hint={options.hint} error={errors[name]} isWide={options.wide}>
        <input
          id={idOf(name)}
          className={fieldClass}
          name={name}
          maxLength={options.maxLength}
          value={form[name] as string}
          aria-invalid={Boolean(errors[name])}
          aria-describedby={describedBy(idOf(name), Boolean(options.hint), errors[name])}
          onChange={(e) => editor.setForm({ ...form, [name]: e.target.value })}
        />
      </Field>
    );

  return (
    <SiteScreen
      title={t("adminSite.kinds.reviews.title")}
      testId="admin-reviews"
      message={editor.message}
      onNew={() => editor.open(null, emptyForm(search.language ?? locale))}
    >
      {form && editor.editing && (
        <EditorCard
          title={editor.editing.id
            ? t("adminSite.editor.editTitle", { name: nameOf(form) })
            : t("adminSite.editor.newTitle")}
          onSubmit={submit}
          onCancel={editor.close}
          busy={busy}
          formError={editor.tried ? editor.failure?.key ?? null : null}
        >
          {input("firstName", t("adminSite.fields.firstName"), { maxLength: 100 })}
          {input("lastName", t("adminSite.fields.lastName"), { maxLength: 100 })}
          {input("position", t("adminSite.fields.position"), { maxLength: 200 })}
          {input("title", t("adminSite.fields.reviewTitle"), { maxLength: 200 })}
          <Field id={idOf("text")} label={t("adminSite.fields.reviewText")} error={errors.text} isWide>
            <textarea
              id={idOf("text")}
              className={css({
                minH: "140px",
                p: "3",
                border: "1px solid",
                borderColor: "line",
                borderRadius: "md",
                bg: "white",
                fontWeight: "normal",
                _focusVisible: { outline: "2px solid", outlineColor: "brand", outlineOffset: "1px" },
                "&[aria-invalid=true]": { borderColor: "danger" },
              })}
              name="text"
              maxLength={3000}
              value={form.text}
              aria-invalid={Boolean(errors.text)}
              aria-describedby={describedBy(idOf("text"), false, errors.text)}
              onChange={(e) => editor.setForm({ ...form, text: e.target.value })}
            />
          </Field>
          {input("picture", t("adminSite.fields.picture"), { maxLength: 1000 })}
          <fieldset className={groupClass}>
            <legend>{t("adminSite.fields.categories")}</legend>
            {REVIEW_CATEGORIES.map((category) => (
              <label key={category} className={checkRow}>
                <input
                  type="checkbox"
                  className={checkbox}
                  name="categories"
                  value={category}
                  checked={form.categories.includes(category)}
                  onChange={(e) =>
                    editor.setForm({
                      ...form,
                      categories: e.target.checked
                        ? [...form.categories, category]
                        : form.categories.filter((c) => c !== category),
                    })}
                />
                {t(`adminSite.fields.categoryNames.${category}`)}
              </label>
            ))}
          </fieldset>
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
                <th scope="col">{t("adminSite.columns.author")}</th>
                <th scope="col">{t("adminSite.columns.item")}</th>
                <th scope="col">{t("adminSite.columns.status")}</th>
                <th scope="col">{t("adminSite.columns.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((review) => (
                <tr key={review.id} data-testid="site-row">
                  <td className={css({ minW: "140px", overflowWrap: "anywhere" })}>
                    <div className={css({ fontWeight: "semibold" })}>{nameOf(review)}</div>
                    {review.position && <div className={hintClass}>{review.position}</div>}
                    <div className={hintClass}>{t(`adminSite.languages.${review.language}`)}</div>
                  </td>
                  <td className={css({ minW: "220px", overflowWrap: "anywhere" })}>
                    <div className={css({ lineClamp: 3 })}>{review.text}</div>
                  </td>
                  <td className={css({ whiteSpace: "nowrap" })}>{t(`adminSite.statuses.${review.status}`)}</td>
                  <td>
                    <RowActions
                      name={nameOf(review)}
                      busy={busy}
                      onEdit={() => editor.open(review.id, formOf(review))}
                      onDelete={() => remove.mutate({ id: review.id })}
                      onMove={(direction) => move.mutate({ id: review.id, direction })}
                      {...neighbours(list, review)}
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
