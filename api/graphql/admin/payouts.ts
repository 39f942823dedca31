// /admin/payouts: promoters' payouts, and the team's record of what the bank did with each (admins and global
// admins). The marks delegate to the promoters' payout rule; the CSV for the bank is api/rest/promoters.ts. A mark that
// changed the payout is mailed to its promoter after the answer (paid, or failed with the team's note and a link to
// the bank data); a repeated mark changes nothing and mails nothing.
import { AdminPageSchema, AdminReasonSchema, UuidIdSchema } from "../../../src/domain/admin.ts";
import { ADMIN_PAYOUTS_PAGE_SIZE, PayoutSearchSchema } from "../../../src/domain/admin-payouts.ts";
import { adminPayoutRow, listAdminPayouts, markPayoutByTeam } from "../../services/admin/payouts.ts";
import { findUser } from "../../services/auth/accounts.ts";
import { payoutFailedMail, payoutPaidMail, sendPromoterMail } from "../../services/promoters/promoter-mails.ts";
import type { MarkPayoutResult } from "../../services/promoters/mark-payout.ts";
import { isHeldPayout } from "../../services/promoters/list-payouts.ts";
import type { GraphQLContext } from "../context.ts";
import type { Resolvers } from "../generated/resolvers.ts";
import { appError, parseInput } from "../errors.ts";
import { authorizeAdmin } from "./guard.ts";

type Row = NonNullable<Awaited<ReturnType<typeof adminPayoutRow>>>;

function payoutOf({ payout, email, username }: Row) {
  return {
    id: payout.id,
    promoterId: payout.promoterId,
    promoterEmail: email,
    promoterUsername: username,
    periodFrom: String(payout.periodFrom),
    periodTo: String(payout.periodTo),
    currency: payout.currency,
    productCommission: payout.productCommission,
    subscriptionCommission: payout.subscriptionCommission,
    totalAmount: payout.totalAmount,
    status: payout.status,
    failReason: payout.failReason,
    paidOutAt: payout.paidOutAt?.toISOString() ?? null,
    createdAt: payout.createdAt.toISOString(),
    bankCurrency: payout.bankCurrency,
    isHeld: isHeldPayout(payout),
  };
}

async function answer(context: GraphQLContext, result: MarkPayoutResult) {
  if ("error" in result) {
    if (result.error === "notFound") {
      throw appError("NOT_FOUND", "No such payout", { i18nKey: "errors.NOT_FOUND" });
    }
    if (result.error === "held") {
      throw appError("BAD_USER_INPUT", "This payout has no bank account in its currency", {
        i18nKey: "promoters.apiErrors.PAYOUT_HELD",
      });
    }
    throw appError("BAD_USER_INPUT", "This payout is already decided", {
      i18nKey: "promoters.apiErrors.PAYOUT_DECIDED",
    });
  }
  if (result.changed) context.background(mailPromoter(context, result.payout));
  return payoutOf((await adminPayoutRow(context.db, result.payout.id))!);
}

/** Tells the promoter what the team recorded, in their language (after the answer; a failure is only logged). */
async function mailPromoter(
  context: GraphQLContext,
  payout: Extract<MarkPayoutResult, { changed: boolean }>["payout"],
) {
  const user = await findUser(context.db, payout.promoterId);
  if (!user) return;
  const facts = { ...payout, periodFrom: String(payout.periodFrom), periodTo: String(payout.periodTo) };
  const mail = payout.status === "PAID"
    ? payoutPaidMail(context.origin, user, facts)
    : payoutFailedMail(context.origin, user, facts);
  await sendPromoterMail(context.mailer, mail, payout.status === "PAID" ? "payout paid" : "payout failed");
}

export const resolvers: Resolvers = {
  Query: {
    adminPayouts: async (_root, args, context) => {
      await authorizeAdmin(context, "adminPayouts");
      const search = parseInput(PayoutSearchSchema, args.search ?? {});
      const page = parseInput(AdminPageSchema, args.page);
      const list = await listAdminPayouts(context.db, search, page);
      return { ...list, items: list.items.map(payoutOf), pageSize: ADMIN_PAYOUTS_PAGE_SIZE };
    },
  },
  Mutation: {
    adminMarkPayoutPaid: async (_root, args, context) => {
      const actor = await authorizeAdmin(context, "adminMarkPayoutPaid");
      const id = parseInput(UuidIdSchema, args.id);
      return await answer(context, await markPayoutByTeam(context.db, actor, id, { status: "PAID" }, context.now()));
    },
    adminMarkPayoutFailed: async (_root, args, context) => {
      const actor = await authorizeAdmin(context, "adminMarkPayoutFailed");
      const id = parseInput(UuidIdSchema, args.id);
      const reason = parseInput(AdminReasonSchema, args.reason);
      return await answer(
        context,
        await markPayoutByTeam(context.db, actor, id, { status: "FAILED", reason }, context.now()),
      );
    },
  },
};
