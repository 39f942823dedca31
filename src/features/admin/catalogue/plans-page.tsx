// /admin/plans: the club's plans (monthly, annual) with both prices, status and live memberships. Few rows, so no
// filters or pages: every plan is on one screen.
import { useSuspenseQuery } from "@tanstack/react-query";
import { css, cx } from "styled-system/css";
import { formatMoney } from "../../../../i18n/format.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { LocaleLink } from "../../../ui/locale-link.tsx";
import { primaryButton } from "../../../ui/styles.ts";
import { adminPlansQuery } from "./queries.ts";
import { smallButton, StatusBadge } from "../kit/catalogue-form.tsx";
import { screenTitle, tableBox, tableClass } from "../kit/styles.ts";

export function AdminPlansPage() {
  const { t, locale } = useI18n();
  const plans = useSuspenseQuery(adminPlansQuery(useGql())).data;
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "5" })}>
      <div className={css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center" })}>
        <h1 className={cx(screenTitle, css({ flex: 1 }))}>{t("adminCatalogue.plans.heading")}</h1>
        <LocaleLink to="/$locale/admin/plans/new" className={primaryButton}>{t("adminCatalogue.plans.new")}</LocaleLink>
      </div>
      <p className={css({ color: "muted", maxW: "70ch" })}>{t("adminCatalogue.plans.lead")}</p>
      {plans.length === 0 ? <p>{t("admin.list.empty")}</p> : (
        <div className={tableBox}>
          <table className={tableClass} data-testid="admin-plans">
            <thead>
              <tr>
                <th scope="col">{t("adminCatalogue.columns.title")}</th>
                <th scope="col">{t("adminCatalogue.columns.price")}</th>
                <th scope="col">{t("adminCatalogue.columns.status")}</th>
                <th scope="col">{t("adminCatalogue.columns.members")}</th>
                <th scope="col">{t("adminCatalogue.columns.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {plans.map((plan) => {
                const title = locale === "ru" ? plan.titleRu : plan.titleEn;
                return (
                  <tr key={plan.id} data-testid="admin-plan-row">
                    <td className={css({ minW: "160px" })}>
                      <LocaleLink
                        to="/$locale/admin/plans/$id"
                        params={{ id: plan.id }}
                        className={css({ fontWeight: "semibold", color: "brand", textDecoration: "underline" })}
                      >
                        {title}
                      </LocaleLink>
                      <div className={css({ color: "muted" })}>{t(`adminCatalogue.cycles.${plan.billingCycle}`)}</div>
                    </td>
                    <td className={css({ whiteSpace: "nowrap" })}>
                      <div>{formatMoney(plan.priceUsd, "USD", locale)}</div>
                      <div>{formatMoney(plan.priceRub, "RUB", locale)}</div>
                    </td>
                    <td>
                      <StatusBadge status={plan.status} />
                    </td>
                    <td>{plan.liveMemberships}</td>
                    <td>
                      <LocaleLink
                        to="/$locale/admin/plans/$id"
                        params={{ id: plan.id }}
                        className={smallButton}
                        aria-label={t("adminCatalogue.actions.editLabel", { title })}
                      >
                        {t("adminCatalogue.actions.edit")}
                      </LocaleLink>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
