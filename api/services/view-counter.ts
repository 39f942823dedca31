// Who counts as one viewer for the view counters (jobs.views, articles.views: the "popular" sort): one view per viewer
// per item per UTC day, kept in job_views / article_views.
import { encodeHexLowerCase } from "@oslojs/encoding";

/**
 * The server-side salt for hashed addresses: random per process and never stored or sent, so a stored key cannot be
 * turned back into an address by trying all addresses. A restart (or a second isolate) draws a new salt, so an
 * address can count once more that day on each: still bounded, never open (decision 044).
 */
const PROCESS_SALT = encodeHexLowerCase(crypto.getRandomValues(new Uint8Array(32)));

/**
 * A signed-in viewer is their user id; anyone else is a SHA-256 of their address and the salt (the address itself
 * is never stored). No address at all (a render without a request) shares one key, so it counts once.
 */
export async function viewerKeyOf(
  viewer: { userId: string | null },
  address: string | undefined,
  salt = PROCESS_SALT,
): Promise<string> {
  if (viewer.userId) return `user:${viewer.userId}`;
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(`${salt}\n${address ?? "unknown"}`),
  );
  return `addr:${encodeHexLowerCase(new Uint8Array(digest))}`;
}

/** The UTC day a view belongs to, as the `day` column stores it. */
export const viewDay = (now: Date) => now.toISOString().slice(0, 10);
