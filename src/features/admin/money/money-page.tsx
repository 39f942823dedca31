// /admin/money (orders) and /admin/money/memberships: the payments, filtered by payer, status and provider in the
// URL, and the team's refund of a payment (with a reason) through its provider.
import { type ReactNode, useState } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useSearch } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { formatDateTime, formatMoney } from "../../../../i18n/format.ts";
import { PROVIDERS } from "../../../domain/admin.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { usePageLocation } from "../../../lib/page-location.tsx";
import { LocaleLink } from "../../../ui/locale-link.tsx";
import { showToast } from "../../../ui/show-toast.ts";
import { ghostButton } from "../../../ui/styles.ts";
import { ActionDialog } from "../kit/action-dialog.tsx";
import type { Column } from "../kit/data-table.tsx";
import { SelectField, TextField } from "../kit/fields.tsx";
import { useListFilter } from "../kit/list-filter.ts";
import { ListFilterForm } from "../kit/list-filter-form.tsx";
import { ListScreen } from "../kit/list-screen.tsx";
import { screenTitle } from "../kit/styles.ts";
import { MembershipsList, type Refunding } from "./memberships-list.tsx";
import type { AdminOrderFieldsFragment } from "./money.generated.ts";
import { useRefundMembershipCharge, useRefundOrder, useRefundStripeMembership } from "./mutations.ts";
import { ordersQuery } from "./queries.ts";
import {
  moneyFilterOf,
  moneyQueryString,
  type MoneySearch,
  moneySearchFor,
  moneyStatusesOf,
  type MoneyView,
  parseMoneySearch,
} from "./search.ts";

export function OrdersPage() {
  return <MoneyScreen view="orders" />;
}

export function MembershipsPage() {
  return <MoneyScreen view="memberships" />;
}

function MoneyScreen({ view }: { view: MoneyView }) {
  const { t, locale } = useI18n();
  const search = parseMoneySearch(useSearch({ strict: false }) as Record<string, unknown>);
  const { form, apply, reset } = useListFilter(
    moneyFilterOf(search),
    { q: "", status: "", provider: "" },
    parseMoneySearch,
    moneyQueryString,
  );
  const [refunding, setRefunding] = useState<Refunding | null>(null);
  const [error, setError] = useState<string | null>(null);
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
  const filters = (
    <>
      <nav aria-label={t("admin.money.heading")} className={css({ display: "flex", gap: "2", flexWrap: "wrap" })}>
        {tab("orders", t("admin.money.orders"))}
        {tab("memberships", t("admin.money.memberships"))}
      </nav>
      <ListFilterForm
        grid={css({ gridTemplateColumns: { base: "1fr", md: "2fr 1fr 1fr auto" } })}
        onApply={apply}
        onReset={reset}
      >
        <form.AppField name="q">{() => <TextField type="search" label={t("admin.money.search")} />}</form.AppField>
        <form.AppField name="status">
          {() => (
            <SelectField
              label={t("admin.money.status")}
              options={[
                { value: "", label: t("admin.money.any") },
                ...statuses.map((s) => ({ value: s, label: t(`admin.money.statuses.${s}`) })),
              ]}
            />
          )}
        </form.AppField>
        <form.AppField name="provider">
          {() => (
            <SelectField
              label={t("admin.money.provider")}
              options={[
                { value: "", label: t("admin.money.any") },
                ...PROVIDERS.map((p) => ({ value: p, label: t(`admin.money.providers.${p}`) })),
              ]}
            />
          )}
        </form.AppField>
      </ListFilterForm>
    </>
  );
  const dialog = (
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
  );
  if (view === "orders") {
    return <OrdersList search={search} filters={filters} dialog={dialog} onRefund={setRefunding} />;
  }
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "5" })}>
      <h1 className={screenTitle}>{t("admin.money.heading")}</h1>
      {filters}
      <MembershipsList search={search} onRefund={setRefunding} />
      {dialog}
    </div>
  );
}

function OrdersList(
  { search, filters, dialog, onRefund }: {
    search: MoneySearch;
    filters: ReactNode;
    dialog: ReactNode;
    onRefund: (r: Refunding) => void;
  },
) {
  const { t, locale } = useI18n();
  const { pathname } = usePageLocation();
  const page = search.page ?? 1;
  const list = useSuspenseQuery(ordersQuery(useGql(), moneyFilterOf(search), page)).data;
  const columns: Column<AdminOrderFieldsFragment>[] = [
    {
      key: "date",
      header: t("admin.money.date"),
      className: css({ whiteSpace: "nowrap" }),
      cell: (order) => formatDateTime(order.paidAt ?? order.createdAt, locale),
    },
    {
      key: "payer",
      header: t("admin.money.payer"),
      className: css({ overflowWrap: "anywhere" }),
      cell: (order) => (
        <LocaleLink
          to="/$locale/admin/members/$id"
          params={{ id: order.userId }}
          className={css({ color: "brand", textDecoration: "underline" })}
        >
          {order.email}
        </LocaleLink>
      ),
    },
    { key: "product", header: t("admin.money.product"), cell: (order) => order.product },
    {
      key: "amount",
      header: t("admin.money.amount"),
      className: css({ whiteSpace: "nowrap" }),
      cell: (order) => (
        <>
          {formatMoney(order.totalPrice, order.currency, locale)} · {t(`admin.money.providers.${order.provider}`)}
        </>
      ),
    },
    { key: "status", header: t("admin.money.status"), cell: (order) => t(`admin.money.statuses.${order.status}`) },
    {
      key: "refund",
      header: <span className={css({ srOnly: true })}>{t("admin.money.refund")}</span>,
      cell: (order) =>
        order.refundable && (
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
        ),
    },
  ];
  return (
    <ListScreen
      title={t("admin.money.heading")}
      filters={filters}
      total={list.total}
      messageTestId="money-message"
      rows={list.items}
      columns={columns}
      tableTestId="orders"
      pager={{
        page,
        pageSize: list.pageSize,
        hrefOf: (n) => `${pathname}${moneyQueryString({ ...moneyFilterOf(search), page: n })}`,
      }}
    >
      {dialog}
    </ListScreen>
  );
}
