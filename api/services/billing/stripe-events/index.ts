// Stripe event type → its handler, for each of the two endpoints (one file per event, cal.com's layout; the engine
// in ../handle-stripe-event.ts dedupes, runs the handler's reads and records in one transaction).
import { accountDeauthorized } from "./account-application-deauthorized.ts";
import { accountUpdated } from "./account-updated.ts";
import { chargeRefunded } from "./charge-refunded.ts";
import { checkoutSessionEnded } from "./checkout-session.ts";
import type { StripeHandlers } from "./context.ts";
import { subscriptionChanged } from "./customer-subscription.ts";
import { trialWillEnd } from "./customer-subscription-trial-will-end.ts";
import { invoicePaid } from "./invoice-paid.ts";
import { invoicePaymentFailed } from "./invoice-payment-failed.ts";

/** The account's own endpoint: its payments and memberships. */
export const accountEvents: StripeHandlers = {
  "checkout.session.completed": checkoutSessionEnded,
  "checkout.session.expired": checkoutSessionEnded,
  "checkout.session.async_payment_succeeded": checkoutSessionEnded,
  "checkout.session.async_payment_failed": checkoutSessionEnded,
  "customer.subscription.created": subscriptionChanged,
  "customer.subscription.updated": subscriptionChanged,
  "customer.subscription.deleted": subscriptionChanged,
  "customer.subscription.trial_will_end": trialWillEnd,
  "invoice.paid": invoicePaid,
  "invoice.payment_failed": invoicePaymentFailed,
  "charge.refunded": chargeRefunded,
};

/**
 * Connected accounts' events, which Stripe sends only to the Connect endpoint (its own secret); each names the account
 * (`event.account`), and only the account it names is touched.
 */
export const connectEvents: StripeHandlers = {
  "account.updated": accountUpdated,
  "account.application.deauthorized": accountDeauthorized,
};
