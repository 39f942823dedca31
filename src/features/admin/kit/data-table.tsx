// A back-office list's table from its column definitions: a heading per column, a cell per row, and the row actions
// as the last column. Stacked, each row becomes a card on a phone instead of scrolling sideways.
import type { ReactNode } from "react";
import { cx } from "styled-system/css";
import { stackedTable, tableBox, tableClass } from "./styles.ts";

/** One column: its heading and what a row shows in it (className: a css() class for the cells). */
export type Column<T> = {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
  testId?: string;
};

export function DataTable<T>(
  { rows, columns, actions, rowKey = (row) => (row as { id: string }).id, testId, rowTestId, stacked = false }: {
    rows: readonly T[];
    columns: readonly Column<T>[];
    /** The row actions column (RowActions), last. */
    actions?: { header: string; cell: (row: T) => ReactNode };
    /** A row's React key; its `id` unless told. */
    rowKey?: (row: T) => string;
    testId?: string;
    rowTestId?: string;
    /** Rows as cards on a phone (stackedTable) rather than a table that scrolls sideways. */
    stacked?: boolean;
  },
) {
  const all = actions ? [...columns, { key: "actions", ...actions } as Column<T>] : columns;
  return (
    <div className={tableBox}>
      <table className={cx(tableClass, stacked && stackedTable)} data-testid={testId}>
        <thead>
          <tr>{all.map((column) => <th key={column.key} scope="col">{column.header}</th>)}</tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={rowTestId}>
              {all.map((column) => (
                <td key={column.key} className={column.className} data-testid={column.testId}>{column.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
