// Becoming a promoter: the moderators' queue of applications. The decisions on them are the back office's
// (api/graphql/admin/moderation.ts: a fresh password, the write limit, an audit entry).
import { mayModerate } from "../../../src/domain/authorization.ts";
import { listPromoterApplications } from "../../services/promoters/list-applications.ts";
import type { Resolvers } from "../generated/resolvers.ts";

export const resolvers: Resolvers = {
  Query: {
    getPromoterApplications: async (_root, args, context) => {
      if (!context.viewer.userId || !mayModerate(context.viewer.role)) return null;
      return await listPromoterApplications(context.db, args.status ?? "PENDING");
    },
  },
};
