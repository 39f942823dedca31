// A local stand-in for YooKassa's API v3 and its checkout widget, for the tests and for the embedded default without
// keys: payments with Basic auth and Idempotence-Key, the widget script (the real one's constructor, render and
// destroy) that frames a payment form with a test card, saved cards that renew, and notifications delivered the way
// YooKassa sends them. Never in production.
import { Hono } from "hono";
import { escapeHtml } from "../../../src/domain/html.ts";

type Json = Record<string, unknown>;
export type FakeYooPayment = {
  id: string;
  status: "pending" | "waiting_for_capture" | "succeeded" | "canceled";
  paid: boolean;
  amount: { value: string; currency: string };
  description: string;
  metadata: Record<string, string>;
  confirmation?: { type: "embedded"; confirmation_token: string };
  payment_method?: {
    type: "bank_card";
    id: string;
    saved: boolean;
    title: string;
    card: { first6: string; last4: string; expiry_month: string; expiry_year: string; card_type: string };
  };
  save_payment_method: boolean;
  created_at: string;
  captured_at?: string;
  cancellation_details?: { party: string; reason: string };
  refunded_amount?: { value: string; currency: string };
  test: true;
};

export type FakeYooRefund = {
  id: string;
  payment_id: string;
  status: "pending" | "succeeded";
  amount: { value: string; currency: string };
  created_at: string;
};

const toKopecks = (value: string) => Math.round(Number(value) * 100);
const toValue = (kopecks: number) => `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, "0")}`;

const WIDGET_JS = `(function () {
  var script = document.currentScript;
  // The frame comes from where this script came from (the fake's publicBase), as the real widget frames yookassa.ru.
  var base = script ? script.src.replace(/\\/checkout-widget\\.js(?:[?#].*)?$/, "") : "/dev/yookassa";
  function YooMoneyCheckoutWidget(options) {
    this.options = options || {};
    this.frame = null;
  }
  YooMoneyCheckoutWidget.prototype.render = function (containerId) {
    var container = document.getElementById(containerId);
    if (!container) return Promise.reject(new Error("YooMoneyCheckoutWidget: no element #" + containerId));
    if (!this.options.confirmation_token) {
      if (this.options.error_callback) this.options.error_callback({ error: "token_required" });
      return Promise.reject(new Error("YooMoneyCheckoutWidget: confirmation_token is required"));
    }
    var frame = document.createElement("iframe");
    frame.src = base + "/widget/" + encodeURIComponent(this.options.confirmation_token) +
      "?return=" + encodeURIComponent(this.options.return_url || "/");
    frame.title = "YooKassa";
    frame.setAttribute("data-fake-yookassa", "");
    frame.style.width = "100%";
    frame.style.minHeight = "340px";
    frame.style.border = "0";
    container.appendChild(frame);
    this.frame = frame;
    return Promise.resolve();
  };
  YooMoneyCheckoutWidget.prototype.destroy = function () {
    if (this.frame && this.frame.parentNode) this.frame.parentNode.removeChild(this.frame);
    this.frame = null;
  };
  window.YooMoneyCheckoutWidget = YooMoneyCheckoutWidget;
})();
`;

/** Runs in the widget's frame after paying: sends the whole page to the shop's return_url, as the real widget does. */
const RETURN_JS = `(function () {
  var target = document.currentScript && document.currentScript.getAttribute("data-return");
  if (target) window.top.location.href = target;
})();
`;

export function createYooKassaFake(options: {
  shopId: string;
  secretKey: string;
  /** Where browsers reach this app (the widget script and frame). */
  publicBase: string;
  notify: (body: string) => Promise<void>;
}) {
  const payments = new Map<string, FakeYooPayment>();
  const refunds = new Map<string, FakeYooRefund>();
  const refundKeys = new Map<string, string>();
  const byKey = new Map<string, string>();
  const failingMethods = new Set<string>();
  /** How many of the next payment creations are made but answered 500, as when YooKassa's answer is lost. */
  let answersToLose = 0;
  /** Notifications sent after an answer, in the background as YooKassa sends them; idle() waits for them. */
  const sending = new Set<Promise<void>>();
  const basePath = new URL(options.publicBase).pathname.replace(/\/$/, "");

  const paymentId = () => {
    const hex = crypto.randomUUID().replace(/-/g, "");
    return `${hex.slice(0, 8)}-000f-5000-${hex.slice(8, 12)}-${hex.slice(12, 24)}`;
  };

  /** YooKassa's fee in the fake (income_amount is the amount less it): 3.5 %, floored to the kopeck. */
  const FEE_BP = 350;
  /**
   * A payment as YooKassa's API v3 answers it: with the shop as its recipient, what the shop gets (income_amount,
   * once paid) and whether it can still be refunded; the request's save_payment_method is not part of it.
   */
  const publicPayment = (payment: FakeYooPayment) => {
    const { save_payment_method: _saved, ...rest } = payment;
    const amount = toKopecks(payment.amount.value);
    const refunded = payment.refunded_amount ? toKopecks(payment.refunded_amount.value) : 0;
    return {
      ...rest,
      recipient: { account_id: options.shopId, gateway_id: "100700" },
      ...(payment.status === "succeeded"
        ? {
          income_amount: {
            value: toValue(amount - Math.floor(amount * FEE_BP / 10_000)),
            currency: payment.amount.currency,
          },
          refunded_amount: payment.refunded_amount ?? { value: "0.00", currency: payment.amount.currency },
        }
        : {}),
      refundable: payment.status === "succeeded" && refunded < amount,
    };
  };

  const notification = (event: string, payment: FakeYooPayment) =>
    JSON.stringify({ type: "notification", event, object: publicPayment(payment) });

  /** The test card every fake payment is made with, as YooKassa describes a bank card. */
  const testCard = (id: string, saved: boolean): NonNullable<FakeYooPayment["payment_method"]> => ({
    type: "bank_card",
    id,
    saved,
    title: "Bank card *4444",
    card: { first6: "555555", last4: "4444", expiry_month: "12", expiry_year: "2030", card_type: "MasterCard" },
  });

  const succeed = (id: string) => {
    const payment = payments.get(id);
    if (!payment) throw new Error(`no fake YooKassa payment ${id}`);
    payment.status = "succeeded";
    payment.paid = true;
    payment.captured_at = new Date().toISOString();
    payment.payment_method ??= testCard(paymentId(), payment.save_payment_method);
    return payment;
  };

  const cancel = (id: string, reason = "canceled_by_merchant") => {
    const payment = payments.get(id);
    if (!payment) throw new Error(`no fake YooKassa payment ${id}`);
    payment.status = "canceled";
    payment.cancellation_details = { party: "yoo_money", reason };
    return payment;
  };

  const failMethod = (methodId: string) => failingMethods.add(methodId);

  /**
   * The switch that loses answers: the next `count` payment creations are made (a saved card is charged, its
   * notification sent) but answered 500, as when YooKassa's answer is lost to a timeout or an error on the way.
   */
  const loseAnswers = (count = 1) => void (answersToLose = count);

  /** How many of the next background notifications never arrive (the shop was down until YooKassa gave up). */
  let notificationsToLose = 0;
  const loseNotifications = (count = 1) => void (notificationsToLose = count);

  /** Delivers a notification now, unless the switch above loses it. */
  const deliver = async (body: string) => {
    if (notificationsToLose > 0) {
      notificationsToLose--;
      return;
    }
    await options.notify(body);
  };

  /** How many of the next reads (GET of a payment or a refund) fail with a 500, as during an outage at YooKassa. */
  let readsToFail = 0;
  const failReads = (count = 1) => void (readsToFail = count);

  /** Sends a notification after the current answer, as YooKassa does (a failed delivery is YooKassa's to retry). */
  const notifyLater = (body: string) => {
    const delivery = new Promise<void>((resolve) => setTimeout(resolve, 0))
      .then(() => deliver(body))
      .catch((error) => console.warn("fake YooKassa: a notification was not accepted:", String(error)))
      .finally(() => sending.delete(delivery));
    sending.add(delivery);
  };
  /** Waits until every notification sent in the background was delivered (or refused). */
  const idle = async () => {
    while (sending.size) await Promise.all([...sending]);
  };

  /** A refund of a succeeded payment, whole or `kopecks`: refunded_amount grows; YooKassa then notifies. */
  const makeRefund = (paymentIdToRefund: string, kopecks?: number): FakeYooRefund | string => {
    const payment = payments.get(paymentIdToRefund);
    if (!payment || payment.status !== "succeeded") return "Payment doesn't exist or is not succeeded";
    const refunded = payment.refunded_amount ? toKopecks(payment.refunded_amount.value) : 0;
    const left = toKopecks(payment.amount.value) - refunded;
    const value = kopecks ?? left;
    if (!(value > 0) || value > left) return "Refund amount is greater than the payment's amount left";
    payment.refunded_amount = { value: toValue(refunded + value), currency: payment.amount.currency };
    const held = refundsToHold > 0;
    if (held) refundsToHold--;
    const refund: FakeYooRefund = {
      id: paymentId().replace("-000f-", "-0015-"),
      payment_id: payment.id,
      status: held ? "pending" : "succeeded",
      amount: { value: toValue(value), currency: payment.amount.currency },
      created_at: new Date().toISOString(),
    };
    refunds.set(refund.id, refund);
    return refund;
  };

  /** How many of the next refunds YooKassa holds pending (settleRefund then succeeds one and notifies). */
  let refundsToHold = 0;
  const holdRefunds = (count = 1) => void (refundsToHold = count);
  /** A pending refund succeeds, and YooKassa notifies of it. */
  const settleRefund = async (id: string) => {
    const found = refunds.get(id);
    if (!found || found.status !== "pending") throw new Error(`no pending fake YooKassa refund ${id}`);
    found.status = "succeeded";
    await deliver(refundNotification(found));
    return found;
  };
  /**
   * A payment the payer never confirmed expires, as YooKassa cancels one after its confirmation time runs out:
   * canceled, expired_on_confirmation, and notified.
   */
  const expire = async (id: string) => {
    const payment = payments.get(id);
    if (!payment || payment.status !== "pending") throw new Error(`no pending fake YooKassa payment ${id}`);
    cancel(id, "expired_on_confirmation");
    payment.cancellation_details = { party: "yoo_money", reason: "expired_on_confirmation" };
    await deliver(notification("payment.canceled", payment));
    return payment;
  };

  const refundNotification = (refund: FakeYooRefund) =>
    JSON.stringify({ type: "notification", event: "refund.succeeded", object: refund });

  /** Test helper: refunds a payment and delivers refund.succeeded, as YooKassa does. */
  const refund = async (paymentIdToRefund: string, kopecks?: number) => {
    const made = makeRefund(paymentIdToRefund, kopecks);
    if (typeof made === "string") throw new Error(`fake YooKassa refused the refund: ${made}`);
    if (made.status === "succeeded") await deliver(refundNotification(made));
    return made;
  };

  const error = (status: 400 | 401 | 404, code: string, description: string) =>
    new Response(JSON.stringify({ type: "error", id: crypto.randomUUID(), code, description }), {
      status,
      headers: { "content-type": "application/json" },
    });

  const app = new Hono();

  app.use("/v3/*", async (c, next) => {
    if (c.req.header("authorization") !== `Basic ${btoa(`${options.shopId}:${options.secretKey}`)}`) {
      return error(401, "invalid_credentials", "Login or password is incorrect");
    }
    await next();
  });

  /** The answer to a payment creation, or a 500 in its place while the switch loses answers. */
  const answer = (response: Response) => {
    if (answersToLose <= 0) return response;
    answersToLose--;
    return new Response(
      JSON.stringify({ type: "error", id: crypto.randomUUID(), code: "internal_server_error", description: "" }),
      { status: 500, headers: { "content-type": "application/json" } },
    );
  };

  app.post("/v3/payments", async (c) => {
    const key = c.req.header("idempotence-key");
    if (!key) return error(400, "invalid_request", "Idempotence-Key header is required");
    const known = byKey.get(key);
    if (known) return answer(c.json(publicPayment(payments.get(known)!)));
    const body = await c.req.json().catch(() => null) as Json | null;
    const amount = body?.amount as { value?: unknown; currency?: unknown } | undefined;
    if (!amount || typeof amount.value !== "string" || !/^\d+\.\d{2}$/.test(amount.value) || amount.value === "0.00") {
      return error(400, "invalid_request", "amount.value is invalid");
    }
    const payment: FakeYooPayment = {
      id: paymentId(),
      status: "pending",
      paid: false,
      amount: { value: amount.value, currency: String(amount.currency ?? "RUB") },
      description: String(body?.description ?? ""),
      metadata: (body?.metadata ?? {}) as Record<string, string>,
      save_payment_method: Boolean(body?.save_payment_method),
      created_at: new Date().toISOString(),
      test: true,
    };
    const methodId = body?.payment_method_id;
    if (typeof methodId === "string") {
      // A saved card is charged at once, unless a test made it fail.
      payment.payment_method = testCard(methodId, true);
      if (failingMethods.has(methodId)) {
        payment.status = "canceled";
        payment.cancellation_details = { party: "payment_network", reason: "insufficient_funds" };
      } else {
        payment.status = "succeeded";
        payment.paid = true;
        payment.captured_at = new Date().toISOString();
      }
    } else {
      payment.confirmation = { type: "embedded", confirmation_token: `ct-${crypto.randomUUID()}` };
    }
    payments.set(payment.id, payment);
    byKey.set(key, payment.id);
    // A saved card's charge is settled at once, and YooKassa notifies of it as of any other payment.
    if (payment.status !== "pending") notifyLater(notification(`payment.${payment.status}`, payment));
    return answer(c.json(publicPayment(payment)));
  });

  app.get("/v3/*", async (_c, next) => {
    if (readsToFail <= 0) return await next();
    readsToFail--;
    return new Response(
      JSON.stringify({ type: "error", id: crypto.randomUUID(), code: "internal_server_error", description: "" }),
      { status: 500, headers: { "content-type": "application/json" } },
    );
  });

  app.get("/v3/payments/:id", (c) => {
    const payment = payments.get(c.req.param("id"));
    return payment ? c.json(publicPayment(payment)) : error(404, "not_found", "Payment doesn't exist or access denied");
  });

  app.post("/v3/refunds", async (c) => {
    const key = c.req.header("idempotence-key");
    if (!key) return error(400, "invalid_request", "Idempotence-Key header is required");
    const known = refundKeys.get(key);
    if (known) return c.json(refunds.get(known));
    const body = await c.req.json().catch(() => null) as Json | null;
    const amount = body?.amount as { value?: unknown } | undefined;
    if (typeof body?.payment_id !== "string" || typeof amount?.value !== "string") {
      return error(400, "invalid_request", "payment_id and amount are required");
    }
    const made = makeRefund(body.payment_id, toKopecks(amount.value));
    if (typeof made === "string") return error(400, "invalid_request", made);
    refundKeys.set(key, made.id);
    if (made.status === "succeeded") await deliver(refundNotification(made));
    return c.json(made);
  });

  // The refunds list (GET /v3/refunds): newest first, filtered by created_at.gte and status, paged by cursor.
  app.get("/v3/refunds", (c) => {
    const since = c.req.query("created_at.gte");
    const status = c.req.query("status");
    const limit = Math.min(100, Math.max(1, Number(c.req.query("limit") ?? 10) || 10));
    const all = [...refunds.values()]
      .filter((r) => (!since || r.created_at >= new Date(since).toISOString()) && (!status || r.status === status))
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    const from = Number(c.req.query("cursor") ?? 0) || 0;
    const items = all.slice(from, from + limit);
    const more = from + limit < all.length;
    return c.json({ type: "list", items, ...(more ? { next_cursor: String(from + limit) } : {}) });
  });

  app.get("/v3/refunds/:id", (c) => {
    const found = refunds.get(c.req.param("id"));
    return found ? c.json(found) : error(404, "not_found", "Refund doesn't exist or access denied");
  });

  app.get(
    "/checkout-widget.js",
    (c) => c.body(WIDGET_JS, 200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store" }),
  );
  app.get(
    "/widget-return.js",
    (c) => c.body(RETURN_JS, 200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store" }),
  );

  const frame = (body: string) =>
    `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
    `<title>Fake YooKassa</title><link rel="icon" href="data:,"><style>body{font:15px system-ui,sans-serif;margin:0;padding:1rem;background:#fff}` +
    `label,input,button{display:block;width:100%;box-sizing:border-box}input{padding:.6rem;margin:.3rem 0 1rem}` +
    `button{padding:.8rem;background:#0070f0;color:#fff;border:0;border-radius:6px;font-size:1rem}</style></head>` +
    `<body><p><b>Fake YooKassa</b> · тестовый режим, деньги не списываются</p>${body}</body></html>`;
  const frameHeaders = { "x-frame-options": "SAMEORIGIN", "cache-control": "no-store" };
  const byToken = (token: string) =>
    [...payments.values()].find((p) => p.confirmation?.confirmation_token === token) ?? null;

  app.get("/widget/:token", (c) => {
    const payment = byToken(c.req.param("token"));
    if (!payment) return c.html(frame("<p>Платёж не найден.</p>"), 404, frameHeaders);
    const back = c.req.query("return") ?? "/";
    if (payment.status !== "pending") {
      return c.html(frame("<p>Этот платёж уже обработан.</p>"), 409, frameHeaders);
    }
    return c.html(
      frame(
        `<p>К оплате: <b>${escapeHtml(payment.amount.value)} ₽</b></p>` +
          `<form method="post" action="${escapeHtml(`${basePath}/widget/${c.req.param("token")}/pay`)}">` +
          `<input type="hidden" name="return" value="${escapeHtml(back)}">` +
          `<label>Номер карты<input name="card" value="5555 5555 5555 4444" autocomplete="off"></label>` +
          `<button type="submit">Pay</button></form>`,
      ),
      200,
      frameHeaders,
    );
  });

  app.post("/widget/:token/pay", async (c) => {
    const payment = byToken(c.req.param("token"));
    if (!payment || payment.status !== "pending") return c.html(frame("<p>Платёж не найден.</p>"), 404, frameHeaders);
    const form = await c.req.parseBody();
    // Only a web address or a path of the shop (never javascript: or another scheme) is followed.
    const back = typeof form.return === "string" && /^(https?:\/\/|\/(?![/\\]))/.test(form.return) ? form.return : "/";
    succeed(payment.id);
    await deliver(notification("payment.succeeded", payment));
    return c.html(
      frame(
        `<p>Оплата прошла.</p><p><a href="${escapeHtml(back)}" target="_top">Вернуться в магазин</a></p>` +
          `<script src="${escapeHtml(`${basePath}/widget-return.js`)}" data-return="${escapeHtml(back)}"></script>`,
      ),
      200,
      frameHeaders,
    );
  });

  return {
    app,
    /** What the fake knows, for keeping beside the embedded database (fakes/fake-state.ts). */
    stateMaps: { payments, refunds, refundKeys, byKey, failingMethods },
    payments,
    refunds,
    succeed,
    cancel,
    failMethod,
    loseAnswers,
    loseNotifications,
    failReads,
    holdRefunds,
    settleRefund,
    expire,
    idle,
    notification,
    refund,
    refundNotification,
  };
}
