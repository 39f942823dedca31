// Mail that must not be lost (decision 169): queued in the transaction of the work it tells of (so the work and its
// mail commit together), then delivered with retries. Each attempt holds a lease on its row; a sender stopped between
// taking a mail and recording it as sent (a kill, a deploy) leaves the lease to expire, and the mail is due again. A
// mail is therefore sent at least once: a stop after the provider accepted it and before `sent_at` was written sends
// it a second time, which is preferred to never.
import { and, asc, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { mailQueue } from "../../db/schema/index.ts";
import type { Mail, Mailer } from "../integrations/mail.ts";

/** How long one attempt may take before the mail counts as abandoned and is due again. */
export const MAIL_LEASE_MS = 10 * 60_000;
/** The wait after the n-th failed attempt: 5 minutes, doubling, at most 6 hours. */
export const retryDelayMs = (attempts: number) => Math.min(5 * 60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);

/** Queues a mail once per key (a second call with the key does nothing). Call it inside the work's transaction. */
export async function enqueueMail(tx: DbOrTx, key: string, mail: Mail, now: Date): Promise<void> {
  await tx.insert(mailQueue).values({ key, ...mail, nextAttemptAt: now, createdAt: now }).onConflictDoNothing();
}

/**
 * Sends every queued mail that is due (unsent, its next attempt reached, no live lease), each under a lease taken by a
 * conditional update, so two senders never send one mail at once. A failure is recorded with the next attempt's time.
 */
export async function deliverQueuedMail(
  db: DbOrTx,
  mailer: Mailer,
  now: Date,
  options: { limit?: number } = {},
): Promise<{ sent: number; failed: number }> {
  const due = and(
    isNull(mailQueue.sentAt),
    lte(mailQueue.nextAttemptAt, now),
    or(isNull(mailQueue.leaseUntil), lt(mailQueue.leaseUntil, now)),
  );
  const waiting = await db.select({ id: mailQueue.id }).from(mailQueue).where(due)
    .orderBy(asc(mailQueue.createdAt)).limit(options.limit ?? 200);
  let sent = 0;
  let failed = 0;
  for (const { id } of waiting) {
    const lease = new Date(now.getTime() + MAIL_LEASE_MS);
    const [mail] = await db.update(mailQueue)
      .set({ leaseUntil: lease, attempts: sql`${mailQueue.attempts} + 1` })
      .where(and(eq(mailQueue.id, id), due)).returning();
    if (!mail) continue;
    try {
      await mailer.send({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      await db.update(mailQueue).set({ sentAt: now, leaseUntil: null, lastError: null })
        .where(eq(mailQueue.id, id));
      sent++;
    } catch (error) {
      failed++;
      const message = error instanceof Error ? error.message : String(error);
      await db.update(mailQueue).set({
        leaseUntil: null,
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(mail.attempts)),
        lastError: message.slice(0, 500),
      }).where(eq(mailQueue.id, id));
      // No address or content in the log: the key names what the mail is about.
      console.warn(`mail queue: "${mail.key}" was not sent (attempt ${mail.attempts}): ${message}`);
    }
  }
  return { sent, failed };
}
