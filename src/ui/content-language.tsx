// The mark of content written in another language than the page's (a profile, an event): a small "EN"/"RU" badge
// whose full name ("In English") is read by screen readers and shown on hover. The content itself carries the lang
// attribute (contentLang), so screen readers and crawlers read it in its own language.
import { css } from "styled-system/css";
import { type ContentLanguage, isOtherLanguage } from "../domain/content-language.ts";
import { useI18n } from "../lib/i18n.tsx";

const badge = css({
  display: "inline-flex",
  alignItems: "center",
  flexShrink: 0,
  px: "1.5",
  borderRadius: "sm",
  border: "1px solid token(colors.line)",
  bg: "white",
  color: "muted",
  fontSize: "xs",
  fontWeight: "bold",
  lineHeight: "1.4",
  letterSpacing: "0.04em",
  verticalAlign: "middle",
});

/** The badge, only when the content's language is not the page's. */
export function ContentLanguageMark({ language, className }: { language: ContentLanguage; className?: string }) {
  const { t, locale } = useI18n();
  if (!isOtherLanguage(language, locale)) return null;
  const name = t(`contentLanguage.writtenIn.${language}`);
  return (
    <span className={className ? `${badge} ${className}` : badge} data-testid="content-language" title={name}>
      <span aria-hidden="true">{t(`contentLanguage.short.${language}`)}</span>
      <span className={css({ srOnly: true })}>{name}</span>
    </span>
  );
}

/** A profile's notice on its page: "This profile is in English" (only when it is not in the page's language). */
export function ContentLanguageNotice({ language }: { language: ContentLanguage }) {
  const { t, locale } = useI18n();
  if (!isOtherLanguage(language, locale)) return null;
  return (
    <p
      data-testid="content-language-notice"
      className={css({ display: "flex", gap: "2", alignItems: "center", color: "muted", fontSize: "sm" })}
    >
      <span aria-hidden="true" className={badge}>{t(`contentLanguage.short.${language}`)}</span>
      {t(`contentLanguage.profileIn.${language}`)}
    </p>
  );
}
