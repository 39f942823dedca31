// Password hashing with PBKDF2-HMAC-SHA256 through WebCrypto (no native addon, so it runs on Deno Deploy) at OWASP's
// current parameters: 600,000 iterations, a 16-byte random salt, a 32-byte key. The stored string names its
// parameters, so they can be raised later and old hashes still verify.
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { decodeBase64, encodeBase64 } from "@oslojs/encoding";

export const PASSWORD_HASH = { algorithm: "pbkdf2-sha256", iterations: 600_000, saltBytes: 16, keyBytes: 32 } as const;

/**
 * How many hashes run at once, how many may wait for a turn, and how long one waits. A hash is ~70–130 ms of a core
 * (WebCrypto runs it on a worker thread), so sign-ins from many addresses at once could otherwise take every core;
 * past the queue the request is answered "busy, try again" at once rather than queued without end.
 */
export const PASSWORD_HASHING = { slots: 2, waiting: 16, waitMs: 5_000 } as const;

/** Thrown when no hashing slot is free within the wait (the API answers TOO_MANY_REQUESTS, errors.SERVER_BUSY). */
export class PasswordHashingBusy extends Error {
  override readonly name = "PasswordHashingBusy";
  constructor() {
    super("Password hashing is busy; try again");
  }
}

let running = 0;
let peak = 0;
const queue: Array<{ start: () => void; timer: ReturnType<typeof setTimeout> }> = [];

/** The most hashes that ever ran at once in this process (tests read it). */
export function passwordHashingPeak(): number {
  return peak;
}

async function withHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < PASSWORD_HASHING.slots) running++;
  else {
    if (queue.length >= PASSWORD_HASHING.waiting) throw new PasswordHashingBusy();
    // A finishing hash hands its slot straight to the first waiter, so `running` never passes `slots`.
    await new Promise<void>((resolve, reject) => {
      const entry = {
        start: () => {
          clearTimeout(entry.timer);
          resolve();
        },
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(entry), 1);
          reject(new PasswordHashingBusy());
        }, PASSWORD_HASHING.waitMs),
      };
      queue.push(entry);
    });
  }
  peak = Math.max(peak, running);
  try {
    return await work();
  } finally {
    const next = queue.shift();
    if (next) next.start();
    else running--;
  }
}

function derive(password: string, salt: Uint8Array, iterations: number, bytes: number): Promise<Uint8Array> {
  return withHashingSlot(() => deriveNow(password, salt, iterations, bytes));
}

async function deriveNow(password: string, salt: Uint8Array, iterations: number, bytes: number): Promise<Uint8Array> {
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
  let saltBytes: Uint8Array, expected: Uint8Array;
  try {
    // Standard padded base64, as hashPassword writes it; anything else is malformed.
    saltBytes = decodeBase64(salt);
    expected = decodeBase64(hash);
  } catch {
    return false;
  }
  const rounds = Number(iterations);
  if (!Number.isSafeInteger(rounds) || rounds < 1 || expected.length === 0) return false;
  const actual = await derive(password, saltBytes, rounds, expected.length);
  return constantTimeEqual(actual, expected);
}

/** A hash of a random password: signing in to a missing account costs the same time as to an existing one. */
let dummy: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  return dummy ??= hashPassword(crypto.randomUUID());
}
