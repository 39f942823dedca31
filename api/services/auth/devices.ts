// Device cookies (OWASP's "slow down online guessing attacks with device cookies"): a browser that proved it knows an
// account — a successful sign-in, or a reset through the mailed link — keeps a signed cookie naming that account.
// Guesses from browsers without one count against a per-account ceiling; the owner's own browser never does, so
// guessing from many addresses cannot lock the owner out, and a new browser gets in through the mailed reset link.
import { encodeBase64urlNoPadding } from "@oslojs/encoding";

export const DEVICE_COOKIE = "fellows_device";
/** A year: the cookie only says "this browser knew the account", it signs nobody in. */
export const DEVICE_COOKIE_SECONDS = 365 * 24 * 3600;

export type DeviceSigner = {
  /** A new cookie value for this account (its normalized email). */
  issue(email: string): Promise<string>;
  /** Whether the cookie value was issued by this server for this account. */
  isFor(email: string, value: string | null | undefined): Promise<boolean>;
};

export function createDeviceSigner(secret: string | undefined): DeviceSigner {
  // Without a configured secret (development), a per-process key: known browsers are forgotten at restart.
  const keyBytes = secret ? new TextEncoder().encode(`device:${secret}`) : crypto.getRandomValues(new Uint8Array(32));
  const key = crypto.subtle.importKey("raw", keyBytes, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = async (email: string, nonce: string) =>
    encodeBase64urlNoPadding(
      new Uint8Array(await crypto.subtle.sign("HMAC", await key, new TextEncoder().encode(`${email}|${nonce}`))),
    );
  return {
    async issue(email) {
      const nonce = encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(16)));
      return `${nonce}.${await mac(email, nonce)}`;
    },
    async isFor(email, value) {
      const match = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value ?? "");
      if (!match) return false;
      const expected = await mac(email, match[1]);
      let diff = 0;
      for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ match[2].charCodeAt(i);
      return diff === 0;
    },
  };
}
