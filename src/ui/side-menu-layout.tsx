// The personal area's frame: breadcrumb Home / Profile, a left menu (open by default, folding to icons with their
// labels as tooltips), the section title on phones, and the page.
import { type ReactNode, useEffect, useState } from "react";
import { css, cx } from "styled-system/css";
import { useI18n } from "../lib/i18n.tsx";
import { usePageLocation } from "../lib/page-location.tsx";
import { profileMenuFor } from "../lib/profile-menu.ts";
import { useRouter } from "@tanstack/react-router";
import { Breadcrumbs } from "./breadcrumbs.tsx";
import { linkHref, linkOf, LocaleLink } from "./locale-link.tsx";
import { pageWidth } from "./styles.ts";
import { Tooltip } from "./tooltip.tsx";
import { MenuIcon } from "./icons.tsx";
import { FullScreenLoader } from "./full-screen-loader.tsx";
import { useSignOut } from "../lib/use-sign-out.ts";

/** The menu's labels appear this long after it opens (spec 02 §9). */
export const MENU_LABEL_DELAY_MS = 400;

const menuItem = css({
  display: "flex",
  gap: "3",
  alignItems: "center",
  px: "3",
  py: "2.5",
  borderRadius: "lg",
  whiteSpace: "nowrap",
  fontWeight: "medium",
  _hover: { bg: "surface" },
  "&[aria-current=page]": { bg: "brand", color: "white", _hover: { bg: "brand" } },
});

export function SideMenuLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t, locale } = useI18n();
  const { pathname } = usePageLocation();
  const [open, setOpen] = useState(true);
  const [labels, setLabels] = useState(true);
  const { leaving, signOut } = useSignOut();
  const router = useRouter({ warn: false });
  const context = router?.options.context;
  const menu = profileMenuFor({
    moderator: context?.moderator ?? false,
    admin: context?.admin ?? false,
    promoter: context?.promoter ?? false,
    team: context?.team ?? false,
  });
  useEffect(() => {
    if (!open) return setLabels(false);
    const timer = setTimeout(() => setLabels(true), MENU_LABEL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open]);
  return (
    <div className={pageWidth} data-testid="profile-layout">
      <Breadcrumbs items={[{ label: t("profile.breadcrumb"), to: "/$locale/profile" }, { label: title }]} />
      <h1
        className={css({
          display: { base: "block", md: "none" },
          fontSize: "2xl",
          fontWeight: "bold",
          color: "brand",
          mb: "4",
        })}
      >
        {title}
      </h1>
      <div
        className={css({
          display: "flex",
          gap: "8",
          alignItems: "flex-start",
          flexDirection: { base: "column", md: "row" },
        })}
      >
        <nav
          aria-label={t("profile.menu")}
          data-open={open}
          className={css({
            w: { base: "full", md: open ? "300px" : "64px" },
            flexShrink: 0,
            transition: "width 200ms",
          })}
        >
          <button
            type="button"
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            className={css({
              display: { base: "none", md: "inline-flex" },
              mb: "2",
              px: "3",
              py: "2",
              borderRadius: "md",
              cursor: "pointer",
              color: "muted",
              _hover: { bg: "surface" },
            })}
          >
            {open ? "«" : "»"}
            <span className={css({ srOnly: true })}>{t(open ? "profile.collapse" : "profile.expand")}</span>
          </button>
          <ul
            className={css({
              display: "flex",
              flexDirection: { base: "row", md: "column" },
              gap: "1",
              overflowX: "auto",
            })}
          >
            {menu.map((item) => {
              const active = pathname === linkHref(item, locale);
              const link = (
                <LocaleLink
                  {...linkOf(item)}
                  aria-current={active ? "page" : undefined}
                  className={menuItem}
                >
                  <MenuIcon name={item.icon} />
                  <span className={css({ display: open && labels ? "inline" : { base: "inline", md: "none" } })}>
                    {t(item.key)}
                  </span>
                </LocaleLink>
              );
              return (
                <li key={item.key}>
                  {open ? link : <Tooltip content={t(item.key)} positioning={{ placement: "right" }}>{link}</Tooltip>}
                </li>
              );
            })}
            {/* Logout closes the menu on desktop; phones have it in the mobile menu (spec 02 §2). */}
            <li className={css({ display: { base: "none", md: "block" } })}>
              {(() => {
                const button = (
                  <button
                    type="button"
                    onClick={signOut}
                    data-testid="profile-menu-logout"
                    className={cx(menuItem, css({ w: "full", cursor: "pointer", color: "muted" }))}
                  >
                    <MenuIcon name="logout" />
                    <span className={css({ display: open && labels ? "inline" : "none" })}>{t("nav.logout")}</span>
                    {!(open && labels) && <span className={css({ srOnly: true })}>{t("nav.logout")}</span>}
                  </button>
                );
                return open
                  ? button
                  : <Tooltip content={t("nav.logout")} positioning={{ placement: "right" }}>{button}</Tooltip>;
              })()}
            </li>
          </ul>
        </nav>
        {leaving && <FullScreenLoader label={t("auth.signingOut")} />}
        <section className={css({ flex: 1, minW: 0, w: "full" })}>
          <h1
            className={css({
              display: { base: "none", md: "block" },
              fontSize: "3xl",
              fontWeight: "bold",
              color: "brand",
              mb: "6",
            })}
          >
            {title}
          </h1>
          {children}
        </section>
      </div>
    </div>
  );
}
