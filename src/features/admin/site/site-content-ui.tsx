// The pieces every site-content screen (/admin/site/…) shares: the frame with its heading, the language and search
// filters kept in the URL, the message line, form fields with their hints and errors, and the row actions (edit,
// move up or down, delete) as real buttons, so the lists are operable from the keyboard.
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useSearch } from "@tanstack/react-router";
import { css, cx } from "styled-system/css";
import { AUDIENCES, parseSiteSearch } from "../../../domain/admin-site-content.ts";
import { fieldErrorKeys } from "../../../domain/validation.ts";
import type { GqlError } from "../../../lib/gql.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { usePageLocation } from "../../../lib/page-location.tsx";
import { errorKeyOf } from "../../../lib/use-gql-mutation.ts";
import { LocaleLink } from "../../../ui/locale-link.tsx";
import { ghostButton, primaryButton } from "../../../ui/styles.ts";
import type { SiteSearch } from "./queries.ts";
import { fieldClass, labelClass, screenTitle } from "../kit/styles.ts";
import { ListFilterForm } from "../kit/list-filter-form.tsx";
import { errorText, hintClass } from "../kit/form-field.tsx";

export { fieldClass };

export const smallButton = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minH: "36px",
  minW: "36px",
  px: "3",
  borderRadius: "md",
  border: "1px solid",
  borderColor: "line",
  bg: "white",
  fontWeight: "medium",
  fontSize: "sm",
  cursor: "pointer",
  whiteSpace: "nowrap",
  color: "brand",
  _hover: { bg: "surface" },
  _disabled: { opacity: 0.6, cursor: "not-allowed" },
  _focusVisible: { outline: "2px solid", outlineColor: "brand", outlineOffset: "1px" },
});

/**
 * The lists' table: on a phone each row becomes a card (its cells one under another, the column headings kept for
 * screen readers only), so nothing scrolls sideways; from md up it is an ordinary table.
 */
export const stackedTable = css({
  "& thead": {
    position: { base: "absolute", md: "static" },
    w: { base: "1px", md: "auto" },
    h: { base: "1px", md: "auto" },
    overflow: { base: "hidden", md: "visible" },
    clip: { base: "rect(0 0 0 0)", md: "auto" },
    whiteSpace: { base: "nowrap", md: "normal" },
  },
  "& tbody tr": {
    display: { base: "flex", md: "table-row" },
    flexDirection: "column",
    gap: "1",
    py: { base: "3", md: "0" },
    borderBottom: { base: "1px solid", md: "none" },
    borderColor: "line",
  },
  "& tbody td": {
    display: { base: "block", md: "table-cell" },
    minW: { base: "0", md: "auto" },
    px: { base: "0", md: "2" },
    py: { base: "0", md: "2" },
    borderBottom: { base: "none", md: "1px solid" },
    borderColor: "line",
  },
});

/** The URL's filters of a site-content list. */
export function useSiteSearch(): SiteSearch {
  return parseSiteSearch(useSearch({ strict: false }) as Record<string, unknown>);
}

const queryString = (search: SiteSearch) => {
  const params = new URLSearchParams();
  if (search.language) params.set("language", search.language);
  if (search.search) params.set("search", search.search);
  const text = params.toString();
  return text ? `?${text}` : "";
};

/** A screen's heading, its way back to the index, the filters (in the URL) and the Add button. */
export function SiteScreen(
  { title, onNew, message, children, testId }: {
    title: string;
    onNew?: () => void;
    message: { key: string; isError?: boolean } | null;
    children: ReactNode;
    testId: string;
  },
) {
  const { t } = useI18n();
  const { pathname, navigate } = usePageLocation();
  const search = useSiteSearch();
  const [draft, setDraft] = useState<SiteSearch>(search);
  const go = (href: string) => {
    if (!navigate?.(href)) globalThis.location.assign(href);
  };
  const apply = () => {
    go(`${pathname}${queryString(parseSiteSearch(draft))}`);
  };
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "5", minW: 0 })} data-testid={testId}>
      <LocaleLink to="/$locale/admin/site" className={css({ color: "brand", textDecoration: "underline" })}>
        ← {t("adminSite.backToIndex")}
      </LocaleLink>
      <div className={css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center" })}>
        <h1 className={cx(screenTitle, css({ flex: 1 }))}>{title}</h1>
        {onNew && (
          <button type="button" className={primaryButton} onClick={onNew} data-testid="site-new">
            {t("adminSite.actions.new")}
          </button>
        )}
      </div>
      <ListFilterForm
        grid={css({ gridTemplateColumns: { base: "1fr", md: "minmax(0, 2fr) minmax(0, 1fr) auto" } })}
        onApply={apply}
        onReset={() => {
          setDraft({});
          go(pathname);
        }}
      >
        <label className={labelClass}>
          {t("adminSite.filters.search")}
          <input
            className={fieldClass}
            type="search"
            name="search"
            maxLength={200}
            value={draft.search ?? ""}
            onChange={(e) => setDraft({ ...draft, search: e.target.value })}
          />
        </label>
        <label className={labelClass}>
          {t("adminSite.filters.language")}
          <select
            className={fieldClass}
            name="language"
            value={draft.language ?? ""}
            onChange={(e) => setDraft({ ...draft, language: (e.target.value || undefined) as SiteSearch["language"] })}
          >
            <option value="">{t("adminSite.filters.anyLanguage")}</option>
            <option value="ru">{t("adminSite.languages.ru")}</option>
            <option value="en">{t("adminSite.languages.en")}</option>
          </select>
        </label>
      </ListFilterForm>
      <div aria-live="polite">
        {message && (
          <p
            data-testid="site-message"
            className={css({ fontWeight: "semibold", color: message.isError ? "danger" : "success" })}
          >
            {t(message.key)}
          </p>
        )}
      </div>
      {children}
    </div>
  );
}

export const checkRow = css({ display: "flex", gap: "2", alignItems: "center", fontWeight: "normal", minH: "32px" });
export const checkbox = css({ w: "5", h: "5", flexShrink: 0, accentColor: "var(--colors-brand)" });
export const groupClass = css({
  display: "flex",
  flexDirection: "column",
  gap: "1",
  border: "none",
  p: 0,
  m: 0,
  minW: 0,
  "& > legend": { fontWeight: "medium", mb: "1", p: 0 },
});

type AudienceFlags = Record<(typeof AUDIENCES)[number], boolean>;

/**
 * Who sees an item aimed by tier (a banner, a creeping line): a checkbox per audience in a named group. The schema's
 * "at least one audience" lands on the first flag (isFree); the group names it, and a note when there is one.
 */
export function AudienceFields(
  { id, value, error, note, onChange }: {
    id: string;
    value: AudienceFlags;
    error?: string;
    note?: string;
    onChange: (flags: AudienceFlags) => void;
  },
) {
  const { t } = useI18n();
  return (
    <fieldset
      className={groupClass}
      aria-describedby={[error ? `${id}-error` : "", note ? `${id}-note` : ""].filter(Boolean).join(" ") || undefined}
    >
      <legend>{t("adminSite.fields.audience")}</legend>
      {AUDIENCES.map((name) => (
        <label key={name} className={checkRow}>
          <input
            type="checkbox"
            className={checkbox}
            name={name}
            checked={value[name]}
            onChange={(e) =>
              onChange({
                isFree: value.isFree,
                isRegistered: value.isRegistered,
                isPaid: value.isPaid,
                [name]: e.target.checked,
              })}
          />
          {t(`adminSite.audiences.${name}`)}
        </label>
      ))}
      {note && <span id={`${id}-note`} className={hintClass}>{note}</span>}
      {error && <span id={`${id}-error`} className={errorText}>{t(error)}</span>}
    </fieldset>
  );
}

/** An item's audiences as the lists show them ("Visitors, Club members"), or a dash for none. */
export function audienceNames(item: AudienceFlags, t: (key: string) => string): string {
  return AUDIENCES.filter((name) => item[name]).map((name) => t(`adminSite.audiences.${name}`)).join(", ") || "—";
}

/** Field errors keyed by the field's name, from the shared schema's issues or the server's refusal. */
export function errorsByField(errors: Record<string, string>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [path, key] of Object.entries(errors)) {
    fields[path.replace(/^input\./, "").split(".")[0] || "form"] ??= key;
  }
  return fields;
}

export { fieldErrorKeys };

/**
 * The editor's card: a form named by its heading, which takes the focus when it opens (so a keyboard user lands in
 * it) and gives it back to the Add or Edit button when it closes.
 */
export function EditorCard(
  { title, onSubmit, onCancel, busy, formError, children }: {
    title: string;
    onSubmit: (event: FormEvent) => void;
    onCancel: () => void;
    busy: boolean;
    formError: string | null;
    children: ReactNode;
  },
) {
  const { t } = useI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    heading.current?.focus();
    return () => opener?.isConnected ? opener.focus() : undefined;
  }, []);
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="site-editor-title"
      data-testid="site-editor"
      className={css({ bg: "white", borderRadius: "xl", p: { base: "4", md: "6" }, minW: 0 })}
    >
      <h2
        id="site-editor-title"
        ref={heading}
        tabIndex={-1}
        className={css({ fontSize: "lg", fontWeight: "bold", color: "brand", mb: "4", overflowWrap: "anywhere" })}
      >
        {title}
      </h2>
      <div
        className={css({
          display: "grid",
          gridTemplateColumns: { base: "1fr", md: "repeat(2, minmax(0, 1fr))" },
          gap: "4",
          minW: 0,
        })}
      >
        {children}
      </div>
      {formError && (
        <p role="alert" className={css({ color: "danger", fontWeight: "semibold", mt: "4" })}>{t(formError)}</p>
      )}
      <div className={css({ display: "flex", gap: "2", mt: "5", flexWrap: "wrap" })}>
        <button type="submit" className={primaryButton} disabled={busy} data-testid="site-save">
          {t("adminSite.actions.save")}
        </button>
        <button type="button" className={ghostButton} onClick={onCancel}>{t("adminSite.actions.cancel")}</button>
      </div>
    </form>
  );
}

/** Edit, move up and down (when the list has an order) and delete, each named for the item it acts on. */
export function RowActions(
  { name, busy, onEdit, onDelete, onMove, isFirst, isLast }: {
    name: string;
    busy: boolean;
    onEdit: () => void;
    onDelete: () => void;
    onMove?: (direction: "up" | "down") => void;
    isFirst?: boolean;
    isLast?: boolean;
  },
) {
  const { t } = useI18n();
  return (
    <div className={css({ display: "flex", flexWrap: { base: "wrap", xl: "nowrap" }, gap: "2" })}>
      <button
        type="button"
        className={smallButton}
        onClick={onEdit}
        aria-label={t("adminSite.actions.editLabel", { name })}
      >
        {t("adminSite.actions.edit")}
      </button>
      {onMove && (
        <>
          <button
            type="button"
            className={smallButton}
            disabled={busy || isFirst}
            onClick={() => onMove("up")}
            aria-label={t("adminSite.actions.moveUpLabel", { name })}
          >
            ↑ {t("adminSite.actions.moveUp")}
          </button>
          <button
            type="button"
            className={smallButton}
            disabled={busy || isLast}
            onClick={() => onMove("down")}
            aria-label={t("adminSite.actions.moveDownLabel", { name })}
          >
            ↓ {t("adminSite.actions.moveDown")}
          </button>
        </>
      )}
      <button
        type="button"
        className={smallButton}
        disabled={busy}
        onClick={() => {
          if (globalThis.confirm(t("adminSite.actions.confirmDelete", { name }))) onDelete();
        }}
        aria-label={t("adminSite.actions.deleteLabel", { name })}
      >
        {t("adminSite.actions.delete")}
      </button>
    </div>
  );
}

/** The editor's state shared by every kind: the open item (null: a new one), tried-once validation, the refusal. */
export function useEditor<Form>() {
  const [editing, setEditing] = useState<{ id: string | null; form: Form } | null>(null);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<{ key: string; fields: Record<string, string> } | null>(null);
  const [message, setMessage] = useState<{ key: string; isError?: boolean } | null>(null);
  const open = (id: string | null, form: Form) => {
    setEditing({ id, form });
    setTried(false);
    setFailure(null);
    setMessage(null);
  };
  const close = () => setEditing(null);
  const refuse = (error: unknown) =>
    setFailure({ key: errorKeyOf(error), fields: errorsByField((error as Partial<GqlError>).fields ?? {}) });
  return {
    editing,
    setForm: (form: Form) => editing && setEditing({ ...editing, form }),
    open,
    close,
    tried,
    setTried,
    failure,
    setFailure,
    refuse,
    message,
    setMessage,
  };
}

/** Whether a list (in its shown order) may move this item up or down: within its language only. */
export function neighbours<T extends { id: string; language: string }>(list: T[], item: T) {
  const same = list.filter((other) => other.language === item.language);
  const index = same.findIndex((other) => other.id === item.id);
  return { isFirst: index === 0, isLast: index === same.length - 1 };
}
