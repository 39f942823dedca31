// /admin/plans: the club's plans (monthly, annual) with both prices, status and live memberships. Few rows, so no
// filters or pages: every plan is on one screen.
import { useSuspenseQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { formatMoney } from "../../../../i18n/format.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { LocaleLink } from "../../../ui/locale-link.tsx";
import { primaryButton } from "../../../ui/styles.ts";
import { type AdminPlanItem, adminPlansQuery } from "./queries.ts";
import { StatusBadge } from "../kit/catalogue-form.tsx";
import type { Column } from "../kit/data-table.tsx";
import { ListScreen } from "../kit/list-screen.tsx";
import { smallButton } from "../kit/styles.ts";

export function AdminPlansPage() {
  const { t, locale } = useI18n();
  const plans = useSuspenseQuery(adminPlansQuery(useGql())).data;
  const titleOf = (plan: AdminPlanItem) => locale === "ru" ? plan.titleRu : plan.titleEn;
  const columns: Column<AdminPlanItem>[] = [
    {
      key: "title",
      header: t("adminCatalogue.columns.title"),
      className: css({ minW: "160px" }),
      cell: (plan) => (
        <>
          <LocaleLink
            to="/$locale/admin/plans/$id"
            params={{ id: plan.id }}
            className={css({ fontWeight: "semibold", color: "brand", textDecoration: "underline" })}
          >
            {titleOf(plan)}
          </LocaleLink>
          <div className={css({ color: "muted" })}>{t(`adminCatalogue.cycles.${plan.billingCycle}`)}</div>
        </>
      ),
    },
    {
      key: "price",
      header: t("adminCatalogue.columns.price"),
      className: css({ whiteSpace: "nowrap" }),
      cell: (plan) => (
        <>
          <div>{formatMoney(plan.priceUsd, "USD", locale)}</div>
          <div>{formatMoney(plan.priceRub, "RUB", locale)}</div>
        </>
      ),
    },
    { key: "status", header: t("adminCatalogue.columns.status"), cell: (plan) => <StatusBadge status={plan.status} /> },
    { key: "members", header: t("adminCatalogue.columns.members"), cell: (plan) => plan.liveMemberships },
  ];
  return (
    <ListScreen
      title={t("adminCatalogue.plans.heading")}
      actions={
        <LocaleLink to="/$locale/admin/plans/new" className={primaryButton}>{t("adminCatalogue.plans.new")}</LocaleLink>
      }
      messageTestId="admin-plans-message"
      rows={plans}
      columns={columns}
      rowActions={{
        header: t("adminCatalogue.columns.actions"),
        cell: (plan) => (
          <LocaleLink
            to="/$locale/admin/plans/$id"
            params={{ id: plan.id }}
            className={smallButton}
            aria-label={t("adminCatalogue.actions.editLabel", { title: titleOf(plan) })}
          >
            {t("adminCatalogue.actions.edit")}
          </LocaleLink>
        ),
      }}
      tableTestId="admin-plans"
      rowTestId="admin-plan-row"
    >
      <p className={css({ color: "muted", maxW: "70ch" })}>{t("adminCatalogue.plans.lead")}</p>
    </ListScreen>
  );
}
