// Billing's REST endpoints, mounted at /api: the Stripe checkout and portal sessions spec 03 names, Stripe's webhook,
// YooKassa's notifications and the signed download of a paid file. Webhooks answer 2xx once an event is handled or
// deliberately ignored, 400 for a bad signature, 403 for a notification from outside YooKassa's ranges, and 500 when
// handling failed (the provider retries; the claim was rolled back with the rest).
import { type Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import * as v from "valibot";
import type { Db } from "../../db/client.ts";
import { isAccessDenied, requireSelf, requireUser } from "../../src/domain/authorization.ts";
import { PaymentSourceSchema } from "../../src/domain/billing.ts";
import { safeRedirectPath } from "../../src/domain/redirect.ts";
import { IdSchema } from "../../src/domain/site.ts";
import { isLocale } from "../../src/domain/locale.ts";
import { viewerOf } from "../../src/platform/request-viewer.ts";
import { noteWebhook } from "../../src/platform/request-log.ts";
import type { FileStorage } from "../integrations/file-storage.ts";
import type { Mailer } from "../integrations/mail.ts";
import type { Payments } from "../integrations/payments.ts";
import { isYooKassaAddress } from "../integrations/yookassa.ts";
import {
  isOwnStripeCustomer,
  startStripeSubscription,
  stripeSubscriptionReturns,
} from "../services/billing/checkout.ts";
import { type FileSigner } from "../services/billing/downloads.ts";
import { BillingError, type BillingErrorCode, USER_NOT_FOUND_MESSAGE } from "../services/billing/errors.ts";
import { handleStripeEvent } from "../services/billing/handle-stripe-event.ts";
import { handleYooNotification } from "../services/billing/yoo-notifications.ts";
import type { MailLater } from "../services/billing/recording.ts";
import type { CommissionTerms } from "../services/promoters/commissions.ts";
import { fileById } from "../services/billing/orders.ts";
import { mailMember } from "../services/billing/notifications.ts";
import { hit, LIMITS } from "../services/rate-limit.ts";
import { jsonBodyLimit, refuse } from "./refusal.ts";

export type BillingRestDeps = {
  db: Db;
  payments: Payments;
  mailer: Mailer;
  origin: string;
  files: FileSigner;
  storage: FileStorage;
  /** The commission ledger's terms (the refund hold) for the payments the webhooks confirm. */
  commissions: CommissionTerms;
  background(work: Promise<unknown>): void;
  now(): Date;
  /** The connection's address (forwarded headers only from configured proxies). */
  clientIp(c: Context): string;
  /** Loopback addresses count as YooKassa's when the local fake stands in for it (never in production). */
  trustLoopbackNotifications: boolean;
};

const STATUS: Record<BillingErrorCode, ContentfulStatusCode> = {
  USER_NOT_FOUND: 401,
  NOT_CONFIGURED: 503,
  COUPON_INVALID: 400,
  PLAN_NOT_FOUND: 404,
  PRODUCT_NOT_FOUND: 404,
  ALREADY_MEMBER: 409,
  NO_SUBSCRIPTION: 404,
  PAYMENT_NOT_FOUND: 400,
  WRONG_STATE: 409,
  OFFER_USED: 409,
  FORBIDDEN: 403,
  PROVIDER_ERROR: 502,
};

/** A billing refusal: its code as the name, billing's message key, and the old client's "USER NOT FOUND" text. */
const billingRefusal = (c: Context, code: BillingErrorCode) =>
  refuse(
    c,
    STATUS[code],
    code,
    `billing.errors.${code}`,
    code === "USER_NOT_FOUND" ? { message: USER_NOT_FOUND_MESSAGE } : {},
  );

const StripeCheckoutBody = v.object({
  stripePriceId: v.pipe(v.string(), v.regex(/^price_[\w]{1,100}$/)),
  userId: v.nullish(v.string()),
  unihowPlanId: v.pipe(v.union([v.string(), v.number()]), v.transform(String), IdSchema),
  payment_source: PaymentSourceSchema,
  promocode: v.nullish(v.pipe(v.string(), v.regex(/^[\w-]{1,100}$/))),
  redirectURL: v.nullish(v.pipe(v.string(), v.maxLength(500))),
  locale: v.nullish(v.string()),
});

export function billingRestApp(deps: BillingRestDeps) {
  const app = new Hono();
  const { db, payments } = deps;
  const mailLater: MailLater = (userId, kind, details) =>
    deps.background(mailMember(db, deps.mailer, deps.origin, userId, kind, details));

  // The session rules (src/domain/authorization.ts) answered in billing's names: USER_NOT_FOUND for a visitor.
  app.onError((error, c) => {
    if (!isAccessDenied(error)) throw error;
    return billingRefusal(c, error.code === "UNAUTHENTICATED" ? "USER_NOT_FOUND" : "FORBIDDEN");
  });

  const fail = (c: Context, error: unknown) => {
    if (error instanceof BillingError) return billingRefusal(c, error.code);
    console.error("billing: provider call failed:", error);
    return billingRefusal(c, "PROVIDER_ERROR");
  };

  app.post("/create-stripe-checkout-session", jsonBodyLimit(16 * 1024), async (c) => {
    requireUser(viewerOf(c));
    const body = v.safeParse(StripeCheckoutBody, await c.req.json().catch(() => null));
    if (!body.success) return refuse(c, 400, "BAD_USER_INPUT", "errors.BAD_USER_INPUT");
    const userId = requireSelf(viewerOf(c), body.output.userId);
    if (!(await hit(db, `checkout:user:${userId}`, LIMITS.checkoutPerUser, deps.now()))) {
      return refuse(c, 429, "TOO_MANY_REQUESTS", "errors.TOO_MANY_REQUESTS");
    }
    const locale = isLocale(body.output.locale ?? "") ? body.output.locale! : "ru";
    const back = safeRedirectPath(body.output.redirectURL ?? null);
    const planId = Number(body.output.unihowPlanId);
    try {
      const { url } = await startStripeSubscription(
        db,
        payments,
        {
          userId,
          planId,
          stripePriceId: body.output.stripePriceId,
          coupon: body.output.promocode ? { stripeCouponId: body.output.promocode } : null,
          paymentSource: body.output.payment_source,
          ...stripeSubscriptionReturns(deps.origin, locale, planId, back),
        },
        deps.now(),
        mailLater,
      );
      return c.json({ url });
    } catch (error) {
      return fail(c, error);
    }
  });

  app.post("/create-portal-session", jsonBodyLimit(4 * 1024), async (c) => {
    const userId = requireUser(viewerOf(c));
    const body = await c.req.json().catch(() => null) as { stripeCustomerId?: unknown; locale?: unknown } | null;
    const locale = typeof body?.locale === "string" && isLocale(body.locale) ? body.locale : "ru";
    const customer = typeof body?.stripeCustomerId === "string" ? body.stripeCustomerId : "";
    if (!payments.stripe) return billingRefusal(c, "NOT_CONFIGURED");
    // Only the signed-in member's own Stripe customer opens a portal.
    if (!customer || !(await isOwnStripeCustomer(db, userId, customer))) return billingRefusal(c, "FORBIDDEN");
    try {
      const { url } = await payments.stripe.createPortalSession({
        customerId: customer,
        returnUrl: `${deps.origin}/${locale}/profile/`,
      });
      return c.json({ url });
    } catch (error) {
      return fail(c, error);
    }
  });

  // Stripe's two endpoints: the account's own events, and connected accounts' events (the sellers), which Stripe
  // sends only to a Connect endpoint signed with that endpoint's own secret. Each webhook's line in the request log
  // says the provider, the event type and what became of it.
  const stripeWebhook = (endpoint: "account" | "connect") => async (c: Context) => {
    const provider = endpoint === "connect" ? "stripe-connect" : "stripe";
    const note = (outcome: string, event?: { type: string; id: string }) =>
      noteWebhook(c, { provider, event: event?.type ?? "unknown", eventId: event?.id, outcome });
    if (!payments.stripe || (endpoint === "connect" && !payments.stripe.receivesConnectEvents)) {
      note("not-configured");
      return refuse(c, 503, "NOT_CONFIGURED", "errors.NOT_CONFIGURED");
    }
    const payload = await c.req.text();
    let event;
    try {
      event = await payments.stripe.verifyEvent(payload, c.req.header("stripe-signature") ?? "", endpoint);
    } catch {
      note("invalid-signature");
      return refuse(c, 400, "INVALID_SIGNATURE");
    }
    try {
      const outcome = await handleStripeEvent(db, payments, event, mailLater, deps.now(), deps.commissions, endpoint);
      note(outcome, event);
      return c.json({ received: true, outcome });
    } catch (error) {
      note("failed", event);
      console.error(`${provider} webhook ${event.type} ${event.id} failed:`, error);
      return refuse(c, 500, "INTERNAL_SERVER_ERROR", "errors.INTERNAL_SERVER_ERROR");
    }
  };
  app.post("/stripe/webhook", jsonBodyLimit(512 * 1024), stripeWebhook("account"));
  app.post("/stripe/connect-webhook", jsonBodyLimit(512 * 1024), stripeWebhook("connect"));

  app.post("/yookassa/notifications", jsonBodyLimit(256 * 1024), async (c) => {
    const note = (outcome: string, body?: unknown) => {
      const event = (body as { event?: unknown } | null)?.event;
      noteWebhook(c, { provider: "yookassa", event: typeof event === "string" ? event : "unknown", outcome });
    };
    const ip = deps.clientIp(c);
    const loopback = ip === "127.0.0.1" || ip === "::1" || ip === "::ffff:127.0.0.1";
    if (!isYooKassaAddress(ip) && !(deps.trustLoopbackNotifications && loopback)) {
      note("refused-address");
      return refuse(c, 403, "FORBIDDEN", "errors.FORBIDDEN");
    }
    if (!payments.yoo) {
      note("not-configured");
      return refuse(c, 503, "NOT_CONFIGURED", "errors.NOT_CONFIGURED");
    }
    const body = await c.req.json().catch(() => null);
    try {
      const outcome = await handleYooNotification(db, payments, body, mailLater, deps.now(), deps.commissions);
      note(outcome, body);
      return c.json({ received: true, outcome });
    } catch (error) {
      note("failed", body);
      console.error("yookassa notification failed:", error);
      return refuse(c, 500, "INTERNAL_SERVER_ERROR", "errors.INTERNAL_SERVER_ERROR");
    }
  });

  app.get("/billing/files/:id", async (c) => {
    const id = c.req.param("id");
    if (!/^\d{1,9}$/.test(id)) return c.text("Not found", 404);
    const ok = await deps.files.verify(Number(id), c.req.query("exp") ?? "", c.req.query("sig") ?? "", deps.now());
    if (!ok) return c.text("This download link has expired. Open your purchases again.", 403);
    const file = await fileById(db, Number(id));
    const bytes = file && await deps.storage.readPrivate(file.storageKey);
    if (!file || !bytes) return c.text("Not found", 404);
    const ascii = file.fileName.replace(/[^\w.-]/g, "_");
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      "content-type": file.fileName.endsWith(".pdf") ? "application/pdf" : "application/octet-stream",
      "content-disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
      "cache-control": "private, no-store",
    });
  });

  return app;
}
