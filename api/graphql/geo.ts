// Countries: getCountries(search).
import { CountrySearchSchema } from "../../src/domain/site.ts";
import { searchCountries } from "../services/geo.ts";
import { parseInput } from "./errors.ts";
import type { Resolvers } from "./generated/resolvers.ts";

export const typeDefs = /* GraphQL */ `
  type Country {
    id: ID!
    "The name in the request's language."
    country: String!
    rusTrans: String!
    engTrans: String!
    isoCode: String!
    abbreviations: [String!]!
    regions: [String!]!
  }

  extend type Query {
    getCountries(search: String): [Country!]!
  }
`;

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
    getCountries: async (_root, args, { db, locale }) => {
      const search = parseInput(CountrySearchSchema, args.search ?? undefined);
      const rows = await searchCountries(db, search || undefined, locale);
      return rows.map((row: CountryRow) => countryModel(row, locale));
    },
  },
};
