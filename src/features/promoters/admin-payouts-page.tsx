// /profile/payouts: every promoter's payouts for admins (ADMIN, GLOBAL_ADMIN; the route shows anyone else the 404
// page and the server answers a non-admin only their own): filters by period and status, mark paid, mark failed with
// a reason (shown to the promoter), and the CSV of a period's pending payouts for the bank.
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { ReasonForm } from "../../ui/reason-form.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { formatDate } from "../../../i18n/format.ts";
import { payoutPeriodFor } from "../../domain/promoters.ts";
import { Dialog } from "../../ui/dialog.tsx";
import { showToast } from "../../ui/show-toast.ts";
import { SideMenuLayout } from "../../ui/side-menu-layout.tsx";
import { useMarkPayoutFailed, useMarkPayoutPaid } from "./mutations.ts";
import { PayoutFilters } from "./payout-filters.tsx";
import { PayoutsTable } from "./payouts-list.tsx";
import { type Payout, type PayoutsFilter, payoutsQuery } from "./queries.ts";
import { dangerLink, linkButton, row } from "./styles.ts";

export function AdminPayoutsPage() {
  const { t, locale } = useI18n();
  const [filter, setFilter] = useState<PayoutsFilter>({});
  const { data: payouts, isError } = useQuery(payoutsQuery(useGql(), filter));
  const [failing, setFailing] = useState<Payout | null>(null);
  const onError = () => showToast("top", { type: "error", title: t("errors.INTERNAL_SERVER_ERROR") });
  const paid = useMarkPayoutPaid({
    onSuccess: () => showToast("top", { type: "success", title: t("promoters.adminPayouts.markedPaid") }),
    onError,
  });
  // The CSV is of one period: the one the filter starts, else the last closed one.
  const csvPeriod = filter.periodFrom ?? payoutPeriodFor(new Date()).periodFrom;
  return (
    <SideMenuLayout title={t("promoters.adminPayouts.title")}>
      <div className={css({ display: "flex", flexDirection: "column", gap: "4" })} data-testid="admin-payouts">
        <PayoutFilters filter={filter} onChange={setFilter} />
        <a
          href={`/api/promoters/payouts.csv?periodFrom=${encodeURIComponent(csvPeriod)}`}
          download
          className={linkButton}
          data-testid="payouts-csv"
        >
          {t("promoters.adminPayouts.csv", { date: formatDate(csvPeriod, locale) })}
        </a>
        {isError && <p role="alert" className={css({ color: "danger" })}>{t("errors.INTERNAL_SERVER_ERROR")}</p>}
        {payouts && !payouts.length && <p className={css({ color: "muted" })}>{t("promoters.payouts.empty")}</p>}
        {payouts && payouts.length > 0 && (
          <PayoutsTable
            payouts={payouts}
            withPromoter
            actions={(payout) =>
              payout.status === "PENDING" && (
                <div className={row}>
                  <button
                    type="button"
                    className={linkButton}
                    disabled={paid.isPending}
                    onClick={() => paid.mutate({ id: payout.id })}
                  >
                    {t("promoters.adminPayouts.markPaid")}
                  </button>
                  <button type="button" className={dangerLink} onClick={() => setFailing(payout)}>
                    {t("promoters.adminPayouts.markFailed")}
                  </button>
                </div>
              )}
          />
        )}
      </div>
      <FailDialog payout={failing} onClose={() => setFailing(null)} />
    </SideMenuLayout>
  );
}

function FailDialog({ payout, onClose }: { payout: Payout | null; onClose: () => void }) {
  const { t } = useI18n();
  const fail = useMarkPayoutFailed({
    onSuccess: onClose,
    onError: () => showToast("top", { type: "error", title: t("errors.INTERNAL_SERVER_ERROR") }),
  });
  return (
    <Dialog
      open={payout !== null}
      onOpenChange={(open) => !open && !fail.isPending && onClose()}
      title={t("promoters.adminPayouts.failTitle")}
      closeLabel={t("ui.close")}
      closeDisabled={fail.isPending}
    >
      {/* A new form for each payout: no reason typed for one is left for the next. */}
      <ReasonForm
        key={payout?.id}
        label={t("promoters.adminPayouts.failReason")}
        submitLabel={t("promoters.adminPayouts.markFailed")}
        busy={fail.isPending}
        maxLength={500}
        onSubmit={(reason) => payout && fail.mutate({ id: payout.id, reason })}
      />
    </Dialog>
  );
}
