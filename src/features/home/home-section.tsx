// A home page section: its heading (the section's accessible name), an optional "all …" link, and its content.
import { type ReactNode, Suspense } from "react";
import { css, cx } from "styled-system/css";
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
        {
          /* Its own boundary: a section whose code loads as the reader comes near it keeps its server HTML meanwhile,
            and the rest of the page hydrates without waiting for it (src/compositions/home-page.tsx). */
        }
        <Suspense fallback={null}>{children}</Suspense>
      </div>
    </section>
  );
}
