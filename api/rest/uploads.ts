// Stored files from the local disk (STORAGE_LOCAL_DIR), mounted at /uploads. Its own sub-app rather than part of
// profile.ts: it serves whatever file storage holds (avatars today, not only them), needs no viewer, and exists
// only for local storage (S3 serves its own files).
import { Hono } from "hono";
import { basePath } from "hono/route";
import { type FileStorage, sniffImage } from "../integrations/file-storage.ts";

export function uploadsRestApp({ storage }: { storage: FileStorage }) {
  const app = new Hono();
  const read = storage.read;
  if (!read) return app; // Nothing to serve: the app answers as if no route were here.

  app.get("/*", async (c) => {
    const bytes = await read(c.req.path.slice(basePath(c).length + 1));
    if (!bytes) return c.text("Not found", 404);
    // Keys are random and files never change: cached for good; the type from the bytes, and no script may run.
    const type = sniffImage(bytes)?.type ?? "application/octet-stream";
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      "content-type": type,
      "cache-control": "public, max-age=31536000, immutable",
      "content-security-policy": "default-src 'none'",
    });
  });

  return app;
}
