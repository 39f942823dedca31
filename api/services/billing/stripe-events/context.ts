// What a Stripe event's handler gets and answers (the engine, handle-stripe-event.ts, runs it): it reads Stripe,
// outside any transaction, and answers the recording that the engine runs in the transaction claiming the event.
import type Stripe from "stripe";
import type { DbOrTx } from "../../../../db/client.ts";
import type { StripeGateway } from "../../../integrations/payments.ts";
import type { RefundHold } from "../../promoters/commissions.ts";
import type { Recording } from "../recording.ts";

export type StripeContext = { db: DbOrTx; stripe: StripeGateway; now: Date; commissions: RefundHold };

/** The handler of one event type, typed by Stripe's event union. */
export type StripeHandler<K extends Stripe.Event["type"]> = (
  event: Extract<Stripe.Event, { type: K }>,
  context: StripeContext,
) => Promise<Recording>;

/** One handler per Stripe event type (cal.com's shape). */
export type StripeHandlers = { [K in Stripe.Event["type"]]?: StripeHandler<K> };
