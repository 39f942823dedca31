// Development only, on the local payment fakes: POST /dev/renewal {"email": …} renews that member's membership now
// (decision 203), so a renewal's receipt can be seen in /dev/outbox. `deno task demo:renewal EMAIL` calls it.
import { Hono } from "hono";
import * as v from "valibot";
import type { Db } from "../../db/client.ts";
import type { Payments } from "../integrations/payments.ts";
import type { RefundHold } from "../services/promoters/commissions.ts";
import type { Mailer } from "../integrations/mail.ts";
import type { createStripeFake } from "../integrations/fakes/stripe-fake.ts";
import { renewMembershipNow } from "../services/billing/demo-renewal.ts";

const BodySchema = v.object({ email: v.pipe(v.string(), v.trim(), v.email(), v.maxLength(320)) });

export function devRenewalRestApp(deps: {
  db: Db;
  payments: Payments;
  /** The commission ledger's refund hold, for the renewal the demo runs. */
  commissions: RefundHold;
  mailer: Mailer;
  origin: string;
  stripeFake: ReturnType<typeof createStripeFake> | undefined;
  /** Whether a fake stands in for each provider: the route exists only when every configured provider is a fake. */
  fakesOnly: boolean;
  isProduction: boolean;
  now: () => Date;
}) {
  const app = new Hono();
  if (deps.isProduction || !deps.fakesOnly) return app;
  app.post("/renewal", async (c) => {
    c.header("cache-control", "no-store");
    const body = v.safeParse(BodySchema, await c.req.json().catch(() => null));
    if (!body.success) return c.json({ error: 'Send {"email": "…"}, the member\'s email.' }, 400);
    const result = await renewMembershipNow(deps.db, { ...deps, now: deps.now() }, body.output.email);
    if ("error" in result) {
      const why = {
        NO_USER: "No user has this email.",
        NO_MEMBERSHIP: "This user has no active membership: join the club first (/subscribe/).",
        NO_FAKE: "This membership's provider is not the local fake.",
      }[result.error];
      return c.json({ error: why }, 404);
    }
    return c.json({ ...result, receipts: `${deps.origin}/dev/outbox` });
  });
  return app;
}
