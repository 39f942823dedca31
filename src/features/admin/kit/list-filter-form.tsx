// The filter form above a back-office list: a search landmark whose fields the list lays out in its own grid, with
// Apply and Reset at its end.
import type { FormEvent, ReactNode } from "react";
import { css, cx } from "styled-system/css";
import { useI18n } from "../../../lib/i18n.tsx";
import { ghostButton, primaryButton } from "../../../ui/styles.ts";

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
