// The Stripe webhook engine: nothing in an event body is believed. The handler of the event's type
// (stripe-events/<event>.ts) re-reads the session, subscription, invoice or charge from Stripe first, outside any
// transaction, and what it says is then recorded in one short transaction that claims the event by its id (a
// replay, or a concurrent copy, finds the claim and does nothing; a failure rolls the claim back so Stripe's retry
// runs it). Objects that are not ours are ignored.
import type Stripe from "stripe";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { paymentEvents } from "../../../db/schema/index.ts";
import type { Payments } from "../../integrations/payments.ts";
import type { RefundHold } from "../promoters/commissions.ts";
import {
  claim,
  type EventOutcome,
  ignored,
  isMissing,
  mailingAfter,
  type MailLater,
  type Recording,
} from "./recording.ts";
import type { StripeContext } from "./stripe-events/context.ts";
import { accountEvents, connectEvents } from "./stripe-events/index.ts";

/**
 * A verified Stripe event from one of the two endpoints: the account's own (its payments and memberships) or the
 * Connect endpoint (connected accounts' events, each naming its account). An event type the endpoint does not
 * handle, or a Connect event without an account, is ignored. `commissions`: the ledger's terms (the refund hold).
 */
export async function handleStripeEvent(
  db: DbOrTx,
  payments: Payments,
  event: Stripe.Event,
  mailLater: MailLater,
  now: Date,
  commissions: RefundHold,
  endpoint: "account" | "connect" = "account",
): Promise<EventOutcome> {
  const stripe = payments.stripe;
  const handlers = endpoint === "connect" ? connectEvents : accountEvents;
  const handler = handlers[event.type] as
    | ((event: Stripe.Event, context: StripeContext) => Promise<Recording>)
    | undefined;
  if (!stripe || !handler) return "ignored";
  if (endpoint === "connect" && !event.account) return "ignored";
  // A replay of an event already recorded does not reach Stripe (the claim below still decides).
  const [seen] = await db.select({ id: paymentEvents.eventId }).from(paymentEvents)
    .where(and(eq(paymentEvents.provider, "STRIPE"), eq(paymentEvents.eventId, event.id)));
  if (seen) return "duplicate";
  let record: Recording;
  try {
    record = await handler(event, { db, stripe, now, commissions });
  } catch (error) {
    if (!isMissing(error)) throw error;
    record = ignored;
  }
  return await mailingAfter(mailLater, (queue) =>
    db.transaction(async (tx): Promise<EventOutcome> => {
      if (!(await claim(tx, "STRIPE", event.id, event.type, now))) return "duplicate";
      return await record(tx, queue);
    }));
}
