// The back office lists' pager: previous / next and where the list is, as links that keep the URL's filters.
import { css } from "styled-system/css";
import { useI18n } from "../../../lib/i18n.tsx";

export function ListPager(
  { page, pageSize, total, hrefOf }: {
    page: number;
    pageSize: number;
    total: number;
    hrefOf: (page: number) => string;
  },
) {
  const { t } = useI18n();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const link = css({ fontWeight: "semibold", color: "brand", textDecoration: "underline" });
  return (
    <nav aria-label={t("admin.list.pages")} className={css({ display: "flex", gap: "4", alignItems: "center" })}>
      {page > 1 && <a className={link} href={hrefOf(page - 1)}>{t("admin.list.previous")}</a>}
      <span>{t("admin.list.page", { page, pages })}</span>
      {page < pages && <a className={link} href={hrefOf(page + 1)}>{t("admin.list.next")}</a>}
    </nav>
  );
}
