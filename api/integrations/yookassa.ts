// YooKassa's API v3 over fetch (no official SDK for Deno): payments with an embedded confirmation for the widget, or
// charged from a saved card for renewals; every creation carries an Idempotence-Key, so a retried request is the same
// payment. Notifications carry no signature: they are believed only from YooKassa's published address ranges, and
// even then only the payment id is read from them (the payment is fetched again by id).
import { tracedCalls } from "../../src/platform/trace.ts";
import type { YooGateway, YooPayment, YooRefund } from "./payments.ts";

export const YOO_API_URL = "https://api.yookassa.ru";
/** The checkout widget's script (yookassa.ru/developers/payment-acceptance/integration-scenarios/widget). */
export const YOO_WIDGET_URL = "https://yookassa.ru/checkout-widget/v1/checkout-widget.js";

type Options = {
  shopId: string;
  secretKey: string;
  apiUrl?: string;
  fetch?: (input: string | URL | Request, init?: RequestInit) => Promise<Response>;
};

/** Kopecks as YooKassa writes amounts ("1234.50"), without floating point. */
export function kopecksToValue(kopecks: number): string {
  return `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, "0")}`;
}

export function valueToKopecks(value: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) throw new Error(`YooKassa sent an amount we cannot read: ${value}`);
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

type RawPayment = {
  id: string;
  status: string;
  paid?: boolean;
  amount: { value: string; currency: string };
  confirmation?: { type: string; confirmation_token?: string };
  payment_method?: { id: string; saved?: boolean };
  metadata?: Record<string, string>;
  created_at?: string;
  captured_at?: string;
  cancellation_details?: { party?: string; reason?: string };
  refunded_amount?: { value: string; currency: string };
};

type RawRefund = { id: string; payment_id: string; status: string; amount: { value: string; currency: string } };

function refund(raw: RawRefund): YooRefund {
  return { id: raw.id, paymentId: raw.payment_id, status: raw.status, amount: valueToKopecks(raw.amount.value) };
}

function payment(raw: RawPayment): YooPayment {
  return {
    id: raw.id,
    status: raw.status,
    paid: Boolean(raw.paid),
    amount: valueToKopecks(raw.amount.value),
    currency: raw.amount.currency,
    confirmationToken: raw.confirmation?.confirmation_token ?? null,
    paymentMethod: raw.payment_method ? { id: raw.payment_method.id, saved: Boolean(raw.payment_method.saved) } : null,
    metadata: raw.metadata ?? {},
    createdAt: raw.created_at ? new Date(raw.created_at) : new Date(),
    capturedAt: raw.captured_at ? new Date(raw.captured_at) : null,
    cancellationReason: raw.cancellation_details?.reason ?? null,
    refundedAmount: raw.refunded_amount ? valueToKopecks(raw.refunded_amount.value) : 0,
  };
}

export function createYooGateway(options: Options): YooGateway {
  const base = `${(options.apiUrl ?? YOO_API_URL).replace(/\/$/, "")}/v3`;
  const send = options.fetch ?? fetch;
  const auth = `Basic ${btoa(`${options.shopId}:${options.secretKey}`)}`;
  const request = async (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) => {
    const res = await send(`${base}${path}`, {
      ...init,
      headers: { authorization: auth, "content-type": "application/json", ...init.headers },
      signal: AbortSignal.timeout(20_000),
    });
    const body = await res.json().catch(() => null) as { description?: string } | null;
    if (!res.ok || !body) {
      // The status goes with the error, as the Stripe SDK's does: a 404 is a payment YooKassa does not have.
      throw Object.assign(new Error(`YooKassa answered ${res.status}: ${body?.description ?? "no description"}`), {
        statusCode: res.status,
      });
    }
    return body;
  };
  const call = async (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
    payment(await request(path, init) as RawPayment);
  // Each call in a span named by the method (`yookassa getPayment`) under the request's (decision 155).
  return tracedCalls(
    "yookassa",
    {
      createPayment: (input) =>
        call("/payments", {
          method: "POST",
          headers: { "idempotence-key": input.idempotenceKey },
          body: JSON.stringify({
            amount: { value: kopecksToValue(input.amount), currency: "RUB" },
            capture: true,
            description: input.description.slice(0, 128),
            metadata: input.metadata,
            ...(input.paymentMethodId
              ? { payment_method_id: input.paymentMethodId }
              : { confirmation: { type: "embedded" }, save_payment_method: input.savePaymentMethod }),
          }),
        }),
      getPayment: (id) => call(`/payments/${encodeURIComponent(id)}`),
      createRefund: async (input) =>
        refund(
          await request("/refunds", {
            method: "POST",
            headers: { "idempotence-key": input.idempotenceKey },
            body: JSON.stringify({
              payment_id: input.paymentId,
              amount: { value: kopecksToValue(input.amount), currency: "RUB" },
            }),
          }) as RawRefund,
        ),
      getRefund: async (id) => refund(await request(`/refunds/${encodeURIComponent(id)}`) as RawRefund),
      listRefunds: async (input) => {
        const found: YooRefund[] = [];
        let cursor: string | undefined;
        // Bounded: a reconciliation reads a few days of refunds, never an endless list.
        for (let page = 0; page < 50; page++) {
          const query = new URLSearchParams({
            "created_at.gte": input.createdSince.toISOString(),
            status: input.status,
            limit: "100",
            ...(cursor ? { cursor } : {}),
          });
          const list = await request(`/refunds?${query}`) as { items?: RawRefund[]; next_cursor?: string };
          found.push(...(list.items ?? []).map(refund));
          cursor = list.next_cursor;
          if (!cursor) break;
        }
        return found;
      },
    } satisfies YooGateway,
  );
}

/** YooKassa's published notification addresses (yookassa.ru/developers/using-api/webhooks#ip). */
const YOO_RANGES_V4: Array<[string, number]> = [
  ["185.71.76.0", 27],
  ["185.71.77.0", 27],
  ["77.75.153.0", 25],
  ["77.75.156.11", 32],
  ["77.75.156.35", 32],
  ["77.75.154.128", 25],
];

function ipv4ToInt(ip: string): number | null {
  const parts = ip.split(".");
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p) || Number(p) > 255)) return null;
  return parts.reduce((n, p) => n * 256 + Number(p), 0);
}

/** An IPv6 address as its eight 16-bit groups (with "::" and a dotted IPv4 tail), or null when it is not one. */
function ipv6Groups(ip: string): number[] | null {
  let text = ip;
  const dotted = /:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (dotted) {
    // A dotted IPv4 tail (::ffff:185.71.76.5) is the last two groups written another way.
    const v4 = ipv4ToInt(dotted[1]);
    if (v4 === null) return null;
    text = `${text.slice(0, dotted.index + 1)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const read = (part: string) => (part === "" ? [] : part.split(":"));
  const head = read(halves[0]);
  const rest = halves.length === 2 ? read(halves[1]) : [];
  if ([...head, ...rest].some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  const known = head.length + rest.length;
  if (halves.length === 1 ? known !== 8 : known > 7) return null;
  return [
    ...head.map((g) => parseInt(g, 16)),
    ...new Array<number>(8 - known).fill(0),
    ...rest.map((g) => parseInt(g, 16)),
  ];
}

function inV4Ranges(v4: number): boolean {
  return YOO_RANGES_V4.some(([base, bits]) => {
    const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
    return ((v4 & mask) >>> 0) === ((ipv4ToInt(base)! & mask) >>> 0);
  });
}

/** True for YooKassa's notification addresses: its IPv4 ranges (also IPv4-mapped, ::ffff:a.b.c.d) and 2a02:5180::/32. */
export function isYooKassaAddress(address: string): boolean {
  const ip = address.trim().toLowerCase().replace(/^\[(.*)\]$/, "$1").replace(/%.*$/, "");
  const v4 = ipv4ToInt(ip);
  if (v4 !== null) return inV4Ranges(v4);
  const groups = ipv6Groups(ip);
  if (!groups) return false;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return inV4Ranges(((groups[6] << 16) >>> 0) + groups[7]);
  }
  return groups[0] === 0x2a02 && groups[1] === 0x5180;
}
