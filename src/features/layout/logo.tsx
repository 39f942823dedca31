// The club's wordmark, linking home in the current locale.
import { css } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { LocaleLink } from "../../ui/locale-link.tsx";

/** compact: the wordmark hides between 1124 and 1280 px, where the desktop header is tight. */
export function Logo({ compact = false }: { compact?: boolean }) {
  const { t } = useI18n();
  return (
    <LocaleLink
      to="/$locale/"
      // The visible wordmark is the link's name (WCAG 2.5.3: the name contains the visible text); where the wordmark
      // is hidden (compact header, 1124–1280 px) the picture names the link instead.
      className={css({ display: "inline-flex", alignItems: "center", gap: "2", fontWeight: "bold" })}
    >
      <svg
        width="34"
        height="34"
        viewBox="0 0 34 34"
        role="img"
        aria-label={compact ? t("nav.home") : undefined}
        aria-hidden={compact ? undefined : true}
      >
        <rect width="34" height="34" rx="9" fill="#1b1464" />
        <path d="M10 24V10h12v3h-8.5v3H21v3h-7.5v5z" fill="#fff" />
        <circle cx="25" cy="23" r="3" fill="#ff6b3d" />
      </svg>
      <span
        className={compact
          ? css({
            fontSize: "lg",
            letterSpacing: "-0.02em",
            color: "brand",
            whiteSpace: "nowrap",
            display: { base: "none", lg: "inline" },
          })
          : css({ fontSize: "lg", letterSpacing: "-0.02em", color: "brand", whiteSpace: "nowrap" })}
      >
        Fellows Club
      </span>
    </LocaleLink>
  );
}
