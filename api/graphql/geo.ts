// Countries: getCountries(search).
import { CountrySearchSchema } from "../../src/domain/site.ts";
import { searchCountries } from "../services/geo.ts";
import { parseInput } from "./errors.ts";
import { viewerIndependent } from "./viewer-independent.ts";
import type { Resolvers } from "./generated/resolvers.ts";

export { typeDefs } from "./geo-type-defs.ts";

type CountryRow = Awaited<ReturnType<typeof searchCountries>>[number];

/** A country row as the Country type answers it, named in the request's language (every domain's locations use it). */
export function countryModel(row: CountryRow, locale: "ru" | "en") {
  return {
    ...row,
    country: locale === "ru" ? row.rusTrans : row.engTrans,
    abbreviations: [row.isoCode],
    regions: row.region ? [row.region] : [],
  };
}

export const resolvers: Resolvers = {
  Query: {
    // The whole list (no search: the tracker's and the forms' country pickers) is site content, kept in the site
    // cache for everyone; a search goes to the database.
    getCountries: viewerIndependent(async (_root, args, { db, locale, siteCache }) => {
      const search = parseInput(CountrySearchSchema, args.search ?? undefined) || undefined;
      const rows = search
        ? await searchCountries(db, search, locale)
        : await siteCache.get(`countries\0${locale}`, () => searchCountries(db, undefined, locale));
      return rows.map((row: CountryRow) => countryModel(row, locale));
    }),
  },
};
