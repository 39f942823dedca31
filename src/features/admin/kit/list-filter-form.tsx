// The filter form above a back-office list: a search landmark whose fields the list lays out in its own grid, with
// Apply and Reset at its end. ListFilters renders it from the list's field descriptions (FilterField), the values
// starting from the URL and Apply going to the URL of what they hold (useListFilter).
import { type FormEvent, Fragment, type ReactNode } from "react";
import { css, cx } from "styled-system/css";
import { useI18n } from "../../../lib/i18n.tsx";
import { ghostButton, primaryButton } from "../../../ui/styles.ts";
import { SelectField, TextField } from "./fields.tsx";
import { filterDefaults, type FilterField, useListFilter } from "./list-filter.ts";
import { listQueryString } from "./list-search.ts";

/** The grids most lists lay their filters in: a search two cells wide and selects in four columns from lg up. */
export const filterGrid = {
  fourColumns: css({ gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", lg: "repeat(4, minmax(0, 1fr))" } }),
  /** A search, two selects and the buttons on one line from md up. */
  searchAndTwo: css({ gridTemplateColumns: { base: "1fr", md: "2fr 1fr 1fr auto" } }),
};
/** A cell two columns wide (the search, the buttons). */
export const twoCells = css({ gridColumn: "span 2" });
/** Two cells on a phone, one from lg up (the buttons after the fourth column's field). */
export const twoCellsThenOne = css({ gridColumn: { base: "span 2", lg: "span 1" } });

export function ListFilters({ url, fields, grid, actionsClass }: {
  /** The list's URL (useListUrl): what the fields start from, and how Apply reads what they hold. */
  url: { filter: object; parse: (search: Record<string, unknown>) => object };
  fields: readonly FilterField[];
  grid: string;
  actionsClass?: string;
}) {
  const { form, apply, reset } = useListFilter(url.filter, filterDefaults(fields), url.parse, listQueryString);
  return (
    <ListFilterForm grid={grid} actionsClass={actionsClass} onApply={apply} onReset={reset}>
      {fields.map((field) => {
        const control = (
          <form.AppField name={field.name}>
            {() =>
              field.kind === "select"
                ? <SelectField label={field.label} options={field.options} />
                : <TextField type={field.type} maxLength={field.maxLength} label={field.label} />}
          </form.AppField>
        );
        return field.cell
          ? <div key={field.name} className={field.cell}>{control}</div>
          : <Fragment key={field.name}>{control}</Fragment>;
      })}
    </ListFilterForm>
  );
}

const box = css({ display: "grid", gap: "3", alignItems: "end", bg: "white", p: "4", borderRadius: "xl" });
const actions = css({ display: "flex", flexWrap: "wrap", gap: "2" });

export function ListFilterForm({ grid, actionsClass, onApply, onReset, children }: {
  /** The list's own columns (a css() class: Panda needs the values written out where they are used). */
  grid: string;
  /** Where Apply and Reset sit in that grid, if not in the next cell. */
  actionsClass?: string;
  onApply: () => void;
  onReset: () => void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <form
      noValidate
      role="search"
      aria-label={t("admin.list.search")}
      className={cx(box, grid)}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onApply();
      }}
    >
      {children}
      <div className={cx(actions, actionsClass)}>
        <button type="submit" className={primaryButton}>{t("admin.list.apply")}</button>
        <button type="button" className={ghostButton} onClick={onReset}>{t("admin.list.reset")}</button>
      </div>
    </form>
  );
}
