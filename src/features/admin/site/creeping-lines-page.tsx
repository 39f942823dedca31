// /admin/site/creeping-lines: the strip above the header. Each line has an audience (visitors, signed-in non-members,
// club members; at least one) and may be for one signed-in person (by e-mail) in it; of the published lines a viewer
// may see, the one with the highest priority shows (decision 146). The screen says which line each audience sees now,
// and which lines a higher-priority one hides (decision 177).
import { type FormEvent, useId, useState } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { css, cx } from "styled-system/css";
import { AdminCreepingLineInputSchema, AUDIENCES } from "../../../domain/admin-site-content.ts";
import { invitesToJoin } from "../../../domain/site.ts";
import { validateFields } from "../../../domain/validation.ts";
import type { Language } from "../../../lib/graphql-types.generated.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { adminCreepingLinesQuery } from "./queries.ts";
import {
  type AdminCreepingLineFieldsFragment,
  AdminDeleteCreepingLineDocument,
  AdminSaveCreepingLineDocument,
} from "./site-content.generated.ts";
import {
  AudienceFields,
  audienceNames,
  checkbox,
  checkRow,
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

type Form = {
  text: string;
  link: string;
  textColor: string;
  backgroundColor: string;
  bgOpacityPercentage: string;
  priority: string;
  conditionEmail: string;
  isFree: boolean;
  isRegistered: boolean;
  isPaid: boolean;
  language: Language;
  published: boolean;
};

const formOf = (l: AdminCreepingLineFieldsFragment): Form => ({
  text: l.text,
  link: l.link ?? "",
  textColor: l.textColor,
  backgroundColor: l.backgroundColor,
  bgOpacityPercentage: String(l.bgOpacityPercentage),
  priority: String(l.priority),
  conditionEmail: l.conditionEmail ?? "",
  isFree: l.isFree,
  isRegistered: l.isRegistered,
  isPaid: l.isPaid,
  language: l.language,
  published: l.status === "PUBLISHED",
});

const emptyForm = (language: Language): Form => ({
  text: "",
  link: "",
  textColor: "#ffffff",
  backgroundColor: "#1b1464",
  bgOpacityPercentage: "100",
  priority: "0",
  conditionEmail: "",
  // A new line is for everyone, as a line was before it had an audience.
  isFree: true,
  isRegistered: true,
  isPaid: true,
  language,
  published: true,
});

/** A number field's text as the schema takes it (NaN when it is not one, which the schema refuses). */
const numberOf = (text: string) => text.trim() === "" ? undefined : Number(text.trim());

const inputOf = (form: Form) => ({
  ...form,
  bgOpacityPercentage: numberOf(form.bgOpacityPercentage),
  priority: numberOf(form.priority),
});

export function AdminCreepingLinesPage() {
  const { t, locale } = useI18n();
  const gql = useGql();
  const search = useSiteSearch();
  const list = useSuspenseQuery(adminCreepingLinesQuery(gql, search)).data;
  // Every line, whatever the filter: what each audience sees now.
  const all = useSuspenseQuery(adminCreepingLinesQuery(gql, {})).data;
  const editor = useEditor<Form>();
  // The line just saved, when a line that comes first hides it from some of its audience.
  const [shadowed, setShadowed] = useState<AdminCreepingLineFieldsFragment | null>(null);
  const save = useAdminMutation(AdminSaveCreepingLineDocument);
  const remove = useAdminMutation(AdminDeleteCreepingLineDocument, {
    onSuccess: () => editor.setMessage({ key: "adminSite.messages.deleted" }),
    onError: (key) => editor.setMessage({ key, isError: true }),
  });
  const busy = save.isPending || remove.isPending;
  const prefix = useId();
  const idOf = (name: string) => `${prefix}-${name}`;
  const form = editor.editing?.form;
  const localErrors = form ? errorsByField(validateFields(AdminCreepingLineInputSchema, inputOf(form))) : {};
  const errors = editor.tried ? { ...(editor.failure?.fields ?? {}), ...localErrors } : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!editor.editing || !form) return;
    editor.setTried(true);
    if (Object.keys(localErrors).length) {
      editor.setFailure({ key: "adminSite.errors.fixErrors", fields: {} });
      return;
    }
    save.mutate({ input: { ...inputOf(form), id: editor.editing.id } }, {
      onSuccess: (data) => {
        editor.close();
        const line = data.adminSaveCreepingLine;
        setShadowed(line.reach.some((r) => !r.shown) ? line : null);
        editor.setMessage(line.reach.some((r) => !r.shown) ? null : { key: "adminSite.messages.saved" });
      },
      onError: editor.refuse,
    });
  };

  const input = (
    name: keyof Form,
    label: string,
    options: { hint?: string; maxLength?: number; wide?: boolean; type?: string; inputMode?: "numeric" | "email" } = {},
  ) =>
    form && (
      <Field id={idOf(name)} label={label} hint={options.hint} error={errors[name]} isWide={options.wide}>
        <input
          id={idOf(name)}
          className={fieldClass}
          name={name}
          type={options.type ?? "text"}
          inputMode={options.inputMode}
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
      title={t("adminSite.kinds.creepingLines.title")}
      testId="admin-creeping-lines"
      message={editor.message}
      onNew={() => {
        setShadowed(null);
        editor.open(null, emptyForm(search.language ?? locale));
      }}
    >
      {shadowed && (
        <div role="status" className={shadowedClass} data-testid="creeping-line-shadowed">
          <p className={css({ fontWeight: "semibold" })}>{t("adminSite.creepingNow.shadowed")}</p>
          <ReachNotes line={shadowed} onlyHidden />
          <p>
            {t("adminSite.creepingNow.howToShow", {
              priority: Math.max(...shadowed.reach.map((r) => r.hiddenBy?.priority ?? -Infinity)),
            })}
          </p>
        </div>
      )}
      <ShownNow lines={all} />
      {form && editor.editing && (
        <EditorCard
          title={editor.editing.id
            ? t("adminSite.editor.editTitle", { name: form.text })
            : t("adminSite.editor.newTitle")}
          onSubmit={submit}
          onCancel={editor.close}
          busy={busy}
          formError={editor.tried ? editor.failure?.key ?? null : null}
        >
          {input("text", t("adminSite.fields.text"), { maxLength: 300, wide: true })}
          {input("link", t("adminSite.fields.link"), { hint: t("adminSite.fields.linkHint"), maxLength: 1000 })}
          <AudienceFields
            id={idOf("audience")}
            value={form}
            error={errors.isFree}
            // Not a refusal: the admin may mean it, but a member is already in the club.
            note={form.isPaid && invitesToJoin(form.link.trim()) ? t("adminSite.fields.joinLinkForMembers") : undefined}
            onChange={(flags) => editor.setForm({ ...form, ...flags })}
          />
          {input("conditionEmail", t("adminSite.fields.conditionEmail"), {
            hint: t("adminSite.fields.conditionEmailHint"),
            type: "email",
            inputMode: "email",
            maxLength: 254,
          })}
          {input("textColor", t("adminSite.fields.textColor"), { maxLength: 7 })}
          {input("backgroundColor", t("adminSite.fields.backgroundColor"), { maxLength: 7 })}
          {input("bgOpacityPercentage", t("adminSite.fields.bgOpacityPercentage"), { inputMode: "numeric" })}
          {input("priority", t("adminSite.fields.priority"), {
            hint: t("adminSite.fields.priorityHint"),
            inputMode: "numeric",
          })}
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
                <th scope="col">{t("adminSite.columns.item")}</th>
                <th scope="col">{t("adminSite.columns.audience")}</th>
                <th scope="col">{t("adminSite.columns.priority")}</th>
                <th scope="col">{t("adminSite.columns.status")}</th>
                <th scope="col">{t("adminSite.creepingNow.column")}</th>
                <th scope="col">{t("adminSite.columns.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((line) => (
                <tr key={line.id} data-testid="site-row">
                  <td className={css({ minW: "200px", overflowWrap: "anywhere" })}>
                    <div className={css({ fontWeight: "semibold" })}>{line.text}</div>
                    <div className={hintClass}>
                      {t(`adminSite.languages.${line.language}`)} · {line.link ?? "—"}
                    </div>
                  </td>
                  <td className={css({ minW: "120px", overflowWrap: "anywhere" })}>
                    <div>{audienceNames(line, t)}</div>
                    {line.conditionEmail && (
                      <div className={hintClass}>{t("adminSite.onlyFor", { email: line.conditionEmail })}</div>
                    )}
                  </td>
                  <td>{line.priority}</td>
                  <td className={css({ whiteSpace: "nowrap" })}>{t(`adminSite.statuses.${line.status}`)}</td>
                  <td className={css({ minW: "180px", overflowWrap: "anywhere" })} data-testid="creeping-line-reach">
                    <ReachNotes line={line} />
                  </td>
                  <td>
                    <RowActions
                      name={line.text}
                      busy={busy}
                      onEdit={() => {
                        setShadowed(null);
                        editor.open(line.id, formOf(line));
                      }}
                      onDelete={() => remove.mutate({ id: line.id })}
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

const shadowedClass = css({
  display: "flex",
  flexDirection: "column",
  gap: "2",
  p: "4",
  borderRadius: "lg",
  border: "1px solid",
  borderColor: "accentLine",
  bg: "accentSoft",
});

/** Whom a line reaches now: a draft nobody; a published line, the audiences it shows to and the line hiding it from the others. */
function ReachNotes({ line, onlyHidden = false }: { line: AdminCreepingLineFieldsFragment; onlyHidden?: boolean }) {
  const { t } = useI18n();
  if (line.status !== "PUBLISHED") return onlyHidden ? null : <span>{t("adminSite.creepingNow.draft")}</span>;
  const shown = line.reach.filter((r) => r.shown).map((r) => t(`adminSite.audiences.${r.audience}`));
  const hidden = line.reach.filter((r) => !r.shown && r.hiddenBy);
  return (
    <ul className={css({ display: "flex", flexDirection: "column", gap: "1" })}>
      {!onlyHidden && shown.length > 0 && <li>{t("adminSite.creepingNow.shownTo", { audiences: shown.join(", ") })}
      </li>}
      {hidden.map((r) => (
        <li key={r.audience} className={css({ color: "danger" })}>
          {t("adminSite.creepingNow.hiddenFrom", {
            audience: t(`adminSite.audiences.${r.audience}`),
            text: r.hiddenBy!.text,
            priority: r.hiddenBy!.priority,
          })}
        </li>
      ))}
    </ul>
  );
}

/**
 * What each audience sees now, per language: the published line for everyone that the site picks (a line for one
 * e-mail is that person's only), and the rule that picks it.
 */
function ShownNow({ lines }: { lines: AdminCreepingLineFieldsFragment[] }) {
  const { t } = useI18n();
  const shownFor = (language: Language, audience: (typeof AUDIENCES)[number]) =>
    lines.find((line) =>
      line.language === language && line.conditionEmail === null &&
      line.reach.some((r) => r.audience === audience && r.shown)
    );
  return (
    <section
      aria-labelledby="creeping-lines-now"
      className={css({ display: "flex", flexDirection: "column", gap: "2" })}
      data-testid="creeping-lines-now"
    >
      <h2 id="creeping-lines-now" className={css({ fontSize: "lg", fontWeight: "bold" })}>
        {t("adminSite.creepingNow.title")}
      </h2>
      <p className={css({ maxW: "3xl" })}>{t("adminSite.creepingNow.rule")}</p>
      <div className={tableBox}>
        <table className={cx(tableClass, stackedTable)}>
          <thead>
            <tr>
              <th scope="col">{t("adminSite.creepingNow.language")}</th>
              {AUDIENCES.map((audience) => <th key={audience} scope="col">{t(`adminSite.audiences.${audience}`)}</th>)}
            </tr>
          </thead>
          <tbody>
            {(["ru", "en"] as const).map((language) => (
              <tr key={language} data-language={language}>
                <th scope="row" className={css({ textAlign: "start" })}>{t(`adminSite.languages.${language}`)}</th>
                {AUDIENCES.map((audience) => {
                  const line = shownFor(language, audience);
                  return (
                    <td key={audience} data-audience={audience} className={css({ overflowWrap: "anywhere" })}>
                      {/* On a phone the row is a card without the column headings: each cell names its audience. */}
                      <span className={css({ fontWeight: "semibold", display: { base: "inline", md: "none" } })}>
                        {t(`adminSite.audiences.${audience}`)}:{" "}
                      </span>
                      {line
                        ? (
                          <>
                            {line.text}{" "}
                            <span className={hintClass}>
                              ({t("adminSite.creepingNow.priority", { priority: line.priority })})
                            </span>
                          </>
                        )
                        : <span className={hintClass}>{t("adminSite.creepingNow.none")}</span>}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
