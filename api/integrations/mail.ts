// Sending mail: an HTTP provider in production (MAIL_API_URL + MAIL_API_KEY), else the outbox table that a developer
// reads at /dev/outbox. The console only says that a message went out: links carry tokens, and tokens never go to
// logs.
import { desc } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema/index.ts";

export type Mail = { to: string; subject: string; text: string; html: string };
export type Mailer = { send(mail: Mail): Promise<void>; kind: "http" | "outbox" };

export function createOutboxMailer(db: DbOrTx, log: (line: string) => void = (line) => console.log(line)): Mailer {
  return {
    kind: "outbox",
    async send(mail) {
      await db.insert(mailOutbox).values(mail);
      log(`mail: "${mail.subject}" to ${mail.to.replace(/^(.).*(@.*)$/, "$1…$2")} is in the dev outbox (/dev/outbox)`);
    },
  };
}

export function createHttpMailer(options: { url: string; apiKey: string; from: string }): Mailer {
  return {
    kind: "http",
    async send(mail) {
      const res = await fetch(options.url, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${options.apiKey}` },
        body: JSON.stringify({ from: options.from, ...mail }),
      });
      if (!res.ok) throw new Error(`mail provider answered ${res.status}`);
    },
  };
}

export async function readOutbox(db: DbOrTx, limit = 50) {
  return await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}

/** Text made safe inside a mail's HTML (names, reasons and messages people typed). */
export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
