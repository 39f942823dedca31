// /purchases (spec 03): the member's paid orders, newest first (up to 100) — picture, title, total with its currency,
// the purchase date (dd.MM.yyyy HH:mm:ss, Moscow), the benefit items, and the access each product gives. A refunded
// order stays in the list, marked with the amount returned and its date, and its access closed (decision 158).
import { useSuspenseQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { formatDate, formatPrice, formatPurchaseDate } from "../../../i18n/format.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { SideMenuLayout } from "../../ui/side-menu-layout.tsx";
import { primaryButton } from "../../ui/styles.ts";
import { ProductAccessLinks } from "./product-access.tsx";
import { ordersQuery } from "./queries.ts";

export function PurchasesPage() {
  const { t, locale } = useI18n();
  const { data: orders } = useSuspenseQuery(ordersQuery(useGql()));
  return (
    <SideMenuLayout title={t("purchases.title")}>
      {orders.length === 0
        ? (
          <div
            data-testid="purchases-empty"
            className={css({
              p: "6",
              borderRadius: "xl",
              bg: "surface",
              display: "flex",
              flexDirection: "column",
              gap: "4",
              alignItems: "start",
            })}
          >
            <p>{t("purchases.empty")}</p>
            <LocaleLink to="/$locale/services" className={primaryButton}>{t("purchases.emptyButton")}</LocaleLink>
          </div>
        )
        : (
          <ul className={css({ display: "flex", flexDirection: "column", gap: "4" })} data-testid="purchases-list">
            {orders.map((order) => (
              <li
                key={order.id}
                data-testid="purchase"
                className={css({
                  display: "grid",
                  gridTemplateColumns: { base: "1fr", sm: "120px 1fr" },
                  gap: "4",
                  p: "5",
                  borderRadius: "xl",
                  border: "1px solid token(colors.line)",
                  bg: "white",
                })}
              >
                {order.product.picture
                  ? (
                    <img
                      src={order.product.picture.url}
                      alt=""
                      width={120}
                      height={90}
                      loading="lazy"
                      className={css({ borderRadius: "lg", objectFit: "cover", w: "120px", h: "90px" })}
                    />
                  )
                  : (
                    <div
                      aria-hidden="true"
                      className={css({
                        w: "120px",
                        h: "90px",
                        borderRadius: "lg",
                        bg: "accentSoft",
                        display: { base: "none", sm: "block" },
                      })}
                    />
                  )}
                <div className={css({ display: "flex", flexDirection: "column", gap: "2" })}>
                  <h2 className={css({ fontWeight: "bold", fontSize: "lg" })}>{order.product.title}</h2>
                  {order.status === "REFUNDED" && (
                    <p
                      data-testid="purchase-refunded"
                      className={css({
                        alignSelf: "start",
                        px: "3",
                        py: "1",
                        borderRadius: "full",
                        bg: "surface",
                        color: "ink",
                        fontSize: "sm",
                        fontWeight: "semibold",
                      })}
                    >
                      {t("purchases.refundedOn", {
                        amount: formatPrice(order.totalPrice.value, order.totalPrice.currency, locale),
                        date: order.refunded_at ? formatDate(order.refunded_at, locale) : "",
                      })}
                    </p>
                  )}
                  <p className={css({ display: "flex", gap: "4", flexWrap: "wrap", color: "muted", fontSize: "sm" })}>
                    <span data-testid="purchase-total" className={css({ color: "ink", fontWeight: "semibold" })}>
                      {formatPrice(order.totalPrice.value, order.totalPrice.currency, locale)}
                    </span>
                    <time dateTime={order.created_at} data-testid="purchase-date">
                      {formatPurchaseDate(order.created_at)}
                    </time>
                  </p>
                  {order.product.description && (
                    <ul className={css({ pl: "5", listStyle: "disc", color: "muted" })}>
                      {order.product.description.split(" | ").map((item) => <li key={item}>{item}</li>)}
                    </ul>
                  )}
                  {order.status === "REFUNDED"
                    ? <p className={css({ color: "muted" })}>{t("purchases.accessClosed")}</p>
                    : <ProductAccessLinks product={order.product} />}
                </div>
              </li>
            ))}
          </ul>
        )}
    </SideMenuLayout>
  );
}
