// customer.subscription.created, .updated and .deleted: the membership follows the subscription as Stripe holds it.
import type Stripe from "stripe";
import { ignored, type Recording } from "../recording.ts";
import type { StripeContext } from "./context.ts";
import { readStripeSubscription } from "./read-subscription.ts";

export const subscriptionChanged = (
  { data }:
    | Stripe.CustomerSubscriptionCreatedEvent
    | Stripe.CustomerSubscriptionUpdatedEvent
    | Stripe.CustomerSubscriptionDeletedEvent,
  context: StripeContext,
): Promise<Recording> => data.object.id ? readStripeSubscription(context, data.object.id) : Promise.resolve(ignored);
