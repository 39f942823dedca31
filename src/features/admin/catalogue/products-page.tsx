// /admin/products: services and products, one row per language: search, filters and order in the URL, 25 a page,
// each with its price in both currencies (a ruble price derived from the dollar one says so), its status and orders.
import { useState } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useSearch } from "@tanstack/react-router";
import { css, cx } from "styled-system/css";
import { ADMIN_PRODUCT_SORTS } from "../../../domain/admin-catalogue.ts";
import { CONTENT_STATUSES, LANGUAGES, PRODUCT_CATEGORIES } from "../../../domain/enums.ts";
import { formatMoney } from "../../../../i18n/format.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { usePageLocation } from "../../../lib/page-location.tsx";
import { LocaleLink } from "../../../ui/locale-link.tsx";
import { primaryButton } from "../../../ui/styles.ts";
import { type AdminProductItem, adminProductsQuery } from "./queries.ts";
import { draftOf, filterOf, parseProductsSearch, queryString } from "./search.ts";
import { useArchiveProduct } from "./mutations.ts";
import { StatusBadge } from "../kit/catalogue-form.tsx";
import type { Column } from "../kit/data-table.tsx";
import { ListScreen } from "../kit/list-screen.tsx";
import type { ScreenMessage } from "../kit/messages.tsx";
import { RowActions, RowButton } from "../kit/row-actions.tsx";
import { fieldClass, labelClass, smallButton } from "../kit/styles.ts";
import { ListFilterForm } from "../kit/list-filter-form.tsx";

export function AdminProductsPage() {
  const { t, locale } = useI18n();
  const gql = useGql();
  const { pathname, navigate } = usePageLocation();
  const search = parseProductsSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const page = search.page ?? 1;
  const list = useSuspenseQuery(adminProductsQuery(gql, filterOf(search), page)).data;
  const [draft, setDraft] = useState<Record<string, string>>(() => draftOf(search));
  const [message, setMessage] = useState<ScreenMessage | null>(null);
  const go = (href: string) => {
    if (!navigate?.(href)) globalThis.location.assign(href);
  };
  const apply = () => {
    go(`${pathname}${queryString(parseProductsSearch(draft))}`);
  };
  const field = (key: string) => ({
    name: key,
    value: draft[key] ?? "",
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
  });
  const archive = useArchiveProduct({
    onSuccess: () => setMessage({ key: "adminCatalogue.messages.archived" }),
    onError: (key) => setMessage({ key, isError: true }),
  });

  const columns: Column<AdminProductItem>[] = [
    {
      key: "title",
      header: t("adminCatalogue.columns.title"),
      className: css({ minW: "200px" }),
      cell: (product) => (
        <>
          <LocaleLink
            to="/$locale/admin/products/$id"
            params={{ id: product.id }}
            className={css({ fontWeight: "semibold", color: "brand", textDecoration: "underline" })}
          >
            {product.title}
          </LocaleLink>
          <div className={css({ color: "muted", overflowWrap: "anywhere" })}>
            {product.slug} · {t(`adminCatalogue.languages.${product.language}`)}
            {product.category ? ` · ${t(`adminCatalogue.categories.${product.category}`)}` : ""}
          </div>
        </>
      ),
    },
    {
      key: "price",
      header: t("adminCatalogue.columns.price"),
      className: css({ whiteSpace: "nowrap" }),
      cell: (product) => (
        <>
          <div>{formatMoney(product.priceUsd, "USD", locale)}</div>
          <div>
            {formatMoney(product.priceRubResolved, "RUB", locale)}
            {product.priceRub === null && (
              <div className={css({ color: "muted", fontSize: "xs" })}>{t("adminCatalogue.products.derived")}</div>
            )}
          </div>
        </>
      ),
    },
    {
      key: "status",
      header: t("adminCatalogue.columns.status"),
      cell: (product) => <StatusBadge status={product.status} />,
    },
    { key: "orders", header: t("adminCatalogue.columns.orders"), cell: (product) => product.orderCount },
  ];

  return (
    <ListScreen
      title={t("adminCatalogue.products.heading")}
      actions={
        <LocaleLink to="/$locale/admin/products/new" className={primaryButton} data-testid="admin-new-product">
          {t("adminCatalogue.products.new")}
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
            {t("adminCatalogue.filters.search")}
            <input className={fieldClass} type="search" maxLength={200} {...field("search")} />
          </label>
          <label className={labelClass}>
            {t("adminCatalogue.filters.category")}
            <select className={fieldClass} {...field("category")}>
              <option value="">{t("adminCatalogue.filters.anyCategory")}</option>
              {PRODUCT_CATEGORIES.map((c) => <option key={c} value={c}>{t(`adminCatalogue.categories.${c}`)}</option>)}
            </select>
          </label>
          <label className={labelClass}>
            {t("adminCatalogue.filters.language")}
            <select className={fieldClass} {...field("language")}>
              <option value="">{t("adminCatalogue.filters.anyLanguage")}</option>
              {LANGUAGES.map((l) => <option key={l} value={l}>{t(`adminCatalogue.languages.${l}`)}</option>)}
            </select>
          </label>
          <label className={labelClass}>
            {t("adminCatalogue.filters.status")}
            <select className={fieldClass} {...field("status")}>
              <option value="">{t("adminCatalogue.filters.anyStatus")}</option>
              {CONTENT_STATUSES.filter((s) => s !== "MODERATION").map((s) => (
                <option key={s} value={s}>{t(`adminCatalogue.statuses.${s}`)}</option>
              ))}
            </select>
          </label>
          <label className={labelClass}>
            {t("adminCatalogue.filters.sort")}
            <select className={fieldClass} {...field("sort")}>
              {ADMIN_PRODUCT_SORTS.map((s) => (
                <option key={s} value={s === "order" ? "" : s}>{t(`adminCatalogue.products.sorts.${s}`)}</option>
              ))}
            </select>
          </label>
        </ListFilterForm>
      }
      total={list.total}
      message={message}
      messageTestId="admin-products-message"
      rows={list.items}
      columns={columns}
      rowActions={{
        header: t("adminCatalogue.columns.actions"),
        cell: (product) => (
          <RowActions>
            <LocaleLink
              to="/$locale/admin/products/$id"
              params={{ id: product.id }}
              className={smallButton}
              aria-label={t("adminCatalogue.actions.editLabel", { title: product.title })}
            >
              {t("adminCatalogue.actions.edit")}
            </LocaleLink>
            {product.status !== "ARCHIVED" && (
              <RowButton
                label={t("adminCatalogue.actions.archiveLabel", { title: product.title })}
                disabled={archive.isPending}
                onClick={() => {
                  setMessage(null);
                  archive.mutate({ id: product.id });
                }}
              >
                {t("adminCatalogue.actions.archive")}
              </RowButton>
            )}
          </RowActions>
        ),
      }}
      tableTestId="admin-products"
      rowTestId="admin-product-row"
      pager={{
        page,
        pageSize: list.pageSize,
        hrefOf: (n) => `${pathname}${queryString({ ...filterOf(search), page: n })}`,
      }}
    />
  );
}
