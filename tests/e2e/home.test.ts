// As a new visitor would: the home page in both languages at 375 and 1280 px. The server sends the first screen and
// the sections written in the dictionaries, with every section's heading and "all …" link; the sections whose content
// is data arrive as the reader scrolls near them — each with its content, nothing moving meanwhile (CLS 0), pictures
// loaded, axe clean — and the same after a navigation to home in the browser. The server HTML carries none of that
// data, nor does its dehydrated cache; the per-viewer rules (plans not for fellows, jobs by tier) still hold.
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, openPage, startServer, waitForHydration } from "../support/browser.ts";
import { seriousViolations } from "../support/axe.ts";
import { SESSION_COOKIE } from "../../api/services/auth/sessions.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

const SECTIONS = [
  "banners",
  "home-promo",
  "home-experts",
  "home-relocation",
  "home-advantages",
  "home-paths",
  "home-jobs",
  "home-reviews",
  "home-networking",
  "home-articles",
  "home-services",
  "home-methods",
  "home-featured",
  "home-education",
  "home-faq",
  "home-plans",
];

/** The sections whose content loads in the browser, each with what shows that it has arrived. */
const DEFERRED: Record<string, string> = {
  "home-paths": "home-path-link",
  "home-jobs": "job-card",
  "home-reviews": "carousel",
  "home-networking": "upcoming-events",
  "home-articles": "article-card",
  "home-services": "home-service",
  "home-featured": "featured-service",
  "home-education": "educational-service",
  "home-plans": "home-plan",
};

/** The GraphQL operations of the deferred sections (the banners come with the page). */
const DEFERRED_OPERATIONS = [
  "getLearningPaths",
  "FetchJobCards",
  "GetReviews",
  "GetEvents",
  "getArticles",
  "GetProducts",
  "GetProductsExchangeRate",
  "GetSubscriptionPlans",
];

const operationsOf = (requests: string[]) =>
  new Set(requests.map((body) => body.match(/\b(?:query|mutation)\s+(\w+)/)?.[1] ?? "?"));

/** The page's frame above the sections: the announcement line and the headers. */
const FRAME = ["creeping-line", "desktop-header", "mobile-header"];

type LayoutShift = { value: number; frameOnly: boolean; text: string };

/** Records the page's layout shifts (as Chromium reports them for CLS) from its first paint. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript((frame: string[]) => {
    const shifts: Array<{ value: number; frameOnly: boolean; text: string }> = [];
    (globalThis as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    type Shift = {
      value: number;
      startTime: number;
      hadRecentInput: boolean;
      sources: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
    };
    const box = (r: DOMRectReadOnly) =>
      `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        if (entry.hadRecentInput) continue;
        // What moved, from where to where, and whether the page had hydrated: enough to find a cause from CI's log.
        const names = entry.sources.map((s) =>
          (s.node as Element | undefined)?.closest?.("[data-testid]")?.getAttribute("data-testid") ?? s.node?.nodeName
        );
        const where = entry.sources.map((s, i) => {
          const tag = (s.node as Element | undefined)?.tagName?.toLowerCase() ?? s.node?.nodeName;
          return `${names[i]} (${tag} ${box(s.previousRect)} → ${box(s.currentRect)})`;
        });
        const hydrated = document.documentElement.dataset.hydrated === "true" ? "hydrated" : "not hydrated";
        shifts.push({
          value: entry.value,
          frameOnly: names.every((name) => frame.includes(name ?? "")),
          text: `${entry.value.toFixed(4)} at ${Math.round(scrollY)} px, ${
            Math.round(entry.startTime)
          } ms, ${hydrated}: ${where.join(", ")}`,
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  }, FRAME);
  return () => page.evaluate(() => (globalThis as unknown as { __shifts: LayoutShift[] }).__shifts);
}

/**
 * Reads down the page half a screen at a time, as a reader does, waiting at each step until every section within a
 * screen below the viewport (where loading starts) has arrived; returns each deferred section's height before it
 * arrived (its placeholder) and after.
 */
async function readThrough(page: Page) {
  return await page.evaluate(async (deferred) => {
    const heights: Record<string, { placeholder: number; content: number }> = {};
    const height = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.getBoundingClientRect().height;
    for (const id of deferred) {
      const h = height(id);
      if (h !== undefined) heights[id] = { placeholder: h, content: 0 };
    }
    for (let y = 0;; y += innerHeight / 2) {
      scrollTo(0, y);
      const deadline = Date.now() + 20_000;
      while (
        [...document.querySelectorAll("[data-pending]")].some((e) => e.getBoundingClientRect().top < 2 * innerHeight)
      ) {
        if (Date.now() > deadline) throw new Error(`a section near ${y} px did not arrive`);
        await new Promise((r) => setTimeout(r, 50));
      }
      if (y + innerHeight >= document.documentElement.scrollHeight) break;
    }
    for (const id of Object.keys(heights)) heights[id].content = height(id) ?? 0;
    return heights;
  }, Object.keys(DEFERRED));
}

/** Every deferred section has its content, and none is still a placeholder. */
async function assertEverySectionArrived(page: Page, sections: string[]) {
  assert.equal(await page.locator("[data-pending]").count(), 0, "no placeholder left");
  for (const id of sections) {
    if (!DEFERRED[id]) continue;
    const content = page.getByTestId(id).getByTestId(DEFERRED[id]);
    assert.ok((await content.count()) > 0, `${id} shows its ${DEFERRED[id]}`);
  }
}

let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;

Deno.test({
  name: "home page journeys in Chromium",
  ...opts,
  async fn(t) {
    server = await startServer();
    browser = await launchBrowser();
    try {
      await t.step(
        "the server HTML has every heading and link, not the deferred content; the cache holds the banners only",
        async () => {
          const fellow = await server.session("fellow");
          for (const locale of ["ru", "en"] as const) {
            for (const viewer of ["anonymous", "fellow"] as const) {
              const headers: Record<string, string> = { "user-agent": BROWSER_UA };
              if (viewer === "fellow") headers.cookie = `${SESSION_COOKIE}=${fellow.token}`;
              const html = await (await fetch(`${server.origin}/${locale}/`, { headers })).text();
              const what = `${locale}, ${viewer}`;
              // The page's own budget (issue 28): at most 90 KB of HTML and 600 elements.
              assert.ok(new TextEncoder().encode(html).length <= 90 * 1024, `${what}: ${html.length} bytes`);
              const body = html.slice(html.indexOf("<body")).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
              const elements = body.match(/<[a-zA-Z][\w-]*/g)?.length ?? 0;
              assert.ok(elements <= 600, `${what}: ${elements} elements`);
              // Every section, in the spec's order, with its heading; the plans not for fellows.
              const sections = viewer === "fellow" ? SECTIONS.filter((s) => s !== "home-plans") : SECTIONS;
              const positions = sections.map((id) => html.indexOf(`data-testid="${id}"`));
              assert.ok(
                positions.every((p) => p > 0),
                `${what}: missing ${sections.filter((_, i) => positions[i] < 0)}`,
              );
              assert.deepEqual(positions, [...positions].sort((a, b) => a - b), `${what}: sections out of order`);
              assert.equal(html.includes('data-testid="home-plans"'), viewer !== "fellow", `${what}: plans`);
              for (const id of sections.filter((s) => s.startsWith("home-") && s !== "home-promo")) {
                assert.match(html, new RegExp(`<h2 id="${id.slice(5)}-title"[^>]*>[^<]+</h2>`), `${what}: ${id}`);
              }
              // Crawlers follow the "all …" links of the sections that load later.
              for (const list of ["jobs", "articles", "services"]) {
                assert.match(
                  html,
                  new RegExp(`<a [^>]*href="/${locale}/${list}/"[^>]*>[^<]+(<!-- -->)? →</a>`),
                  `${what} ${list}`,
                );
              }
              // The first screen and the dictionary sections are there in full.
              assert.ok((html.match(/data-testid="banner"/g)?.length ?? 0) >= 1, `${what}: banners`);
              assert.match(html, new RegExp(`data-variant="${viewer === "fellow" ? "fellow" : "visitor"}"`));
              assert.equal(html.match(/data-testid="home-counter"/g)?.length, 4);
              for (const figure of ["10+", "230+", "570+", "2600+"]) assert.ok(html.includes(`>${figure}<`), figure);
              assert.equal(html.match(/data-testid="relocation-point"/g)?.length, 4);
              assert.equal(html.match(/data-testid="advantage"/g)?.length, 5);
              assert.equal(html.match(/data-testid="method-card"/g)?.length, 4);
              assert.ok(html.includes(locale === "ru" ? "Для кого клуб?" : "Who is the club for?"), what);
              // The deferred sections are placeholders of their height: none of their content.
              for (const [id, content] of Object.entries(DEFERRED)) {
                if (!sections.includes(id)) continue;
                assert.match(html, new RegExp(`data-testid="${id}-pending"`), `${what}: ${id} placeholder`);
                if (content !== "carousel") assert.doesNotMatch(html, new RegExp(`data-testid="${content}"`), what);
              }
              assert.doesNotMatch(html, /data-testid="review-screenshot"|Anna Kovaleva/, what);
              // The dehydrated cache: the layout's and the banners' queries, none of the deferred sections'.
              assert.ok(html.includes(`["banners","${locale}"]`), `${what}: banners dehydrated`);
              for (
                const key of ["learningPaths", "jobs", "reviews", "events", "articles", "services", "productsRate"]
              ) {
                assert.ok(!html.includes(`["${key}"`), `${what}: ${key} is not in the dehydrated cache`);
              }
              assert.ok(!html.includes(`["plans"`), `${what}: plans`);
            }
          }
        },
      );

      for (const locale of ["ru", "en"] as const) {
        for (const width of [375, 1280] as const) {
          await t.step(
            `${locale} at ${width} px: every section arrives as the reader scrolls, nothing moves`,
            async () => {
              const { page, consoleErrors, graphqlRequests } = await openPage(browser, width);
              const shifts = await watchLayoutShifts(page);
              await page.goto(`${server.origin}/${locale}/`);
              await waitForHydration(page);
              const tops: number[] = [];
              for (const id of SECTIONS) {
                const box = await page.getByTestId(id).first().boundingBox();
                assert.ok(box && box.height > 0, `${id} is shown`);
                tops.push(box.y);
              }
              assert.deepEqual(tops, [...tops].sort((a, b) => a - b), "sections in the spec's order");
              // Far below the first screen: nothing of theirs was asked for yet, and the banners came with the page.
              assert.equal(await page.locator("[data-pending]").count(), Object.keys(DEFERRED).length);
              assert.deepEqual(operationsOf(graphqlRequests), new Set(), "no GraphQL on the first screen");
              // The placeholders keep the page clean for axe (named sections, a "Loading…" text for screen readers).
              const waiting = await seriousViolations(page);
              assert.deepEqual(waiting.map((v) => `${v.id}: ${v.help} ${v.nodes.join(" | ")}`), []);

              const heights = await readThrough(page);
              await assertEverySectionArrived(page, SECTIONS);
              // Each placeholder held about the height of what replaced it.
              for (const [id, { placeholder, content }] of Object.entries(heights)) {
                assert.ok(
                  Math.abs(content - placeholder) <= 48,
                  `${id}: placeholder ${placeholder} px, content ${content}`,
                );
              }
              // Nothing in the page moves. The frame above it (announcement, header) moved once on CI by 0.0021 (en,
              // under load; not reproduced here in 7 runs): any such shift is printed with its rectangles for the log,
              // and fails only where Lighthouse would show CLS above 0.00.
              const moved = await shifts();
              assert.deepEqual(moved.filter((s) => !s.frameOnly).map((s) => s.text), [], "no section moved");
              if (moved.length > 0) {
                console.warn(`${locale} at ${width} px, the frame moved: ${moved.map((s) => s.text)}`);
              }
              const frameShift = moved.reduce((sum, s) => sum + s.value, 0);
              assert.ok(frameShift < 0.005, `the frame moved: ${moved.map((s) => s.text).join("; ")} ${consoleErrors}`);
              assert.deepEqual(
                [...operationsOf(graphqlRequests)].sort(),
                [...DEFERRED_OPERATIONS].sort(),
                "each deferred section fetched its data, once, and nothing else was asked",
              );
              assert.equal(await page.getByTestId("featured-service").count(), 3);
              assert.equal(await page.getByTestId("educational-service").count(), 5);
              assert.ok((await page.getByTestId("home-plan").count()) >= 1);
              assert.equal(await page.getByTestId("review-screenshot").count(), locale === "ru" ? 12 : 0);
              assert.equal(await page.getByTestId("upcoming-list").getByTestId("event-item").count(), 10);
              // 18 jobs on a wide screen, 12 on a phone.
              const jobs = await page.getByTestId("home-jobs").locator(".swiper-slide:not(.swiper-slide-duplicate)")
                .count();
              assert.ok(width === 375 ? jobs === 12 : jobs > 12, `${jobs} job slides at ${width}`);
              // Every picture the page shows has loaded (lazy ones off to the side in a carousel wait their turn).
              await page.waitForFunction(() =>
                [...document.images].every((img) => img.complete ? img.naturalWidth > 0 : img.loading === "lazy")
              );
              const broken = await page.evaluate(() =>
                [...document.images].filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src)
              );
              assert.deepEqual(broken, []);
              // The whole page, every section arrived, is still clean for axe.
              const violations = await seriousViolations(page);
              assert.deepEqual(violations.map((v) => `${v.id}: ${v.help} ${v.nodes.join(" | ")}`), []);
              assert.deepEqual(consoleErrors, []);
              await page.context().close();
            },
          );
        }
      }

      await t.step("navigating home in the browser: the same sections arrive as the reader scrolls", async () => {
        const { page, consoleErrors, graphqlRequests } = await openPage(browser, 1280);
        await page.goto(`${server.origin}/en/articles/`);
        await waitForHydration(page);
        await page.locator("header").getByRole("link", { name: "Fellows Club" }).first().click();
        await page.getByTestId("home-page").waitFor();
        assert.equal(new URL(page.url()).pathname, "/en/");
        // The route loaded the banners; the sections below wait for the reader.
        assert.ok(await page.getByTestId("banner").first().isVisible());
        assert.ok(operationsOf(graphqlRequests).has("GetBanners"));
        assert.equal(await page.locator("[data-pending]").count(), Object.keys(DEFERRED).length);
        assert.ok(!operationsOf(graphqlRequests).has("FetchJobCards"), "no jobs before the reader comes near");
        await readThrough(page);
        await assertEverySectionArrived(page, SECTIONS);
        assert.equal(await page.getByTestId("educational-service").count(), 5);
        assert.deepEqual(consoleErrors, []);
        await page.context().close();
      });

      await t.step("a fellow: every job open, no plans; a visitor: gated jobs and the plans", async () => {
        const jobAccess = async (session?: { origin: string; token: string }) => {
          const { page, consoleErrors } = await openPage(browser, 1280, { session });
          await page.goto(`${server.origin}/ru/`);
          await waitForHydration(page);
          await readThrough(page);
          const access = await page.getByTestId("home-jobs").getByTestId("job-card").evaluateAll((cards) =>
            cards.map((c) => c.getAttribute("data-access"))
          );
          const plans = await page.getByTestId("home-plans").count();
          assert.deepEqual(consoleErrors, []);
          await page.context().close();
          return { access, plans };
        };
        const visitor = await jobAccess();
        assert.ok(visitor.access.includes("disabled"), "a visitor sees some jobs gated");
        assert.equal(visitor.plans, 1);
        const fellow = await jobAccess(await server.session("fellow"));
        assert.ok(fellow.access.length > 0 && fellow.access.every((a) => a === "full"), "a fellow sees every job");
        assert.equal(fellow.plans, 0);
      });

      await t.step("the plans arrive with the Russian price notation: rubles beside dollars", async () => {
        const { page } = await openPage(browser, 1280);
        await page.goto(`${server.origin}/ru/`);
        await waitForHydration(page);
        await page.getByTestId("home-plans").scrollIntoViewIfNeeded();
        await page.getByTestId("home-plan").first().waitFor();
        const text = await page.getByTestId("home-plans").innerText();
        assert.match(text, /1\u00a0900\u00a0руб \/ \$20/);
        assert.doesNotMatch(text, /₽/);
        await page.context().close();
      });

      await t.step("the banner slider moves by itself every 4 s and loops back to the first", async () => {
        const { page, consoleErrors } = await openPage(browser, 1280);
        await page.goto(`${server.origin}/en/`);
        await waitForHydration(page);
        const banners = page.getByTestId("banners");
        await page.waitForSelector("[data-testid=banners] .swiper-initialized");
        const active = () => banners.locator(".swiper-slide-active").getAttribute("data-swiper-slide-index");
        const first = await active();
        assert.equal(first, "0");
        const count = await banners.locator(".swiper-slide:not(.swiper-slide-duplicate)").count();
        assert.ok(count >= 2);
        const seen: Array<string | null> = [first];
        for (let i = 0; i < count; i++) {
          await page.waitForFunction(
            ([previous]) =>
              document.querySelector("[data-testid=banners] .swiper-slide-active")?.getAttribute(
                "data-swiper-slide-index",
              ) !== previous,
            [seen.at(-1)],
            { timeout: 7_000 },
          );
          seen.push(await active());
        }
        // It went through every banner and came back round to the first.
        assert.equal(seen.at(-1), "0", seen.join(" → "));
        assert.equal(new Set(seen).size, count);
        assert.deepEqual(consoleErrors, []);
        await page.context().close();
      });

      await t.step("the jobs carousel loops: Previous from the first job shows the last", async () => {
        const { page, consoleErrors } = await openPage(browser, 1280);
        await page.goto(`${server.origin}/ru/`);
        await waitForHydration(page);
        const jobs = page.getByTestId("home-jobs");
        await jobs.scrollIntoViewIfNeeded();
        await page.waitForSelector("[data-testid=home-jobs] .swiper-initialized");
        const count = await jobs.locator(".swiper-slide").count();
        await jobs.getByRole("button", { name: "Назад" }).click();
        await page.waitForFunction(
          (last) =>
            document.querySelector("[data-testid=home-jobs] .swiper-slide-active")?.getAttribute(
              "data-swiper-slide-index",
            ) === String(last),
          count - 1,
        );
        await jobs.getByRole("button", { name: "Вперёд" }).click();
        await page.waitForFunction(() =>
          document.querySelector("[data-testid=home-jobs] .swiper-slide-active")?.getAttribute(
            "data-swiper-slide-index",
          ) === "0"
        );
        assert.deepEqual(consoleErrors, []);
        await page.context().close();
      });

      await t.step("the FAQ opens an answer with its links, in English", async () => {
        const { page } = await openPage(browser, 375);
        await page.goto(`${server.origin}/en/`);
        await waitForHydration(page);
        const faq = page.getByTestId("home-faq");
        await faq.getByRole("button", { name: "What do members get?" }).click();
        const link = faq.getByRole("link", { name: "jobs" });
        await link.waitFor();
        assert.equal(await link.getAttribute("href"), "/en/jobs/");
        await page.context().close();
      });
    } finally {
      await browser.close();
      await server.close();
    }
  },
});
