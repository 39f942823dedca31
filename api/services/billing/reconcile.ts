// The hourly reconciliation with YooKassa: what a lost answer or a lost notification left unsettled is asked again.
// Renewal attempts whose answer was lost are asked again under their own key (renewals.ts: one charge per period
// whatever is lost). Every step is idempotent: it records only what YooKassa says, through the same claims the
// notifications use, so a run that repeats one (or races one) changes nothing the second time.
import type { DbOrTx } from "../../../db/client.ts";
import type { Payments } from "../../integrations/payments.ts";
import type { MailLater } from "./events.ts";
import { askAgainUnanswered } from "./renewals.ts";

export async function reconcileYooKassa(
  db: DbOrTx,
  payments: Payments,
  mailLater: MailLater,
  now: Date,
): Promise<Record<string, number>> {
  if (!payments.yoo) return {};
  const asked = await askAgainUnanswered(db, payments, mailLater, now);
  return { renewalsAnswered: asked.answered, renewalsFailed: asked.failed };
}
