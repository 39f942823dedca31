// The site layout: creeping line, desktop and mobile headers, the page, the footer, the bottom menu, toasts.
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from "react";
import { Outlet } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { onToastsWanted } from "../../ui/show-toast.ts";
import { BottomMenu } from "./bottom-menu.tsx";
import { CreepingLine } from "./creeping-line.tsx";
import { Footer } from "./footer.tsx";
import { DesktopHeader, MobileHeader } from "./header.tsx";

// The full-screen menu is not on the first screen: it loads when first opened.
const MobileMenu = lazy(() => import("./mobile-menu.tsx").then((m) => ({ default: m.MobileMenu })));

// Toasts are shown only after something happens: their module loads with the first toast (../../ui/show-toast.ts).
const Toasts = lazy(() => import("../../ui/toast.tsx"));

/**
 * The route passes the auth dialog and the lead-magnet pop-up in: a feature does not import another (the route
 * composes them).
 */
export function SiteLayout({ authDialog, leadMagnet }: { authDialog?: ReactNode; leadMagnet?: ReactNode }) {
  const { t } = useI18n();
  const [toastsWanted, setToastsWanted] = useState(false);
  useEffect(() => onToastsWanted(() => setToastsWanted(true)), []);
  return (
    <SiteChrome top={<CreepingLine />}>
      <Outlet />
      {authDialog}
      {leadMagnet}
      {toastsWanted && (
        <Suspense fallback={null}>
          <Toasts
            closeLabel={t("ui.dismiss")}
            regionLabels={{ top: t("ui.notifications"), bottom: t("ui.notificationsBottom") }}
          />
        </Suspense>
      )}
    </SiteChrome>
  );
}

/** The layout without router or data: the bench's plain-render floor uses it too. */
export function SiteChrome({ top, children }: { top?: ReactNode; children: ReactNode }) {
  const { t } = useI18n();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  return (
    <div className={css({ minH: "100vh", display: "flex", flexDirection: "column" })}>
      <a
        href="#main"
        className={css({
          position: "absolute",
          left: "-9999px",
          _focus: { left: "2", top: "2", zIndex: 100, bg: "white", p: "2" },
        })}
      >
        {t("site.skipToContent")}
      </a>
      {top}
      <DesktopHeader />
      <MobileHeader onOpenMenu={() => setMenuOpen(true)} />
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu onClose={closeMenu} />
        </Suspense>
      )}
      <main id="main" className={css({ flex: 1 })}>
        {children}
      </main>
      <Footer />
      <BottomMenu menuOpen={menuOpen} onToggleMenu={() => setMenuOpen(!menuOpen)} />
    </div>
  );
}
