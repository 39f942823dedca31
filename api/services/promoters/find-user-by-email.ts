// An account by its email (normalised as sign-in does).
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { users } from "../../../db/schema/index.ts";
import { normalizeEmail } from "../auth/accounts.ts";

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [user] = await db.select({ id: users.id, email: users.email }).from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return user ?? null;
}
