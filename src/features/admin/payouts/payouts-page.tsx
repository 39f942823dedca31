// /admin/payouts: promoters' payouts, filtered by promoter, status and period in the URL, with the list's sums, the
// CSV of a period's pending payouts for the bank, and the team's record of what the bank did: paid, or failed with a
// reason (the promoter reads it; the commissions go to the next payout). Both marks are confirmed in a dialog.
import { css } from "styled-system/css";
import { formatDate, formatMoney, formatMonthTitle } from "../../../../i18n/format.ts";
import { ADMIN_PAYOUT_FILTER_STATUSES, csvPeriodFor, periodMonthOf } from "../../../domain/admin-payouts.ts";
import type { Locale } from "../../../domain/locale.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { usePageNow } from "../../../lib/page-clock.tsx";
import { LocaleLink } from "../../../ui/locale-link.tsx";
import { ListPager } from "../kit/list-pager.tsx";
import type { AdminPayoutFieldsFragment } from "./payouts.generated.ts";
import { useMarkPayoutFailed, useMarkPayoutPaid } from "./mutations.ts";
import { payoutsQuery } from "./queries.ts";
import { parsePayoutSearch } from "./search.ts";
import { anyOr, searchFilter, selectFilter } from "../kit/list-filter.ts";
import { ListFilters } from "../kit/list-filter-form.tsx";
import { useListQuery } from "../kit/list-url.ts";
import { phoneOnly } from "../kit/columns.tsx";
import { useRowDialogs } from "../kit/row-dialogs.tsx";
import { screenTitle, tableBox, tableClass } from "../kit/styles.ts";

type Payout = AdminPayoutFieldsFragment;

/** "May 2026" / "Май 2026" for a period's month (YYYY-MM). */
const monthTitle = (month: string, locale: Locale) =>
  formatMonthTitle(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, locale);

/** The month inside a sentence: Russian writes it in lower case ("за май 2026"). */
const monthInText = (month: string, locale: Locale) => {
  const title = monthTitle(month, locale);
  return locale === "ru" ? title.charAt(0).toLowerCase() + title.slice(1) : title;
};

const statusColor: Record<string, string> = { PENDING: "brand", HELD: "danger", PAID: "success", FAILED: "danger" };

/** Columns a phone leaves out (their answers move into the other cells), and those answers' places. */
const wide = css({ display: { base: "none", md: "table-cell" } });

/** A mark's button: a full-height target whose label may wrap in a narrow column. */
const markButton = css({
  minH: "44px",
  py: "1",
  fontWeight: "semibold",
  color: "brand",
  textAlign: "left",
  cursor: "pointer",
  textDecoration: "underline",
  _hover: { textDecoration: "none" },
});

export function PayoutsPage() {
  const { t, locale } = useI18n();
  const now = usePageNow();
  const { url, list } = useListQuery(parsePayoutSearch, payoutsQuery);
  const { search } = url;
  // The CSV is of one period: the filter's, else the newest that has payouts, else the last the job closed.
  const csvMonth = search.period ?? list.periods[0] ?? periodMonthOf(csvPeriodFor(null, now));
  const promoterOf = (payout: Payout) => payout.promoterUsername ?? payout.promoterEmail;
  /** What a mark's dialog says of its payout. */
  const markedOf = (payout: Payout) => ({
    amount: formatMoney(payout.totalAmount, payout.currency, locale),
    promoter: promoterOf(payout),
    period: monthInText(periodMonthOf(payout.periodFrom), locale),
  });
  const mark = useRowDialogs<Payout, "PAID" | "FAILED">({
    PAID: {
      mutation: useMarkPayoutPaid(),
      dialog: (payout) => ({
        title: t("adminPayouts.paidTitle"),
        lead: payout ? t("adminPayouts.paidLead", markedOf(payout)) : undefined,
        confirmLabel: t("adminPayouts.confirmPaid"),
        testId: "payout-mark-paid",
      }),
      done: () => t("adminPayouts.markedPaid"),
    },
    // The reason is the promoter's to read.
    FAILED: {
      mutation: useMarkPayoutFailed(),
      withReason: true,
      dialog: (payout) => ({
        title: t("adminPayouts.failedTitle"),
        lead: payout ? t("adminPayouts.failedLead", markedOf(payout)) : undefined,
        confirmLabel: t("adminPayouts.confirmFailed"),
        testId: "payout-mark-failed",
      }),
      done: () => t("adminPayouts.markedFailed"),
    },
  });
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "5" })} data-testid="admin-payouts">
      <h1 className={screenTitle}>{t("adminPayouts.heading")}</h1>
      <p className={css({ maxW: "3xl" })}>{t("adminPayouts.lead")}</p>
      <p className={css({ maxW: "3xl", color: "muted" })}>{t("adminPayouts.heldLead")}</p>
      <ListFilters
        url={url}
        grid={css({ gridTemplateColumns: { base: "1fr", md: "1.5fr 1fr 1fr auto" } })}
        fields={[
          searchFilter("q", t("adminPayouts.search")),
          selectFilter(
            "status",
            t("adminPayouts.status"),
            anyOr(
              t("adminPayouts.anyStatus"),
              ADMIN_PAYOUT_FILTER_STATUSES,
              (s) => t(`promoters.payouts.statuses.${s}`),
            ),
          ),
          selectFilter(
            "period",
            t("adminPayouts.period"),
            // The URL's month stays offered even when no payout has it (an old link).
            anyOr(
              t("adminPayouts.anyPeriod"),
              [...new Set([...(search.period ? [search.period] : []), ...list.periods])],
              (month) => monthTitle(month, locale),
            ),
          ),
        ]}
      />
      <div className={css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center" })}>
        <a
          href={`/api/promoters/payouts.csv?periodFrom=${csvPeriodFor(csvMonth, now)}`}
          download
          className={css({ color: "brand", fontWeight: "semibold", textDecoration: "underline" })}
          data-testid="payouts-csv"
        >
          {t("adminPayouts.csv", { period: monthInText(csvMonth, locale) })}
        </a>
      </div>
      <p aria-live="polite">
        {t("admin.list.total", { count: list.total })}
        {list.totals.length > 0 && (
          <>
            {" · "}
            {t("adminPayouts.totals", {
              amounts: list.totals.map((s) => formatMoney(s.amount, s.currency, locale)).join(" + "),
            })}
          </>
        )}
      </p>
      {list.items.length === 0 ? <p>{t("admin.list.empty")}</p> : (
        <div className={tableBox}>
          <table className={tableClass} data-testid="payouts">
            <thead>
              <tr>
                <th scope="col">{t("adminPayouts.promoter")}</th>
                <th scope="col" className={wide}>{t("adminPayouts.period")}</th>
                <th scope="col">{t("adminPayouts.amount")}</th>
                <th scope="col" className={wide}>{t("adminPayouts.bank")}</th>
                <th scope="col">{t("adminPayouts.status")}</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((payout) => {
                const month = monthTitle(periodMonthOf(payout.periodFrom), locale);
                // Held (decision 162): no account in the payout's currency; flagged in the bank and status cells.
                const bank = payout.isHeld
                  ? t("adminPayouts.held", { currency: payout.currency })
                  : payout.bankCurrency ?? t("adminPayouts.noBank");
                const status = payout.isHeld ? "HELD" : payout.status;
                const about = `${promoterOf(payout)}, ${month}, ${payout.currency}`;
                return (
                  <tr key={payout.id} data-testid="payout" data-status={status}>
                    <td className={css({ overflowWrap: "anywhere", minW: "100px" })}>
                      {payout.promoterUsername && (
                        <strong className={css({ display: "block" })}>{payout.promoterUsername}</strong>
                      )}
                      <LocaleLink
                        to="/$locale/admin/members/$id"
                        params={{ id: payout.promoterId }}
                        className={css({ color: "brand", textDecoration: "underline" })}
                      >
                        {payout.promoterEmail}
                      </LocaleLink>
                      {/* On a phone the bank column is left out: its answer goes here. */}
                      <span className={`${phoneOnly} ${css({ color: "muted", fontSize: "xs" })}`}>
                        {t("adminPayouts.bank")}: {bank}
                      </span>
                    </td>
                    <td className={`${wide} ${css({ whiteSpace: "nowrap" })}`}>{month}</td>
                    <td>
                      <span className={phoneOnly}>{month}</span>
                      <strong className={css({ whiteSpace: "nowrap" })}>
                        {formatMoney(payout.totalAmount, payout.currency, locale)}
                      </strong>
                      <span className={css({ display: "block", color: "muted", fontSize: "xs" })}>
                        {t("adminPayouts.breakdown", {
                          subscriptions: formatMoney(payout.subscriptionCommission, payout.currency, locale),
                          products: formatMoney(payout.productCommission, payout.currency, locale),
                        })}
                      </span>
                    </td>
                    <td className={wide}>
                      {payout.isHeld ? <strong className={css({ color: "danger" })}>{bank}</strong> : bank}
                    </td>
                    <td>
                      <strong className={css({ color: statusColor[status] ?? "text" })}>
                        {t(`promoters.payouts.statuses.${status}`)}
                      </strong>
                      {payout.paidOutAt && (
                        <span className={css({ display: "block", fontSize: "xs" })}>
                          {formatDate(payout.paidOutAt, locale)}
                        </span>
                      )}
                      {payout.failReason && (
                        <span className={css({ display: "block", fontSize: "xs", minW: "100px" })}>
                          {payout.failReason}
                        </span>
                      )}
                      {payout.status === "PENDING" && (
                        <div
                          className={css({ display: "flex", flexWrap: "wrap", columnGap: "3", mt: "1" })}
                        >
                          {/* A held payout was sent nowhere: it cannot be paid until the promoter adds the account. */}
                          {!payout.isHeld && (
                            <button
                              type="button"
                              className={markButton}
                              aria-label={`${t("adminPayouts.markPaid")}: ${about}`}
                              onClick={() => mark.ask("PAID", payout)}
                            >
                              {t("adminPayouts.markPaid")}
                            </button>
                          )}
                          <button
                            type="button"
                            className={`${markButton} ${css({ color: "danger" })}`}
                            aria-label={`${t("adminPayouts.markFailed")}: ${about}`}
                            onClick={() => mark.ask("FAILED", payout)}
                          >
                            {t("adminPayouts.markFailed")}
                          </button>
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <ListPager {...url.pager(list)} total={list.total} />
      {/* One dialog per kind of mark: the reason typed for a failure is not kept for the next payout. */}
      {mark.dialogs}
    </div>
  );
}
