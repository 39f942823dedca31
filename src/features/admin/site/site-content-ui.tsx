// What the site-content screens (/admin/site/…) add to the kit's CollectionScreen: the way back to the index, the
// language and search filters kept in the URL, the audience checks of an item aimed by tier, and the language field.
import { type ReactNode, useState } from "react";
import { type QueryKey, useSuspenseQuery, type UseSuspenseQueryOptions } from "@tanstack/react-query";
import { useSearch } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { AUDIENCES, parseSiteSearch } from "../../../domain/admin-site-content.ts";
import type { Gql } from "../../../lib/gql.ts";
import type { Language } from "../../../lib/graphql-types.generated.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { usePageLocation } from "../../../lib/page-location.tsx";
import { fieldErrorKey } from "../../../ui/form/form.ts";
import { LocaleLink } from "../../../ui/locale-link.tsx";
import type { SiteSearch } from "./queries.ts";
import type { AnyAppForm, FieldSpec } from "../kit/collection-screen.tsx";
import type { Column } from "../kit/data-table.tsx";
import { CheckGroup, GroupCheck } from "../kit/fields.tsx";
import { hintClass } from "../kit/form-field.tsx";
import { ListFilterForm } from "../kit/list-filter-form.tsx";
import { fieldClass, labelClass } from "../kit/styles.ts";

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

/** A screen's list as the URL filters it, its words, and the language a new item starts in. */
export function useSiteList<T, K extends QueryKey>(
  query: (gql: Gql, search: SiteSearch) => UseSuspenseQueryOptions<T[], Error, T[], K>,
) {
  const { t, locale } = useI18n();
  const search = useSiteSearch();
  const list = useSuspenseQuery(query(useGql(), search)).data;
  return { t, list, language: (search.language ?? locale) as Language };
}

/** A list's first cell: the item's name in bold, then its details as hints. */
export function ItemCell({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <>
      <div className={css({ fontWeight: "semibold" })}>{title}</div>
      {children}
    </>
  );
}

/** A detail line under an item's name. */
export function Hint({ children }: { children: ReactNode }) {
  return <div className={hintClass}>{children}</div>;
}

/** The form's language and published flag from a stored item. */
export const publishingOf = (item: { language: Language; status: string }) => ({
  language: item.language,
  published: item.status === "PUBLISHED",
});

/** The form's audience flags from a stored item. */
export const audiencesOf = (item: Record<(typeof AUDIENCES)[number], boolean>) => ({
  isFree: item.isFree,
  isRegistered: item.isRegistered,
  isPaid: item.isPaid,
});

/** The way back to the site index, above a screen's heading. */
export function SiteBackLink() {
  const { t } = useI18n();
  return (
    <LocaleLink to="/$locale/admin/site" className={css({ color: "brand", textDecoration: "underline" })}>
      ← {t("adminSite.backToIndex")}
    </LocaleLink>
  );
}

/** The search and language filters, applied to the URL. */
export function SiteFilters() {
  const { t } = useI18n();
  const { pathname, navigate } = usePageLocation();
  const search = useSiteSearch();
  const [draft, setDraft] = useState<SiteSearch>(search);
  const go = (href: string) => {
    if (!navigate?.(href)) globalThis.location.assign(href);
  };
  return (
    <ListFilterForm
      grid={css({ gridTemplateColumns: { base: "1fr", md: "minmax(0, 2fr) minmax(0, 1fr) auto" } })}
      onApply={() => go(`${pathname}${queryString(parseSiteSearch(draft))}`)}
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
  );
}

/** What every site screen gives the CollectionScreen: its test ids and words, the way back, the filters. */
export const SITE_SCREEN = {
  prefix: "site",
  texts: "adminSite",
  top: <SiteBackLink />,
  filters: <SiteFilters />,
  stacked: true,
} as const;

/** An item's status column (published or draft). */
export function statusColumn<T extends { status: string }>(t: (key: string) => string): Column<T> {
  return {
    key: "status",
    header: t("adminSite.columns.status"),
    className: css({ whiteSpace: "nowrap" }),
    cell: (row) => t(`adminSite.statuses.${row.status}`),
  };
}

/** The language field and the published check, as every kind has them. */
export function languageField<V>(t: (key: string) => string): FieldSpec<V> {
  return {
    kind: "select",
    name: "language" as keyof V & string,
    label: t("adminSite.fields.language"),
    options: [{ value: "ru", label: t("adminSite.languages.ru") }, { value: "en", label: t("adminSite.languages.en") }],
  };
}

export function publishedField<V>(t: (key: string) => string): FieldSpec<V> {
  return { kind: "check", name: "published" as keyof V & string, label: t("adminSite.fields.published") };
}

/**
 * Who sees an item aimed by tier (a banner, a creeping line): a check per audience in a named group. The schema's
 * "at least one audience" lands on the first flag (isFree); the group names it, and a note when there is one.
 */
export function AudienceChecks(
  { form, note }: { form: AnyAppForm; note?: (values: Record<string, unknown>) => string | undefined },
) {
  const { t } = useI18n();
  return (
    <form.Subscribe
      selector={(
        state: { values: Record<string, unknown>; fieldMeta: Record<string, { errors: unknown[] } | undefined> },
      ) => ({
        error: state.fieldMeta.isFree ? fieldErrorKey(state.fieldMeta.isFree) : undefined,
        note: note?.(state.values),
      })}
    >
      {({ error, note }: { error?: string; note?: string }) => (
        <CheckGroup legend={t("adminSite.fields.audience")} error={error} note={note}>
          {AUDIENCES.map((name) => (
            <form.AppField key={name} name={name}>
              {() => <GroupCheck label={t(`adminSite.audiences.${name}`)} />}
            </form.AppField>
          ))}
        </CheckGroup>
      )}
    </form.Subscribe>
  );
}

/** An item's audiences as the lists show them ("Visitors, Club members"), or a dash for none. */
export function audienceNames(item: Record<(typeof AUDIENCES)[number], boolean>, t: (key: string) => string): string {
  return AUDIENCES.filter((name) => item[name]).map((name) => t(`adminSite.audiences.${name}`)).join(", ") || "—";
}

/** Whether a list (in its shown order) may move this item up or down: within its language only. */
export function neighbours<T extends { id: string; language: string }>(list: readonly T[], item: T) {
  const same = list.filter((other) => other.language === item.language);
  const index = same.findIndex((other) => other.id === item.id);
  return { isFirst: index === 0, isLast: index === same.length - 1 };
}
