// Experts: getExperts, the public directory (PUBLISHED and approved once; other statuses for moderators only).
// One statement for the page with its activities and countries (a second one only for a misspelt search).
import {
  directoryPagination,
  EXPERTS_PAGE_SIZE,
  ExpertsInputSchema,
  mayModerate,
  RejectExpertSchema,
  SlugSchema,
} from "../../src/domain/directories.ts";
import { localePath } from "../../src/domain/locale.ts";
import { IdSchema } from "../../src/domain/site.ts";
import { dictionaries } from "../../i18n/dictionaries.ts";
import { createTranslator } from "../../i18n/translator.ts";
import type { GraphQLContext } from "./context.ts";
import { escapeHtml } from "../integrations/mail.ts";
import {
  approveExpert,
  experienceOfExpert,
  expertFilters,
  type ExpertWithRelated,
  findPublicExpert,
  listExperts,
  ownerOfExpert,
  rejectExpert,
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

  extend type Mutation {
    "A moderator publishes a profile waiting for moderation (it becomes public); its owner is told by mail."
    approveExpert(id: ID!): OkResult!
    "A moderator sends a profile waiting for moderation back as a draft; the reason is mailed to its owner."
    rejectExpert(id: ID!, reason: String!): OkResult!
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

function requireModerator(context: GraphQLContext) {
  if (!context.viewer.userId) throw appError("UNAUTHENTICATED", "Sign in first", { i18nKey: "errors.UNAUTHENTICATED" });
  if (!mayModerate(context.viewer.role)) {
    throw appError("FORBIDDEN", "Only moderators decide on expert profiles", { i18nKey: "errors.FORBIDDEN" });
  }
}

/** Tells a profile's owner the moderator's decision, in the owner's language, after the answer. */
async function mailDecision(
  context: GraphQLContext,
  expert: { userId: string | null; name: string; slug: string },
  decision: "approved" | "rejected",
  reason = "",
) {
  const owner = await ownerOfExpert(context.db, expert.userId);
  if (!owner) return;
  const t = createTranslator(owner.language, dictionaries[owner.language]);
  const link = decision === "approved"
    ? `${context.leads.origin}${localePath(owner.language, `/experts/${expert.slug}/`)}`
    // Until the expert's own page exists (/profile/expert, onboarding), the owner edits from the profile.
    : `${context.leads.origin}${localePath(owner.language, "/profile/")}`;
  const body = t(`experts.mail.${decision}Body`, { name: owner.firstName, reason });
  context.background(
    context.mailer.send({
      to: owner.email,
      subject: t(`experts.mail.${decision}Subject`),
      text: `${body}\n\n${link}`,
      html: `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    }).catch((error) => console.error("experts: the moderation mail was not sent:", error?.message ?? error)),
  );
}

export const resolvers: Resolvers = {
  Mutation: {
    approveExpert: async (_root, args, context) => {
      requireModerator(context);
      const id = Number(parseInput(IdSchema, args.id));
      const expert = await approveExpert(context.db, id, context.now());
      if (!expert) throw appError("NOT_FOUND", "No profile waits for moderation here", { i18nKey: "errors.NOT_FOUND" });
      await mailDecision(context, expert, "approved");
      return { success: true };
    },
    rejectExpert: async (_root, args, context) => {
      requireModerator(context);
      const { id, reason } = parseInput(RejectExpertSchema, args);
      const expert = await rejectExpert(context.db, id, reason);
      if (!expert) throw appError("NOT_FOUND", "No profile waits for moderation here", { i18nKey: "errors.NOT_FOUND" });
      await mailDecision(context, expert, "rejected", reason);
      return { success: true };
    },
  },
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
