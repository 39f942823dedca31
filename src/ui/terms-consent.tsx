// A consent sentence with the terms of service and the privacy policy as links (decision 200): the sign-up form's box
// and the checkout's. The links open in a new tab as plain links (not the app's in-place navigation), so a half-filled
// form stays as it is. The dictionary's text marks their places with {{terms}} and {{privacy}}; their own words are
// auth.termsLink and auth.privacyLink (the forms a sentence needs: «политику», not «политика»).
import { css } from "styled-system/css";
import { type Locale, localePath } from "../domain/locale.ts";
import type { Translate } from "../../i18n/translator.ts";

export function TermsConsent({ textKey, t, locale }: { textKey: string; t: Translate; locale: Locale }) {
  const mark = "\u0000";
  const text = t(textKey, { terms: `${mark}terms${mark}`, privacy: `${mark}privacy${mark}` });
  const link = css({ color: "brandLight", textDecoration: "underline" });
  return (
    <>
      {text.split(mark).map((part, i) =>
        part === "terms" || part === "privacy"
          ? (
            <a key={i} href={localePath(locale, `/${part}/`)} target="_blank" rel="noopener" className={link}>
              {t(`auth.${part}Link`)}
            </a>
          )
          : part
      )}
    </>
  );
}
