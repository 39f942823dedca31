// The full-screen mobile menu: every section, the language switch, Join the club, Login and Register, a close button.
import { useEffect, useRef } from "react";
import { css, cx } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { PROFILE_MENU, PROMOTER_MENU } from "../../lib/profile-menu.ts";
import { useRouter } from "@tanstack/react-router";
import { useSignOut } from "../../lib/use-sign-out.ts";
import { FullScreenLoader } from "../../ui/full-screen-loader.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { linkOf, LocaleLink } from "../../ui/locale-link.tsx";
import { Logo } from "./logo.tsx";
import { MENU_GROUPS, TOP_LINKS } from "./navigation.ts";
import { ghostButton, iconButton, primaryButton } from "../../ui/styles.ts";

export function MobileMenu({ onClose }: { onClose: () => void }) {
  const { t, viewerTier } = useI18n();
  const { leaving, signOut } = useSignOut();
  // Promoters also find their area here (spec 02: the PROMOTER tab is shown to promoters only).
  const router = useRouter({ warn: false });
  const promoter = router?.options.context.promoter ?? false;
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The button that opened the menu gets the focus back when it closes (Escape, Close or a link), so a keyboard
    // user goes on from where they were instead of from <body>.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    document.addEventListener("keydown", onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = overflow;
    };
  }, [onClose]);
  const linkClass = css({
    display: "block",
    py: "3",
    fontSize: "lg",
    fontWeight: "medium",
    borderBottom: "1px solid token(colors.line)",
  });
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={t("nav.mobileNavigation")}
      data-testid="mobile-menu"
      className={css({
        position: "fixed",
        inset: 0,
        zIndex: 50,
        bg: "white",
        overflowY: "auto",
        display: "flex",
        flexDirection: "column",
      })}
    >
      <div
        className={css({
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
          px: "4",
          h: "60px",
          borderBottom: "1px solid token(colors.line)",
        })}
      >
        <Logo />
        <button
          ref={closeButton}
          type="button"
          aria-label={t("nav.closeMenu")}
          onClick={onClose}
          className={iconButton}
        >
          <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true">
            <path d="M4 4l14 14M18 4L4 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <nav aria-label={t("nav.mainNavigation")} className={css({ px: "4", pb: "28", flex: 1 })}>
        {TOP_LINKS.map((link) => (
          <LocaleLink key={link.key} {...linkOf(link)} onClick={onClose} className={linkClass}>
            {t(link.key)}
          </LocaleLink>
        ))}
        {MENU_GROUPS.map((group) => (
          <details
            key={group.key}
            className={css({
              borderBottom: "1px solid token(colors.line)",
              "& summary::-webkit-details-marker": { display: "none" },
              "&[open] summary span": { transform: "rotate(45deg)" },
              "& summary span": { transition: "transform 0.2s" },
            })}
          >
            <summary
              className={css({
                py: "3",
                fontSize: "lg",
                fontWeight: "medium",
                cursor: "pointer",
                listStyle: "none",
                display: "flex",
                justifyContent: "space-between",
              })}
            >
              {t(group.key)}
              <span aria-hidden="true">+</span>
            </summary>
            <ul className={css({ pb: "3", pl: "3" })}>
              {group.items.map((item) => (
                <li key={item.key}>
                  <LocaleLink
                    {...linkOf(item)}
                    onClick={onClose}
                    className={css({ display: "block", py: "2", color: "muted" })}
                  >
                    {t(item.key)}
                  </LocaleLink>
                </li>
              ))}
            </ul>
          </details>
        ))}
        <div className={css({ display: "flex", flexDirection: "column", gap: "3", mt: "6" })}>
          {viewerTier !== "fellow" && (
            <LocaleLink to="/$locale/subscribe" onClick={onClose} className={primaryButton}>
              {t("nav.joinClub")}
            </LocaleLink>
          )}
          {viewerTier === "anonymous"
            ? (
              <div className={css({ display: "flex", gap: "2", alignItems: "center" })}>
                <LocaleLink
                  search="?auth=signin"
                  onClick={onClose}
                  className={cx(ghostButton, css({ flex: 1, border: "1px solid token(colors.line)" }))}
                >
                  {t("nav.login")}
                </LocaleLink>
                <LocaleLink
                  search="?auth=signup"
                  onClick={onClose}
                  className={cx(ghostButton, css({ flex: 1, border: "1px solid token(colors.line)" }))}
                >
                  {t("nav.register")}
                </LocaleLink>
                <LanguageSwitcher />
              </div>
            )
            : (
              <ul
                data-testid="mobile-account-menu"
                className={css({ display: "flex", flexDirection: "column", gap: "1" })}
              >
                {(promoter ? [...PROFILE_MENU, ...PROMOTER_MENU] : PROFILE_MENU).map((item) => (
                  <li key={item.key}>
                    <LocaleLink
                      {...linkOf(item)}
                      onClick={onClose}
                      className={css({ display: "block", py: "2", fontWeight: "semibold" })}
                    >
                      {t(item.key)}
                    </LocaleLink>
                  </li>
                ))}
                <li>
                  <button
                    type="button"
                    onClick={signOut}
                    data-testid="mobile-logout"
                    className={css({ py: "2", fontWeight: "semibold", color: "accentDark", cursor: "pointer" })}
                  >
                    {t("nav.logout")}
                  </button>
                  {leaving && <FullScreenLoader label={t("auth.signingOut")} />}
                </li>
                <li>
                  <LanguageSwitcher />
                </li>
              </ul>
            )}
        </div>
      </nav>
    </div>
  );
}
