// Locales, the locale prefix of every internal path, and how the visitor's locale is chosen.
export const LOCALES = ["ru", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "ru";
/** localStorage key and cookie name that hold the chosen language. */
export const LANGUAGE_KEY = "language";

export function isLocale(value: unknown): value is Locale {
  return value === "ru" || value === "en";
}

/** Cookie first, then Accept-Language, else Russian. */
export function pickLocale(
  cookieValue: string | undefined,
  acceptLanguage: string | null | undefined,
): Locale {
  if (isLocale(cookieValue)) return cookieValue;
  if (acceptLanguage) {
    const ranked = acceptLanguage.split(",").map((part, i) => {
      const [tag, ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { lang: tag.split("-")[0], q: q ? Number(q.slice(2)) || 0 : 1, i };
    }).filter((x) => x.q > 0).sort((a, b) => b.q - a.q || a.i - b.i);
    for (const { lang } of ranked) if (isLocale(lang)) return lang;
  }
  return DEFAULT_LOCALE;
}

/** "/jobs" → "/ru/jobs/"; the trailing-slash form is canonical for every page. */
export function localePath(locale: Locale, path = "/"): string {
  const [pathname, rest = ""] = splitQuery(path);
  const clean = pathname.replace(/^\/+|\/+$/g, "");
  return `/${locale}/${clean ? `${clean}/` : ""}${rest}`;
}

/** A page written in one language: its address in each language it exists in ({ ru: "/ru/articles/x/" }). */
export type PageTranslations = Partial<Record<Locale, string>>;

/**
 * Where the language switch goes (spec 03: the same path in the new locale). An article or a learning path is
 * written in one language: it goes to its translation when there is one (`translations`), else to the nearest page
 * that exists in the other language: the article list, or the home page's learning paths (there is no list of
 * paths). Never to an address that would answer 404.
 */
export function switchLocalePath(currentPath: string, to: Locale, translations?: PageTranslations): string {
  const m = currentPath.match(/^\/(ru|en)(?=\/|$|\?)(.*)$/);
  if (!m) return localePath(to, currentPath);
  const single = (m[2] || "/").match(/^\/(articles|courses)\/[^/?#]+/);
  if (!single) return `/${to}${m[2] || "/"}`;
  return translations?.[to] ?? (single[1] === "articles" ? `/${to}/articles/` : `/${to}/#paths`);
}

/** The addresses of an article's or a learning path's translations ("articles" or "courses" is the section). */
export function translationPaths(
  section: "articles" | "courses",
  translations: ReadonlyArray<{ language: Locale; slug: string }>,
): PageTranslations {
  return Object.fromEntries(translations.map((t) => [t.language, localePath(t.language, `/${section}/${t.slug}`)]));
}

/** The path without its locale prefix ("/ru/jobs/" → "/jobs/"). */
export function stripLocale(path: string): string {
  return path.replace(/^\/(ru|en)(?=\/|$)/, "") || "/";
}

function splitQuery(path: string): [string, string] {
  const i = path.search(/[?#]/);
  return i === -1 ? [path, ""] : [path.slice(0, i), path.slice(i)];
}
