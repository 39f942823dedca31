// The 404 page: breadcrumb, an animated illustration, a message and a button home (served with HTTP 404).
import { css, cx } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { pageWidth, primaryButton } from "../../ui/styles.ts";

export function NotFoundPage() {
  const { t } = useI18n();
  return (
    <div className={pageWidth} data-testid="not-found-page">
      <Breadcrumbs items={[{ label: t("notFound.title") }]} />
      <section
        className={css({
          display: "flex",
          flexDirection: "column",
          alignItems: "center",
          textAlign: "center",
          py: { base: "8", md: "16" },
          gap: "6",
        })}
      >
        <svg
          viewBox="0 0 240 160"
          width="240"
          height="160"
          role="img"
          aria-hidden="true"
          className={css({ animation: "float 4s ease-in-out infinite", maxW: "70vw", h: "auto" })}
        >
          <text x="120" y="112" textAnchor="middle" fontSize="110" fontWeight="800" fill="#1b1464" opacity="0.08">
            404
          </text>
          <ellipse cx="120" cy="148" rx="52" ry="6" fill="#1b1464" opacity="0.12" />
          <circle cx="120" cy="78" r="46" fill="#ff6b3d" />
          <g className={css({ transformOrigin: "120px 70px", animation: "blink 4s infinite" })}>
            <circle cx="104" cy="70" r="6" fill="#fff" />
            <circle cx="136" cy="70" r="6" fill="#fff" />
          </g>
          <path d="M104 98q16-10 32 0" stroke="#fff" strokeWidth="5" fill="none" strokeLinecap="round" />
        </svg>
        <h1 className={css({ fontSize: { base: "2xl", md: "4xl" }, fontWeight: "bold", color: "brand" })}>
          {t("notFound.title")}
        </h1>
        <p className={css({ maxW: "520px", color: "muted", fontSize: "lg" })}>{t("notFound.message")}</p>
        <LocaleLink to="/$locale/" className={cx(primaryButton)}>{t("notFound.goHome")}</LocaleLink>
      </section>
    </div>
  );
}
