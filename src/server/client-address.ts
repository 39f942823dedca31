// The address a request came from, for rate limits and view counting. It is the TCP peer that Deno.serve reports
// (on Deno Deploy that is already the visitor's address). Forwarded headers are believed only when that peer is a
// proxy named in TRUSTED_PROXIES; then X-Forwarded-For is read from the right, skipping trusted hops, so a client
// cannot pick its own address by prepending entries.
import type { Context } from "hono";

/** Deno.serve's ServeHandlerInfo, which Hono's Deno adapter passes as the context's env. */
type ConnEnv = { remoteAddr?: { hostname?: string } } | undefined;

/** "::ffff:10.0.0.1" and "10.0.0.1" are one address; IPv6 compared lower-cased. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim().replace(/^\[|\]$/g, "").toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(trimmed);
  return mapped ? mapped[1] : trimmed;
}

/** Parses TRUSTED_PROXIES: exact addresses separated by commas or spaces. */
export function parseTrustedProxies(value: string | undefined): string[] {
  return (value ?? "").split(/[\s,]+/).filter(Boolean).map(normalizeAddress);
}

/** The connection's peer address, or null when there is no connection (an in-process request). */
export function peerAddress(c: Context): string | null {
  const hostname = (c.env as ConnEnv)?.remoteAddr?.hostname;
  return hostname ? normalizeAddress(hostname) : null;
}

export function clientAddress(c: Context, trustedProxies: readonly string[]): string {
  const peer = peerAddress(c);
  if (!peer) return "unknown";
  if (!trustedProxies.includes(peer)) return peer;
  const hops = (c.req.header("x-forwarded-for") ?? "").split(",").map(normalizeAddress).filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    if (!trustedProxies.includes(hops[i])) return hops[i];
  }
  return hops[0] ?? peer;
}
