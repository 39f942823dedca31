// getPromoterSubscriptionList and getPromoterProductBuyers: a promoter sees the memberships and product orders of their
// own codes (naming anyone else is FORBIDDEN); admins may name any promoter.
import * as v from "valibot";
import { AccessDenied } from "../../../src/domain/authorization.ts";
import { listPromoterProductBuyers, listPromoterSubscriptions } from "../../services/promoters/list-subscriptions.ts";
import { parseInput } from "../errors.ts";
import type { Resolvers } from "../generated/resolvers.ts";
import { isPayoutAdmin, requirePromoter } from "./access.ts";

export const PromoterIdSchema = v.nullish(v.pipe(v.string(), v.uuid("errors.NOT_FOUND")));

export const resolvers: Resolvers = {
  Query: {
    getPromoterSubscriptionList: async (_root, args, context) => {
      const id = parseInput(PromoterIdSchema, args.id === undefined ? null : String(args.id ?? "") || null);
      if (isPayoutAdmin(context)) {
        const promoterId = id ?? context.viewer.userId!;
        return await listPromoterSubscriptions(context.db, promoterId, context.locale);
      }
      const settings = await requirePromoter(context);
      if (id && id !== settings.userId) throw new AccessDenied("FORBIDDEN");
      return await listPromoterSubscriptions(context.db, settings.userId, context.locale);
    },
    getPromoterProductBuyers: async (_root, args, context) => {
      const id = parseInput(PromoterIdSchema, args.id === undefined ? null : String(args.id ?? "") || null);
      if (isPayoutAdmin(context)) {
        return await listPromoterProductBuyers(context.db, id ?? context.viewer.userId!, context.locale);
      }
      const settings = await requirePromoter(context);
      if (id && id !== settings.userId) throw new AccessDenied("FORBIDDEN");
      return await listPromoterProductBuyers(context.db, settings.userId, context.locale);
    },
  },
};
