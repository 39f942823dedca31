// Billing's REST endpoints, mounted at /api: the Stripe checkout and portal sessions spec 03 names, Stripe's webhook,
// YooKassa's notifications and the signed download of a paid file. Webhooks answer 2xx once an event is handled or
// deliberately ignored, 400 for a bad signature, 403 for a notification from outside YooKassa's ranges, and 500 when
// handling failed (the provider retries; the claim was rolled back with the rest).
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import * as v from "valibot";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { subscriptions } from "../../db/schema/index.ts";
import { PaymentSourceSchema } from "../../src/domain/billing.ts";
import { safeRedirectPath } from "../../src/domain/redirect.ts";
import { IdSchema } from "../../src/domain/site.ts";
import { isLocale } from "../../src/domain/locale.ts";
import { viewerOf } from "../../src/server/session.ts";
import type { FileStorage } from "../integrations/file-storage.ts";
import type { Mailer } from "../integrations/mail.ts";
import type { Payments } from "../integrations/payments.ts";
import { isYooKassaAddress } from "../integrations/yookassa.ts";
import { startStripeSubscription } from "../services/billing/checkout.ts";
import { type FileSigner } from "../services/billing/downloads.ts";
import { BillingError, type BillingErrorCode, USER_NOT_FOUND_MESSAGE } from "../services/billing/errors.ts";
import { handleStripeEvent, handleYooNotification, type MailLater } from "../services/billing/events.ts";
import { fileById } from "../services/billing/orders.ts";
import { mailMember } from "../services/billing/notifications.ts";
import { hit, LIMITS } from "../services/rate-limit.ts";

export type BillingRestDeps = {
  db: Db;
  payments: Payments;
  mailer: Mailer;
  origin: string;
  files: FileSigner;
  storage: FileStorage;
  background(work: Promise<unknown>): void;
  now(): Date;
  /** The connection's address (forwarded headers only from configured proxies). */
  clientIp(c: import("hono").Context): string;
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

function refusal(code: BillingErrorCode) {
  return {
    error: {
      code,
      message: code === "USER_NOT_FOUND" ? USER_NOT_FOUND_MESSAGE : code,
      i18nKey: `billing.errors.${code}`,
    },
  };
}

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

  const fail = (c: import("hono").Context, error: unknown) => {
    if (error instanceof BillingError) return c.json(refusal(error.code), STATUS[error.code]);
    console.error("billing: provider call failed:", error);
    return c.json(refusal("PROVIDER_ERROR"), 502);
  };

  app.post("/create-stripe-checkout-session", bodyLimit({ maxSize: 16 * 1024 }), async (c) => {
    const viewer = viewerOf(c);
    if (!viewer.userId) return c.json(refusal("USER_NOT_FOUND"), 401);
    const body = v.safeParse(StripeCheckoutBody, await c.req.json().catch(() => null));
    if (!body.success) {
      return c.json(
        { error: { code: "BAD_USER_INPUT", message: "Invalid input", i18nKey: "errors.BAD_USER_INPUT" } },
        400,
      );
    }
    // The body's userId is the page's copy of who is signed in; only the session decides who pays.
    if (body.output.userId && body.output.userId !== viewer.userId) return c.json(refusal("FORBIDDEN"), 403);
    if (!(await hit(db, `checkout:user:${viewer.userId}`, LIMITS.checkoutPerUser, deps.now()))) {
      return c.json({
        error: { code: "TOO_MANY_REQUESTS", message: "Too many attempts", i18nKey: "errors.TOO_MANY_REQUESTS" },
      }, 429);
    }
    const locale = isLocale(body.output.locale ?? "") ? body.output.locale! : "ru";
    const back = safeRedirectPath(body.output.redirectURL ?? null);
    const planId = Number(body.output.unihowPlanId);
    const success = `${deps.origin}/${locale}/subscribe-success/${back ? `?back=${encodeURIComponent(back)}` : ""}`;
    const cancel = `${deps.origin}/${locale}/subscribe/?planId=${planId}`;
    try {
      const { url } = await startStripeSubscription(
        db,
        payments,
        {
          userId: viewer.userId,
          planId,
          stripePriceId: body.output.stripePriceId,
          stripeCouponId: body.output.promocode ?? null,
          paymentSource: body.output.payment_source,
          successUrl: success,
          cancelUrl: cancel,
        },
        deps.now(),
        mailLater,
      );
      return c.json({ url });
    } catch (error) {
      return fail(c, error);
    }
  });

  app.post("/create-portal-session", bodyLimit({ maxSize: 4 * 1024 }), async (c) => {
    const viewer = viewerOf(c);
    if (!viewer.userId) return c.json(refusal("USER_NOT_FOUND"), 401);
    const body = await c.req.json().catch(() => null) as { stripeCustomerId?: unknown; locale?: unknown } | null;
    const locale = typeof body?.locale === "string" && isLocale(body.locale) ? body.locale : "ru";
    const customer = typeof body?.stripeCustomerId === "string" ? body.stripeCustomerId : "";
    if (!payments.stripe) return c.json(refusal("NOT_CONFIGURED"), 503);
    // Only the signed-in member's own Stripe customer opens a portal.
    const [own] = customer
      ? await db.select({ id: subscriptions.id }).from(subscriptions).where(and(
        eq(subscriptions.userId, viewer.userId),
        eq(subscriptions.stripeCustomerId, customer),
      )).limit(1)
      : [];
    if (!own) return c.json(refusal("FORBIDDEN"), 403);
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

  app.post("/stripe/webhook", bodyLimit({ maxSize: 512 * 1024 }), async (c) => {
    if (!payments.stripe) return c.json({ error: "Stripe is not configured" }, 503);
    const payload = await c.req.text();
    let event;
    try {
      event = await payments.stripe.verifyEvent(payload, c.req.header("stripe-signature") ?? "");
    } catch {
      return c.json({ error: "Invalid signature" }, 400);
    }
    try {
      const outcome = await handleStripeEvent(db, payments, event, mailLater, deps.now());
      return c.json({ received: true, outcome });
    } catch (error) {
      console.error(`stripe webhook ${event.type} ${event.id} failed:`, error);
      return c.json({ error: "Handling failed" }, 500);
    }
  });

  app.post("/yookassa/notifications", bodyLimit({ maxSize: 256 * 1024 }), async (c) => {
    const ip = deps.clientIp(c);
    const loopback = ip === "127.0.0.1" || ip === "::1" || ip === "::ffff:127.0.0.1";
    if (!isYooKassaAddress(ip) && !(deps.trustLoopbackNotifications && loopback)) {
      return c.json({ error: "Forbidden" }, 403);
    }
    if (!payments.yoo) return c.json({ error: "YooKassa is not configured" }, 503);
    const body = await c.req.json().catch(() => null);
    try {
      const outcome = await handleYooNotification(db, payments, body, mailLater, deps.now());
      return c.json({ received: true, outcome });
    } catch (error) {
      console.error("yookassa notification failed:", error);
      return c.json({ error: "Handling failed" }, 500);
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
