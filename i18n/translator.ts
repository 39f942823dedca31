// Builds the t() function for one locale from its dictionary (rosetta), with plural forms by Intl.PluralRules.
import rosetta from "rosetta";
import type { Locale } from "../src/domain/locale.ts";

export type Dictionary = { [key: string]: string | Dictionary };
export type Translate = (
  key: string,
  params?: Record<string, string | number>,
) => string;

export function createTranslator(locale: Locale, dictionary: Dictionary): Translate {
  const r = rosetta<Dictionary>({ [locale]: dictionary });
  r.locale(locale);
  // Keys without parameters are looked up in a flat map built once; rosetta interpolates the rest.
  const flat = new Map<string, string>();
  for (const key of flattenKeys(dictionary)) flat.set(key, r.t(key));
  const rules = new Intl.PluralRules(locale);
  return (key, params) => {
    if (!params) return flat.get(key) ?? key;
    if (typeof params.count === "number" && key.startsWith("plural.")) {
      const text = r.t(`${key}.${rules.select(params.count)}`, params);
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
