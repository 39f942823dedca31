// Development only, on the local payment fakes (decision 203): a member's membership renewed now, as the provider would
// at its period's end, so whoever tries the product can see a renewal's charge, record and receipt. YooKassa: the
// period is made to end now and the daily renewal job's own code runs (the saved card is charged through the fake).
// Stripe: the fake bills the subscription's next invoice and sends its events, which the app records as it would
// Stripe's.
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { subscriptions, users } from "../../../db/schema/index.ts";
import { RENEWING_STATUSES } from "../../../src/domain/billing.ts";
import type { Payments } from "../../integrations/payments.ts";
import type { Mailer } from "../../integrations/mail.ts";
import type { createStripeFake } from "../../integrations/fakes/stripe-fake.ts";
import { normalizeEmail } from "../auth/accounts.ts";
import { mailingMembers } from "./notifications.ts";
import type { RefundHold } from "../promoters/commissions.ts";
import { runRenewals } from "./renewals.ts";
import { endPeriodNow } from "./subscriptions.ts";

export type DemoRenewalResult =
  | { error: "NO_USER" | "NO_MEMBERSHIP" | "NO_FAKE" }
  | { provider: "YOO"; counts: Record<string, number> }
  | { provider: "STRIPE"; invoice: string | null };

export async function renewMembershipNow(
  db: Db,
  deps: {
    payments: Payments;
    mailer: Mailer;
    origin: string;
    stripeFake: ReturnType<typeof createStripeFake> | undefined;
    commissions: RefundHold;
    now: Date;
  },
  email: string,
): Promise<DemoRenewalResult> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, normalizeEmail(email)));
  if (!user) return { error: "NO_USER" };
  const [sub] = await db.select().from(subscriptions)
    .where(and(eq(subscriptions.userId, user.id), inArray(subscriptions.status, [...RENEWING_STATUSES])))
    .orderBy(desc(subscriptions.createdAt)).limit(1);
  if (!sub) return { error: "NO_MEMBERSHIP" };
  if (sub.provider === "STRIPE") {
    if (!deps.stripeFake || !sub.providerSubscriptionId) return { error: "NO_FAKE" };
    const invoice = await deps.stripeFake.renew(sub.providerSubscriptionId);
    return { provider: "STRIPE", invoice: invoice ? String(invoice.id) : null };
  }
  if (!deps.payments.yoo) return { error: "NO_FAKE" };
  await endPeriodNow(db, sub.id, deps.now);
  const counts = await mailingMembers(
    db,
    deps,
    (mailLater) => runRenewals(db, deps.payments, mailLater, deps.now, deps.commissions),
  );
  return { provider: "YOO", counts };
}
