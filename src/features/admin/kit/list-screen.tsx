// A back-office list screen as every group lays it out: the heading (and its buttons), the filter form, the count
// and the last message, whatever the screen adds (an editor), then the table or the empty message, then the pager.
import type { ReactNode } from "react";
import { css, cx } from "styled-system/css";
import { useI18n } from "../../../lib/i18n.tsx";
import { linkOf, type LinkTarget, LocaleLink } from "../../../ui/locale-link.tsx";
import { primaryButton } from "../../../ui/styles.ts";
import { type Column, DataTable } from "./data-table.tsx";
import { filterGrid, ListFilters } from "./list-filter-form.tsx";
import type { FilterField } from "./list-filter.ts";
import { ListPager } from "./list-pager.tsx";
import { type ScreenMessage, StatusLine } from "./messages.tsx";
import { screenTitle } from "./styles.ts";

export function ListScreen<T>(
  {
    title,
    testId,
    top,
    actions,
    add,
    filters,
    filterFields,
    page,
    total = page?.list.total,
    message = null,
    messageTestId,
    children,
    rows = page?.list.items ?? [],
    columns,
    rowActions,
    tableTestId,
    rowTestId,
    stacked,
    emptyText,
    pager = page?.url.pager(page.list),
  }: {
    title: string;
    testId?: string;
    /** Above the heading (a link back). */
    top?: ReactNode;
    /** Beside the heading (buttons of its own). */
    actions?: ReactNode;
    /** The link to a new item's editor, beside the heading ("New article"). */
    add?: { link: LinkTarget; label: string; testId?: string };
    /** The filter form (ListFilterForm), when the list lays out its own. */
    filters?: ReactNode;
    /** The filter form from its fields' descriptions over the page's URL, in four columns unless told. */
    filterFields?: { fields: readonly FilterField[]; grid?: string; actionsClass?: string };
    /**
     * A page of a list the server answered ({ items, total, pageSize }) and the URL it answered (useListQuery): its
     * rows, its count and its pager, unless they are given one by one.
     */
    page?: {
      list: { items: readonly T[]; total: number; pageSize: number };
      url: {
        pager: (list: { pageSize: number }) => { page: number; pageSize: number; hrefOf: (n: number) => string };
        filter: object;
        parse: (search: Record<string, unknown>) => object;
      };
    };
    /** The count of what the filters found ("N found"); none shown when undefined. */
    total?: number;
    message?: ScreenMessage | null;
    messageTestId: string;
    /** Between the count and the table (an editor, a notice). */
    children?: ReactNode;
    /** The rows (the page's items unless told). */
    rows?: readonly T[];
    columns: readonly Column<T>[];
    rowActions?: { header: string; cell: (row: T) => ReactNode };
    tableTestId?: string;
    rowTestId?: string;
    stacked?: boolean;
    /** An i18n key; "admin.list.empty" unless told. */
    emptyText?: string;
    /** Pages of a long list, as links that keep the URL's filters. */
    pager?: { page: number; pageSize: number; hrefOf: (page: number) => string };
  },
) {
  const { t } = useI18n();
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "5", minW: 0 })} data-testid={testId}>
      {top}
      <div className={css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center" })}>
        <h1 className={cx(screenTitle, css({ flex: 1 }))}>{title}</h1>
        {actions}
        {add && (
          <LocaleLink {...linkOf(add.link)} className={primaryButton} data-testid={add.testId}>{add.label}</LocaleLink>
        )}
      </div>
      {filters}
      {filterFields && page && (
        <ListFilters
          url={page.url}
          fields={filterFields.fields}
          grid={filterFields.grid ?? filterGrid.fourColumns}
          actionsClass={filterFields.actionsClass}
        />
      )}
      <StatusLine message={message} testId={messageTestId} total={total} />
      {children}
      {rows.length === 0 ? <p>{t(emptyText ?? "admin.list.empty")}</p> : (
        <DataTable
          rows={rows}
          columns={columns}
          actions={rowActions}
          testId={tableTestId}
          rowTestId={rowTestId}
          stacked={stacked}
        />
      )}
      {pager && <ListPager {...pager} total={total ?? rows.length} />}
    </div>
  );
}
