// /admin/money: orders and memberships, and refunds through the providers (admins and global admins).
import { AdminPageSchema, AdminReasonSchema, MoneySearchSchema, UuidIdSchema } from "../../../src/domain/admin.ts";
import { FREE_MEMBERSHIP_PREFIX } from "../../services/billing/memberships.ts";
import { GRANT_SOURCE } from "../../services/admin/members.ts";
import {
  listMemberships,
  listOrders,
  membershipRowOf,
  MONEY_PAGE_SIZE,
  orderRowOf,
  refundMembershipCharge,
  refundOrder,
  RefundRefused,
  refundStripeMembership,
} from "../../services/admin/money.ts";
import type { Payments } from "../../integrations/payments.ts";
import type { GraphQLContext } from "../context.ts";
import type { Resolvers } from "../generated/resolvers.ts";
import { mailLaterFor } from "../billing/shared.ts";
import { appError, parseInput } from "../errors.ts";
import { authorizeAdmin } from "./guard.ts";

type OrderRow = NonNullable<Awaited<ReturnType<typeof orderRowOf>>>;
type MembershipRow = Awaited<ReturnType<typeof membershipRowOf>>;
type Subscription = MembershipRow["sub"];

const paidSomething = (id: string | null, amount: number) =>
  amount > 0 && Boolean(id) && !id!.startsWith(FREE_MEMBERSHIP_PREFIX);

const configured = (payments: Payments, provider: string) =>
  provider === "STRIPE" ? Boolean(payments.stripe) : Boolean(payments.yoo);

function orderOf(row: OrderRow, payments: Payments) {
  const { order } = row;
  return {
    id: order.id,
    email: row.email,
    userId: order.userId,
    product: row.product,
    status: order.status,
    provider: order.provider,
    totalPrice: order.totalPrice,
    currency: order.currency,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    refundable: order.status === "PAID" && paidSomething(order.providerPaymentId, order.totalPrice) &&
      configured(payments, order.provider),
  };
}

function membershipOf(
  row: MembershipRow,
  payments: Payments,
) {
  const { sub } = row;
  return {
    id: sub.id,
    email: row.email,
    userId: sub.userId,
    provider: sub.paymentSource === GRANT_SOURCE ? "TEAM" : sub.provider,
    status: sub.status,
    billingCycle: row.cycle,
    currentPeriodEnd: sub.currentPeriodEnd?.toISOString() ?? null,
    createdAt: sub.createdAt.toISOString(),
    cancelReason: sub.cancelReason,
    charges: row.charges.map((charge) => ({
      id: charge.id,
      kind: charge.kind,
      status: charge.status,
      amount: charge.amount,
      currency: charge.currency,
      at: (charge.capturedAt ?? charge.createdAt).toISOString(),
      refundable: sub.provider === "YOO" && charge.status === "SUCCEEDED" &&
        paidSomething(charge.providerPaymentId, charge.amount) && configured(payments, "YOO"),
    })),
    currency: sub.currency,
    lastPaymentAmount: sub.lastChargeAmount,
    lastPaymentRefundable: sub.provider === "STRIPE" && sub.paymentSource !== GRANT_SOURCE &&
      sub.numberOfCharges > 0 && sub.cancelReason !== "REFUNDED" &&
      paidSomething(sub.providerSubscriptionId, sub.lastChargeAmount ?? 0) && configured(payments, "STRIPE"),
  };
}

async function membershipRow(context: GraphQLContext, sub: Subscription) {
  return membershipOf(await membershipRowOf(context.db, sub), context.billing.payments);
}

async function refused<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RefundRefused) {
      const code = error.code === "notFound"
        ? "NOT_FOUND"
        : error.code === "notConfigured"
        ? "NOT_CONFIGURED"
        : "BAD_USER_INPUT";
      throw appError(code, `Refund refused: ${error.code}`, { i18nKey: `admin.errors.money.${error.code}` });
    }
    throw error;
  }
}

/** A membership's refund (one YooKassa payment, or a Stripe membership's last invoice), answered as its new row. */
async function refundMembership(
  context: GraphQLContext,
  operation: "adminRefundMembershipCharge" | "adminRefundStripeMembership",
  args: { id: string; reason: string },
  refund: typeof refundMembershipCharge,
) {
  const actor = await authorizeAdmin(context, operation);
  const id = parseInput(UuidIdSchema, args.id);
  const reason = parseInput(AdminReasonSchema, args.reason);
  const sub = await refused(() =>
    refund(context.db, context.billing.payments, actor, id, reason, mailLaterFor(context), context.now())
  );
  return await membershipRow(context, sub);
}

export const resolvers: Resolvers = {
  Query: {
    adminOrders: async (_root, args, context) => {
      await authorizeAdmin(context, "adminOrders");
      const search = parseInput(MoneySearchSchema, args.search ?? {});
      const page = parseInput(AdminPageSchema, args.page);
      const { items, total } = await listOrders(context.db, search, page);
      return { items: items.map((row) => orderOf(row, context.billing.payments)), total, pageSize: MONEY_PAGE_SIZE };
    },
    adminMemberships: async (_root, args, context) => {
      await authorizeAdmin(context, "adminMemberships");
      const search = parseInput(MoneySearchSchema, args.search ?? {});
      const page = parseInput(AdminPageSchema, args.page);
      const { items, total } = await listMemberships(context.db, search, page);
      return {
        items: items.map((row) => membershipOf(row, context.billing.payments)),
        total,
        pageSize: MONEY_PAGE_SIZE,
      };
    },
  },
  Mutation: {
    adminRefundOrder: async (_root, args, context) => {
      const actor = await authorizeAdmin(context, "adminRefundOrder");
      const id = parseInput(UuidIdSchema, args.id);
      const reason = parseInput(AdminReasonSchema, args.reason);
      await refused(() =>
        refundOrder(context.db, context.billing.payments, actor, id, reason, mailLaterFor(context), context.now())
      );
      // The refunded purchase's pages (a product's own page shows "bought") are personal, never cached: no purge.
      return orderOf(await orderRowOf(context.db, id), context.billing.payments);
    },
    adminRefundMembershipCharge: (_root, args, context) =>
      refundMembership(context, "adminRefundMembershipCharge", args, refundMembershipCharge),
    adminRefundStripeMembership: (_root, args, context) =>
      refundMembership(context, "adminRefundStripeMembership", args, refundStripeMembership),
  },
};
