// The promoter's own payouts, filtered by period and status: period, amounts, status, when paid, and why one failed.
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { formatDate, formatPrice } from "../../../i18n/format.ts";
import { PayoutFilters } from "./payout-filters.tsx";
import { type Payout, type PayoutsFilter, payoutsQuery } from "./queries.ts";
import { TableBox } from "./table-box.tsx";
import { table } from "./styles.ts";

export function PayoutsList() {
  const { t } = useI18n();
  const [filter, setFilter] = useState<PayoutsFilter>({});
  const { data: payouts, isError } = useQuery(payoutsQuery(useGql(), filter));
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "4" })}>
      <PayoutFilters filter={filter} onChange={setFilter} />
      {isError && <p role="alert" className={css({ color: "danger" })}>{t("errors.INTERNAL_SERVER_ERROR")}</p>}
      {payouts && !payouts.length && (
        <p className={css({ color: "muted" })} data-testid="payouts-empty">{t("promoters.payouts.empty")}</p>
      )}
      {payouts && payouts.length > 0 && <PayoutsTable payouts={payouts} />}
    </div>
  );
}

function PayoutsTable({ payouts }: { payouts: readonly Payout[] }) {
  const { t, locale } = useI18n();
  return (
    <TableBox label={t("promoters.payouts.title")}>
      <table className={table} data-testid="payouts">
        <thead>
          <tr>
            <th scope="col">{t("promoters.payouts.period")}</th>
            <th scope="col">{t("promoters.payouts.subscriptionCommission")}</th>
            <th scope="col">{t("promoters.payouts.productCommission")}</th>
            <th scope="col">{t("promoters.payouts.total")}</th>
            <th scope="col">{t("promoters.payouts.status")}</th>
            <th scope="col">{t("promoters.payouts.paidOutAt")}</th>
          </tr>
        </thead>
        <tbody>
          {payouts.map((p) => (
            <tr key={p.id} data-testid="payout" data-status={p.isHeld ? "HELD" : p.status}>
              <td>{formatDate(p.periodFrom, locale)} — {formatDate(p.periodTo, locale)}</td>
              <td>{formatPrice(p.subscriptionCommission, p.currency, locale)}</td>
              <td>{formatPrice(p.productCommission, p.currency, locale)}</td>
              <td className={css({ fontWeight: "semibold" })}>{formatPrice(p.totalAmount, p.currency, locale)}</td>
              <td>
                {t(`promoters.payouts.statuses.${p.isHeld ? "HELD" : p.status}`)}
                {p.isHeld && (
                  // Held: no account in its currency (decision 162): what to add, and the way to the bank block.
                  <span className={css({ display: "block", color: "danger", whiteSpace: "normal", minW: "160px" })}>
                    {t("promoters.payouts.heldNote", { currency: p.currency })}{" "}
                    <a href="#bank-data" className={css({ color: "brand", textDecoration: "underline" })}>
                      {t("promoters.payouts.addAccount")}
                    </a>
                  </span>
                )}
                {p.status === "FAILED" && p.failReason && (
                  // The team's note as they typed it, labelled as theirs (never translated or reworded).
                  <span
                    className={css({ display: "block", whiteSpace: "pre-wrap", minW: "160px" })}
                    data-testid="payout-team-note"
                  >
                    <span className={css({ color: "muted" })}>{t("promoters.payouts.teamNote")}</span>{" "}
                    <q className={css({ color: "danger" })}>{p.failReason}</q>
                  </span>
                )}
              </td>
              <td>{p.paidOutAt ? formatDate(p.paidOutAt, locale) : "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}
