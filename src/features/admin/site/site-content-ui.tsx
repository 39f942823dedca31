// What the site-content screens (/admin/site/…) add to the kit's CollectionScreen: the screen of a kind (its title, the
// way back to the index, the language and search filters kept in the URL, its list, a new item in the filter's
// language, moves within a language), the audience checks of an item aimed by tier, and the publishing fields.
import type { ReactNode } from "react";
import { type QueryKey, useSuspenseQuery, type UseSuspenseQueryOptions } from "@tanstack/react-query";
import { useSearch } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { AUDIENCES, parseSiteSearch } from "../../../domain/admin-site-content.ts";
import type { Gql } from "../../../lib/gql.ts";
import type { Language } from "../../../lib/graphql-types.generated.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { fieldErrorKey } from "../../../ui/form/form.ts";
import { LocaleLink } from "../../../ui/locale-link.tsx";
import type { SiteSearch } from "./queries.ts";
import {
  type AnyAppForm,
  type CollectionDescription,
  CollectionScreen,
  type FieldSpec,
  type Write,
} from "../kit/collection-screen.tsx";
import { valuesFrom } from "../kit/collection-values.ts";
import type { Column } from "../kit/data-table.tsx";
import { CheckGroup, GroupCheck, SelectField, TextField } from "../kit/fields.tsx";
import { hintClass } from "../kit/form-field.tsx";
import { ListFilterForm } from "../kit/list-filter-form.tsx";
import { anyOr, useListFilter } from "../kit/list-filter.ts";
import { listQueryString } from "../kit/list-search.ts";

/** The URL's filters of a site-content list. */
function useSiteSearch(): SiteSearch {
  return parseSiteSearch(useSearch({ strict: false }) as Record<string, unknown>);
}

/** A kind of site content, as the index and the words (adminSite.kinds.<kind>) name it. */
export type SiteKind = "banners" | "creepingLines" | "reviews" | "seo" | "faq";

/**
 * A site-content screen: the kit's CollectionScreen with the site's words and test ids, the way back and the filters,
 * titled by its kind (test id admin-<kind>), listing what the URL's filters find. A new item starts in the filter's
 * language (else the page's); a stored one's values are the new item's replaced by its own, published from its status.
 */
export function SiteCollectionScreen<
  T extends { id: string; language?: string; status?: string },
  V extends Record<string, unknown>,
  TSaved,
  K extends QueryKey,
>(
  { kind, query, newValues, move, ...description }:
    & Omit<
      CollectionDescription<T, V, TSaved>,
      "title" | "testId" | "prefix" | "texts" | "rows" | "newValues" | "valuesOf" | "move"
    >
    & {
      kind: SiteKind;
      query: (gql: Gql, search: SiteSearch) => UseSuspenseQueryOptions<T[], Error, T[], K>;
      newValues: (language: Language) => V;
      /** Moves an item up or down within its language. */
      move?: Write<{ id: string; direction: "up" | "down" }>;
    },
) {
  const { t, locale } = useI18n();
  const search = useSiteSearch();
  const rows = useSuspenseQuery(query(useGql(), search)).data;
  const language = (search.language ?? locale) as Language;
  return (
    <CollectionScreen
      title={t(`adminSite.kinds.${kind}.title`)}
      testId={`admin-${kind.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`}
      prefix="site"
      texts="adminSite"
      top={<SiteBackLink />}
      filters={<SiteFilters />}
      stacked
      {...description}
      rows={rows}
      newValues={() => newValues(language)}
      valuesOf={(row) => {
        const values = valuesFrom(newValues(language), row);
        return "published" in values ? { ...values, published: row.status === "PUBLISHED" } : values;
      }}
      move={move && { write: move, neighbours }}
    />
  );
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

/** The way back to the site index, above a screen's heading. */
function SiteBackLink() {
  const { t } = useI18n();
  return (
    <LocaleLink to="/$locale/admin/site" className={css({ color: "brand", textDecoration: "underline" })}>
      ← {t("adminSite.backToIndex")}
    </LocaleLink>
  );
}

/** The search and language filters, applied to the URL. */
function SiteFilters() {
  const { t } = useI18n();
  const { form, apply, reset } = useListFilter(
    useSiteSearch(),
    { search: "", language: "" },
    parseSiteSearch,
    listQueryString,
  );
  return (
    <ListFilterForm
      grid={css({ gridTemplateColumns: { base: "1fr", md: "minmax(0, 2fr) minmax(0, 1fr) auto" } })}
      onApply={apply}
      onReset={reset}
    >
      <form.AppField name="search">
        {() => <TextField type="search" maxLength={200} label={t("adminSite.filters.search")} />}
      </form.AppField>
      <form.AppField name="language">
        {() => (
          <SelectField
            label={t("adminSite.filters.language")}
            options={anyOr(t("adminSite.filters.anyLanguage"), ["ru", "en"], (l) => t(`adminSite.languages.${l}`))}
          />
        )}
      </form.AppField>
    </ListFilterForm>
  );
}

/** An item's status column (published or draft). */
export function statusColumn<T extends { status: string }>(t: (key: string) => string): Column<T> {
  return {
    key: "status",
    header: t("adminSite.columns.status"),
    className: css({ whiteSpace: "nowrap" }),
    cell: (row) => t(`adminSite.statuses.${row.status}`),
  };
}

/** The language field and the published check, as every kind but SEO texts has them. */
export function publishingFields<V>(t: (key: string) => string): FieldSpec<V>[] {
  return [
    {
      kind: "select",
      name: "language" as keyof V & string,
      label: t("adminSite.fields.language"),
      options: [{ value: "ru", label: t("adminSite.languages.ru") }, {
        value: "en",
        label: t("adminSite.languages.en"),
      }],
    },
    { kind: "check", name: "published" as keyof V & string, label: t("adminSite.fields.published") },
  ];
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
function neighbours<T extends { id: string; language?: string }>(list: readonly T[], item: T) {
  const same = list.filter((other) => other.language === item.language);
  const index = same.findIndex((other) => other.id === item.id);
  return { isFirst: index === 0, isLast: index === same.length - 1 };
}
