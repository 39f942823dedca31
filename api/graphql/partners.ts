// Partner companies: getPartnerCompanies (GetPartnerCompanies), the public directory, status fixed to Published.
// One statement for the page and its total, one each for its categories, tags and locations.
import { directoryPagination, PARTNERS_PAGE_SIZE, PartnersInputSchema } from "../../src/domain/directories.ts";
import {
  categoriesOfPartners,
  listPartners,
  locationsOfPartners,
  partnerFilters,
  tagsOfPartners,
} from "../services/partners.ts";
import { parseInput } from "./errors.ts";
import { countryModel } from "./geo.ts";
import type { Resolvers } from "./generated/resolvers.ts";

export const typeDefs = /* GraphQL */ `
  type PartnerCompanyCategory {
    id: ID!
    "company, expert, hr or media-and-advertising."
    slug: String!
    "In the request's language."
    name: String!
    logo: String
  }

  type PartnerTag {
    id: ID!
    title: String!
    category: String
  }

  type PartnerLocation {
    countryObject: Country!
  }

  type PartnerCompany {
    id: ID!
    title: String!
    subtitle: String!
    description: String!
    slug: String!
    linkedId: String
    twitter: String
    telegram: String
    youTube: String
    website: String
    status: ContentStatus!
    partnerCompanyCategoriesIds: [ID!]!
    partnerCompanyCategories: [PartnerCompanyCategory!]!
    tags: [PartnerTag!]!
    features: [String!]!
    locations: [PartnerLocation!]!
    "Language codes."
    languages: [String!]!
    picture: Picture
  }

  input PartnerCompaniesInput {
    countriesIds: [ID!]
    "Fixed to PUBLISHED; another value is refused."
    status: ContentStatus
    "3 characters or more; shorter text searches nothing."
    textSearch: String
    "company, expert, hr, media-and-advertising."
    partnerCompanyCategories: [String!]
    languages: [String!]
    tags: [ID!]
  }

  type PartnerCompaniesResult {
    meta: DirectoryMeta!
    total: Int!
    partnerCompanies: [PartnerCompany!]!
  }

  "What the directory can be filtered by (tags, countries and languages: those of published companies)."
  type PartnerFilters {
    partnerCompanyCategories: [PartnerCompanyCategory!]!
    tags: [PartnerTag!]!
    countries: [Country!]!
    "Language codes."
    languages: [String!]!
  }

  extend type Query {
    getPartnerFilters: PartnerFilters!
    "The partner companies directory: 10 a page by default, newest first unless sorted by name."
    getPartnerCompanies(input: PartnerCompaniesInput, paginationOptions: DirectoryPaginationOptions): PartnerCompaniesResult!
  }
`;

export const resolvers: Resolvers = {
  Query: {
    getPartnerFilters: async (_root, _args, { db, locale }) => {
      const f = await partnerFilters(db);
      return {
        partnerCompanyCategories: f.categories.map((c) => ({
          id: String(c.id),
          slug: c.slug,
          name: locale === "ru" ? c.nameRu : c.nameEn,
          logo: c.logo,
        })),
        tags: f.tags.map((t) => ({ id: String(t.id), title: t.title, category: t.category })),
        countries: f.countries.map((c) => countryModel(c, locale)),
        languages: f.languages,
      };
    },
    getPartnerCompanies: async (_root, args, context) => {
      const input = parseInput(PartnersInputSchema, args.input ?? {});
      const page = parseInput(directoryPagination(PARTNERS_PAGE_SIZE), args.paginationOptions ?? {});
      const { partners, total, hasNextPage } = await listPartners(context.db, input, {
        skip: page.skip ?? 0,
        limit: page.limit ?? PARTNERS_PAGE_SIZE,
        sort: page.sort?.sortBy ?? "latest",
      });
      const ids = partners.map((p) => p.id);
      const [categories, tags, locations] = await Promise.all([
        categoriesOfPartners(context.db, ids),
        tagsOfPartners(context.db, ids),
        locationsOfPartners(context.db, ids),
      ]);
      const locale = context.locale;
      return {
        meta: { hasNextPage },
        total,
        partnerCompanies: partners.map((p) => {
          const own = categories.filter((c) => c.partnerId === p.id).map((c) => c.category);
          return {
            id: String(p.id),
            title: p.title,
            subtitle: p.subtitle,
            description: p.description,
            slug: p.slug,
            linkedId: p.linkedId,
            twitter: p.twitter,
            telegram: p.telegram,
            youTube: p.youTube,
            website: p.website,
            status: p.status,
            partnerCompanyCategoriesIds: own.map((c) => String(c.id)),
            partnerCompanyCategories: own.map((c) => ({
              id: String(c.id),
              slug: c.slug,
              name: locale === "ru" ? c.nameRu : c.nameEn,
              logo: c.logo,
            })),
            tags: tags.filter((t) => t.partnerId === p.id)
              .map((t) => ({ id: String(t.tag.id), title: t.tag.title, category: t.tag.category })),
            features: p.features,
            locations: locations.filter((l) => l.partnerId === p.id)
              .map((l) => ({ countryObject: countryModel(l.country, locale) })),
            languages: p.languages,
            picture: p.picture ? { url: p.picture } : null,
          };
        }),
      };
    },
  },
};
