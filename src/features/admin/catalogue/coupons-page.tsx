// /admin/coupons: every code (the team's and the promoters'): search, kind, active and order in the URL, 25 a page,
// each with its discount, what it is for, its limits and how often it was used.
import { useState } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useSearch } from "@tanstack/react-router";
import { css, cx } from "styled-system/css";
import { ADMIN_COUPON_SORTS, COUPON_KINDS, percentText } from "../../../domain/admin-catalogue.ts";
import { formatDate } from "../../../../i18n/format.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { usePageLocation } from "../../../lib/page-location.tsx";
import { LocaleLink } from "../../../ui/locale-link.tsx";
import { primaryButton } from "../../../ui/styles.ts";
import { adminCouponsQuery } from "./queries.ts";
import { draftOf, filterOf, parseCouponsSearch, queryString } from "./search.ts";
import { Badge, smallButton } from "../kit/catalogue-form.tsx";
import { ListPager } from "../kit/list-pager.tsx";
import { fieldClass, labelClass, screenTitle, tableBox, tableClass } from "../kit/styles.ts";
import { ListFilterForm } from "../kit/list-filter-form.tsx";

export function AdminCouponsPage() {
  const { t, locale } = useI18n();
  const gql = useGql();
  const { pathname, navigate } = usePageLocation();
  const search = parseCouponsSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const page = search.page ?? 1;
  const list = useSuspenseQuery(adminCouponsQuery(gql, filterOf(search), page)).data;
  const [draft, setDraft] = useState<Record<string, string>>(() => draftOf(search));
  const go = (href: string) => {
    if (!navigate?.(href)) globalThis.location.assign(href);
  };
  const apply = () => {
    go(`${pathname}${queryString(parseCouponsSearch(draft))}`);
  };
  const field = (key: string) => ({
    name: key,
    value: draft[key] ?? "",
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
  });

  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "5" })}>
      <div className={css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center" })}>
        <h1 className={cx(screenTitle, css({ flex: 1 }))}>{t("adminCatalogue.coupons.heading")}</h1>
        <LocaleLink to="/$locale/admin/coupons/new" className={primaryButton} data-testid="admin-new-coupon">
          {t("adminCatalogue.coupons.new")}
        </LocaleLink>
      </div>
      <ListFilterForm
        grid={css({ gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", lg: "repeat(4, minmax(0, 1fr))" } })}
        actionsClass={css({ gridColumn: "span 2" })}
        onApply={apply}
        onReset={() => {
          setDraft({});
          go(pathname);
        }}
      >
        <label className={cx(labelClass, css({ gridColumn: "span 2" }))}>
          {t("adminCatalogue.filters.code")}
          <input className={fieldClass} type="search" maxLength={200} {...field("search")} />
        </label>
        <label className={labelClass}>
          {t("adminCatalogue.filters.kind")}
          <select className={fieldClass} {...field("kind")}>
            <option value="">{t("adminCatalogue.filters.anyKind")}</option>
            {COUPON_KINDS.map((k) => <option key={k} value={k}>{t(`adminCatalogue.couponKinds.${k}`)}</option>)}
          </select>
        </label>
        <label className={labelClass}>
          {t("adminCatalogue.filters.active")}
          <select className={fieldClass} {...field("active")}>
            <option value="">{t("adminCatalogue.filters.anyActive")}</option>
            <option value="true">{t("adminCatalogue.filters.activeOnly")}</option>
            <option value="false">{t("adminCatalogue.filters.inactiveOnly")}</option>
          </select>
        </label>
        <label className={labelClass}>
          {t("adminCatalogue.filters.sort")}
          <select className={fieldClass} {...field("sort")}>
            {ADMIN_COUPON_SORTS.map((s) => (
              <option key={s} value={s === "newest" ? "" : s}>{t(`adminCatalogue.coupons.sorts.${s}`)}</option>
            ))}
          </select>
        </label>
      </ListFilterForm>
      <p aria-live="polite">{t("admin.list.total", { count: list.total })}</p>
      {list.items.length === 0 ? <p>{t("admin.list.empty")}</p> : (
        <div className={tableBox}>
          <table className={tableClass} data-testid="admin-coupons">
            <thead>
              <tr>
                <th scope="col">{t("adminCatalogue.columns.code")}</th>
                <th scope="col">{t("adminCatalogue.columns.discount")}</th>
                <th scope="col">{t("adminCatalogue.columns.for")}</th>
                <th scope="col">{t("adminCatalogue.columns.used")}</th>
                <th scope="col">{t("adminCatalogue.columns.status")}</th>
                <th scope="col">{t("adminCatalogue.columns.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((coupon) => (
                <tr key={coupon.id} data-testid="admin-coupon-row">
                  <td>
                    <LocaleLink
                      to="/$locale/admin/coupons/$id"
                      params={{ id: coupon.id }}
                      className={css({
                        fontWeight: "semibold",
                        color: "brand",
                        textDecoration: "underline",
                        fontFamily: "mono",
                        whiteSpace: "nowrap",
                      })}
                    >
                      {coupon.code}
                    </LocaleLink>
                    {coupon.promoterEmail && (
                      <div className={css({ color: "muted", overflowWrap: "anywhere" })}>
                        {t("adminCatalogue.coupons.promoter", { email: coupon.promoterEmail })}
                      </div>
                    )}
                  </td>
                  <td className={css({ whiteSpace: "nowrap" })}>{percentText(coupon.discountBasisPoints)} %</td>
                  <td className={css({ minW: "140px" })}>
                    {t(`adminCatalogue.couponKinds.${coupon.kind}`)}
                    {coupon.productTitle && <div className={css({ color: "muted" })}>{coupon.productTitle}</div>}
                  </td>
                  <td className={css({ whiteSpace: "nowrap" })}>
                    {t("adminCatalogue.coupons.usedBy", {
                      users: coupon.countUsers,
                      max: coupon.maxUsers ?? "∞",
                    })}
                    {coupon.expiresOn && (
                      <div className={css({ color: "muted" })}>
                        {t("adminCatalogue.coupons.until", { date: formatDate(coupon.expiresOn, locale) })}
                      </div>
                    )}
                  </td>
                  <td>
                    <span className={css({ display: "inline-flex", flexWrap: "wrap", gap: "1" })}>
                      <Badge tone={coupon.active ? "good" : "muted"}>
                        {t(coupon.active ? "adminCatalogue.coupons.active" : "adminCatalogue.coupons.inactive")}
                      </Badge>
                      {coupon.isExpired && <Badge tone="bad">{t("adminCatalogue.coupons.expired")}</Badge>}
                    </span>
                  </td>
                  <td>
                    <LocaleLink
                      to="/$locale/admin/coupons/$id"
                      params={{ id: coupon.id }}
                      className={smallButton}
                      aria-label={t("adminCatalogue.actions.editLabel", { title: coupon.code })}
                    >
                      {t("adminCatalogue.actions.edit")}
                    </LocaleLink>
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
        hrefOf={(n) => `${pathname}${queryString({ ...filterOf(search), page: n })}`}
      />
    </div>
  );
}
