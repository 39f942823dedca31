// Sending mail: an HTTP provider in production (MAIL_API_URL + MAIL_API_KEY), else the outbox table that a developer
// reads at /dev/outbox. The console only says that a message went out: links carry tokens, and tokens never go to
// logs.
import { tracedCalls } from "../../src/server/trace.ts";
import { desc } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema/index.ts";
import { LINE_BREAKING } from "../../src/domain/validation.ts";

export type Mail = { to: string; subject: string; text: string; html: string };
export type Mailer = {
  send(mail: Mail): Promise<void>;
  kind: "http" | "outbox";
  /**
   * The same mailer for use inside a transaction: the outbox writes its row in that transaction (so a rollback takes
   * the mail back, and PGlite's one connection is not asked twice at once); a provider sends as it always does.
   */
  within?(tx: DbOrTx): Mailer;
};

export function createOutboxMailer(db: DbOrTx, log: (line: string) => void = (line) => console.log(line)): Mailer {
  return {
    kind: "outbox",
    within: (tx) => createOutboxMailer(tx, log),
    async send(mail) {
      await db.insert(mailOutbox).values(mail);
      log(`mail: "${mail.subject}" to ${mail.to.replace(/^(.).*(@.*)$/, "$1…$2")} is in the dev outbox (/dev/outbox)`);
    },
  };
}

export function createHttpMailer(options: { url: string; apiKey: string; from: string }): Mailer {
  // A span for each mail sent (`mail send`, no address on it) under the request's (decision 155).
  return tracedCalls<Mailer>("mail", {
    kind: "http",
    async send(mail) {
      const res = await fetch(options.url, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${options.apiKey}` },
        body: JSON.stringify({ from: options.from, ...mail }),
      });
      if (!res.ok) throw new Error(`mail provider answered ${res.status}`);
    },
  });
}

export async function readOutbox(db: DbOrTx, limit = 50) {
  return await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}

/**
 * A mail header holds one line: what isSingleLine refuses (CR/LF above all) in typed text becomes a space; 200 at most.
 */
export const oneLineHeader = (text: string) => text.replace(LINE_BREAKING, " ").slice(0, 200);

/**
 * Sends mails that go out after the answer (support, applications): each on its own, a failure logged (without the
 * address) and the others still sent.
 */
export async function sendEach(mailer: Mailer, mails: Mail[], what: string): Promise<void> {
  for (const mail of mails) {
    try {
      await mailer.send(mail);
    } catch (error) {
      console.error(`mail: a ${what} mail was not sent:`, error instanceof Error ? error.message : error);
    }
  }
}
