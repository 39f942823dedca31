// The back office's own frame (/admin): a top bar (the club's name, who is signed in, the other language, back to the
// site) and the left menu of the screens this role may open; on a phone the menu is a row that scrolls sideways. No
// site header, footer, banners or pop-ups: it is a workplace, never indexed and never cached.
import { type ReactNode, useEffect, useRef } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { css, cx } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { usePageLocation } from "../../lib/page-location.tsx";
import { linkHref, LocaleLink } from "../../ui/locale-link.tsx";
import { AdminSessionProvider } from "./admin-session.tsx";
import { adminMenuFor } from "./admin-menu.ts";
import { adminOverviewQuery } from "./queries.ts";
import { focusRing } from "./kit/styles.ts";

const menuLink = cx(
  focusRing,
  css({
    display: "block",
    px: "3",
    py: "2",
    borderRadius: "md",
    whiteSpace: "nowrap",
    fontWeight: "medium",
    _hover: { bg: "surface" },
    // The current screen keeps its colours under the pointer (white on the hover tint would be unreadable).
    "&[aria-current=page]": { bg: "brand", color: "white", _hover: { bg: "brand" } },
  }),
);

export function AdminLayout({ children }: { children: ReactNode }) {
  const { t, locale } = useI18n();
  const { pathname, href } = usePageLocation();
  const overview = useSuspenseQuery(adminOverviewQuery(useGql())).data;
  const otherLocale = locale === "ru" ? "en" : "ru";
  const otherLanguageHref = `/${otherLocale}${href.replace(/^\/(ru|en)(?=\/)/, "")}`;
  const menu = overview ? adminMenuFor(overview.areas) : [];
  const nav = useRef<HTMLElement>(null);
  // On a phone the menu is a row that scrolls sideways: the current screen's entry is brought into view — at the
  // first render only if the visitor has not scrolled the row yet (the layout may hydrate after the page is usable,
  // and a row moved under a finger or a pointer makes the tap land on the wrong screen).
  const mounted = useRef(false);
  useEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    if (!nav.current || (first && nav.current.scrollLeft > 0)) return;
    // (The nav's own scroll, not scrollIntoView: that would also move the page.)
    const current = nav.current.querySelector<HTMLElement>("[aria-current=page]");
    if (current) nav.current.scrollLeft = Math.max(0, current.offsetLeft - 16);
  }, [pathname]);
  return (
    <AdminSessionProvider>
      <div className={css({ minH: "100vh", display: "flex", flexDirection: "column", bg: "surface" })}>
        <a
          href="#admin-main"
          className={css({
            position: "absolute",
            left: "-9999px",
            _focus: { left: "2", top: "2", zIndex: 100, bg: "white", p: "2" },
          })}
        >
          {t("site.skipToContent")}
        </a>
        <header
          className={css({
            bg: "brand",
            color: "white",
            px: { base: "4", md: "6" },
            py: "3",
            display: "flex",
            flexWrap: "wrap",
            gap: "3",
            alignItems: "center",
            justifyContent: "space-between",
          })}
        >
          <LocaleLink to="/$locale/admin" className={css({ fontWeight: "bold", fontSize: "lg" })}>
            {t("admin.brand")}
          </LocaleLink>
          <div className={css({ display: "flex", gap: "4", alignItems: "center", flexWrap: "wrap", fontSize: "sm" })}>
            {overview && (
              <span data-testid="admin-signed-in">
                {t("admin.signedInAs", { email: overview.email, role: t(`admin.roles.${overview.role}`) })}
              </span>
            )}
            <a
              href={otherLanguageHref}
              lang={otherLocale}
              hrefLang={otherLocale}
              className={css({ fontWeight: "semibold" })}
            >
              {t("admin.otherLanguage")}
            </a>
            <LocaleLink to="/$locale/" className={css({ fontWeight: "semibold", textDecoration: "underline" })}>
              {t("admin.toSite")}
            </LocaleLink>
          </div>
        </header>
        <div
          className={css({
            display: "flex",
            flexDirection: { base: "column", md: "row" },
            flex: 1,
            w: "full",
            maxW: "1600px",
            mx: "auto",
          })}
        >
          <nav
            ref={nav}
            aria-label={t("admin.menu")}
            className={css({
              w: { base: "full", md: "240px" },
              flexShrink: 0,
              bg: "white",
              borderRightWidth: { md: "1px" },
              borderBottomWidth: { base: "1px", md: 0 },
              borderColor: "line",
              p: { base: "2", md: "4" },
              overflowX: { base: "auto", md: "visible" },
            })}
          >
            <ul className={css({ display: "flex", flexDirection: { base: "row", md: "column" }, gap: "1" })}>
              {menu.map((item) => {
                const href = linkHref(item, locale);
                const current = pathname === href || (item.to !== "/$locale/admin" && pathname.startsWith(href));
                return (
                  <li key={item.key}>
                    <LocaleLink to={item.to} className={menuLink} aria-current={current ? "page" : undefined}>
                      {t(item.key)}
                    </LocaleLink>
                  </li>
                );
              })}
            </ul>
          </nav>
          <main id="admin-main" className={css({ flex: 1, minW: 0, p: { base: "4", md: "8" } })}>
            {children}
          </main>
        </div>
      </div>
    </AdminSessionProvider>
  );
}
