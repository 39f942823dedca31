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

export { typeDefs } from "./partners-type-defs.ts";

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
