// Password hashing with PBKDF2-HMAC-SHA256 through WebCrypto (no native addon, so it runs on Deno Deploy) at OWASP's
// current parameters: 600,000 iterations, a 16-byte random salt, a 32-byte key. The stored string names its
// parameters, so they can be raised later and old hashes still verify.
import { decodeBase64, encodeBase64 } from "./encoding.ts";

export const PASSWORD_HASH = { algorithm: "pbkdf2-sha256", iterations: 600_000, saltBytes: 16, keyBytes: 32 } as const;

async function derive(password: string, salt: Uint8Array, iterations: number, bytes: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt: salt as BufferSource, iterations },
    key,
    bytes * 8,
  );
  return new Uint8Array(bits);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(PASSWORD_HASH.saltBytes));
  const hash = await derive(password, salt, PASSWORD_HASH.iterations, PASSWORD_HASH.keyBytes);
  return `${PASSWORD_HASH.algorithm}$${PASSWORD_HASH.iterations}$${encodeBase64(salt)}$${encodeBase64(hash)}`;
}

/** Compares in constant time; a malformed stored value never verifies. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, iterations, salt, hash] = stored.split("$");
  if (algorithm !== PASSWORD_HASH.algorithm || !salt || !hash) return false;
  const expected = decodeBase64(hash);
  const actual = await derive(password, decodeBase64(salt), Number(iterations), expected.length);
  return constantTimeEqual(actual, expected);
}

export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i] ^ b[i];
  return diff === 0;
}

/** A hash of a random password: signing in to a missing account costs the same time as to an existing one. */
let dummy: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  return dummy ??= hashPassword(crypto.randomUUID());
}
