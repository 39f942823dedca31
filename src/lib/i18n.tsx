// The locale, t() and the viewer's tier for components, provided once at the root from the router context.
import { createContext, type ReactNode, useContext } from "react";
import type { Locale } from "../domain/locale.ts";
import type { Translate } from "../../i18n/translator.ts";

import type { ViewerTier } from "../domain/viewer.ts";

type I18n = { locale: Locale; t: Translate; viewerTier: ViewerTier };

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider(props: I18n & { children: ReactNode }) {
  return (
    <I18nContext.Provider value={{ locale: props.locale, t: props.t, viewerTier: props.viewerTier }}>
      {props.children}
    </I18nContext.Provider>
  );
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n outside I18nProvider");
  return value;
}
