// Experts: getExperts, the public directory (PUBLISHED and approved once; other statuses for moderators only).
// One statement for the page with its activities and countries (a second one only for a misspelt search).
import {
  directoryPagination,
  EXPERTS_PAGE_SIZE,
  ExpertsInputSchema,
  mayModerate,
  SlugSchema,
} from "../../src/domain/directories.ts";
import {
  experienceOfExpert,
  expertFilters,
  type ExpertWithRelated,
  findPublicExpert,
  listExperts,
} from "../services/experts.ts";
import type { Locale } from "../../src/domain/locale.ts";
import type { ExpertModel } from "./models.ts";
import { appError, parseInput } from "./errors.ts";
import { countryModel } from "./geo.ts";
import type { Resolvers } from "./generated/resolvers.ts";

export const typeDefs = /* GraphQL */ `
  type ExpertActivity {
    id: ID!
    "In the request's language."
    title: String!
  }

  type ExpertLocation {
    countryObject: Country!
  }

  type ExpertContacts {
    website: String
    twitter: String
    linkedIn: String
    telegram: String
    vk: String
    instagram: String
    youTube: String
  }

  type ExpertExperience {
    id: ID!
    position: String!
    company: ExpertCompany!
    "YYYY-MM-DD."
    startedAt: String!
    finishedAt: String
    isWorkingCurrently: Boolean!
  }

  type Expert {
    id: ID!
    slug: String!
    name: String!
    position: String!
    description: String!
    "What can I help (rich text)."
    usefulness: String!
    picture: Picture
    expertActivities: [ExpertActivity!]!
    locations: [ExpertLocation!]!
    "Language codes."
    languages: [String!]!
    contacts: ExpertContacts!
    "Where the expert worked: read for the profile page (one statement)."
    experience: [ExpertExperience!]!
    status: ContentStatus!
    postedAt: String!
  }

  input ExpertsInput {
    expertActivities: [ID!]
    expertRequests: [ID!]
    languages: [String!]
    expertCompanies: [ID!]
    countriesIds: [ID!]
    "PUBLISHED (the default) for everyone; other statuses for moderators."
    status: ContentStatus
    "3 characters or more; shorter text searches nothing."
    textSearch: String
  }

  enum DirectorySort {
    latest
    alphabeticallyAZ
    alphabeticallyZA
  }

  input DirectorySortInput {
    sortBy: DirectorySort!
  }

  input DirectoryPaginationOptions {
    limit: Int
    skip: Int
    sort: DirectorySortInput
  }

  type DirectoryMeta {
    hasNextPage: Boolean!
  }

  type ExpertsResult {
    experts: [Expert!]!
    meta: DirectoryMeta!
  }

  type ExpertRequest {
    id: ID!
    "In the request's language."
    title: String!
  }

  type ExpertCompany {
    id: ID!
    name: String!
    logo: String
  }

  "What the directory can be filtered by (countries and languages: those of public profiles)."
  type ExpertFilters {
    expertActivities: [ExpertActivity!]!
    expertRequests: [ExpertRequest!]!
    expertCompanies: [ExpertCompany!]!
    countries: [Country!]!
    "Language codes."
    languages: [String!]!
  }

  extend type Query {
    getExpertFilters: ExpertFilters!
    "A public profile by its address; null when there is none or it is not public."
    getExpertBySlug(slug: String!): Expert
    "The experts directory: 6 a page by default, newest first unless sorted by name."
    getExperts(input: ExpertsInput, paginationOptions: DirectoryPaginationOptions): ExpertsResult!
  }
`;

function expertModel(e: ExpertWithRelated, locale: Locale): ExpertModel {
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
    contacts: e.contacts,
    status: e.status,
    postedAt: e.postedAt.toISOString(),
  };
}

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
  },
  Query: {
    getExpertBySlug: async (_root, args, { db, locale }) => {
      const slug = parseInput(SlugSchema, args.slug);
      const row = await findPublicExpert(db, slug);
      return row ? expertModel(row, locale) : null;
    },
    getExpertFilters: async (_root, _args, { db, locale }) => {
      const f = await expertFilters(db);
      const title = (row: { id: number; titleRu: string; titleEn: string }) => ({
        id: String(row.id),
        title: locale === "ru" ? row.titleRu : row.titleEn,
      });
      return {
        expertActivities: f.activities.map(title),
        expertRequests: f.requests.map(title),
        expertCompanies: f.companies.map((c) => ({ id: String(c.id), name: c.name, logo: c.logo })),
        countries: f.countries.map((c) => countryModel(c, locale)),
        languages: f.languages,
      };
    },
    getExperts: async (_root, args, context) => {
      const input = parseInput(ExpertsInputSchema, args.input ?? {});
      const page = parseInput(directoryPagination(EXPERTS_PAGE_SIZE), args.paginationOptions ?? {});
      const status = input.status ?? "PUBLISHED";
      if (status !== "PUBLISHED" && !mayModerate(context.viewer.role)) {
        throw appError("FORBIDDEN", "Only moderators see profiles that are not published", {
          i18nKey: "errors.FORBIDDEN",
        });
      }
      const { experts, hasNextPage } = await listExperts(context.db, input, {
        skip: page.skip ?? 0,
        limit: page.limit ?? EXPERTS_PAGE_SIZE,
        sort: page.sort?.sortBy ?? "latest",
      }, status);
      const locale = context.locale;
      return {
        meta: { hasNextPage },
        experts: experts.map((e) => expertModel(e, locale)),
      };
    },
  },
};
