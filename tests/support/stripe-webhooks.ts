// Stripe webhook events as Stripe sends them to the app: the event JSON, signed by the Stripe fake's secret, posted
// to /api/stripe/webhook. Shared by the suites that replay events (refunds, the commission ledger).
import assert from "node:assert/strict";
import type { createTestApp } from "./app.ts";
import { STRIPE_API_VERSION } from "../../api/integrations/fakes/stripe-fake.ts";

type App = Awaited<ReturnType<typeof createTestApp>>;

/** A Stripe event's JSON naming one object (the handlers re-read it from Stripe). */
export function stripeEventPayload(id: string, type: string, object: Record<string, unknown>): string {
  return JSON.stringify({
    id,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
    api_version: STRIPE_API_VERSION,
  });
}

/** Posts the event signed as the fake signs it; answers the outcome the app reports (processed, duplicate, ignored). */
export async function deliverStripeEvent(
  t: App,
  id: string,
  type: string,
  object: Record<string, unknown>,
): Promise<string> {
  const payload = stripeEventPayload(id, type, object);
  const res = await t.request("/api/stripe/webhook", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "stripe-signature": await t.app.paymentFakes.stripe!.signPayload(payload),
    },
    body: payload,
  });
  assert.equal(res.status, 200, await res.clone().text());
  return (await res.json()).outcome as string;
}
