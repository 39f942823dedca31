// Adds the bench's own signed-in visitor to the bench database before the production server starts (production
// refuses the demo accounts, whose password is public): a confirmed registered user with a known password.
import { connect } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { hashPassword } from "../../api/services/auth/passwords.ts";

export const BENCH_USER = { email: "bench@fellows.test", password: "bench-password-1" };

if (import.meta.main) {
  const database = await connect({ kind: "pglite", dir: Deno.args[0] });
  await database.db.insert(users).values({
    email: BENCH_USER.email,
    emailVerified: true,
    firstName: "Bench",
    lastName: "User",
    passwordHash: await hashPassword(BENCH_USER.password),
  }).onConflictDoNothing();
  await database.close();
}
