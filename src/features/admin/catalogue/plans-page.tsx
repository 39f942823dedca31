// /admin/plans: the club's plans (monthly, annual) with both prices, status and live memberships. Few rows, so no
// filters or pages: every plan is on one screen.
import { useSuspenseQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { formatMoney } from "../../../../i18n/format.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { type AdminPlanItem, adminPlansQuery } from "./queries.ts";
import { StatusBadge } from "../kit/catalogue-form.tsx";
import { nowrap, useColumns } from "../kit/columns.tsx";
import { ListScreen } from "../kit/list-screen.tsx";
import { RowLink } from "../kit/row-actions.tsx";

const linkOf = (plan: AdminPlanItem) => ({ to: "/$locale/admin/plans/$id", params: { id: plan.id } }) as const;

export function AdminPlansPage() {
  const { t, locale } = useI18n();
  const plans = useSuspenseQuery(adminPlansQuery(useGql())).data;
  const titleOf = (plan: AdminPlanItem) => locale === "ru" ? plan.titleRu : plan.titleEn;
  const column = useColumns<AdminPlanItem>();
  const columns = [
    column.title("title", "adminCatalogue.columns.title", {
      link: linkOf,
      text: titleOf,
      under: (plan) => t(`adminCatalogue.cycles.${plan.billingCycle}`),
      className: css({ minW: "160px" }),
    }),
    column.cell("price", "adminCatalogue.columns.price", (plan) => (
      <>
        <div>{formatMoney(plan.priceUsd, "USD", locale)}</div>
        <div>{formatMoney(plan.priceRub, "RUB", locale)}</div>
      </>
    ), nowrap),
    column.cell("status", "adminCatalogue.columns.status", (plan) => <StatusBadge status={plan.status} />),
    column.cell("members", "adminCatalogue.columns.members", (plan) => plan.liveMemberships),
  ];
  return (
    <ListScreen
      title={t("adminCatalogue.plans.heading")}
      add={{ link: { to: "/$locale/admin/plans/new" }, label: t("adminCatalogue.plans.new") }}
      messageTestId="admin-plans-message"
      rows={plans}
      columns={columns}
      rowActions={{
        header: t("adminCatalogue.columns.actions"),
        cell: (plan) => (
          <RowLink link={linkOf(plan)} label={t("adminCatalogue.actions.editLabel", { title: titleOf(plan) })}>
            {t("adminCatalogue.actions.edit")}
          </RowLink>
        ),
      }}
      tableTestId="admin-plans"
      rowTestId="admin-plan-row"
    >
      <p className={css({ color: "muted", maxW: "70ch" })}>{t("adminCatalogue.plans.lead")}</p>
    </ListScreen>
  );
}
