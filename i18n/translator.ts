// Builds the t() function for one locale from its dictionary (rosetta), with plural forms by Intl.PluralRules.
import rosetta from "rosetta";
import type { Locale } from "../src/domain/locale.ts";

export type Dictionary = { [key: string]: string | Dictionary };
export type Translate = (
  key: string,
  params?: Record<string, string | number>,
) => string;

const pluralRules = new Map<Locale, Intl.PluralRules>();

export function createTranslator(
  locale: Locale,
  dictionary: Dictionary,
): Translate {
  const r = rosetta<Dictionary>({ [locale]: dictionary });
  r.locale(locale);
  return (key, params) => {
    if (
      params && typeof params.count === "number" && key.startsWith("plural.")
    ) {
      let rules = pluralRules.get(locale);
      if (!rules) pluralRules.set(locale, rules = new Intl.PluralRules(locale));
      const form = rules.select(params.count);
      const text = r.t(`${key}.${form}`, params);
      return text || r.t(`${key}.other`, params) || key;
    }
    return r.t(key, params) || key;
  };
}

/** Every leaf key as a dotted path; the ru/en key-set test compares these. */
export function flattenKeys(dictionary: Dictionary, prefix = ""): string[] {
  return Object.entries(dictionary).flatMap(([k, v]) =>
    typeof v === "string" ? [`${prefix}${k}`] : flattenKeys(v, `${prefix}${k}.`)
  ).sort();
}
