// A home page section: its heading (the section's accessible name), an optional "all …" link, and its content. The
// heading and the link are always in the server HTML (crawlers follow the link even where the content loads later);
// content that loads in the browser and fails says so in the section, with a way to try again. A data section may
// also carry its cards as plain links inside <noscript> (decision 187), for readers and crawlers without JavaScript.
import { Component, type ReactNode } from "react";
import { useQueryErrorResetBoundary } from "@tanstack/react-query";
import { css, cx } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { linkOf, type LinkTarget, LocaleLink } from "../../ui/locale-link.tsx";
import { pageWidth } from "../../ui/styles.ts";

export const sectionTitle = css({
  fontSize: { base: "2xl", md: "3xl" },
  fontWeight: "bold",
  color: "brand",
  lineHeight: "1.2",
});

export const cardTitle = css({ fontSize: "lg", fontWeight: "bold", color: "brand", lineHeight: "1.3" });

export function HomeSection(
  { id, title, more, noscript, children, className }: {
    id: string;
    title: string;
    more?: LinkTarget & { label: string };
    /** The section's cards as links for readers without JavaScript (written by the server only). */
    noscript?: ReactNode;
    children: ReactNode;
    className?: string;
  },
) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      data-testid={`home-${id}`}
      className={cx(css({ mt: "14", scrollMarginTop: "24" }), className)}
    >
      <div className={pageWidth}>
        <div
          className={css({
            display: "flex",
            justifyContent: "space-between",
            alignItems: "baseline",
            gap: "4",
            mb: "6",
            flexWrap: "wrap",
          })}
        >
          <h2 id={`${id}-title`} className={sectionTitle}>{title}</h2>
          {more && (
            <LocaleLink {...linkOf(more)} className={css({ color: "accentDark", fontWeight: "semibold" })}>
              {more.label} →
            </LocaleLink>
          )}
        </div>
        {noscript}
        <SectionFailure>{children}</SectionFailure>
      </div>
    </section>
  );
}

/** What a section shows when its content could not load (its code or its data): a line and a retry button. */
function SectionFailure({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const { reset } = useQueryErrorResetBoundary();
  return (
    <FailureBoundary
      fallback={(retry) => (
        <p role="alert" data-testid="home-section-failed" className={css({ color: "muted" })}>
          {t("home.sectionFailed")}{" "}
          <button
            type="button"
            onClick={() => {
              reset();
              retry();
            }}
            className={css({ color: "accentDark", fontWeight: "semibold", textDecoration: "underline" })}
          >
            {t("home.retry")}
          </button>
        </p>
      )}
    >
      {children}
    </FailureBoundary>
  );
}

class FailureBoundary extends Component<
  { children: ReactNode; fallback: (retry: () => void) => ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children;
  }
}

const noscriptList = css({
  display: "grid",
  gridTemplateColumns: { base: "1fr", md: "repeat(2, 1fr)", xl: "repeat(3, 1fr)" },
  gap: "3",
  listStyle: "none",
});

const noscriptLink = css({
  display: "block",
  h: "full",
  p: "4",
  borderRadius: "xl",
  border: "1px solid token(colors.line)",
  bg: "white",
  color: "brand",
  fontWeight: "semibold",
  _hover: { borderColor: "brandLight", textDecoration: "underline" },
});

/**
 * A data section's cards as a list of links inside <noscript>: the server writes them (from a cached list); a browser
 * with JavaScript never shows them, and its React renders nothing inside <noscript>, so `links` may be absent there
 * (the element itself is on both sides, so hydration matches).
 */
export function NoscriptLinks(
  { label, links }: {
    label: string;
    links: ReadonlyArray<{ key: string; title: string; link: LinkTarget }> | undefined;
  },
) {
  return (
    <noscript>
      {links && links.length > 0 && (
        <ul aria-label={label} data-testid="home-noscript-links" className={noscriptList}>
          {links.map((item) => (
            <li key={item.key}>
              <LocaleLink {...item.link} className={noscriptLink}>{item.title}</LocaleLink>
            </li>
          ))}
        </ul>
      )}
    </noscript>
  );
}
