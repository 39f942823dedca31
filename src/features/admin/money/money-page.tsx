// /admin/money (orders) and /admin/money/memberships: the payments, filtered by payer, status and provider in the
// URL, and the team's refund of a payment (with a reason) through its provider.
import type { ReactNode } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { formatMoney } from "../../../../i18n/format.ts";
import { PROVIDERS } from "../../../domain/admin.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { LocaleLink } from "../../../ui/locale-link.tsx";
import { ghostButton } from "../../../ui/styles.ts";
import { useColumns } from "../kit/columns.tsx";
import { filterFieldsIn } from "../kit/list-filter.ts";
import { filterGrid, ListFilters } from "../kit/list-filter-form.tsx";
import { ListScreen } from "../kit/list-screen.tsx";
import { type ListUrl, useListUrl } from "../kit/list-url.ts";
import { type DialogWrite, useRowDialogs } from "../kit/row-dialogs.tsx";
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
  const filter = filterFieldsIn(t, "admin.money");
  const url = useListUrl(parseMoneySearch);
  const { search } = url;
  // Every payment is refunded the same way: through its provider, with a reason; only the write differs.
  const refund = (mutation: DialogWrite<Refunding>["mutation"]): DialogWrite<Refunding> => ({
    mutation,
    withReason: true,
    dialog: (refunding) => ({
      title: t("admin.money.refundTitle"),
      lead: refunding
        ? t("admin.money.refundLead", {
          amount: formatMoney(refunding.amount, refunding.currency, locale),
          provider: t(`admin.money.providers.${refunding.provider}`),
        })
        : undefined,
      confirmLabel: t("admin.money.refund"),
      testId: "money-refund",
    }),
    done: () => t("admin.money.refunded"),
  });
  const refunds = useRowDialogs<Refunding, Refunding["kind"]>({
    order: refund(useRefundOrder()),
    charge: refund(useRefundMembershipCharge()),
    membership: refund(useRefundStripeMembership()),
  });
  const onRefund = (refunding: Refunding) => refunds.ask(refunding.kind, refunding);
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
      <ListFilters
        url={url}
        grid={filterGrid.searchAndTwo}
        fields={[
          filter.search("q", { label: "search" }),
          filter.anyOf("status", "any", moneyStatusesOf(view), "admin.money.statuses"),
          filter.anyOf("provider", "any", PROVIDERS, "admin.money.providers"),
        ]}
      />
    </>
  );
  if (view === "orders") {
    return <OrdersList url={url} filters={filters} dialog={refunds.dialogs} onRefund={onRefund} />;
  }
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "5" })}>
      <h1 className={screenTitle}>{t("admin.money.heading")}</h1>
      {filters}
      <MembershipsList url={url} onRefund={onRefund} />
      {refunds.dialogs}
    </div>
  );
}

function OrdersList(
  { url, filters, dialog, onRefund }: {
    url: ListUrl<MoneySearch>;
    filters: ReactNode;
    dialog: ReactNode;
    onRefund: (r: Refunding) => void;
  },
) {
  const { t, locale } = useI18n();
  const list = useSuspenseQuery(ordersQuery(useGql(), url.filter, url.page)).data;
  const column = useColumns<AdminOrderFieldsFragment>();
  const columns = [
    column.date("date", "admin.money.date", (order) => order.paidAt ?? order.createdAt, { withTime: true }),
    column.title("payer", "admin.money.payer", {
      link: (order) => ({ to: "/$locale/admin/members/$id", params: { id: order.userId } }),
      text: (order) => order.email,
      className: css({ overflowWrap: "anywhere" }),
      linkClass: css({ color: "brand", textDecoration: "underline" }),
    }),
    column.cell("product", "admin.money.product", (order) => order.product),
    column.cell("amount", "admin.money.amount", (order) => (
      <>
        {formatMoney(order.totalPrice, order.currency, locale)} · {t(`admin.money.providers.${order.provider}`)}
      </>
    ), css({ whiteSpace: "nowrap" })),
    column.label("status", "admin.money.status", "admin.money.statuses", (order) => order.status),
    {
      key: "refund",
      header: <span className={css({ srOnly: true })}>{t("admin.money.refund")}</span>,
      cell: (order: AdminOrderFieldsFragment) =>
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
      page={{ list, url }}
      messageTestId="money-message"
      columns={columns}
      tableTestId="orders"
    >
      {dialog}
    </ListScreen>
  );
}
