// Browser-test support: the real server on a free port (fresh seeded database) and Debian's Chromium via
// playwright-core, with helpers that record console errors and GraphQL requests.
import { type Browser, chromium, type Page } from "playwright-core";
import { createTestApp } from "./app.ts";
import { SESSION_COOKIE } from "../../api/services/auth/sessions.ts";

export const CHROMIUM_PATH = Deno.env.get("CHROMIUM_PATH") ?? "/usr/bin/chromium";

export async function startServer() {
  // The server listens first, so the app can be told its own origin (APP_URL): mailed links and canonical URLs use
  // the configured origin, never the request's Host header.
  let handler: Deno.ServeHandler = () => new Response("starting", { status: 503 });
  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen: () => {} }, (req, info) => handler(req, info));
  const origin = `http://127.0.0.1:${server.addr.port}`;
  const t = await createTestApp({ seed: true, env: { APP_URL: origin } });
  handler = async (request, info) => {
    const cookies = request.headers.get("cookie");
    const response = await t.app.fetch(request, info);
    t.logGuard.observe({ headers: new Headers(cookies ? { cookie: cookies } : {}) }, response);
    return response;
  };
  return {
    origin,
    db: t.db,
    /** The dev outbox's mails to an address, their sealed links opened (a test follows them as the user would). */
    mailsTo: t.mailsTo,
    /** The local Stripe and YooKassa fakes the app pays through (a test pays or refunds as the provider would). */
    paymentFakes: t.app.paymentFakes,
    /** Where the app's local file storage lives (tests put private files there). */
    uploadsDir: t.uploadsDir,
    /** A live session of a confirmed user of the tier ("admin": a global admin), for openPage's `session`. */
    session: async (tier: "authorized" | "fellow" | "admin") => ({ origin, token: await t.sessionFor(tier) }),
    async close() {
      await server.shutdown();
      await t.close();
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-dev-shm-usage",
    ],
  });
}

export type Watched = { page: Page; consoleErrors: string[]; graphqlRequests: string[] };

/** A page at the given width that records console errors, page errors and requests to /graphql. */
export async function openPage(
  browser: Browser,
  width: 375 | 1280,
  options: {
    javaScriptEnabled?: boolean;
    locale?: string;
    session?: { origin: string; token: string };
    /**
     * Let the lead-magnet pop-up open at 90 % scroll (its own suite). Other suites read pages to the bottom, so by
     * default the browser session starts as if the pop-up had already been shown in it.
     */
    leadMagnet?: boolean;
  } = {},
): Promise<Watched> {
  const context = await browser.newContext({
    viewport: { width, height: width === 375 ? 812 : 900 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    locale: options.locale ?? "ru-RU",
  });
  // A signed-in visitor: the session cookie, as the browser keeps it after logging in.
  if (options.session) {
    await context.addCookies([{
      name: SESSION_COOKIE,
      value: options.session.token,
      url: options.session.origin,
      httpOnly: true,
      sameSite: "Lax",
    }]);
  }
  if (!options.leadMagnet) {
    await context.addInitScript(() => sessionStorage.setItem("fc.leadMagnetShown", "1"));
  }
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  const graphqlRequests: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") consoleErrors.push(m.text());
  });
  page.on("pageerror", (e) => consoleErrors.push(String(e)));
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/graphql")) graphqlRequests.push(r.postData() ?? r.url());
  });
  return { page, consoleErrors, graphqlRequests };
}

/** Waits until React has hydrated the document (the root sets html[data-hydrated]). */
export async function waitForHydration(page: Page) {
  await page.waitForSelector("html[data-hydrated=true]", { timeout: 30_000 });
}
