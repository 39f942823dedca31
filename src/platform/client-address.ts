// The address a request came from, for rate limits and view counting. It is the TCP peer that Deno.serve reports
// (on Deno Deploy that is already the visitor's address). Forwarded headers are believed only when that peer is a
// proxy named in TRUSTED_PROXIES; then X-Forwarded-For is read from the right, skipping trusted hops, so a client
// cannot pick its own address by prepending entries.
import type { Context } from "hono";
import { getConnInfo } from "hono/deno";

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

/**
 * The connection's peer address (Hono's getConnInfo reads Deno.serve's remoteAddr), or null when there is no
 * connection: an in-process request (app.request) has no remoteAddr, on which getConnInfo would throw.
 */
export function peerAddress(c: Context): string | null {
  if (!(c.env as { remoteAddr?: unknown } | undefined)?.remoteAddr) return null;
  const hostname = getConnInfo(c).remote.address;
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

/** The eight 16-bit groups of an IPv6 address (with "::" and a trailing dotted IPv4 expanded), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address;
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const bytes = dotted.slice(1).map(Number);
    if (bytes.some((b) => b > 255)) return null;
    text = `${text.slice(0, dotted.index)}${((bytes[0] << 8) | bytes[1]).toString(16)}:${
      ((bytes[2] << 8) | bytes[3]).toString(16)
    }`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const part = (s: string) => (s ? s.split(":") : []);
  const head = part(halves[0]);
  const tail = halves.length === 2 ? part(halves[1]) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => parseInt(g, 16));
}

/**
 * The unit rate limits count: an IPv4 address as it is, an IPv6 address by its /64 (one subscriber is routed a
 * whole /64, so counting single IPv6 addresses would give one client 2^64 buckets).
 */
export function addressGroup(address: string): string {
  const normalized = normalizeAddress(address);
  if (!normalized.includes(":")) return normalized;
  const groups = ipv6Groups(normalized);
  if (!groups) return normalized;
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(":")}::/64`;
}
