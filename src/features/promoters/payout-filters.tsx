// The promoter's payouts filter: the period (from, to; YYYY-MM-DD) and the status; the filter is the query's input,
// so each change reads the list again.
import { css } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { PAYOUT_STATUSES, type PayoutStatus } from "../../domain/promoters.ts";
import { fieldInput, fieldLabel } from "../../ui/form/styles.ts";
import type { PayoutsFilter } from "./queries.ts";

export function PayoutFilters({ filter, onChange }: { filter: PayoutsFilter; onChange: (f: PayoutsFilter) => void }) {
  const { t } = useI18n();
  const set = (patch: PayoutsFilter) => {
    const next = { ...filter, ...patch };
    // Empty fields are no filter at all.
    for (const key of Object.keys(next) as (keyof PayoutsFilter)[]) if (!next[key]) delete next[key];
    onChange(next);
  };
  return (
    <div
      data-testid="payout-filters"
      className={css({ display: "grid", gap: "3", gridTemplateColumns: { base: "1fr", sm: "repeat(3, 1fr)" } })}
    >
      <label className={fieldLabel}>
        {t("promoters.payouts.periodFrom")}
        <input
          type="date"
          name="periodFrom"
          value={filter.periodFrom ?? ""}
          onChange={(e) => set({ periodFrom: e.target.value })}
          className={fieldInput}
        />
      </label>
      <label className={fieldLabel}>
        {t("promoters.payouts.periodTo")}
        <input
          type="date"
          name="periodTo"
          value={filter.periodTo ?? ""}
          onChange={(e) => set({ periodTo: e.target.value })}
          className={fieldInput}
        />
      </label>
      <label className={fieldLabel}>
        {t("promoters.payouts.status")}
        <select
          name="status"
          value={filter.status ?? ""}
          onChange={(e) => set({ status: (e.target.value || undefined) as PayoutStatus | undefined })}
          className={fieldInput}
        >
          <option value="">{t("promoters.payouts.allStatuses")}</option>
          {PAYOUT_STATUSES.map((s) => <option key={s} value={s}>{t(`promoters.payouts.statuses.${s}`)}</option>)}
        </select>
      </label>
    </div>
  );
}
