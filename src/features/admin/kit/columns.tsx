// The kinds of column the back office's lists are made of, as Column<T> makers: a row's title as the link to its own
// screen, a date, a value of an enum in words, plain text. Headers are i18n keys; a list writes only what is its own.
//   const column = useColumns<AdminArticleItem>();
//   [column.title("title", "adminArticles.columns.title", { link: (a) => ({ to: …, params: … }), text: (a) => a.title }),
//    column.date("updated", "adminArticles.columns.updated", (a) => a.updatedAt), …]
import type { ReactNode } from "react";
import { css, cx } from "styled-system/css";
import { formatDate, formatDateTime } from "../../../../i18n/format.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { linkOf, type LinkTarget, LocaleLink } from "../../../ui/locale-link.tsx";
import type { Column } from "./data-table.tsx";

/** A cell that keeps to one line (a date, a short word). */
export const nowrap = css({ whiteSpace: "nowrap" });
/** The link that opens a row's own screen. */
export const rowLink = css({ fontWeight: "semibold", color: "brand", textDecoration: "underline" });
/** A line under a row's title (its slug, its company). */
export const subLine = css({ color: "muted", overflowWrap: "anywhere" });

/** What a phone shows alone: the answer of a column it leaves out, moved into another cell. */
export const phoneOnly = css({ display: { base: "block", md: "none" } });
const wideCell = css({ display: { base: "none", md: "table-cell" } });

/** A column a phone leaves out, its heading too (its answer goes into another cell there, in a phoneOnly line). */
export const wideOnly = <T,>(column: Column<T>): Column<T> => ({
  ...column,
  headerClassName: cx(wideCell, column.headerClassName),
  className: cx(wideCell, column.className),
});

/** A row's title column: the link, its text, and an optional line under it. */
export type TitleOf<T> = {
  link: (row: T) => LinkTarget;
  text: (row: T) => ReactNode;
  /** Left out when it gives nothing (null, ""). */
  under?: (row: T) => ReactNode;
  /** A css() class for the cells ("nowrap", a minimum width); `minW: 200px` unless told. */
  className?: string;
  linkClass?: string;
};

const titleCell = css({ minW: "200px" });

export function useColumns<T>() {
  const { t, locale } = useI18n();
  return {
    /** Whatever the row shows: the cell as the list writes it. */
    cell: (key: string, header: string, cell: (row: T) => ReactNode, className?: string): Column<T> => ({
      key,
      header: t(header),
      cell,
      className,
    }),
    /** The row's title, linked to its screen. */
    title: (key: string, header: string, of: TitleOf<T>): Column<T> => ({
      key,
      header: t(header),
      className: of.className ?? titleCell,
      cell: (row) => {
        const under = of.under?.(row);
        return (
          <>
            <LocaleLink {...linkOf(of.link(row))} className={of.linkClass ?? rowLink}>{of.text(row)}</LocaleLink>
            {under !== undefined && under !== null && under !== "" && <div className={subLine}>{under}</div>}
          </>
        );
      },
    }),
    /** A value of an enum in words: the dictionary's `${prefix}.${value}`, on one line. */
    label: (key: string, header: string, prefix: string, value: (row: T) => string): Column<T> => ({
      key,
      header: t(header),
      className: nowrap,
      cell: (row) => t(`${prefix}.${value(row)}`),
    }),
    /** A date (or a date and time) in the page's language, on one line; `empty` (an i18n key) when there is none. */
    date: (
      key: string,
      header: string,
      value: (row: T) => string | null | undefined,
      options: { withTime?: boolean; empty?: string } = {},
    ): Column<T> => ({
      key,
      header: t(header),
      className: nowrap,
      cell: (row) => {
        const date = value(row);
        if (!date) return options.empty ? t(options.empty) : null;
        return options.withTime ? formatDateTime(date, locale) : formatDate(date, locale);
      },
    }),
  };
}
