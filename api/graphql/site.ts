// Site-wide content: GetGlobalVars, GetSeoTagByUrl, GetBanners, GetReviews, the creeping line, the home FAQ and the
// home page's sections as plain links (for readers without JavaScript).
import * as v from "valibot";
import { BannersInputSchema, normalizeSeoUrl, ReviewsInputSchema, SeoUrlSchema } from "../../src/domain/site.ts";
import { audienceFor } from "../../src/domain/viewer.ts";
import * as site from "../services/site.ts";
import { listHomeLinks } from "../services/home-links.ts";
import { parseInput } from "./errors.ts";
import type { Resolvers } from "./generated/resolvers.ts";
import { viewerIndependent } from "./viewer-independent.ts";

export { typeDefs } from "./site-type-defs.ts";

const picture = (url: string | null) => (url ? { url } : null);

export const resolvers: Resolvers = {
  Query: {
    getGlobalVars: viewerIndependent((_root, _args, { db, siteCache }) => {
      return siteCache.get("globalVars", () => site.getGlobalVars(db));
    }),
    getSeoTagByUrl: viewerIndependent((_root, args, { db, siteCache }) => {
      const url = normalizeSeoUrl(parseInput(SeoUrlSchema, args.url));
      return siteCache.get(`seo:${url}`, () => site.getSeoTagByUrl(db, url));
    }),
    getBanners: viewerIndependent((_root, args, { db, viewer, siteCache }) => {
      const input = parseInput(BannersInputSchema, args.input);
      const audience = audienceFor(viewer);
      return siteCache.get(`banners:${input.language}:${input.kind ?? ""}:${audience}`, async () => {
        const rows = await site.listBanners(db, { language: input.language, kind: input.kind, audience });
        return rows.map((r) => ({ ...r, image: picture(r.image), imageMobile: picture(r.imageMobile) }));
      });
    }),
    getCreepingLineBanner: viewerIndependent(async (_root, args, { db, viewer, siteCache }) => {
      const language = parseInput(v.object({ language: BannersInputSchema.entries.language }), args).language;
      // Each tier has its own cache entry (the line for everyone in its audience), so one tier's line never reaches
      // another. A line aimed at one e-mail is personal: the entry only says which addresses have one, and only such a
      // viewer reads the database.
      const audience = audienceFor(viewer);
      const lines = await siteCache.get(
        `creepingLines:${language}:${audience}`,
        () => site.listCreepingLines(db, language, audience),
      );
      if (viewer.email && lines.targeted.has(viewer.email)) {
        return site.getCreepingLine(db, { language, email: viewer.email, audience });
      }
      return lines.general;
    }),
    getHomeLinks: viewerIndependent((_root, args, { db, siteCache, now }) => {
      const language = parseInput(v.object({ language: BannersInputSchema.entries.language }), args).language;
      return siteCache.get(`homeLinks:${language}`, () => listHomeLinks(db, language, now()));
    }),
    getFaq: viewerIndependent(async (_root, args, { db, siteCache }) => {
      const language = parseInput(v.object({ language: BannersInputSchema.entries.language }), args).language;
      const rows = await siteCache.get(`faq:${language}`, () => site.listFaq(db, language));
      return rows.map((row) => ({ ...row, id: String(row.id) }));
    }),
    getReviews: viewerIndependent((_root, args, { db, siteCache }) => {
      const input = parseInput(ReviewsInputSchema, {
        categories: args.categories ?? undefined,
        language: args.language ?? undefined,
      });
      const key = `reviews:${input.language ?? ""}:${(input.categories ?? []).join(",")}`;
      return siteCache.get(key, async () => {
        const rows = await site.listReviews(db, input);
        return rows.map((r) => ({
          ...r,
          userName: `${r.firstName} ${r.lastName}`.trim(),
          picture: picture(r.picture),
        }));
      });
    }),
  },
};
