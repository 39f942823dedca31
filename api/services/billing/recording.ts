// What recording a provider's word needs, shared by every path that records one (Stripe's events, YooKassa's
// notifications, refunds, the renewal run, the back office): the outcome, the claim of an event by its id, the mail
// that waits for the commit. A module of its own below them all, so none of them imports another for these.
import type { DbOrTx } from "../../../db/client.ts";
import { paymentEvents } from "../../../db/schema/index.ts";

export type EventOutcome = "processed" | "duplicate" | "ignored";

export type BillingMailKind =
  | "paymentFailed"
  | "trialEnds"
  | "renewalReminder"
  | "suspended"
  | "joined"
  | "renewed"
  | "cancelled"
  | "purchased"
  /** A free period (a whole-price coupon) ended: join again to go on. */
  | "freePeriodEnded"
  /** A payment was refunded (an order, or a membership payment; whole or in part). */
  | "refunded"
  /** To a promoter: a commission was earned (payments info on); the ledger's mail, claimed by commissions.mailed_at. */
  | "commissionEarned";

/** What a receipt or notice states, beside the member's name. */
export type BillingMailDetails = {
  /** What was charged (minor units). */
  amount?: { minor: number; currency: string };
  /** The end of the paid period (joined, renewed) or of access (cancelled). */
  until?: Date | null;
  /** joined: a trial started, and `until` is its end. */
  trial?: boolean;
  /** joined, renewed: the plan. */
  planId?: number;
  /** purchased, refunded: the order. */
  orderId?: string;
  /** refunded: a membership payment (its access ended when the whole payment was refunded). */
  membership?: boolean;
  /** refunded: only part of the payment was refunded (the access stays). */
  partial?: boolean;
  /** refunded: all refunds of the payment together, and the payment; stated apart when earlier refunds came first. */
  refundedTotal?: { minor: number; currency: string };
  paid?: { minor: number; currency: string };
  /** commissionEarned: the ledger line. */
  commissionId?: string;
};

/** Mail to send after the transaction committed. */
export type MailLater = (userId: string, kind: BillingMailKind, details?: BillingMailDetails) => void;

/** What an event changes here, run in the transaction that claims it (after the provider was read). */
export type Recording = (tx: DbOrTx, mailLater: MailLater) => Promise<EventOutcome>;

export const ignored: Recording = () => Promise.resolve("ignored");

/**
 * Runs work that asks for mail, and hands the mail on only once the work finished (its transaction committed): a
 * transaction that rolls back (and is retried by the provider) never leaves a mail behind, so each goes once.
 */
export async function mailingAfter<T>(mailLater: MailLater, work: (queue: MailLater) => Promise<T>): Promise<T> {
  const queued: Array<Parameters<MailLater>> = [];
  const result = await work((...args) => void queued.push(args));
  for (const args of queued) mailLater(...args);
  return result;
}

/** Claims an event (or a state of a payment or refund) once: false when it was claimed before. */
export async function claim(tx: DbOrTx, provider: "STRIPE" | "YOO", eventId: string, type: string, now: Date) {
  const [claimed] = await tx.insert(paymentEvents).values({
    provider,
    eventId,
    type,
    receivedAt: now,
    processedAt: now,
  })
    .onConflictDoNothing().returning({ eventId: paymentEvents.eventId });
  return Boolean(claimed);
}

/** The provider answered 404 for an object an event named: not ours (or gone), so the event is ignored. */
export function isMissing(error: unknown): boolean {
  return (error as { statusCode?: unknown } | null)?.statusCode === 404;
}
