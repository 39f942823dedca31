// Sending mail: an HTTP provider (MAIL_API_URL + MAIL_API_KEY; production requires one), else — outside production —
// the outbox table that a developer reads at /dev/outbox. A mail that carries a secret link (a verification, email
// change or reset token) names the token (`secret`): the provider gets the link whole, while the outbox stores it
// sealed, so a copy of the database (a backup, a dump, a shared dev machine) holds no usable link (decision 181). The
// console only says that a message went out: links carry tokens, and tokens never go to logs.
import { tracedCalls } from "../../src/platform/trace.ts";
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import { desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema/index.ts";
import { LINE_BREAKING } from "../../src/domain/validation.ts";

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The single-use token the mail's link carries, when it carries one: never stored readable. */
  secret?: string;
};
/** A stored or delivered mail's fields (what the outbox table and the provider hold). */
export type MailCopy = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  send(mail: Mail): Promise<void>;
  kind: "http" | "outbox";
  /**
   * The same mailer for use inside a transaction: the outbox writes its row in that transaction (so a rollback takes
   * the mail back, and PGlite's one connection is not asked twice at once); a provider sends as it always does.
   */
  within?(tx: DbOrTx): Mailer;
  /**
   * The outbox only: a stored mail with its sealed links opened — by the process that sealed them (its key lives in
   * memory only); a link sealed by an earlier run stays sealed.
   */
  open?<T extends MailCopy>(mail: T): Promise<T>;
};

/** A sealed token in a stored mail: `sealed.` and the base64url of the AES-GCM IV and ciphertext. */
const SEALED = /sealed\.([A-Za-z0-9_-]{20,400})/g;

type Sealer = { seal(secret: string): Promise<string>; open(text: string): Promise<string> };

/** AES-GCM with a key made for this outbox mailer, in this process's memory only (never exported or stored). */
function createSealer(): Sealer {
  const key = crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"]);
  const openOne = async (sealed: string): Promise<string | null> => {
    try {
      const bytes = decodeBase64urlIgnorePadding(sealed);
      const plain = await crypto.subtle.decrypt(
        { name: "AES-GCM", iv: bytes.slice(0, 12) },
        await key,
        bytes.slice(12),
      );
      return new TextDecoder().decode(plain);
    } catch {
      return null; // sealed by another run (another key), or not a seal at all
    }
  };
  return {
    async seal(secret) {
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const sealed = new Uint8Array(
        await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await key, new TextEncoder().encode(secret)),
      );
      const bytes = new Uint8Array(12 + sealed.byteLength);
      bytes.set(iv);
      bytes.set(sealed, 12);
      return `sealed.${encodeBase64urlNoPadding(bytes)}`;
    },
    async open(text) {
      const found = [...new Set([...text.matchAll(SEALED)].map((m) => m[1]))];
      let opened = text;
      for (const sealed of found) {
        const secret = await openOne(sealed);
        if (secret !== null) opened = opened.replaceAll(`sealed.${sealed}`, secret);
      }
      return opened;
    },
  };
}

export function createOutboxMailer(
  db: DbOrTx,
  log: (line: string) => void = (line) => console.log(line),
  sealer: Sealer = createSealer(),
): Mailer {
  return {
    kind: "outbox",
    within: (tx) => createOutboxMailer(tx, log, sealer),
    async send({ secret, ...mail }) {
      // The token is replaced wherever it appears (the link in the text and in the HTML) by its sealed form.
      const sealed = secret ? await sealer.seal(secret) : undefined;
      const stored = secret && sealed
        ? {
          to: mail.to,
          subject: mail.subject.replaceAll(secret, sealed),
          text: mail.text.replaceAll(secret, sealed),
          html: mail.html.replaceAll(secret, sealed),
        }
        : mail;
      await db.insert(mailOutbox).values(stored);
      log(`mail: "${mail.subject}" to ${mail.to.replace(/^(.).*(@.*)$/, "$1…$2")} is in the dev outbox (/dev/outbox)`);
    },
    async open(mail) {
      return {
        ...mail,
        subject: await sealer.open(mail.subject),
        text: await sealer.open(mail.text),
        html: await sealer.open(mail.html),
      };
    },
  };
}

export function createHttpMailer(options: { url: string; apiKey: string; from: string }): Mailer {
  // A span for each mail sent (`mail send`, no address on it) under the request's (decision 155).
  return tracedCalls<Mailer>("mail", {
    kind: "http",
    async send({ secret: _secret, ...mail }) {
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

/** The outbox's mails to one address, oldest first (as stored: secret links sealed). */
export async function readOutboxTo(db: DbOrTx, to: string) {
  return await db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.createdAt, mailOutbox.id);
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
