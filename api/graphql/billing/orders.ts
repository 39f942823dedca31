// Orders: the signed-in buyer's paid and refunded orders, their order of one product (the order-completed page), and what an
// order shows of its product.
import * as v from "valibot";
import { IdSchema } from "../../../src/domain/site.ts";
import { listPurchases, orderForProduct, refundedAtOf } from "../../services/billing/orders.ts";
import { parseInput } from "../errors.ts";
import type { Resolvers } from "../generated/resolvers.ts";
import { value } from "./shared.ts";

export const resolvers: Resolvers = {
  Query: {
    getOrders: async (_root, args, context) => {
      if (!context.viewer.userId) return [];
      const input = parseInput(
        v.object({
          paginationOptions: v.nullish(v.object({
            limit: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
            skip: v.nullish(v.number()),
          })),
        }),
        { paginationOptions: args.paginationOptions },
      );
      return await listPurchases(context.db, context.viewer.userId, input.paginationOptions?.limit ?? 100);
    },
    getMyOrderForProduct: async (_root, args, context) => {
      if (!context.viewer.userId) return null;
      const id = Number(parseInput(v.object({ productId: IdSchema }), args).productId);
      return await orderForProduct(context.db, context.viewer.userId, id);
    },
  },
  Order: {
    id: (order) => order.id,
    created_at: (order) => order.createdAt.toISOString(),
    status: (order) => order.status,
    refunded_at: (order) => refundedAtOf(order)?.toISOString() ?? null,
    paymentProvider: (order) => (order.provider === "STRIPE" ? "Stripe" : "Yoo"),
    quantity: (order) => order.quantity,
    originalPrice: (order) => ({ value: value(order.originalPrice), currency: order.currency }),
    discount: (order) => ({ value: value(order.discount), currency: order.currency }),
    totalPrice: (order) => ({ value: value(order.totalPrice), currency: order.currency }),
    product: async (order, _args, { loaders }) => {
      // Batched: a page of orders reads its products in at most three statements.
      const product = await loaders.productForOrder.load(order.productId);
      // A paid order gives its buyer the product's access.
      return { row: product!, access: order.status === "PAID" };
    },
  },
};
