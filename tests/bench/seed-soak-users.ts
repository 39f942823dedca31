// Adds the soak's signed-in visitors to its database (tests/bench/soak.ts), as seed-bench-user.ts adds the bench's: N
// confirmed registered users soak-1@fellows.test … soak-N@fellows.test with one known password. Several, because the
// per-user rate limits (tracker writes, AI runs per hour) are the product's, and a 20-minute soak at a steady rate
// would meet them with one user.
// `deno run -A tests/bench/seed-soak-users.ts <postgres:// URL> <WebSocket proxy URL> <N>`
import { connect } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { hashPassword } from "../../api/services/auth/passwords.ts";

export const SOAK_PASSWORD = "soak-password-1";
export const soakEmail = (i: number) => `soak-${i}@fellows.test`;
/** How the soak finds its users' rows when it counts them (SQL LIKE). */
export const SOAK_EMAIL_PATTERN = "soak-%@fellows.test";

if (import.meta.main) {
  const [url, wsProxy, count] = Deno.args;
  const database = await connect({ kind: "postgres", url, wsProxy });
  const passwordHash = await hashPassword(SOAK_PASSWORD);
  await database.db.insert(users).values(
    Array.from({ length: Number(count) }, (_, i) => ({
      email: soakEmail(i + 1),
      emailVerified: true,
      firstName: "Soak",
      lastName: `User ${i + 1}`,
      passwordHash,
    })),
  ).onConflictDoNothing();
  await database.close();
}
