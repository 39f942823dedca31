// The local mail stand-in: a small HTTP server speaking the mail provider's wire format (POST JSON `{ from, to,
// subject, text, html }` with `Authorization: Bearer <MAIL_API_KEY>`, answered 202), for the places that run the app
// under APP_ENV=production on this machine — the bench and the suites' production-mode apps — where production's rule
// that mail needs a provider holds (decision 181). It keeps the last mails it was given in memory only (tests read
// them), never on disk.
import { Hono } from "hono";

export type FakeMail = { from: string; to: string; subject: string; text: string; html: string };

export const MAIL_FAKE_KEY = "local-mail-stand-in";

export function createMailFake(options: { apiKey?: string; keep?: number } = {}) {
  const apiKey = options.apiKey ?? MAIL_FAKE_KEY;
  const keep = options.keep ?? 200;
  const mails: FakeMail[] = [];
  const app = new Hono();
  app.post("/send", async (c) => {
    if (c.req.header("authorization") !== `Bearer ${apiKey}`) return c.json({ error: "unauthorized" }, 401);
    const body = await c.req.json().catch(() => null) as Partial<FakeMail> | null;
    const fields = ["from", "to", "subject", "text", "html"] as const;
    if (!body || fields.some((f) => typeof body[f] !== "string")) return c.json({ error: "invalid mail" }, 400);
    mails.push(Object.fromEntries(fields.map((f) => [f, body[f]])) as FakeMail);
    if (mails.length > keep) mails.splice(0, mails.length - keep);
    return c.json({ accepted: true }, 202);
  });
  return { app, mails, apiKey };
}

/**
 * The stand-in on a port of this machine (0: any free one), and the variables that point the app at it. `unref`: the
 * server does not keep the process alive (a script that starts it once and simply ends).
 */
export function startMailFake(options: { port?: number; unref?: boolean } = {}) {
  const fake = createMailFake();
  const server = Deno.serve({ port: options.port ?? 0, hostname: "127.0.0.1", onListen: () => {} }, fake.app.fetch);
  if (options.unref) server.unref();
  return {
    mails: fake.mails,
    env: { MAIL_API_URL: `http://127.0.0.1:${server.addr.port}/send`, MAIL_API_KEY: fake.apiKey },
    close: () => server.shutdown(),
  };
}
