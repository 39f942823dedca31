// /admin/money (orders) and /admin/money/memberships: the payments, filtered by payer, status and provider in the
// URL, and the team's refund of a payment (with a reason) through its provider.
import { useState } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useSearch } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { formatDate, formatDateTime, formatMoney } from "../../../../i18n/format.ts";
import { PROVIDERS } from "../../../domain/admin.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { usePageLocation } from "../../../lib/page-location.tsx";
import { LocaleLink } from "../../../ui/locale-link.tsx";
import { showToast } from "../../../ui/show-toast.ts";
import { ghostButton } from "../../../ui/styles.ts";
import { ActionDialog } from "../kit/action-dialog.tsx";
import { ListPager } from "../kit/list-pager.tsx";
import { useRefundMembershipCharge, useRefundOrder, useRefundStripeMembership } from "./mutations.ts";
import {
  moneyFilterOf,
  moneyQueryString,
  type MoneySearch,
  moneySearchFor,
  moneyStatusesOf,
  type MoneyView,
  parseMoneySearch,
} from "./search.ts";
import { membershipsQuery, ordersQuery } from "./queries.ts";
import { fieldClass, labelClass, screenTitle, tableBox, tableClass } from "../kit/styles.ts";
import { ListFilterForm } from "../kit/list-filter-form.tsx";

type Refunding = {
  kind: "order" | "charge" | "membership";
  id: string;
  amount: number;
  currency: string;
  provider: string;
};

export function OrdersPage() {
  return <MoneyScreen view="orders" />;
}

export function MembershipsPage() {
  return <MoneyScreen view="memberships" />;
}

function MoneyScreen({ view }: { view: MoneyView }) {
  const { t, locale } = useI18n();
  const { pathname, navigate } = usePageLocation();
  const search = parseMoneySearch(useSearch({ strict: false }) as Record<string, unknown>);
  const [draft, setDraft] = useState<MoneySearch>(moneyFilterOf(search));
  const [refunding, setRefunding] = useState<Refunding | null>(null);
  const [error, setError] = useState<string | null>(null);
  const go = (next: MoneySearch) => {
    const href = `${pathname}${moneyQueryString(next)}`;
    if (!navigate?.(href)) globalThis.location.assign(href);
  };
  const done = () => {
    setRefunding(null);
    setError(null);
    showToast("top", { type: "success", title: t("admin.money.refunded") });
  };
  const refundOrder = useRefundOrder({ onSuccess: done, onError: setError });
  const refundCharge = useRefundMembershipCharge({ onSuccess: done, onError: setError });
  const refundMembership = useRefundStripeMembership({ onSuccess: done, onError: setError });
  const statuses = moneyStatusesOf(view);
  // A tab keeps the list's filter (the payer, the provider, a status both lists have): switching views is not a reset.
  const tab = (target: MoneyView, label: string) => (
    <LocaleLink
      to={target === "orders" ? "/$locale/admin/money" : "/$locale/admin/money/memberships"}
      search={moneyQueryString(moneySearchFor(target, moneyFilterOf(search)))}
      aria-current={target === view ? "page" : undefined}
      className={css({
        px: "4",
        py: "2",
        borderRadius: "full",
        fontWeight: "semibold",
        bg: target === view ? "brand" : "white",
        color: target === view ? "white" : "brand",
        border: "1px solid",
        borderColor: "brand",
      })}
    >
      {label}
    </LocaleLink>
  );
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "5" })}>
      <h1 className={screenTitle}>{t("admin.money.heading")}</h1>
      <nav aria-label={t("admin.money.heading")} className={css({ display: "flex", gap: "2", flexWrap: "wrap" })}>
        {tab("orders", t("admin.money.orders"))}
        {tab("memberships", t("admin.money.memberships"))}
      </nav>
      <ListFilterForm
        grid={css({ gridTemplateColumns: { base: "1fr", md: "2fr 1fr 1fr auto" } })}
        onApply={() => go(parseMoneySearch(draft as Record<string, unknown>))}
        onReset={() => {
          setDraft({});
          go({});
        }}
      >
        <label className={labelClass}>
          {t("admin.money.search")}
          <input
            className={fieldClass}
            type="search"
            value={draft.q ?? ""}
            onChange={(event) => setDraft({ ...draft, q: event.target.value || undefined })}
          />
        </label>
        <label className={labelClass}>
          {t("admin.money.status")}
          <select
            className={fieldClass}
            value={draft.status ?? ""}
            onChange={(event) => setDraft({ ...draft, status: event.target.value || undefined })}
          >
            <option value="">{t("admin.money.any")}</option>
            {statuses.map((s) => <option key={s} value={s}>{t(`admin.money.statuses.${s}`)}</option>)}
          </select>
        </label>
        <label className={labelClass}>
          {t("admin.money.provider")}
          <select
            className={fieldClass}
            value={draft.provider ?? ""}
            onChange={(event) => setDraft({ ...draft, provider: event.target.value || undefined })}
          >
            <option value="">{t("admin.money.any")}</option>
            {PROVIDERS.map((p) => <option key={p} value={p}>{t(`admin.money.providers.${p}`)}</option>)}
          </select>
        </label>
      </ListFilterForm>
      {view === "orders"
        ? <OrdersTable search={search} onRefund={setRefunding} />
        : <MembershipsTable search={search} onRefund={setRefunding} />}
      <ActionDialog
        open={refunding !== null}
        onOpenChange={(open) => !open && setRefunding(null)}
        title={t("admin.money.refundTitle")}
        lead={refunding
          ? t("admin.money.refundLead", {
            amount: formatMoney(refunding.amount, refunding.currency, locale),
            provider: t(`admin.money.providers.${refunding.provider}`),
          })
          : undefined}
        withReason
        confirmLabel={t("admin.money.refund")}
        onConfirm={(reason) => {
          if (!refunding) return;
          if (refunding.kind === "order") refundOrder.mutate({ id: refunding.id, reason });
          else if (refunding.kind === "charge") refundCharge.mutate({ id: refunding.id, reason });
          else refundMembership.mutate({ id: refunding.id, reason });
        }}
        busy={refundOrder.isPending || refundCharge.isPending || refundMembership.isPending}
        error={error}
        testId="money-refund"
      />
    </div>
  );
}

function OrdersTable({ search, onRefund }: { search: MoneySearch; onRefund: (r: Refunding) => void }) {
  const { t, locale } = useI18n();
  const { pathname } = usePageLocation();
  const page = search.page ?? 1;
  const list = useSuspenseQuery(ordersQuery(useGql(), moneyFilterOf(search), page)).data;
  return (
    <>
      <p aria-live="polite">{t("admin.list.total", { count: list.total })}</p>
      {list.items.length === 0 ? <p>{t("admin.list.empty")}</p> : (
        <div className={tableBox}>
          <table className={tableClass} data-testid="orders">
            <thead>
              <tr>
                <th scope="col">{t("admin.money.date")}</th>
                <th scope="col">{t("admin.money.payer")}</th>
                <th scope="col">{t("admin.money.product")}</th>
                <th scope="col">{t("admin.money.amount")}</th>
                <th scope="col">{t("admin.money.status")}</th>
                <th scope="col">
                  <span className={css({ srOnly: true })}>{t("admin.money.refund")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((order) => (
                <tr key={order.id}>
                  <td className={css({ whiteSpace: "nowrap" })}>
                    {formatDateTime(order.paidAt ?? order.createdAt, locale)}
                  </td>
                  <td className={css({ overflowWrap: "anywhere" })}>
                    <LocaleLink
                      to="/$locale/admin/members/$id"
                      params={{ id: order.userId }}
                      className={css({ color: "brand", textDecoration: "underline" })}
                    >
                      {order.email}
                    </LocaleLink>
                  </td>
                  <td>{order.product}</td>
                  <td className={css({ whiteSpace: "nowrap" })}>
                    {formatMoney(order.totalPrice, order.currency, locale)} ·{" "}
                    {t(`admin.money.providers.${order.provider}`)}
                  </td>
                  <td>{t(`admin.money.statuses.${order.status}`)}</td>
                  <td>
                    {order.refundable && (
                      <button
                        type="button"
                        className={ghostButton}
                        aria-label={`${t("admin.money.refund")}: ${order.product}, ${order.email}`}
                        onClick={() =>
                          onRefund({
                            kind: "order",
                            id: order.id,
                            amount: order.totalPrice,
                            currency: order.currency,
                            provider: order.provider,
                          })}
                      >
                        {t("admin.money.refund")}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListPager
        page={page}
        pageSize={list.pageSize}
        total={list.total}
        hrefOf={(n) => `${pathname}${moneyQueryString({ ...moneyFilterOf(search), page: n })}`}
      />
    </>
  );
}

function MembershipsTable({ search, onRefund }: { search: MoneySearch; onRefund: (r: Refunding) => void }) {
  const { t, locale } = useI18n();
  const { pathname } = usePageLocation();
  const page = search.page ?? 1;
  const list = useSuspenseQuery(membershipsQuery(useGql(), moneyFilterOf(search), page)).data;
  return (
    <>
      <p aria-live="polite">{t("admin.list.total", { count: list.total })}</p>
      {list.items.length === 0
        ? <p>{t("admin.list.empty")}</p>
        : (
          <ul className={css({ display: "grid", gap: "3" })} data-testid="memberships">
            {list.items.map((sub) => (
              <li key={sub.id} className={css({ bg: "white", borderRadius: "xl", p: "4", display: "grid", gap: "2" })}>
                <p className={css({ overflowWrap: "anywhere" })}>
                  <LocaleLink
                    to="/$locale/admin/members/$id"
                    params={{ id: sub.userId }}
                    className={css({ color: "brand", fontWeight: "semibold", textDecoration: "underline" })}
                  >
                    {sub.email}
                  </LocaleLink>
                  {" · "}
                  {t(`admin.members.cycles.${sub.billingCycle}`)} · {t(`admin.money.providers.${sub.provider}`)} ·{" "}
                  <strong>{t(`admin.money.statuses.${sub.status}`)}</strong>
                  {sub.currentPeriodEnd && ` · ${t("admin.money.until")} ${formatDate(sub.currentPeriodEnd, locale)}`}
                </p>
                {sub.provider === "STRIPE" && sub.lastPaymentAmount !== null && (
                  <p className={css({ display: "flex", gap: "3", alignItems: "center", flexWrap: "wrap" })}>
                    {t("admin.money.lastPayment", {
                      amount: formatMoney(sub.lastPaymentAmount, sub.currency, locale),
                    })}
                    {sub.lastPaymentRefundable && (
                      <button
                        type="button"
                        className={ghostButton}
                        aria-label={`${t("admin.money.refundLast")}: ${sub.email}`}
                        onClick={() =>
                          onRefund({
                            kind: "membership",
                            id: sub.id,
                            amount: sub.lastPaymentAmount ?? 0,
                            currency: sub.currency,
                            provider: "STRIPE",
                          })}
                      >
                        {t("admin.money.refundLast")}
                      </button>
                    )}
                  </p>
                )}
                {sub.charges.length > 0 && (
                  <div className={tableBox}>
                    <table className={tableClass} aria-label={`${t("admin.money.payments")}: ${sub.email}`}>
                      <thead>
                        <tr>
                          <th scope="col">{t("admin.money.date")}</th>
                          <th scope="col">{t("admin.money.amount")}</th>
                          <th scope="col">{t("admin.money.status")}</th>
                          <th scope="col">
                            <span className={css({ srOnly: true })}>{t("admin.money.refund")}</span>
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {sub.charges.map((charge) => (
                          <tr key={charge.id}>
                            <td className={css({ whiteSpace: "nowrap" })}>{formatDateTime(charge.at, locale)}</td>
                            <td>{formatMoney(charge.amount, charge.currency, locale)}</td>
                            <td>{t(`admin.money.statuses.${charge.status}`)}</td>
                            <td>
                              {charge.refundable && (
                                <button
                                  type="button"
                                  className={ghostButton}
                                  aria-label={`${t("admin.money.refund")}: ${sub.email}, ${
                                    formatDateTime(charge.at, locale)
                                  }`}
                                  onClick={() =>
                                    onRefund({
                                      kind: "charge",
                                      id: charge.id,
                                      amount: charge.amount,
                                      currency: charge.currency,
                                      provider: "YOO",
                                    })}
                                >
                                  {t("admin.money.refund")}
                                </button>
                              )}
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      <ListPager
        page={page}
        pageSize={list.pageSize}
        total={list.total}
        hrefOf={(n) => `${pathname}${moneyQueryString({ ...moneyFilterOf(search), page: n })}`}
      />
    </>
  );
}
