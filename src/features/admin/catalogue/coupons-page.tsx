// /admin/coupons: every code (the team's and the promoters'): search, kind, active and order in the URL, 25 a page,
// each with its discount, what it is for, its limits and how often it was used.
import { css } from "styled-system/css";
import { ADMIN_COUPON_SORTS, COUPON_KINDS, percentText } from "../../../domain/admin-catalogue.ts";
import { formatDate } from "../../../../i18n/format.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { type AdminCouponItem, adminCouponsQuery } from "./queries.ts";
import { parseCouponsSearch } from "./search.ts";
import { Badge } from "../kit/catalogue-form.tsx";
import { nowrap, useColumns } from "../kit/columns.tsx";
import { filterFieldsIn } from "../kit/list-filter.ts";
import { twoCells } from "../kit/list-filter-form.tsx";
import { ListScreen } from "../kit/list-screen.tsx";
import { useListQuery } from "../kit/list-url.ts";
import { RowLink } from "../kit/row-actions.tsx";

const linkOf = (coupon: AdminCouponItem) => ({ to: "/$locale/admin/coupons/$id", params: { id: coupon.id } }) as const;

export function AdminCouponsPage() {
  const { t, locale } = useI18n();
  const filter = filterFieldsIn(t, "adminCatalogue.filters");
  const { url, list } = useListQuery(parseCouponsSearch, adminCouponsQuery);
  const column = useColumns<AdminCouponItem>();
  const columns = [
    column.title("code", "adminCatalogue.columns.code", {
      link: linkOf,
      text: (coupon) => coupon.code,
      under: (coupon) => coupon.promoterEmail && t("adminCatalogue.coupons.promoter", { email: coupon.promoterEmail }),
      className: "",
      linkClass: codeLink,
    }),
    column.cell(
      "discount",
      "adminCatalogue.columns.discount",
      (c) => `${percentText(c.discountBasisPoints)} %`,
      nowrap,
    ),
    column.cell("for", "adminCatalogue.columns.for", (coupon) => (
      <>
        {t(`adminCatalogue.couponKinds.${coupon.kind}`)}
        {coupon.productTitle && <div className={css({ color: "muted" })}>{coupon.productTitle}</div>}
      </>
    ), css({ minW: "140px" })),
    column.cell("used", "adminCatalogue.columns.used", (coupon) => (
      <>
        {t("adminCatalogue.coupons.usedBy", { users: coupon.countUsers, max: coupon.maxUsers ?? "∞" })}
        {coupon.expiresOn && (
          <div className={css({ color: "muted" })}>
            {t("adminCatalogue.coupons.until", { date: formatDate(coupon.expiresOn, locale) })}
          </div>
        )}
      </>
    ), nowrap),
    column.cell(
      "status",
      "adminCatalogue.columns.status",
      (coupon) => (
        <span className={css({ display: "inline-flex", flexWrap: "wrap", gap: "1" })}>
          <Badge tone={coupon.active ? "good" : "muted"}>
            {t(coupon.active ? "adminCatalogue.coupons.active" : "adminCatalogue.coupons.inactive")}
          </Badge>
          {coupon.isExpired && <Badge tone="bad">{t("adminCatalogue.coupons.expired")}</Badge>}
        </span>
      ),
    ),
  ];

  return (
    <ListScreen
      title={t("adminCatalogue.coupons.heading")}
      add={{
        link: { to: "/$locale/admin/coupons/new" },
        label: t("adminCatalogue.coupons.new"),
        testId: "admin-new-coupon",
      }}
      filterFields={{
        actionsClass: twoCells,
        fields: [
          filter.search("search", { label: "code", maxLength: 200, cell: twoCells }),
          filter.anyOf("kind", "anyKind", COUPON_KINDS, "adminCatalogue.couponKinds"),
          filter.either("active", "anyActive", { true: "activeOnly", false: "inactiveOnly" }),
          filter.oneOf("sort", ADMIN_COUPON_SORTS, "adminCatalogue.coupons.sorts"),
        ],
      }}
      page={{ list, url }}
      messageTestId="admin-coupons-message"
      columns={columns}
      rowActions={{
        header: t("adminCatalogue.columns.actions"),
        cell: (coupon) => (
          <RowLink link={linkOf(coupon)} label={t("adminCatalogue.actions.editLabel", { title: coupon.code })}>
            {t("adminCatalogue.actions.edit")}
          </RowLink>
        ),
      }}
      tableTestId="admin-coupons"
      rowTestId="admin-coupon-row"
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
