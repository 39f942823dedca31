// Switches ru/en: stores the choice (localStorage and a cookie SSR reads) and reloads the same path in the other locale
// (an article or a learning path: its translation, else its list; src/domain/locale.ts).
import { css, cx } from "styled-system/css";
import { LANGUAGE_KEY, type Locale, switchLocalePath } from "../../domain/locale.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { usePageLocation } from "../../lib/page-location.tsx";

export function rememberLanguage(locale: Locale) {
  try {
    localStorage.setItem(LANGUAGE_KEY, locale);
  } catch {
    // Private mode: the cookie still carries the choice.
  }
  document.cookie = `${LANGUAGE_KEY}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

export function LanguageSwitcher({ className }: { className?: string }) {
  const { locale, t } = useI18n();
  const { href, translations } = usePageLocation();
  const other: Locale = locale === "ru" ? "en" : "ru";
  const target = switchLocalePath(href, other, translations);
  return (
    <a
      href={target}
      hrefLang={other}
      lang={other}
      aria-label={t("nav.switchLanguage")}
      data-testid="language-switcher"
      className={cx(
        css({
          display: "inline-flex",
          alignItems: "center",
          justifyContent: "center",
          minW: "44px",
          h: "40px",
          px: "2",
          borderRadius: "full",
          border: "1px solid token(colors.line)",
          fontWeight: "semibold",
          fontSize: "sm",
          _hover: { borderColor: "brand", color: "brand" },
        }),
        className,
      )}
      onClick={(event) => {
        event.preventDefault();
        rememberLanguage(other);
        globalThis.location.assign(target);
      }}
    >
      {t("nav.otherLanguageName")}
    </a>
  );
}
