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
import { type AdminCouponItem, adminCouponsQuery } from "./queries.ts";
import { draftOf, filterOf, parseCouponsSearch, queryString } from "./search.ts";
import { Badge } from "../kit/catalogue-form.tsx";
import type { Column } from "../kit/data-table.tsx";
import { ListScreen } from "../kit/list-screen.tsx";
import { fieldClass, labelClass, smallButton } from "../kit/styles.ts";
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

  const columns: Column<AdminCouponItem>[] = [
    {
      key: "code",
      header: t("adminCatalogue.columns.code"),
      cell: (coupon) => (
        <>
          <LocaleLink to="/$locale/admin/coupons/$id" params={{ id: coupon.id }} className={codeLink}>
            {coupon.code}
          </LocaleLink>
          {coupon.promoterEmail && (
            <div className={css({ color: "muted", overflowWrap: "anywhere" })}>
              {t("adminCatalogue.coupons.promoter", { email: coupon.promoterEmail })}
            </div>
          )}
        </>
      ),
    },
    {
      key: "discount",
      header: t("adminCatalogue.columns.discount"),
      className: css({ whiteSpace: "nowrap" }),
      cell: (coupon) => `${percentText(coupon.discountBasisPoints)} %`,
    },
    {
      key: "for",
      header: t("adminCatalogue.columns.for"),
      className: css({ minW: "140px" }),
      cell: (coupon) => (
        <>
          {t(`adminCatalogue.couponKinds.${coupon.kind}`)}
          {coupon.productTitle && <div className={css({ color: "muted" })}>{coupon.productTitle}</div>}
        </>
      ),
    },
    {
      key: "used",
      header: t("adminCatalogue.columns.used"),
      className: css({ whiteSpace: "nowrap" }),
      cell: (coupon) => (
        <>
          {t("adminCatalogue.coupons.usedBy", { users: coupon.countUsers, max: coupon.maxUsers ?? "∞" })}
          {coupon.expiresOn && (
            <div className={css({ color: "muted" })}>
              {t("adminCatalogue.coupons.until", { date: formatDate(coupon.expiresOn, locale) })}
            </div>
          )}
        </>
      ),
    },
    {
      key: "status",
      header: t("adminCatalogue.columns.status"),
      cell: (coupon) => (
        <span className={css({ display: "inline-flex", flexWrap: "wrap", gap: "1" })}>
          <Badge tone={coupon.active ? "good" : "muted"}>
            {t(coupon.active ? "adminCatalogue.coupons.active" : "adminCatalogue.coupons.inactive")}
          </Badge>
          {coupon.isExpired && <Badge tone="bad">{t("adminCatalogue.coupons.expired")}</Badge>}
        </span>
      ),
    },
  ];

  return (
    <ListScreen
      title={t("adminCatalogue.coupons.heading")}
      actions={
        <LocaleLink to="/$locale/admin/coupons/new" className={primaryButton} data-testid="admin-new-coupon">
          {t("adminCatalogue.coupons.new")}
        </LocaleLink>
      }
      filters={
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
      }
      total={list.total}
      messageTestId="admin-coupons-message"
      rows={list.items}
      columns={columns}
      rowActions={{
        header: t("adminCatalogue.columns.actions"),
        cell: (coupon) => (
          <LocaleLink
            to="/$locale/admin/coupons/$id"
            params={{ id: coupon.id }}
            className={smallButton}
            aria-label={t("adminCatalogue.actions.editLabel", { title: coupon.code })}
          >
            {t("adminCatalogue.actions.edit")}
          </LocaleLink>
        ),
      }}
      tableTestId="admin-coupons"
      rowTestId="admin-coupon-row"
      pager={{
        page,
        pageSize: list.pageSize,
        hrefOf: (n) => `${pathname}${queryString({ ...filterOf(search), page: n })}`,
      }}
    />
  );
}

const codeLink = css({
  fontWeight: "semibold",
  color: "brand",
  textDecoration: "underline",
  fontFamily: "mono",
  whiteSpace: "nowrap",
});
