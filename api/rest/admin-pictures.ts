// POST /api/admin/pictures: a picture for an article (its cover, or one inside its text), as a form upload (field
// "file"): JPEG, PNG or WebP of at most 5 MB, decided by its bytes (src/domain/image-header.ts), not by its name or
// declared type. Stored through FileStorage under a random key; the answer is its public address ({ url }), which the
// rich-text allow-list accepts (a site path /uploads/… or the bucket's https address). Only a team member who works
// on content, with a password proven within the last 30 minutes (as for any /admin write), and rate-limited; mounted
// behind the session middleware and the same-origin check.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Db } from "../../db/client.ts";
import { AccessDenied, decideAdminOperation, isSignInFresh } from "../../src/domain/authorization.ts";
import {
  ADMIN_PICTURE_MAX_BYTES,
  ADMIN_PICTURE_MAX_SIDE,
  ADMIN_PICTURE_TYPES,
} from "../../src/domain/admin-articles.ts";
import { inspectImage } from "../../src/domain/image-header.ts";
import { isAllowedPictureSrc } from "../../src/domain/rich-text.ts";
import { viewerOf } from "../../src/platform/request-viewer.ts";
import type { FileStorage } from "../integrations/file-storage.ts";
import { sessionAuthenticatedAt } from "../services/auth/sessions.ts";
import { hit, LIMITS } from "../services/rate-limit.ts";
import { answerAccessDenied } from "./authorize.ts";
import { refuse } from "./refusal.ts";

const E = "adminArticles.errors";

export function adminPicturesRestApp(
  { db, storage, now = () => new Date() }: { db: Db; storage: FileStorage; now?: () => Date },
) {
  const app = new Hono();
  app.onError(answerAccessDenied);

  app.post(
    "/",
    // Who asks is decided before the body is read: a refused caller never gets 5 MB parsed.
    async (c, next) => {
      const viewer = viewerOf(c);
      // The same rule as adminSaveArticle: the content area of the authorization table.
      const decision = decideAdminOperation(viewer, "adminSaveArticle");
      if (decision !== "allowed") throw new AccessDenied(decision);
      if (!isSignInFresh(sessionAuthenticatedAt(viewer), now())) {
        return refuse(c, 403, "REAUTHENTICATION_REQUIRED", "admin.errors.reauthenticate");
      }
      if (!(await hit(db, `admin:pictures:${viewer.userId}`, LIMITS.adminPictureUploadsPerUser, now()))) {
        c.header("retry-after", String(LIMITS.adminPictureUploadsPerUser.windowSeconds));
        return refuse(c, 429, "TOO_MANY_REQUESTS", "errors.TOO_MANY_REQUESTS");
      }
      await next();
    },
    // Room for the multipart envelope around a file of the largest allowed size.
    bodyLimit({
      maxSize: ADMIN_PICTURE_MAX_BYTES + 64 * 1024,
      onError: (c) => refuse(c, 413, "TOO_LARGE", `${E}.pictureTooLarge`),
    }),
    async (c) => {
      const file = (await c.req.formData().catch(() => null))?.get("file");
      if (!(file instanceof File)) return refuse(c, 400, "BAD_USER_INPUT", `${E}.pictureType`);
      if (file.size > ADMIN_PICTURE_MAX_BYTES) return refuse(c, 413, "TOO_LARGE", `${E}.pictureTooLarge`);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const image = inspectImage(bytes, ADMIN_PICTURE_MAX_SIDE);
      if (!image.ok) {
        return image.reason === "type"
          ? refuse(c, 415, "BAD_TYPE", `${E}.pictureType`)
          : image.reason === "dimensions"
          ? refuse(c, 422, "TOO_MANY_PIXELS", `${E}.pictureDimensions`)
          : refuse(c, 422, "BAD_IMAGE", `${E}.pictureInvalid`);
      }
      if (!(ADMIN_PICTURE_TYPES as readonly string[]).includes(image.ext)) {
        return refuse(c, 415, "BAD_TYPE", `${E}.pictureType`);
      }
      const url = await storage.put(`articles/${crypto.randomUUID()}.${image.ext}`, bytes, image.type);
      // The address goes into an article's HTML: it must be one the sanitizer keeps.
      if (!isAllowedPictureSrc(url)) throw new Error("file storage answered an address pictures may not use");
      return c.json({ url, width: image.width, height: image.height });
    },
  );

  return app;
}
