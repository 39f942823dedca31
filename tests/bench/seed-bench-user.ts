// Adds the bench's own signed-in visitor to the bench database before the production server starts (production
// refuses the demo accounts, whose password is public): a confirmed registered user with a known password.
// `deno run -A tests/bench/seed-bench-user.ts <PGlite directory | postgres:// URL> [WebSocket proxy URL]`
import { connect } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { hashPassword } from "../../api/services/auth/passwords.ts";

export const BENCH_USER = { email: "bench@fellows.test", password: "bench-password-1" };

if (import.meta.main) {
  const [target, wsProxy] = Deno.args;
  const database = await connect(
    /^postgres(ql)?:\/\//.test(target) ? { kind: "postgres", url: target, wsProxy } : { kind: "pglite", dir: target },
  );
  await database.db.insert(users).values({
    email: BENCH_USER.email,
    emailVerified: true,
    firstName: "Bench",
    lastName: "User",
    passwordHash: await hashPassword(BENCH_USER.password),
  }).onConflictDoNothing();
  await database.close();
}
