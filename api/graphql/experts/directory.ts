// The experts directory: getExperts (PUBLISHED and approved once; other statuses for moderators only; one statement
// for the page with its activities and countries, a second one only for a misspelt search), its filters, and a public
// profile by its address.
import { EXPERTS_PAGE_SIZE } from "../../../src/domain/directories.ts";
import { mayModerate } from "../../../src/domain/authorization.ts";
import { directoryPagination, ExpertsInputSchema, SlugSchema } from "../../../src/domain/directories-input.ts";
import { expertFilters, findPublicExpert, listExperts } from "../../services/experts/directory.ts";
import { appError, parseInput } from "../errors.ts";
import { viewerIndependent } from "../viewer-independent.ts";
import { countryModel } from "../geo.ts";
import type { Resolvers } from "../generated/resolvers.ts";
import { expertModel, titled } from "./expert.ts";

export const resolvers: Resolvers = {
  Query: {
    getExpertBySlug: async (_root, args, { db, locale }) => {
      const slug = parseInput(SlugSchema, args.slug);
      const row = await findPublicExpert(db, slug);
      return row ? expertModel(row, locale) : null;
    },
    getExpertFilters: viewerIndependent(async (_root, _args, { db, locale }) => {
      const f = await expertFilters(db);
      return {
        expertActivities: f.activities.map(titled(locale)),
        expertRequests: f.requests.map(titled(locale)),
        expertCompanies: f.companies.map((c) => ({ id: String(c.id), name: c.name, logo: c.logo })),
        countries: f.countries.map((c) => countryModel(c, locale)),
        languages: f.languages,
      };
    }),
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
