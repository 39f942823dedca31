// The client's session check (the spec's GET /api/auth/session), mounted at /api/auth beside the Google sign-in.
import { Hono } from "hono";
import type { Db } from "../../db/client.ts";
import { viewerOf } from "../../src/platform/request-viewer.ts";
import { findUser, type User } from "../services/auth/accounts.ts";

/** The signed-in user as the session endpoint (GET /api/auth/session) answers it. */
function publicUser(user: User) {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    isFellow: user.isFellow,
    avatarSrc: user.avatarUrl,
    language: user.language,
  };
}

export function authRestApp({ db }: { db: Db }) {
  const app = new Hono();

  // The signed-in user, or null for a visitor (not a refusal); never cached, since it changes on sign-in and out.
  app.get("/session", async (c) => {
    c.header("cache-control", "no-store");
    const { userId } = viewerOf(c);
    const user = userId ? await findUser(db, userId) : null;
    return c.json({ user: user ? publicUser(user) : null });
  });

  return app;
}
