// /admin/products: services and products, one row per language: search, filters and order in the URL, 25 a page,
// each with its price in both currencies (a ruble price derived from the dollar one says so), its status and orders.
import { css } from "styled-system/css";
import { ADMIN_PRODUCT_SORTS } from "../../../domain/admin-catalogue.ts";
import { CONTENT_STATUSES, LANGUAGES, PRODUCT_CATEGORIES } from "../../../domain/enums.ts";
import { formatMoney } from "../../../../i18n/format.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { type AdminProductItem, adminProductsQuery } from "./queries.ts";
import { parseProductsSearch } from "./search.ts";
import { useArchiveProduct } from "./mutations.ts";
import { StatusBadge } from "../kit/catalogue-form.tsx";
import { nowrap, useColumns } from "../kit/columns.tsx";
import { filterFieldsIn } from "../kit/list-filter.ts";
import { twoCells } from "../kit/list-filter-form.tsx";
import { ListScreen } from "../kit/list-screen.tsx";
import { useListQuery } from "../kit/list-url.ts";
import { RowActions, RowLink, RowWriteButtons, useRowWrites } from "../kit/row-actions.tsx";

const linkOf = (product: AdminProductItem) =>
  ({ to: "/$locale/admin/products/$id", params: { id: product.id } }) as const;

export function AdminProductsPage() {
  const { t, locale } = useI18n();
  const filter = filterFieldsIn(t, "adminCatalogue.filters");
  const { url, list } = useListQuery(parseProductsSearch, adminProductsQuery);
  const writes = useRowWrites({
    archive: { mutation: useArchiveProduct(), done: "adminCatalogue.messages.archived" },
  });
  const column = useColumns<AdminProductItem>();
  const columns = [
    column.title("title", "adminCatalogue.columns.title", {
      link: linkOf,
      text: (product) => product.title,
      under: (product) => (
        <>
          {product.slug} · {t(`adminCatalogue.languages.${product.language}`)}
          {product.category ? ` · ${t(`adminCatalogue.categories.${product.category}`)}` : ""}
        </>
      ),
    }),
    column.cell("price", "adminCatalogue.columns.price", (product) => (
      <>
        <div>{formatMoney(product.priceUsd, "USD", locale)}</div>
        <div>
          {formatMoney(product.priceRubResolved, "RUB", locale)}
          {product.priceRub === null && (
            <div className={css({ color: "muted", fontSize: "xs" })}>{t("adminCatalogue.products.derived")}</div>
          )}
        </div>
      </>
    ), nowrap),
    column.cell("status", "adminCatalogue.columns.status", (product) => <StatusBadge status={product.status} />),
    column.cell("orders", "adminCatalogue.columns.orders", (product) => product.orderCount),
  ];

  return (
    <ListScreen
      title={t("adminCatalogue.products.heading")}
      add={{
        link: { to: "/$locale/admin/products/new" },
        label: t("adminCatalogue.products.new"),
        testId: "admin-new-product",
      }}
      filterFields={{
        actionsClass: twoCells,
        fields: [
          filter.search("search", { maxLength: 200, cell: twoCells }),
          filter.anyOf("category", "anyCategory", PRODUCT_CATEGORIES, "adminCatalogue.categories"),
          filter.anyOf("language", "anyLanguage", LANGUAGES, "adminCatalogue.languages"),
          filter.anyOf(
            "status",
            "anyStatus",
            CONTENT_STATUSES.filter((s) => s !== "MODERATION"),
            "adminCatalogue.statuses",
          ),
          filter.oneOf("sort", ADMIN_PRODUCT_SORTS, "adminCatalogue.products.sorts"),
        ],
      }}
      page={{ list, url }}
      message={writes.message}
      messageTestId="admin-products-message"
      columns={columns}
      rowActions={{
        header: t("adminCatalogue.columns.actions"),
        cell: (product) => (
          <RowActions>
            <RowLink link={linkOf(product)} label={t("adminCatalogue.actions.editLabel", { title: product.title })}>
              {t("adminCatalogue.actions.edit")}
            </RowLink>
            <RowWriteButtons row={product} title={product.title} writes={writes} buttons={ARCHIVE} />
          </RowActions>
        ),
      }}
      tableTestId="admin-products"
      rowTestId="admin-product-row"
    />
  );
}

/** A product that is not archived yet can be. */
const ARCHIVE = [{
  write: "archive" as const,
  text: "adminCatalogue.actions.archive",
  label: "adminCatalogue.actions.archiveLabel",
  when: (product: AdminProductItem) => product.status !== "ARCHIVED",
}];
