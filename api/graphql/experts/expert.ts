// How an expert profile answers: the row as the Expert type (the owner sees more), and the fields read for the
// profile page only (experience, requests, services).
import type { Locale } from "../../../src/domain/locale.ts";
import { toMainUnits } from "../../../src/domain/money.ts";
import {
  experienceOfExpert,
  type ExpertWithRelated,
  requestsOfExpert,
  servicesOfExpert,
} from "../../services/experts/directory.ts";
import type { ExpertModel } from "../models.ts";
import { countryModel } from "../geo.ts";
import type { Resolvers } from "../generated/resolvers.ts";

export function expertModel(e: ExpertWithRelated, locale: Locale, owner = false): ExpertModel {
  return {
    id: String(e.id),
    slug: e.slug,
    name: e.name,
    position: e.position,
    description: e.description,
    usefulness: e.usefulness,
    picture: e.picture ? { url: e.picture } : null,
    expertActivities: e.activities.map((a) => ({ id: String(a.id), title: locale === "ru" ? a.titleRu : a.titleEn })),
    locations: e.countries.map((c) => ({ countryObject: countryModel(c, locale) })),
    languages: e.languages,
    language: e.language,
    contacts: e.contacts,
    status: e.status,
    postedAt: e.postedAt.toISOString(),
    rejectionReason: owner ? e.rejectionReason : null,
    approved: owner ? e.approvedAt !== null : null,
    ownerView: owner,
  };
}

export const titled = (locale: Locale) => (row: { id: number; titleRu: string; titleEn: string }) => ({
  id: String(row.id),
  title: locale === "ru" ? row.titleRu : row.titleEn,
});

export const resolvers: Resolvers = {
  Expert: {
    experience: async (expert, _args, { db }) =>
      (await experienceOfExpert(db, Number(expert.id))).map((x) => ({
        id: String(x.id),
        position: x.position,
        company: { id: String(x.company.id), name: x.company.name, logo: x.company.logo },
        startedAt: x.startedAt,
        finishedAt: x.finishedAt,
        isWorkingCurrently: x.isWorkingCurrently,
      })),
    expertRequests: async (expert, _args, { db, locale }) =>
      (await requestsOfExpert(db, Number(expert.id))).map(titled(locale)),
    services: async (expert, _args, context) =>
      (await servicesOfExpert(context.db, Number(expert.id))).map((s) => ({
        id: String(s.id),
        title: s.title,
        meetingsInfo: s.meetingsInfo,
        promoText: s.promoText,
        affiliateLink: s.affiliateLink,
        price: s.priceMinor !== null && s.priceCurrency
          ? { value: toMainUnits(s.priceMinor), currency: s.priceCurrency as "RUB" | "USD" }
          : null,
        description: s.description,
        document: s.documentKey && s.documentFileName
          ? {
            fileName: s.documentFileName,
            source: expert.ownerView
              ? `${context.origin}/api/experts/documents/${s.documentKey.slice(s.documentKey.lastIndexOf("/") + 1)}`
              : null,
          }
          : null,
      })),
  },
};
