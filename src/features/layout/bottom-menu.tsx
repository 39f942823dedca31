// The bottom mobile menu (hidden from 1124 px): Home, Jobs, Coaching, Articles and More, which toggles the full menu.
import { css } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { usePageLocation } from "../../lib/page-location.tsx";
import { linkHref, linkOf, type LinkTarget, LocaleLink } from "../../ui/locale-link.tsx";

const ICONS: Record<string, string> = {
  home: "M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z",
  jobs: "M4 8h16v11H4zM9 8V5h6v3",
  coaching: "M12 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8zM4 20c1-4 4-6 8-6s7 2 8 6",
  articles: "M5 4h14v16H5zM8 8h8M8 12h8M8 16h5",
  more: "M5 12h.01M12 12h.01M19 12h.01",
};

export function BottomMenu({ menuOpen, onToggleMenu }: { menuOpen: boolean; onToggleMenu: () => void }) {
  const { t, locale } = useI18n();
  const { pathname } = usePageLocation();
  const items: Array<LinkTarget & { key: string; label: string }> = [
    { key: "home", label: t("nav.home"), to: "/$locale/" },
    { key: "jobs", label: t("nav.jobs"), to: "/$locale/jobs" },
    { key: "coaching", label: t("nav.coaching"), to: "/$locale/services" },
    { key: "articles", label: t("nav.articles"), to: "/$locale/articles" },
  ];
  const itemClass = css({
    flex: 1,
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    gap: "0.5",
    py: "2",
    fontSize: "xs",
    color: "muted",
    cursor: "pointer",
    "&[aria-current=page], &[aria-expanded=true]": { color: "brand", fontWeight: "semibold" },
  });
  const icon = (key: string) => (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d={ICONS[key]}
        fill="none"
        stroke="currentColor"
        strokeWidth={key === "more" ? 3 : 1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
  return (
    <nav
      aria-label={t("nav.mobileNavigation")}
      data-testid="bottom-menu"
      className={css({
        display: { base: "flex", b1124: "none" },
        position: "fixed",
        bottom: 0,
        left: 0,
        right: 0,
        zIndex: 40,
        bg: "white",
        borderTop: "1px solid token(colors.line)",
        pb: "env(safe-area-inset-bottom)",
      })}
    >
      {items.map((item) => (
        <LocaleLink
          key={item.key}
          {...linkOf(item)}
          className={itemClass}
          aria-current={pathname === linkHref(item, locale) ? "page" : undefined}
        >
          {icon(item.key)}
          {item.label}
        </LocaleLink>
      ))}
      <button type="button" className={itemClass} aria-expanded={menuOpen} onClick={onToggleMenu}>
        {icon("more")}
        {t("nav.more")}
      </button>
    </nav>
  );
}
