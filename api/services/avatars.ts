// The profile photo: one current file per user, a bounded number of uploads per hour, and only clean images of a
// bounded pixel size (decision 042). The REST handler turns the answers into HTTP.
import type { Db } from "../../db/client.ts";
import { type ImageRefusal, inspectImage } from "../../src/domain/image-header.ts";
import type { FileStorage } from "../integrations/file-storage.ts";
import { setAvatar } from "./profile.ts";
import { hit, LIMITS } from "./rate-limit.ts";

export type AvatarAnswer =
  | { avatarSrc: string }
  | { error: ImageRefusal }
  /** The hourly upload limit is spent; `retryAfterSeconds` is when its window ends. */
  | { error: "TOO_MANY_REQUESTS"; retryAfterSeconds: number };

/**
 * Each refusal as both doors answer it (POST /api/profile/avatar and GraphQL's uploadSingleFile): the HTTP status, a
 * stable name and the dictionary key the client shows.
 */
export const AVATAR_REFUSALS: Record<
  Extract<AvatarAnswer, { error: string }>["error"],
  { status: 415 | 422 | 429; name: string; i18nKey: string }
> = {
  type: { status: 415, name: "BAD_TYPE", i18nKey: "errors.avatarType" },
  malformed: { status: 422, name: "BAD_IMAGE", i18nKey: "errors.avatarInvalid" },
  trailing: { status: 422, name: "BAD_IMAGE", i18nKey: "errors.avatarInvalid" },
  markup: { status: 422, name: "BAD_IMAGE", i18nKey: "errors.avatarInvalid" },
  dimensions: { status: 422, name: "TOO_MANY_PIXELS", i18nKey: "errors.avatarDimensions" },
  TOO_MANY_REQUESTS: { status: 429, name: "TOO_MANY_REQUESTS", i18nKey: "errors.avatarTooMany" },
};

/**
 * Stores `bytes` as the user's photo. Every attempt counts towards the limit, refused ones too (each costs a parse).
 * Order: the new file is stored, the user row points at it, then the previous file is deleted; a failed delete is
 * logged (an orphaned file, not a broken profile), and a failed row update deletes the new file again.
 */
export async function replaceAvatar(
  db: Db,
  storage: FileStorage,
  userId: string,
  bytes: Uint8Array,
  now = new Date(),
): Promise<AvatarAnswer> {
  const limit = LIMITS.avatarUploadsPerUser;
  if (!(await hit(db, `avatar:user:${userId}`, limit, now))) {
    const windowMs = limit.windowSeconds * 1000;
    return { error: "TOO_MANY_REQUESTS", retryAfterSeconds: Math.ceil((windowMs - (now.getTime() % windowMs)) / 1000) };
  }
  const image = inspectImage(bytes);
  if (!image.ok) return { error: image.reason };

  const folder = `avatars/${userId}/`;
  const key = `${folder}${crypto.randomUUID()}.${image.ext}`;
  const url = await storage.put(key, bytes, image.type);
  let previous: string | null;
  try {
    previous = await setAvatar(db, userId, url, now);
  } catch (error) {
    await storage.delete(key).catch((e) => console.error("avatar: could not delete the unused new file:", message(e)));
    throw error;
  }
  // Only a file of this user's own folder in this storage: a seeded or Google photo URL is not ours to delete.
  const previousKey = previous ? storage.keyOf(previous) : null;
  if (previousKey && previousKey !== key && previousKey.startsWith(folder)) {
    await storage.delete(previousKey).catch((e) =>
      console.error(`avatar: could not delete the previous file ${previousKey}:`, message(e))
    );
  }
  return { avatarSrc: url };
}

const message = (error: unknown) => error instanceof Error ? error.message : String(error);
