// /admin/site: the site's content by kind — banners, the creeping line, reviews, SEO texts and the FAQ — one card each.
import { css } from "styled-system/css";
import { useI18n } from "../../../lib/i18n.tsx";
import { LocaleLink } from "../../../ui/locale-link.tsx";
import { screenTitle } from "../kit/styles.ts";

const KINDS = [
  { kind: "banners", to: "/$locale/admin/site/banners" },
  { kind: "creepingLines", to: "/$locale/admin/site/creeping-lines" },
  { kind: "reviews", to: "/$locale/admin/site/reviews" },
  { kind: "seo", to: "/$locale/admin/site/seo" },
  { kind: "faq", to: "/$locale/admin/site/faq" },
] as const;

export function AdminSiteIndexPage() {
  const { t } = useI18n();
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "5" })}>
      <h1 className={screenTitle}>{t("adminSite.heading")}</h1>
      <p className={css({ color: "muted", maxW: "65ch" })}>{t("adminSite.lead")}</p>
      <ul
        className={css({
          display: "grid",
          gridTemplateColumns: { base: "1fr", md: "repeat(2, minmax(0, 1fr))" },
          gap: "4",
        })}
        data-testid="admin-site-kinds"
      >
        {KINDS.map(({ kind, to }) => (
          <li key={kind} className={css({ bg: "white", borderRadius: "xl", p: "5" })}>
            <LocaleLink
              to={to}
              className={css({ fontSize: "lg", fontWeight: "bold", color: "brand", textDecoration: "underline" })}
            >
              {t(`adminSite.kinds.${kind}.title`)}
            </LocaleLink>
            <p className={css({ color: "muted", mt: "1" })}>{t(`adminSite.kinds.${kind}.description`)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
