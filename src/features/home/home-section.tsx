// A home page section: its heading (the section's accessible name), an optional "all …" link, and its content. The
// heading and the link are always in the server HTML (crawlers follow the link even where the content loads later);
// content that loads in the browser and fails says so in the section, with a way to try again.
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
  { id, title, more, children, className }: {
    id: string;
    title: string;
    more?: LinkTarget & { label: string };
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
