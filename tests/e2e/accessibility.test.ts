// axe-core in Chromium on every kind of public page, in both languages, at 375 and 1280 px: no serious or critical
// violation (contrast, names, landmarks, focusable scroll areas…). The page list comes from the sitemap, one page of
// each kind, plus the 404 page, so a new kind of page is checked as soon as it is listed.
import assert from "node:assert/strict";
import type { Browser } from "playwright-core";
import { launchBrowser, openPage, startServer, waitForHydration } from "../support/browser.ts";
import { seriousViolations } from "../support/axe.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

/** One address per kind of page: the path with ids and slugs replaced by a placeholder names the kind. */
function onePerKind(paths: string[]): string[] {
  const kinds = new Map<string, string>();
  for (const path of paths) {
    const kind = path.replace(/^\/(ru|en)\//, "/").replace(/\/(jobs|articles|courses|buy-service)\/[^/]+\//, "/$1/*/")
      .replace(/^\/services\/(?!un\/|interviews\/)(education\/|self-development\/)?[^/]+\//, "/services/$1*/");
    if (!kinds.has(kind)) kinds.set(kind, path.replace(/^\/(ru|en)\//, "/"));
  }
  return [...kinds.values()];
}

let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;

Deno.test({
  name: "axe-core finds no serious or critical violation on any kind of page",
  ...opts,
  async fn(t) {
    server = await startServer();
    browser = await launchBrowser();
    try {
      const sitemap = await (await fetch(`${server.origin}/sitemap.xml`)).text();
      const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
      const byLocale = (locale: string) =>
        onePerKind(listed.filter((p) => p.startsWith(`/${locale}/`)).map((p) => p)).map((p) => `/${locale}${p}`);
      for (const locale of ["ru", "en"]) {
        const pages = [...byLocale(locale), `/${locale}/no-such-page/`];
        assert.ok(pages.length >= 10, `${locale}: ${pages.join(", ")}`);
        for (const width of [375, 1280] as const) {
          await t.step(`${locale} at ${width} px: ${pages.length} pages`, async () => {
            const { page } = await openPage(browser, width);
            const found: string[] = [];
            for (const path of pages) {
              await page.goto(`${server.origin}${path}`);
              await waitForHydration(page);
              for (const v of await seriousViolations(page)) {
                found.push(`${path} ${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.join("\n    ")}`);
              }
            }
            assert.deepEqual(found, []);
            await page.context().close();
          });
        }
      }
    } finally {
      await browser.close();
      await server.close();
    }
  },
});
