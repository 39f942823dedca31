// Development only: the mail the outbox mailer kept, so a developer can follow a verification link (its token is
// stored sealed and opened here by the server that sealed it; after a restart, ask for a new link). Mounted at /dev
// (GET /dev/outbox), before the page catch-all, which would otherwise send the path to a locale page.
import { Hono } from "hono";
import type { Db } from "../../db/client.ts";
import { type Mailer, readOutbox } from "../integrations/mail.ts";
import { escapeHtml } from "../../src/domain/html.ts";

export function devOutboxRestApp({ db, mailer, isProduction }: { db: Db; mailer: Mailer; isProduction: boolean }) {
  const app = new Hono();
  // Mail holds sign-in and reset links: never in production, and only when mail really goes to the outbox.
  if (isProduction || mailer.kind !== "outbox") return app;

  app.get("/outbox", async (c) => {
    // The stored rows hold secret links sealed; this process opens the ones it sealed (decision 181).
    const open = mailer.open ?? ((m) => Promise.resolve(m));
    const items = (await Promise.all((await readOutbox(db)).map((m) => open(m)))).map((m) =>
      `<article><h2>${escapeHtml(m.subject)}</h2><p>To ${
        escapeHtml(m.to)
      } · ${m.createdAt.toISOString()}</p>${m.html}</article>`
    );
    c.header("cache-control", "no-store");
    return c.html(
      `<!doctype html><meta charset="utf-8"><title>Dev outbox</title><h1>Dev outbox</h1>${
        items.join("<hr>") || "<p>No mail yet.</p>"
      }`,
    );
  });

  return app;
}
