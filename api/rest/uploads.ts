// Stored files from the local disk (STORAGE_LOCAL_DIR), mounted at /uploads. Its own sub-app rather than part of
// profile.ts: it serves whatever file storage holds (avatars today, not only them), needs no viewer, and exists
// only for local storage (S3 serves its own files).
import { Hono } from "hono";
import { basePath } from "hono/route";
import { IMAGE_TYPES } from "../../src/domain/image-header.ts";
import type { FileStorage } from "../integrations/file-storage.ts";

/** How every stored file is answered: never sniffed, never a document, no script, no plugin, no form. */
export const UPLOAD_HEADERS = {
  "x-content-type-options": "nosniff",
  "content-disposition": "inline",
  "content-security-policy": "default-src 'none'; sandbox",
} as const;

export function uploadsRestApp({ storage }: { storage: FileStorage }) {
  const app = new Hono();
  const read = storage.read;
  if (!read) return app; // Nothing to serve: the app answers as if no route were here.

  app.get("/*", async (c) => {
    const key = c.req.path.slice(basePath(c).length + 1);
    const bytes = await read(key);
    if (!bytes) return c.text("Not found", 404);
    // The stored type: the key's extension was chosen from the checked bytes when the file was stored. Keys are
    // random and files never change: cached for good.
    const ext = key.slice(key.lastIndexOf(".") + 1);
    const type = Object.hasOwn(IMAGE_TYPES, ext)
      ? IMAGE_TYPES[ext as keyof typeof IMAGE_TYPES]
      : "application/octet-stream";
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      ...UPLOAD_HEADERS,
      "content-type": type,
      "cache-control": "public, max-age=31536000, immutable",
    });
  });

  return app;
}
