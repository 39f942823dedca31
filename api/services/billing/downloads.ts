// Paid files are downloaded through short-lived signed links: /api/billing/files/{id}?exp=…&sig=… where sig is an
// HMAC-SHA256 of the id and expiry under the server's secret. The link is minted only for a buyer (the resolver
// checks the paid order), works for ten minutes, and the storage key never leaves the server.
import { encodeBase64urlNoPadding } from "@oslojs/encoding";

/** How long a download link works. */
export const DOWNLOAD_LINK_SECONDS = 600;

export type FileSigner = {
  /** A site path that downloads the file until it expires. */
  sign(fileId: number, now: Date): Promise<string>;
  /** True when the signature matches and the link has not expired. */
  verify(fileId: number, exp: string, sig: string, now: Date): Promise<boolean>;
};

export function createFileSigner(secret: string | undefined): FileSigner {
  // Without a configured secret (development), a per-process key: links stop working at restart, nothing else.
  const keyBytes = secret ? new TextEncoder().encode(secret) : crypto.getRandomValues(new Uint8Array(32));
  const key = crypto.subtle.importKey("raw", keyBytes, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
  const mac = async (fileId: number, exp: number) =>
    new Uint8Array(
      await crypto.subtle.sign("HMAC", await key, new TextEncoder().encode(`product-file:${fileId}:${exp}`)),
    );
  return {
    async sign(fileId, now) {
      const exp = Math.floor(now.getTime() / 1000) + DOWNLOAD_LINK_SECONDS;
      return `/api/billing/files/${fileId}?exp=${exp}&sig=${encodeBase64urlNoPadding(await mac(fileId, exp))}`;
    },
    async verify(fileId, exp, sig, now) {
      if (!/^\d{1,12}$/.test(exp) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return false;
      const expires = Number(exp);
      if (expires * 1000 <= now.getTime()) return false;
      const expected = encodeBase64urlNoPadding(await mac(fileId, expires));
      // Constant-time comparison of equal-length strings.
      let diff = 0;
      for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ sig.charCodeAt(i);
      return diff === 0 && expected.length === sig.length;
    },
  };
}
