// Session and mailed-link tokens the way the lucia guide builds them on @oslojs: random bytes out, only a SHA-256 in.
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase64urlNoPadding, encodeHexLowerCase } from "@oslojs/encoding";

/** A random token for a cookie or a mailed link: 32 random bytes (256 bits), base64url without padding. */
export function randomToken(): string {
  return encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32)));
}

/**
 * What the database keeps instead of a token: the SHA-256 of its UTF-8 bytes, lowercase hex. Stored session and
 * token ids are exactly this string, so its output must never change.
 */
export function sha256Hex(text: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(text)));
}
