// A directory's card (experts, partners): the picture, the name as the link (the feature's own), the subtitle, the
// tags, and a line with the countries and the languages.
import type { ReactNode } from "react";
import { css } from "styled-system/css";
import { formatLanguageName } from "../../i18n/format.ts";
import { useI18n } from "../lib/i18n.tsx";

export function DirectoryCard(
  { testId, picture, link, language, subtitle, tags, countries, languages }: {
    testId: string;
    picture: ReactNode;
    link: ReactNode;
    language: string;
    subtitle: string;
    tags: Array<{ id: string; label: string }>;
    countries: string[];
    languages: string[];
  },
) {
  const { locale } = useI18n();
  const facts = [countries.join(", "), languages.map((l) => formatLanguageName(l, locale)).join(", ")]
    .filter(Boolean).join(" · ");
  return (
    <article
      data-testid={testId}
      className={css({
        display: "flex",
        flexDirection: "column",
        gap: "3",
        p: "5",
        h: "full",
        borderRadius: "xl",
        border: "1px solid token(colors.line)",
        bg: "white",
      })}
    >
      <div className={css({ display: "flex", gap: "3", alignItems: "center" })}>
        {picture}
        <div className={css({ minW: 0 })}>
          <h3 className={css({ fontWeight: "bold", color: "brand", fontSize: "lg" })}>{link}</h3>
          <p className={css({ color: "muted", fontSize: "sm" })} lang={language}>{subtitle}</p>
        </div>
      </div>
      {tags.length > 0 && (
        <ul className={css({ display: "flex", flexWrap: "wrap", gap: "1.5" })}>
          {tags.map((tag) => (
            <li
              key={tag.id}
              className={css({
                fontSize: "xs",
                px: "2",
                py: "0.5",
                borderRadius: "full",
                bg: "surface",
                color: "brand",
              })}
            >
              {tag.label}
            </li>
          ))}
        </ul>
      )}
      <p className={css({ fontSize: "sm", color: "muted", mt: "auto" })}>{facts}</p>
    </article>
  );
}

/** The card's name link and its language mark sit in the card's heading. */
export const directoryCardLink = css({ _hover: { textDecoration: "underline" } });
