// Partner companies: getPartnerCompanies (GetPartnerCompanies), the public directory, status fixed to Published.
// One statement for the page with its total, categories, tags and countries (a second only for a misspelt search).
import { PARTNERS_PAGE_SIZE } from "../../src/domain/directories.ts";
import { directoryPagination, PartnersInputSchema, SlugSchema } from "../../src/domain/directories-input.ts";
import {
  findPublishedPartner,
  listPartners,
  partnerFilters,
  type PartnerWithRelated,
  reviewsOfPartner,
  servicesOfPartner,
} from "../services/partners.ts";
import type { Locale } from "../../src/domain/locale.ts";
import { toMainUnits } from "../../src/domain/money.ts";
import type { PartnerModel } from "./models.ts";
import { parseInput } from "./errors.ts";
import { viewerIndependent } from "./viewer-independent.ts";
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

  type PartnerPrice {
    "ISO currency code."
    currency: String!
    "In the currency's units."
    value: Float!
  }

  "An offer to club members: a discount, an affiliate link, a price."
  type PartnerService {
    id: ID!
    title: String!
    affiliateLink: String
    discountPercentage: Int
    description: String!
    price: PartnerPrice
    picture: Picture
    promoText: String
    meetingsInfo: String
  }

  type PartnerReview {
    id: ID!
    title: String!
    text: String!
    language: Language!
    userName: String!
    picture: Picture
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
    "Language codes the company works in."
    languages: [String!]!
    "The language the profile is written in; lists show the request's language first."
    language: Language!
    picture: Picture
    "The offers: read for the profile page."
    services: [PartnerService!]!
    "Reviews: read for the profile page."
    reviews: [PartnerReview!]!
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
    "A published company by its address; null when there is none."
    getPartnerCompanyBySlug(slug: String!): PartnerCompany
    "The partner companies directory: 10 a page by default, newest first unless sorted by name."
    getPartnerCompanies(input: PartnerCompaniesInput, paginationOptions: DirectoryPaginationOptions): PartnerCompaniesResult!
  }
`;

function partnerModel(p: PartnerWithRelated, locale: Locale): PartnerModel {
  const own = p.categories;
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
    tags: p.tags.map((t) => ({ id: String(t.id), title: t.title, category: t.category })),
    features: p.features,
    locations: p.countries.map((c) => ({ countryObject: countryModel(c, locale) })),
    languages: p.languages,
    language: p.language,
    picture: p.picture ? { url: p.picture } : null,
  };
}

export const resolvers: Resolvers = {
  PartnerCompany: {
    services: async (partner, _args, { db }) =>
      (await servicesOfPartner(db, Number(partner.id))).map((s) => ({
        id: String(s.id),
        title: s.title,
        affiliateLink: s.affiliateLink,
        discountPercentage: s.discountPercentage,
        description: s.description,
        price: s.priceValue !== null && s.priceCurrency
          ? { currency: s.priceCurrency, value: toMainUnits(s.priceValue) }
          : null,
        picture: s.picture ? { url: s.picture } : null,
        promoText: s.promoText,
        meetingsInfo: s.meetingsInfo,
      })),
    reviews: async (partner, _args, { db }) =>
      (await reviewsOfPartner(db, Number(partner.id))).map((r) => ({
        id: String(r.id),
        title: r.title,
        text: r.text,
        language: r.language,
        userName: r.userName,
        picture: r.picture ? { url: r.picture } : null,
      })),
  },
  Query: {
    getPartnerCompanyBySlug: async (_root, args, { db, locale }) => {
      const row = await findPublishedPartner(db, parseInput(SlugSchema, args.slug));
      return row ? partnerModel(row, locale) : null;
    },
    getPartnerFilters: viewerIndependent(async (_root, _args, { db, locale }) => {
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
    }),
    getPartnerCompanies: async (_root, args, context) => {
      const input = parseInput(PartnersInputSchema, args.input ?? {});
      const page = parseInput(directoryPagination(PARTNERS_PAGE_SIZE), args.paginationOptions ?? {});
      const { partners, total, hasNextPage } = await listPartners(context.db, input, {
        skip: page.skip ?? 0,
        limit: page.limit ?? PARTNERS_PAGE_SIZE,
        sort: page.sort?.sortBy ?? "latest",
      }, context.locale);
      const locale = context.locale;
      return {
        meta: { hasNextPage },
        total,
        partnerCompanies: partners.map((p) => partnerModel(p, locale)),
      };
    },
  },
};
