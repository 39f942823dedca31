// A directory profile's page frame (an expert, a partner company): breadcrumbs, the picture beside the name and
// subtitle (marked with the profile's language, with the notice when it is not the page's), the main column and the
// facts column. The feature hands in its own parts.
import type { ReactNode } from "react";
import { css } from "styled-system/css";
import { Breadcrumbs, type Crumb } from "./breadcrumbs.tsx";
import { ContentLanguageNotice } from "./content-language.tsx";
import type { ContentLanguage } from "../domain/content-language.ts";
import { pageWidth } from "./styles.ts";

const mainColumn = {
  normal: css({ display: "flex", flexDirection: "column", gap: "6", minW: 0 }),
  loose: css({ display: "flex", flexDirection: "column", gap: "8", minW: 0 }),
};

export function DirectoryProfile(
  {
    testId,
    crumbs,
    picture,
    title,
    subtitle,
    language,
    headingTestId,
    spacing = "normal",
    aside,
    asideTestId,
    children,
  }: {
    testId: string;
    crumbs: Crumb[];
    picture: ReactNode;
    title: string;
    subtitle: string;
    language: ContentLanguage;
    headingTestId?: string;
    spacing?: keyof typeof mainColumn;
    aside: ReactNode;
    asideTestId?: string;
    children: ReactNode;
  },
) {
  return (
    <div className={pageWidth} data-testid={testId}>
      <Breadcrumbs items={crumbs} />
      <div
        className={css({
          display: "grid",
          gridTemplateColumns: { base: "1fr", lg: "2fr 1fr" },
          gap: { base: "6", lg: "10" },
          pb: "16",
          alignItems: "start",
        })}
      >
        <div className={mainColumn[spacing]}>
          <header className={css({ display: "flex", gap: "5", alignItems: "center", flexWrap: "wrap" })}>
            {picture}
            <div className={css({ minW: 0 })} lang={language} data-testid={headingTestId}>
              <h1 className={css({ fontSize: { base: "2xl", md: "4xl" }, fontWeight: "extrabold", color: "brand" })}>
                {title}
              </h1>
              <p className={css({ color: "muted", fontSize: "lg" })}>{subtitle}</p>
            </div>
          </header>
          <ContentLanguageNotice language={language} />
          {children}
        </div>
        <aside
          className={css({ p: "6", borderRadius: "2xl", bg: "surface", display: "grid", gap: "4" })}
          data-testid={asideTestId}
        >
          {aside}
        </aside>
      </div>
    </div>
  );
}

export const asideTitle = css({ fontWeight: "bold", color: "brand", mb: "1" });

/** One fact in the facts column: its title and a line of values; nothing when there are none. */
export function AsideFact({ title, values }: { title: string; values: string[] }) {
  if (!values.length) return null;
  return (
    <div>
      <h2 className={asideTitle}>{title}</h2>
      <p>{values.join(", ")}</p>
    </div>
  );
}
