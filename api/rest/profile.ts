// Avatars (spec 02 §5: images only, at most 2 MB), as a form upload: a 2 MB file does not belong in a GraphQL body.
// Mounted at /api/profile, behind the session middleware and the same-origin check.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Db } from "../../db/client.ts";
import { requireUser } from "../../src/domain/authorization.ts";
import { AVATAR_MAX_BYTES } from "../../src/domain/profile.ts";
import { viewerOf } from "../../src/server/session.ts";
import { type FileStorage, sniffImage } from "../integrations/file-storage.ts";
import { setAvatar } from "../services/profile.ts";
import { answerAccessDenied } from "./authorize.ts";

export function profileRestApp({ db, storage }: { db: Db; storage: FileStorage }) {
  const app = new Hono();
  app.onError(answerAccessDenied);

  app.post(
    "/avatar",
    // Room for the multipart envelope around a file of the largest allowed size.
    bodyLimit({
      maxSize: AVATAR_MAX_BYTES + 64 * 1024,
      onError: (c) => c.json({ error: { name: "TOO_LARGE", i18nKey: "errors.avatarTooLarge" } }, 413),
    }),
    async (c) => {
      const userId = requireUser(viewerOf(c));
      const file = (await c.req.formData().catch(() => null))?.get("file");
      if (!(file instanceof File)) {
        return c.json({ error: { name: "BAD_USER_INPUT", i18nKey: "errors.avatarType" } }, 400);
      }
      if (file.size > AVATAR_MAX_BYTES) {
        return c.json({ error: { name: "TOO_LARGE", i18nKey: "errors.avatarTooLarge" } }, 413);
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      // The declared type is the client's word; the bytes decide.
      const image = sniffImage(bytes);
      if (!image) return c.json({ error: { name: "BAD_TYPE", i18nKey: "errors.avatarType" } }, 415);
      const url = await storage.put(`avatars/${userId}/${crypto.randomUUID()}.${image.ext}`, bytes, image.type);
      await setAvatar(db, userId, url);
      return c.json({ avatarSrc: url });
    },
  );

  return app;
}
