// The viewer's own expert profile: creating and saving it (the form), reading it in any status, and what the form
// chooses from.
import { EXPERT_SAVE_ERRORS, EXPERT_SERVICES_MAX, ExpertProfileSchema } from "../../../src/domain/expert-profile.ts";
import { requireUser } from "../../../src/domain/authorization.ts";
import { IdSchema } from "../../../src/domain/site.ts";
import { dictionaries } from "../../../i18n/dictionaries.ts";
import { createTranslator } from "../../../i18n/translator.ts";
import { isConnectedSeller } from "../../services/sellers.ts";
import {
  expertDocumentFile,
  expertDocumentKey,
  expertOfUser,
  expertParams,
  saveExpert,
} from "../../services/experts/own-profile.ts";
import type { GraphQLContext } from "../context.ts";
import type { ExpertModel } from "../models.ts";
import { appError, parseInput } from "../errors.ts";
import { countryModel } from "../geo.ts";
import type { Resolvers } from "../generated/resolvers.ts";
import { expertModel, titled } from "./expert.ts";

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
  Query: {
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
  },
};
