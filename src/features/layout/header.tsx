// The desktop header (from 1124 px) and the mobile header (below 1124 px, hidden while scrolling down).
import { useEffect, useState } from "react";
import { css, cx } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { DisclosureMenu } from "./disclosure-menu.tsx";
import { UserMenu } from "./user-menu.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { linkOf, LocaleLink } from "../../ui/locale-link.tsx";
import { Logo } from "./logo.tsx";
import { MENU_GROUPS, TOP_LINKS } from "./navigation.ts";
import { iconButton, pageWidth, primaryButton } from "../../ui/styles.ts";

export function DesktopHeader() {
  const { t, viewerTier } = useI18n();
  return (
    <header
      data-testid="desktop-header"
      className={css({
        display: { base: "none", b1124: "block" },
        position: "sticky",
        top: 0,
        zIndex: 20,
        bg: "white",
        borderBottom: "1px solid token(colors.line)",
      })}
    >
      <div
        className={cx(
          pageWidth,
          css({ display: "flex", alignItems: "center", gap: { base: "3", xl: "6" }, h: "72px" }),
        )}
      >
        <Logo compact />
        <nav
          aria-label={t("nav.mainNavigation")}
          className={css({ display: "flex", alignItems: "center", gap: "1", flex: 1 })}
        >
          {TOP_LINKS.map((link) => (
            <LocaleLink
              key={link.key}
              {...linkOf(link)}
              className={css({
                px: { base: "2", xl: "3" },
                py: "2",
                fontSize: { base: "sm", xl: "md" },
                fontWeight: "medium",
                whiteSpace: "nowrap",
                borderRadius: "md",
                _hover: { color: "brand", bg: "surface" },
              })}
            >
              {t(link.key)}
            </LocaleLink>
          ))}
          {MENU_GROUPS.map((group) => <DisclosureMenu key={group.key} group={group} />)}
        </nav>
        <div className={css({ display: "flex", alignItems: "center", gap: { base: "1", xl: "2" } })}>
          {/* Members are in the club already: no Join button for them (spec 03). */}
          {viewerTier !== "fellow" && (
            <LocaleLink to="/$locale/subscribe" className={primaryButton} data-testid="header-join">
              {t("nav.joinClub")}
            </LocaleLink>
          )}
          <LanguageSwitcher />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}

/** Hidden after the page scrolls down by more than 100 px; shown again on any scroll up. */
function useHideOnScrollDown(offset = 100) {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = globalThis.scrollY;
    const onScroll = () => {
      const y = globalThis.scrollY;
      setHidden(y > offset && y > last);
      last = y;
    };
    globalThis.addEventListener("scroll", onScroll, { passive: true });
    return () => globalThis.removeEventListener("scroll", onScroll);
  }, [offset]);
  return hidden;
}

export function preloadMobileMenu() {
  import("./mobile-menu.tsx");
}

export function MobileHeader({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t, viewerTier } = useI18n();
  const hidden = useHideOnScrollDown();
  return (
    <header
      data-testid="mobile-header"
      data-hidden={hidden || undefined}
      className={css({
        display: { base: "block", b1124: "none" },
        position: "sticky",
        top: 0,
        zIndex: 20,
        bg: "white",
        borderBottom: "1px solid token(colors.line)",
        transition: "transform 0.25s ease",
        "&[data-hidden]": { transform: "translateY(-100%)" },
      })}
    >
      <div
        className={cx(
          pageWidth,
          css({ display: "flex", alignItems: "center", justifyContent: "space-between", h: "60px", gap: "3" }),
        )}
      >
        <Logo />
        <div className={css({ display: "flex", alignItems: "center", gap: "2" })}>
          {viewerTier !== "fellow" && (
            <LocaleLink
              to="/$locale/subscribe"
              className={cx(
                primaryButton,
                css({ h: "38px", px: "3", fontSize: "sm", display: { base: "none", b480: "inline-flex" } }),
              )}
            >
              {t("nav.joinClub")}
            </LocaleLink>
          )}
          <button
            type="button"
            aria-label={t("nav.openMenu")}
            aria-haspopup="dialog"
            data-testid="mobile-menu-button"
            onClick={onOpenMenu}
            // Fetch the menu's code as the finger lands, so it is there by the time the tap completes.
            onPointerDown={preloadMobileMenu}
            onFocus={preloadMobileMenu}
            className={iconButton}
          >
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </div>
    </header>
  );
}
