// /admin/site/banners: the home page's slider. The list in each language's order (move up and down), who sees each
// slide, and the editor (validated with the schema adminSaveBanner parses with, after the first submit).
import { type FormEvent, useId } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { css, cx } from "styled-system/css";
import { AdminBannerInputSchema } from "../../../domain/admin-site-content.ts";
import { validateFields } from "../../../domain/validation.ts";
import type { AdminBannerFieldsFragment } from "./site-content.generated.ts";
import type { Language } from "../../../lib/graphql-types.generated.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { adminBannersQuery } from "./queries.ts";
import {
  AdminDeleteBannerDocument,
  AdminMoveBannerDocument,
  AdminSaveBannerDocument,
} from "./site-content.generated.ts";
import {
  AudienceFields,
  audienceNames,
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
import { tableBox, tableClass } from "../kit/styles.ts";
import { useAdminMutation } from "../kit/use-admin-mutation.ts";
import { describedBy, Field, hintClass } from "../kit/form-field.tsx";

type Form = {
  title: string;
  text: string;
  extraText: string;
  buttonTitle: string;
  href: string;
  nextLink: string;
  image: string;
  imageMobile: string;
  isFree: boolean;
  isRegistered: boolean;
  isPaid: boolean;
  language: Language;
  published: boolean;
};

const formOf = (b: AdminBannerFieldsFragment): Form => ({
  title: b.title,
  text: b.text ?? "",
  extraText: b.extraText ?? "",
  buttonTitle: b.buttonTitle ?? "",
  href: b.href ?? "",
  nextLink: b.nextLink ?? "",
  image: b.image ?? "",
  imageMobile: b.imageMobile ?? "",
  isFree: b.isFree,
  isRegistered: b.isRegistered,
  isPaid: b.isPaid,
  language: b.language,
  published: b.status === "PUBLISHED",
});

const emptyForm = (language: Language): Form => ({
  title: "",
  text: "",
  extraText: "",
  buttonTitle: "",
  href: "",
  nextLink: "",
  image: "",
  imageMobile: "",
  isFree: true,
  isRegistered: false,
  isPaid: false,
  language,
  published: true,
});

export function AdminBannersPage() {
  const { t, locale } = useI18n();
  const gql = useGql();
  const search = useSiteSearch();
  const list = useSuspenseQuery(adminBannersQuery(gql, search)).data;
  const editor = useEditor<Form>();
  const save = useAdminMutation(AdminSaveBannerDocument);
  const remove = useAdminMutation(AdminDeleteBannerDocument, {
    onSuccess: () => editor.setMessage({ key: "adminSite.messages.deleted" }),
    onError: (key) => editor.setMessage({ key, isError: true }),
  });
  const move = useAdminMutation(AdminMoveBannerDocument, {
    onSuccess: () => editor.setMessage({ key: "adminSite.messages.moved" }),
    onError: (key) => editor.setMessage({ key, isError: true }),
  });
  const busy = save.isPending || remove.isPending || move.isPending;
  const prefix = useId();
  const idOf = (name: string) => `${prefix}-${name}`;
  const form = editor.editing?.form;
  const localErrors = form ? errorsByField(validateFields(AdminBannerInputSchema, form)) : {};
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

  const text = (name: keyof Form, label: string, options: { hint?: string; maxLength?: number; wide?: boolean } = {}) =>
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
      title={t("adminSite.kinds.banners.title")}
      testId="admin-banners"
      message={editor.message}
      onNew={() => editor.open(null, emptyForm(search.language ?? locale))}
    >
      {form && editor.editing && (
        <EditorCard
          title={editor.editing.id
            ? t("adminSite.editor.editTitle", { name: form.title })
            : t("adminSite.editor.newTitle")}
          onSubmit={submit}
          onCancel={editor.close}
          busy={busy}
          formError={editor.tried ? editor.failure?.key ?? null : null}
        >
          {text("title", t("adminSite.fields.title"), { maxLength: 200, wide: true })}
          {text("text", t("adminSite.fields.text"), { maxLength: 1000, wide: true })}
          {text("extraText", t("adminSite.fields.extraText"), { maxLength: 1000, wide: true })}
          {text("buttonTitle", t("adminSite.fields.buttonTitle"), { maxLength: 100 })}
          {text("href", t("adminSite.fields.href"), { hint: t("adminSite.fields.linkHint"), maxLength: 1000 })}
          {text("image", t("adminSite.fields.image"), { maxLength: 1000 })}
          {text("imageMobile", t("adminSite.fields.imageMobile"), { maxLength: 1000 })}
          <AudienceFields
            id={idOf("audience")}
            value={form}
            error={errors.isFree}
            onChange={(flags) => editor.setForm({ ...form, ...flags })}
          />
          <div className={css({ display: "flex", flexDirection: "column", gap: "3" })}>
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
          </div>
        </EditorCard>
      )}
      {list.length === 0 ? <p>{t("admin.list.empty")}</p> : (
        <div className={tableBox}>
          <table className={cx(tableClass, stackedTable)} data-testid="site-list">
            <thead>
              <tr>
                <th scope="col">{t("adminSite.columns.item")}</th>
                <th scope="col">{t("adminSite.columns.audience")}</th>
                <th scope="col">{t("adminSite.columns.status")}</th>
                <th scope="col">{t("adminSite.columns.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((banner) => (
                <tr key={banner.id} data-testid="site-row">
                  <td className={css({ minW: "200px", overflowWrap: "anywhere" })}>
                    <div className={css({ fontWeight: "semibold" })}>{banner.title}</div>
                    {banner.text && <div className={hintClass}>{banner.text}</div>}
                    <div className={hintClass}>
                      {t(`adminSite.languages.${banner.language}`)} · {banner.href ?? "—"}
                    </div>
                  </td>
                  <td className={css({ minW: "140px" })}>
                    {audienceNames(banner, t)}
                  </td>
                  <td className={css({ whiteSpace: "nowrap" })}>{t(`adminSite.statuses.${banner.status}`)}</td>
                  <td>
                    <RowActions
                      name={banner.title}
                      busy={busy}
                      onEdit={() => editor.open(banner.id, formOf(banner))}
                      onDelete={() => remove.mutate({ id: banner.id })}
                      onMove={(direction) => move.mutate({ id: banner.id, direction })}
                      {...neighbours(list, banner)}
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
