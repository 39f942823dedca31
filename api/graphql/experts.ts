// Experts: getExperts, the public directory (PUBLISHED and approved once; other statuses for moderators only).
// One statement for the page with its activities and countries (a second one only for a misspelt search).
import { EXPERTS_PAGE_SIZE } from "../../src/domain/directories.ts";
import {
  directoryPagination,
  ExpertsInputSchema,
  RejectExpertSchema,
  SlugSchema,
} from "../../src/domain/directories-input.ts";
import { EXPERT_SAVE_ERRORS, EXPERT_SERVICES_MAX, ExpertProfileSchema } from "../../src/domain/expert-profile.ts";
import { mayModerate, MODERATION_ROLES, requireRole, requireUser } from "../../src/domain/authorization.ts";
import { isConnectedSeller } from "../services/sellers.ts";
import { IdSchema } from "../../src/domain/site.ts";
import { dictionaries } from "../../i18n/dictionaries.ts";
import { createTranslator } from "../../i18n/translator.ts";
import type { GraphQLContext } from "./context.ts";
import {
  approveExpert,
  experienceOfExpert,
  expertDocumentFile,
  expertDocumentKey,
  expertFilters,
  expertOfUser,
  expertParams,
  type ExpertWithRelated,
  findPublicExpert,
  listExperts,
  mailModerationDecision,
  rejectExpert,
  requestsOfExpert,
  saveExpert,
  servicesOfExpert,
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
    "Language codes the expert works in."
    languages: [String!]!
    "The language the profile is written in; lists show the request's language first."
    language: Language!
    contacts: ExpertContacts!
    "Where the expert worked: read for the profile page (one statement)."
    experience: [ExpertExperience!]!
    status: ContentStatus!
    postedAt: String!
    "What a visitor may come with (the expertRequests filter)."
    expertRequests: [ExpertRequest!]!
    "Services and products, in the expert's order (one statement, read for the profile page)."
    services: [ExpertService!]!
    "Why a moderator sent the profile back: for its owner only."
    rejectionReason: String
    "Whether a moderator has approved the profile once (it is public while PUBLISHED): for its owner only."
    approved: Boolean
  }

  type ExpertPrice {
    "In the main unit (dollars, rubles)."
    value: Float!
    currency: Currency!
  }

  type ExpertDocument {
    fileName: String!
    "The stored file's address (http…): for the profile's owner only; a visitor sees the name."
    source: String
  }

  "A service, or a product when it has a document."
  type ExpertService {
    id: ID!
    title: String!
    meetingsInfo: String!
    promoText: String!
    affiliateLink: String
    price: ExpertPrice
    "Rich text."
    description: String!
    document: ExpertDocument
  }

  type ExpertParams {
    expertCompanies: [ExpertCompany!]!
    countries: [Country!]!
    expertActivities: [ExpertActivity!]!
    expertRequests: [ExpertRequest!]!
  }

  "A refused save: name expertServiceDocument (too many services) or expertService (file too large), with the limit."
  type ExpertSaveError {
    name: String!
    message: String!
    limit: Int
  }

  type ExpertSaveResult {
    error: ExpertSaveError
    expert: Expert
  }

  input ExpertContactsInput {
    telegram: String
    linkedIn: String
    twitter: String
    youTube: String
    vk: String
    instagram: String
    website: String
  }

  input ExpertExperienceInput {
    companyId: ID!
    position: String!
    "YYYY-MM-DD."
    startedAt: String!
    finishedAt: String
    isWorkingCurrently: Boolean
  }

  input ExpertPriceInput {
    value: Float!
    currency: Currency!
  }

  input ExpertDocumentInput {
    "A stored file's address (starts with http), as the upload answered it."
    source: String!
    fileName: String!
  }

  input ExpertServiceInput {
    title: String!
    meetingsInfo: String
    promoText: String
    affiliateLink: String
    "Sent only with both value and currency."
    price: ExpertPriceInput
    description: String
    "A product's file; a service has none."
    document: ExpertDocumentInput
  }

  input CreateExpertInput {
    name: String!
    position: String!
    description: String!
    usefulness: String
    "Ignored: the address is made from the name (spaces as hyphens) and kept."
    slug: String
    "Country ids."
    locations: [ID!]
    "Language codes."
    languages: [String!]
    "The language the profile is written in (default: the request's language)."
    language: Language
    expertActivities: [ID!]
    expertRequests: [ID!]
    contacts: ExpertContactsInput!
    experience: [ExpertExperienceInput!]
    services: [ExpertServiceInput!]
  }

  input UpdateExpertInput {
    id: ID!
    "The form sends PUBLISHED; the profile is public only once a moderator has approved it."
    status: ContentStatus
    name: String!
    position: String!
    description: String!
    usefulness: String
    slug: String
    locations: [ID!]
    languages: [String!]
    "The language the profile is written in (not sent: unchanged)."
    language: Language
    expertActivities: [ID!]
    expertRequests: [ID!]
    contacts: ExpertContactsInput!
    experience: [ExpertExperienceInput!]
    services: [ExpertServiceInput!]
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
    "The viewer's expert profile, waiting for moderation; needs a connected Stripe account. One per user."
    createExpert(input: CreateExpertInput!): ExpertSaveResult!
    "The viewer's own profile, replaced whole."
    updateExpert(input: UpdateExpertInput!): ExpertSaveResult!
  }

  extend type Query {
    getExpertFilters: ExpertFilters!
    "A public profile by its address; null when there is none or it is not public."
    getExpertBySlug(slug: String!): Expert
    "The experts directory: 6 a page by default, newest first unless sorted by name."
    getExperts(input: ExpertsInput, paginationOptions: DirectoryPaginationOptions): ExpertsResult!
    "The viewer's own profile in any status (null without one); another user's id is refused."
    getExpertByUserId(userId: String): Expert
    "What the expert form chooses from."
    getExpertParams: ExpertParams!
  }
`;

function expertModel(e: ExpertWithRelated, locale: Locale, owner = false): ExpertModel {
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

const titled = (locale: Locale) => (row: { id: number; titleRu: string; titleEn: string }) => ({
  id: String(row.id),
  title: locale === "ru" ? row.titleRu : row.titleEn,
});

type SaveResult = {
  error: { name: string; message: string; limit: number | null } | null;
  expert: ExpertModel | null;
};

/**
 * createExpert and updateExpert: the count limit first (its own error name and limit, spec 02 §8), then the same
 * schema the form checks, the documents (only files the upload stored in the viewer's own folder), and for a new
 * profile a connected Stripe account (the onboarding's order, held on the server too).
 */
async function saveOwnExpert(
  context: GraphQLContext,
  raw: Record<string, unknown>,
  target: { create: true } | { create: false; id: number },
): Promise<SaveResult> {
  const userId = requireUser(context.viewer);
  const t = createTranslator(context.locale, dictionaries[context.locale]);
  const refuse = (name: string, key: string, limit: number | null = null): SaveResult => ({
    error: { name, message: t(key, limit === null ? {} : { limit }), limit },
    expert: null,
  });
  if (Array.isArray(raw.services) && raw.services.length > EXPERT_SERVICES_MAX) {
    return refuse(EXPERT_SAVE_ERRORS.servicesCount, "experts.form.errors.servicesCount", EXPERT_SERVICES_MAX);
  }
  const { id: _id, status: _status, slug: _slug, ...fields } = raw;
  const input = parseInput(ExpertProfileSchema, fields);
  const documentKeys = (input.services ?? []).map((service, i) => {
    if (!service.document) return null;
    const file = expertDocumentFile(service.document.source, context.origin);
    if (!file) {
      throw appError("BAD_USER_INPUT", "A document must be a file the upload stored", {
        i18nKey: "errors.expertDocument",
        fields: { [`input.services.${i}.document`]: "errors.expertDocument" },
      });
    }
    return expertDocumentKey(userId, file);
  });
  if (target.create && !(await isConnectedSeller(context.db, context.billing.payments.stripe, userId))) {
    return refuse("stripeNotConnected", "experts.form.errors.stripeNotConnected");
  }
  // A new profile is written in the interface's language unless the form says otherwise.
  const language = input.language ?? (target.create ? context.locale : undefined);
  const answer = await saveExpert(context.db, userId, { ...input, language, documentKeys }, target, context.now());
  if ("error" in answer) {
    if (answer.error === "EXISTS") return refuse("expertExists", "experts.form.errors.exists");
    if (answer.error === "COMPANY") {
      throw appError("BAD_USER_INPUT", "Choose the company from the list", { i18nKey: "errors.expertCompany" });
    }
    throw appError("FORBIDDEN", "Only the owner edits an expert profile", { i18nKey: "errors.FORBIDDEN" });
  }
  return { error: null, expert: expertModel(answer.expert, context.locale, true) };
}

export const resolvers: Resolvers = {
  Mutation: {
    approveExpert: async (_root, args, context) => {
      requireRole(context.viewer, ...MODERATION_ROLES);
      const id = Number(parseInput(IdSchema, args.id));
      const expert = await approveExpert(context.db, id, context.now());
      if (!expert) throw appError("NOT_FOUND", "No profile waits for moderation here", { i18nKey: "errors.NOT_FOUND" });
      context.background(mailModerationDecision(context.db, context.mailer, context.origin, expert, "approved"));
      // The profile is now listed (its page, the experts list, the pages that show experts): the CDN drops its copies.
      context.background(context.edgeCache.purgePages());
      return { success: true };
    },
    rejectExpert: async (_root, args, context) => {
      requireRole(context.viewer, ...MODERATION_ROLES);
      const { id, reason } = parseInput(RejectExpertSchema, args);
      const expert = await rejectExpert(context.db, id, reason);
      if (!expert) throw appError("NOT_FOUND", "No profile waits for moderation here", { i18nKey: "errors.NOT_FOUND" });
      context.background(
        mailModerationDecision(context.db, context.mailer, context.origin, expert, "rejected", reason),
      );
      context.background(context.edgeCache.purgePages());
      return { success: true };
    },
    createExpert: async (_root, args, context) =>
      await saveOwnExpert(context, args.input as Record<string, unknown>, { create: true }),
    updateExpert: async (_root, args, context) => {
      const id = Number(parseInput(IdSchema, args.input.id));
      const saved = await saveOwnExpert(context, args.input as Record<string, unknown>, { create: false, id });
      // A published profile's edit shows on public pages at once.
      if (saved.expert) context.background(context.edgeCache.purgePages());
      return saved;
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
          ? { value: s.priceMinor / 100, currency: s.priceCurrency as "RUB" | "USD" }
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
  Query: {
    getExpertBySlug: async (_root, args, { db, locale }) => {
      const slug = parseInput(SlugSchema, args.slug);
      const row = await findPublicExpert(db, slug);
      return row ? expertModel(row, locale) : null;
    },
    getExpertByUserId: async (_root, args, context) => {
      const userId = requireUser(context.viewer);
      if (args.userId && args.userId !== userId) {
        throw appError("FORBIDDEN", "Only your own expert profile", { i18nKey: "errors.FORBIDDEN" });
      }
      const row = await expertOfUser(context.db, userId);
      return row ? expertModel(row, context.locale, true) : null;
    },
    getExpertParams: async (_root, _args, { db, locale }) => {
      const params = await expertParams(db);
      return {
        expertCompanies: params.companies.map((c) => ({ id: String(c.id), name: c.name, logo: c.logo })),
        countries: params.countries.map((c) => countryModel(c, locale)),
        expertActivities: params.activities.map(titled(locale)),
        expertRequests: params.requests.map(titled(locale)),
      };
    },
    getExpertFilters: async (_root, _args, { db, locale }) => {
      const f = await expertFilters(db);
      return {
        expertActivities: f.activities.map(titled(locale)),
        expertRequests: f.requests.map(titled(locale)),
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
      const { experts, hasNextPage } = await listExperts(
        context.db,
        input,
        {
          skip: page.skip ?? 0,
          limit: page.limit ?? EXPERTS_PAGE_SIZE,
          sort: page.sort?.sortBy ?? "latest",
        },
        status,
        context.locale,
      );
      const locale = context.locale;
      return {
        meta: { hasNextPage },
        experts: experts.map((e) => expertModel(e, locale)),
      };
    },
  },
};
