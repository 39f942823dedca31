// The language a piece of content (an expert's or a partner's profile, a calendar event) is written in, which is not
// always the page's: a list shows the page's language first and marks the rest, and a profile in the other language
// says so. Content languages are the interface's two (ru, en).
import { isLocale, type Locale } from "./locale.ts";

export type ContentLanguage = Locale;

/** Text with any Cyrillic letter reads as Russian, other text as English (when nothing else says which it is). */
export function languageOfText(text: string): ContentLanguage {
  return /[\u0400-\u04FF]/.test(text) ? "ru" : "en";
}

/** An RFC 5545 LANGUAGE parameter ("ru", "ru-RU", "en-GB") as a content language; null for any other. */
export function languageOfTag(tag: string | null | undefined): ContentLanguage | null {
  const primary = tag?.trim().replace(/^"|"$/g, "").split("-")[0].toLowerCase();
  return isLocale(primary) ? primary : null;
}

/** Does this content need a mark (and a lang attribute) on a page in `pageLocale`? */
export const isOtherLanguage = (language: ContentLanguage, pageLocale: Locale) => language !== pageLocale;

/**
 * The one order of mixed-language lists: the page's language first, the rest after, each keeping its own order
 * (a stable sort). The directories do the same in SQL (their order's first key).
 */
export function pageLanguageFirst<T extends { language: ContentLanguage }>(
  items: readonly T[],
  pageLocale: Locale,
): T[] {
  return [...items].sort((a, b) => Number(a.language !== pageLocale) - Number(b.language !== pageLocale));
}
