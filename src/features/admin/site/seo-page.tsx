// /admin/site/seo: each page's title and description for search engines and link previews (a stored text wins over
// the page's own). The editor counts the characters left (70 for a title, 200 for a description).
import { type FormEvent, useId } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { css, cx } from "styled-system/css";
import { AdminSeoTagInputSchema, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from "../../../domain/admin-site-content.ts";
import { validateFields } from "../../../domain/validation.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { adminSeoTagsQuery } from "./queries.ts";
import {
  AdminDeleteSeoTagDocument,
  AdminSaveSeoTagDocument,
  type AdminSeoTagFieldsFragment,
} from "./site-content.generated.ts";
import {
  EditorCard,
  errorsByField,
  fieldClass,
  RowActions,
  SiteScreen,
  stackedTable,
  useEditor,
  useSiteSearch,
} from "./site-content-ui.tsx";
import { tableBox, tableClass } from "../kit/styles.ts";
import { useAdminMutation } from "../kit/use-admin-mutation.ts";
import { describedBy, Field, hintClass } from "../kit/form-field.tsx";

type Form = { url: string; title: string; description: string };

const formOf = (tag: AdminSeoTagFieldsFragment): Form => ({
  url: tag.url,
  title: tag.title,
  description: tag.description,
});

export function AdminSeoPage() {
  const { t, locale } = useI18n();
  const gql = useGql();
  const search = useSiteSearch();
  const list = useSuspenseQuery(adminSeoTagsQuery(gql, search)).data;
  const editor = useEditor<Form>();
  const save = useAdminMutation(AdminSaveSeoTagDocument);
  const remove = useAdminMutation(AdminDeleteSeoTagDocument, {
    onSuccess: () => editor.setMessage({ key: "adminSite.messages.deleted" }),
    onError: (key) => editor.setMessage({ key, isError: true }),
  });
  const busy = save.isPending || remove.isPending;
  const prefix = useId();
  const idOf = (name: string) => `${prefix}-${name}`;
  const form = editor.editing?.form;
  const localErrors = form ? errorsByField(validateFields(AdminSeoTagInputSchema, form)) : {};
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

  /** A text with its limit: the count of characters left is the field's hint. */
  const limited = (name: "title" | "description", label: string, max: number) =>
    form && (
      <Field
        id={idOf(name)}
        label={label}
        hint={t("adminSite.fields.charactersLeft", { count: max - form[name].length })}
        error={errors[name]}
        isWide
      >
        <input
          id={idOf(name)}
          className={fieldClass}
          name={name}
          value={form[name]}
          aria-invalid={Boolean(errors[name])}
          aria-describedby={describedBy(idOf(name), true, errors[name])}
          onChange={(e) => editor.setForm({ ...form, [name]: e.target.value })}
        />
      </Field>
    );

  return (
    <SiteScreen
      title={t("adminSite.kinds.seo.title")}
      testId="admin-seo"
      message={editor.message}
      onNew={() => editor.open(null, { url: `/${search.language ?? locale}/`, title: "", description: "" })}
    >
      {form && editor.editing && (
        <EditorCard
          title={editor.editing.id
            ? t("adminSite.editor.editTitle", { name: form.url })
            : t("adminSite.editor.newTitle")}
          onSubmit={submit}
          onCancel={editor.close}
          busy={busy}
          formError={editor.tried ? editor.failure?.key ?? null : null}
        >
          <Field
            id={idOf("url")}
            label={t("adminSite.fields.url")}
            hint={t("adminSite.fields.urlHint")}
            error={errors.url}
            isWide
          >
            <input
              id={idOf("url")}
              className={fieldClass}
              name="url"
              maxLength={500}
              value={form.url}
              aria-invalid={Boolean(errors.url)}
              aria-describedby={describedBy(idOf("url"), true, errors.url)}
              onChange={(e) => editor.setForm({ ...form, url: e.target.value })}
            />
          </Field>
          {limited("title", t("adminSite.fields.seoTitle"), SEO_TITLE_MAX)}
          {limited("description", t("adminSite.fields.seoDescription"), SEO_DESCRIPTION_MAX)}
        </EditorCard>
      )}
      {list.length === 0 ? <p>{t("admin.list.empty")}</p> : (
        <div className={tableBox}>
          <table className={cx(tableClass, stackedTable)} data-testid="site-list">
            <thead>
              <tr>
                <th scope="col">{t("adminSite.columns.page")}</th>
                <th scope="col">{t("adminSite.columns.title")}</th>
                <th scope="col">{t("adminSite.columns.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((tag) => (
                <tr key={tag.id} data-testid="site-row">
                  <td className={css({ minW: "120px", overflowWrap: "anywhere" })}>
                    <a href={tag.url} className={css({ color: "brand", textDecoration: "underline" })}>{tag.url}</a>
                  </td>
                  <td className={css({ minW: "220px", overflowWrap: "anywhere" })}>
                    <div className={css({ fontWeight: "semibold" })}>{tag.title}</div>
                    <div className={hintClass}>{tag.description}</div>
                  </td>
                  <td>
                    <RowActions
                      name={tag.url}
                      busy={busy}
                      onEdit={() => editor.open(tag.id, formOf(tag))}
                      onDelete={() => remove.mutate({ id: tag.id })}
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
