// Avatars (spec 02 §5: images only, at most 2 MB), as a form upload; GraphQL's uploadSingleFile (a multipart request,
// api/graphql/uploads.ts) is the same upload by the spec's name, through the same service and checks.
// Mounted at /api/profile, behind the session middleware and the same-origin check. What is refused and why:
// decision 042.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Db } from "../../db/client.ts";
import { requireUser } from "../../src/domain/authorization.ts";
import { AVATAR_MAX_BYTES } from "../../src/domain/profile.ts";
import { viewerOf } from "../../src/platform/request-viewer.ts";
import type { FileStorage } from "../integrations/file-storage.ts";
import { AVATAR_REFUSALS, replaceAvatar } from "../services/avatars.ts";
import { deleteAccount } from "../services/profile.ts";
import type { Payments } from "../integrations/payments.ts";
import { SESSION_COOKIE } from "../services/auth/sessions.ts";
import { deleteCookie } from "hono/cookie";
import { answerAccessDenied } from "./authorize.ts";
import { jsonBodyLimit, refuse } from "./refusal.ts";

export function profileRestApp(
  { db, storage, payments, now = () => new Date() }: {
    db: Db;
    storage: FileStorage;
    payments: Payments;
    now?: () => Date;
  },
) {
  const app = new Hono();
  app.onError(answerAccessDenied);

  app.post(
    "/avatar",
    // Room for the multipart envelope around a file of the largest allowed size.
    bodyLimit({
      maxSize: AVATAR_MAX_BYTES + 64 * 1024,
      onError: (c) => refuse(c, 413, "TOO_LARGE", "errors.avatarTooLarge"),
    }),
    async (c) => {
      const userId = requireUser(viewerOf(c));
      const file = (await c.req.formData().catch(() => null))?.get("file");
      if (!(file instanceof File)) {
        return refuse(c, 400, "BAD_USER_INPUT", "errors.avatarType");
      }
      if (file.size > AVATAR_MAX_BYTES) {
        return refuse(c, 413, "TOO_LARGE", "errors.avatarTooLarge");
      }
      // The declared type is the client's word; the bytes decide.
      const answer = await replaceAvatar(db, storage, userId, new Uint8Array(await file.arrayBuffer()), now());
      if ("avatarSrc" in answer) return c.json({ avatarSrc: answer.avatarSrc });
      const { status, name, i18nKey } = AVATAR_REFUSALS[answer.error];
      if ("retryAfterSeconds" in answer) c.header("retry-after", String(answer.retryAfterSeconds));
      return refuse(c, status, name, i18nKey);
    },
  );

  // Deleting the account (POST {password}): the answer clears the session cookie; the page then goes home.
  app.post("/delete-account", jsonBodyLimit(4 * 1024), async (c) => {
    const userId = requireUser(viewerOf(c));
    const body = await c.req.json().catch(() => null) as { password?: unknown } | null;
    const password = typeof body?.password === "string" ? body.password.slice(0, 200) : "";
    const answer = await deleteAccount(db, { payments, storage }, userId, password, now());
    if ("error" in answer) {
      return answer.error === "WRONG_PASSWORD"
        ? refuse(c, 403, "WRONG_PASSWORD", "profile.deleteWrongPassword")
        : refuse(c, 429, "TOO_MANY_REQUESTS", "errors.TOO_MANY_REQUESTS");
    }
    deleteCookie(c, SESSION_COOKIE, { path: "/" });
    return c.json({ deleted: true });
  });

  return app;
}
