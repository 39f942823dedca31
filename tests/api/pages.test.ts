import assert from "node:assert/strict";
import { seoTags } from "../../db/schema/index.ts";
import { BROWSER_UA, createTestApp } from "../support/app.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
const browser = { headers: { "user-agent": BROWSER_UA } };

async function firstChunk(res: Response): Promise<string> {
  const reader = res.body!.getReader();
  const { value } = await reader.read();
  await reader.cancel();
  return new TextDecoder().decode(value);
}

Deno.test("/ redirects to the locale from the cookie, then Accept-Language, else ru", opts, async () => {
  const t = await createTestApp({ seed: false });
  try {
    const plain = await t.request("/");
    assert.equal(plain.status, 302);
    assert.equal(plain.headers.get("location"), "/ru/");
    const english = await t.request("/", { headers: { "accept-language": "en-US,en;q=0.9" } });
    assert.equal(english.headers.get("location"), "/en/");
    const cookie = await t.request("/", { headers: { cookie: "language=ru", "accept-language": "en" } });
    assert.equal(cookie.headers.get("location"), "/ru/");
    const cookieEn = await t.request("/", { headers: { cookie: "language=en" } });
    assert.equal(cookieEn.headers.get("location"), "/en/");
  } finally {
    await t.close();
  }
});

Deno.test("the first streamed chunk already holds title, description, canonical and hreflang", opts, async () => {
  const t = await createTestApp();
  try {
    for (const locale of ["ru", "en"]) {
      const res = await t.request(`/${locale}/`, browser);
      assert.equal(res.status, 200);
      assert.match(res.headers.get("cache-control") ?? "", /^public, max-age=0, s-maxage=\d+/);
      const chunk = await firstChunk(res);
      assert.match(chunk, new RegExp(`<html lang="${locale}"`));
      assert.match(chunk, /<title>Fellows Club — [^<]+<\/title>/);
      assert.match(chunk, /<meta name="description" content="[^"]{20,}"/);
      assert.match(chunk, new RegExp(`<link rel="canonical" href="https://fellows.test/${locale}/"`));
      assert.match(chunk, /<link rel="alternate" hrefLang="ru" href="https:\/\/fellows.test\/ru\/"/);
      assert.match(chunk, /<link rel="alternate" hrefLang="en" href="https:\/\/fellows.test\/en\/"/);
      assert.match(chunk, /<link rel="alternate" hrefLang="x-default" href="https:\/\/fellows.test\/ru\/"/);
      assert.match(chunk, /<meta property="og:title"/);
    }
  } finally {
    await t.close();
  }
});

Deno.test("/ru/ and /en/ render the header, footer and home page in their language", opts, async () => {
  const t = await createTestApp();
  try {
    const ru = await (await t.request("/ru/", browser)).text();
    for (
      const text of [
        "Вакансии",
        "Статьи",
        "ИИ-инструменты",
        "Коучинг",
        "О нас",
        "Вступить в клуб",
        "Войти",
        "Регистрация",
        "Личный кабинет",
      ]
    ) {
      assert.ok(ru.includes(text), `ru page lacks ${text}`);
    }
    assert.ok(!ru.includes(">Join the club<"));
    const en = await (await t.request("/en/", browser)).text();
    for (
      const text of [
        "Jobs",
        "Articles",
        "AI tools",
        "Coaching",
        "About us",
        "Join the club",
        "Login",
        "Register",
        "Personal cabinet",
      ]
    ) {
      assert.ok(en.includes(text), `en page lacks ${text}`);
    }
    assert.ok(!en.includes("Вступить в клуб"));
    // Internal links carry the locale prefix.
    assert.match(en, /href="\/en\/jobs\/"/);
    assert.match(en, /href="\/en\/profile\/job-application-tracker\/"/);
    // The switcher points at the same path in the other locale.
    assert.match(en, /data-testid="language-switcher"[^>]*|href="\/ru\/"[^>]*data-testid="language-switcher"/);
  } finally {
    await t.close();
  }
});

Deno.test(
  "the page carries its data for hydration: the banners are in the HTML and the dehydrated cache, the reviews not",
  opts,
  async () => {
    const t = await createTestApp();
    try {
      const html = await (await t.request("/en/", browser)).text();
      // The query cache is dehydrated into the stream, so the client does not refetch.
      assert.match(html, /\$_TSR/);
      assert.ok(
        (html.match(/Your dream job is closer than it seems/g) ?? []).length >= 2,
        "the banner's title appears in both HTML and dehydrated cache",
      );
      // The reviews, far below the first screen, load in the browser as the reader comes near (tests/e2e/home.test.ts).
      assert.ok(!html.includes("Anna Kovaleva"));
      // The English dictionary is a preloaded file named by its content, cached for good; no text of the other.
      assert.ok(!html.includes("Вступить в клуб"));
      const url = html.match(/data-i18n="(\/assets\/i18n-en-[0-9a-f]{10}\.json)"/)?.[1];
      assert.ok(url, "the page names its dictionary file");
      // (TanStack adds the response's CSP nonce to the links it renders.)
      assert.match(
        html,
        new RegExp(`<link rel="preload" href="${url}" as="fetch" crossorigin="anonymous"( nonce="[^"]+")?/>`),
      );
      const file = await t.request(url);
      assert.equal(file.status, 200);
      assert.match(file.headers.get("cache-control")!, /immutable/);
      const dictionary = await file.json();
      assert.equal(dictionary.nav.joinClub, "Join the club");
    } finally {
      await t.close();
    }
  },
);

Deno.test("a stored SEO tag overrides the route's own title and description", opts, async () => {
  const t = await createTestApp();
  try {
    await t.db.insert(seoTags).values({ url: "/en/404-test-home/", title: "x", description: "y" });
    const { eq } = await import("drizzle-orm");
    await t.db.update(seoTags).set({ title: "Custom EN title", description: "Custom EN description" }).where(
      eq(seoTags.url, "/en/"),
    );
    const html = await (await t.request("/en/", browser)).text();
    assert.match(html, /<title>Custom EN title<\/title>/);
    assert.match(html, /<meta name="description" content="Custom EN description"/);
  } finally {
    await t.close();
  }
});

Deno.test("an unknown path answers 404 with the not-found page in the right language", opts, async () => {
  const t = await createTestApp();
  try {
    for (
      const [path, title, button] of [["/en/no-such-page/", "Page not found", "Go home"], [
        "/ru/a/b/c/",
        "Страница не найдена",
        "На главную",
      ], ["/ru/404/", "Страница не найдена", "На главную"]]
    ) {
      const res = await t.request(path, browser);
      assert.equal(res.status, 404, path);
      const html = await res.text();
      assert.ok(html.includes(title), `${path} title`);
      assert.ok(html.includes(button), `${path} button`);
      assert.match(html, /data-testid="breadcrumbs"/);
      assert.match(html, /<meta name="robots" content="noindex"/);
      assert.match(html, /data-testid="site-footer"/);
    }
  } finally {
    await t.close();
  }
});

Deno.test("one canonical URL form: trailing slash and locale prefix are added by redirect", opts, async () => {
  const t = await createTestApp({ seed: false });
  try {
    const noSlash = await t.request("/en");
    assert.equal(noSlash.status, 301);
    assert.equal(noSlash.headers.get("location"), "/en/");
    const noLocale = await t.request("/jobs?q=un", { headers: { "accept-language": "en" } });
    assert.equal(noLocale.status, 302);
    assert.equal(noLocale.headers.get("location"), "/en/jobs/?q=un");
    const file = await t.request("/wp-login.php");
    assert.equal(file.status, 404);
  } finally {
    await t.close();
  }
});

Deno.test("built assets are hashed and immutable, gzip-encoded on request; HTML is not cached", opts, async () => {
  const t = await createTestApp({ seed: false });
  try {
    const html = await (await t.request("/ru/", browser)).text();
    const script = html.match(/<script type="module" src="(\/assets\/client-[\w-]+\.js)" async=""/)?.[1];
    assert.ok(script, "client entry is an async module script");
    const res = await t.request(script!, { headers: { "accept-encoding": "gzip, br" } });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("cache-control"), "public, max-age=31536000, immutable");
    assert.equal(res.headers.get("content-encoding"), "gzip");
    await res.body?.cancel();
    const css = html.match(/href="(\/assets\/[\w-]+\.css)"/)?.[1];
    assert.ok(css, "stylesheet linked in the head");
    assert.equal((await t.request("/assets/nope-123.js")).status, 404);
  } finally {
    await t.close();
  }
});

Deno.test("every kind of answer carries nosniff and the referrer policy, with its body intact", opts, async () => {
  const t = await createTestApp({ seed: false });
  try {
    const page = await t.request("/ru/", browser);
    const html = await page.text();
    const script = html.match(/<script type="module" src="(\/assets\/client-[\w-]+\.js)" async=""/)?.[1];
    const answers = {
      page,
      notFound: await t.request("/ru/no-such-page/", browser),
      redirect: await t.request("/"),
      asset: await t.request(script!),
      graphql: await t.request("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: '{ getCountries(search: "") { id } }' }),
      }),
      robots: await t.request("/robots.txt"),
    };
    for (const [name, res] of Object.entries(answers)) {
      assert.equal(res.headers.get("x-content-type-options"), "nosniff", name);
      assert.equal(res.headers.get("referrer-policy"), "strict-origin-when-cross-origin", name);
    }
    assert.match(html, /<\/html>$/);
    assert.equal(answers.notFound.status, 404);
    assert.match(await answers.notFound.text(), /<\/html>$/);
    assert.ok((await answers.asset.arrayBuffer()).byteLength > 1000);
    assert.ok(Array.isArray((await answers.graphql.json()).data.getCountries));
    assert.match(await answers.robots.text(), /Sitemap:/);
  } finally {
    await t.close();
  }
});

Deno.test("robots.txt and sitemap.xml list the pages that exist, in both locales", opts, async () => {
  const t = await createTestApp({ seed: false });
  try {
    const robots = await (await t.request("/robots.txt")).text();
    assert.match(robots, /Sitemap: https:\/\/fellows.test\/sitemap.xml/);
    assert.match(robots, /Disallow: \/graphql/);
    const sitemap = await t.request("/sitemap.xml");
    assert.match(sitemap.headers.get("content-type") ?? "", /xml/);
    const xml = await sitemap.text();
    assert.match(xml, /<loc>https:\/\/fellows.test\/ru\/<\/loc>/);
    assert.match(xml, /<loc>https:\/\/fellows.test\/en\/<\/loc>/);
    assert.match(xml, /hreflang="x-default"/);
    assert.doesNotMatch(xml, /404/);
  } finally {
    await t.close();
  }
});

Deno.test("the header's Join the club button is there for visitors and members, not for fellows", opts, async () => {
  const t = await createTestApp();
  try {
    const join = /data-testid="header-join"/;
    for (const [tier, shown] of [["anonymous", true], ["authorized", true], ["fellow", false]] as const) {
      const headers = { ...browser.headers, ...(tier === "anonymous" ? {} : { "x-test-viewer": tier }) };
      const html = await (await t.request("/en/jobs/", { headers })).text();
      assert.match(html, new RegExp(`data-viewer="${tier}"`));
      assert.equal(join.test(html), shown, `${tier}: Join the club ${shown ? "shown" : "hidden"}`);
    }
  } finally {
    await t.close();
  }
});

/**
 * Every page's search parameters, by route: the sweep below requests each page with garbage in each of them. A route
 * added to the tree without a line here fails the sweep, so its parameters are swept too. `auth` and `redirectTo` are
 * read by the locale layout for every page. `sample` is a real address of the route (from the sitemap when it is
 * listed there); the personal area is requested by a fellow, everything else by a visitor.
 */
const NOBODY = "00000000-0000-4000-8000-000000000000";
/** The site-content screens' query (language and search). */
const SITE_SEARCH = ["language", "search"];

const ROUTE_SEARCH: Record<string, { sample: string; params: string[]; viewer?: "fellow" | "admin" }> = {
  "/$locale/": { sample: "/ru/", params: [] },
  "/$locale/404": { sample: "/ru/404/", params: [] },
  "/$locale/jobs": { sample: "/ru/jobs/", params: ["q", "category", "region", "country", "tag", "un", "access"] },
  "/$locale/jobs/$id": { sample: "sitemap:/ru/jobs/", params: [] },
  "/$locale/articles": { sample: "/ru/articles/", params: ["q", "sort", "video", "page"] },
  "/$locale/articles/$slug": { sample: "sitemap:/ru/articles/", params: ["back_c"] },
  "/$locale/courses/$slug": { sample: "sitemap:/ru/courses/", params: [] },
  "/$locale/verify-email/$token": { sample: "/ru/verify-email/abc/", params: [] },
  "/$locale/reset-password/$token": { sample: "/ru/reset-password/abc/", params: [] },
  "/$locale/subscribe": { sample: "/ru/subscribe/", params: ["planId", "p", "pm"] },
  "/$locale/subscribe-success": { sample: "/ru/subscribe-success/", params: ["back", "yooPayment"] },
  "/$locale/buy-service/$slug": { sample: "sitemap:/ru/buy-service/", params: ["price", "status", "coupon"] },
  "/$locale/services": { sample: "/ru/services/", params: [] },
  "/$locale/services/un": { sample: "/ru/services/un/", params: ["price"] },
  "/$locale/services/interviews": { sample: "/ru/services/interviews/", params: ["price"] },
  "/$locale/coaching": { sample: "/ru/coaching/", params: [] },
  "/$locale/services/$slug": { sample: "/ru/services/cv/", params: ["price"] },
  "/$locale/services/education/$slug": { sample: "sitemap:/ru/services/education/", params: ["price"] },
  "/$locale/services/self-development/$slug": { sample: "sitemap:/ru/services/self-development/", params: ["price"] },
  "/$locale/about": { sample: "/ru/about/", params: [] },
  "/$locale/international-career": { sample: "/ru/international-career/", params: [] },
  "/$locale/career-in-the-united-nations": { sample: "/ru/career-in-the-united-nations/", params: [] },
  "/$locale/internships": { sample: "/ru/internships/", params: [] },
  "/$locale/remote-work": { sample: "/ru/remote-work/", params: [] },
  "/$locale/terms": { sample: "/ru/terms/", params: [] },
  "/$locale/privacy": { sample: "/ru/privacy/", params: [] },
  "/$locale/affiliates": { sample: "/ru/affiliates/", params: [] },
  "/$locale/network": { sample: "/ru/network/", params: [] },
  "/$locale/experts": {
    sample: "/ru/experts/",
    params: ["q", "activity", "request", "company", "country", "language", "sort"],
  },
  "/$locale/experts/$slug": { sample: "sitemap:/ru/experts/", params: [] },
  "/$locale/partners": { sample: "/ru/partners/", params: ["q", "category", "tag", "country", "language", "sort"] },
  "/$locale/partners/$slug": { sample: "sitemap:/ru/partners/", params: [] },
  "/$locale/partnership": { sample: "/ru/partnership/", params: ["type"] },
  "/$locale/promoter": { sample: "/ru/promoter/", params: [] },
  "/$locale/tools/$tool": { sample: "/ru/tools/cover-letter/", params: ["jobId"] },
  "/$locale/profile": { sample: "/ru/profile/", params: [], viewer: "fellow" },
  "/$locale/preferences": { sample: "/ru/preferences/", params: [], viewer: "fellow" },
  "/$locale/saved_jobs": { sample: "/ru/saved_jobs/", params: [], viewer: "fellow" },
  "/$locale/purchases": { sample: "/ru/purchases/", params: [], viewer: "fellow" },
  "/$locale/order-completed": {
    sample: "/ru/order-completed/",
    params: ["prId", "yooPayment", "back"],
    viewer: "fellow",
  },
  "/$locale/support": { sample: "/ru/support/", params: [], viewer: "fellow" },
  "/$locale/profile/job-application-tracker": {
    sample: "/ru/profile/job-application-tracker/",
    params: [],
    viewer: "fellow",
  },
  // Moved for good to /admin/moderation and /admin/promoter-applications (301s keeping the query).
  "/$locale/profile/moderation": { sample: "/ru/profile/moderation/", params: [], viewer: "admin" },
  "/$locale/profile/expert": { sample: "/ru/profile/expert/", params: [], viewer: "fellow" },
  "/$locale/profile/payments": { sample: "/ru/profile/payments/", params: [], viewer: "fellow" },
  "/$locale/profile/promoter-applications": {
    sample: "/ru/profile/promoter-applications/",
    params: [],
    viewer: "admin",
  },
  // Moved for good to /admin/payouts (a 301 keeping the query).
  "/$locale/profile/payouts": {
    sample: "/ru/profile/payouts/",
    params: ["q", "status", "period", "page"],
    viewer: "admin",
  },
  // The back office, as a global admin (every screen is theirs).
  "/$locale/admin": { sample: "/ru/admin/", params: [], viewer: "admin" },
  "/$locale/admin/audit": {
    sample: "/ru/admin/audit/",
    params: ["actor", "entity", "entityId", "operation", "from", "to", "page"],
    viewer: "admin",
  },
  "/$locale/admin/moderation": { sample: "/ru/admin/moderation/", params: [], viewer: "admin" },
  "/$locale/admin/promoter-applications": { sample: "/en/admin/promoter-applications/", params: [], viewer: "admin" },
  "/$locale/admin/system": { sample: "/en/admin/system/", params: [], viewer: "admin" },
  "/$locale/admin/jobs": {
    sample: "/ru/admin/jobs/",
    params: ["search", "status", "readAccess", "categoryId", "sort", "isUN", "expired", "page"],
    viewer: "admin",
  },
  "/$locale/admin/jobs/new": { sample: "/ru/admin/jobs/new/", params: [], viewer: "admin" },
  "/$locale/admin/jobs/$id": { sample: "/en/admin/jobs/1/", params: [], viewer: "admin" },
  "/$locale/admin/members": { sample: "/ru/admin/members/", params: ["q", "show", "sort", "page"], viewer: "admin" },
  "/$locale/admin/members/$id": { sample: `/ru/admin/members/${NOBODY}/`, params: [], viewer: "admin" },
  "/$locale/admin/inbox": {
    sample: "/ru/admin/inbox/",
    params: ["kind", "status", "search", "sort", "page"],
    viewer: "admin",
  },
  "/$locale/admin/inbox/$kind/$id": { sample: `/ru/admin/inbox/support/${NOBODY}/`, params: [], viewer: "admin" },
  "/$locale/admin/money": { sample: "/ru/admin/money/", params: ["q", "status", "provider", "page"], viewer: "admin" },
  "/$locale/admin/money/memberships": {
    sample: "/ru/admin/money/memberships/",
    params: ["q", "status", "provider", "page"],
    viewer: "admin",
  },
  "/$locale/admin/payouts": {
    sample: "/ru/admin/payouts/",
    params: ["q", "status", "period", "page"],
    viewer: "admin",
  },
  "/$locale/admin/articles": {
    sample: "/ru/admin/articles/",
    params: ["search", "status", "language", "readAccess", "sort", "featured", "page"],
    viewer: "admin",
  },
  "/$locale/admin/articles/new": { sample: "/ru/admin/articles/new/", params: [], viewer: "admin" },
  "/$locale/admin/articles/$id": { sample: "/ru/admin/articles/1/", params: [], viewer: "admin" },
  "/$locale/admin/learning-paths": {
    sample: "/ru/admin/learning-paths/",
    params: ["search", "status", "language", "sort", "page"],
    viewer: "admin",
  },
  "/$locale/admin/learning-paths/new": { sample: "/ru/admin/learning-paths/new/", params: [], viewer: "admin" },
  "/$locale/admin/learning-paths/$id": { sample: "/ru/admin/learning-paths/1/", params: [], viewer: "admin" },
  "/$locale/admin/products": {
    sample: "/ru/admin/products/",
    params: ["search", "category", "language", "status", "sort", "page"],
    viewer: "admin",
  },
  "/$locale/admin/products/new": { sample: "/ru/admin/products/new/", params: [], viewer: "admin" },
  "/$locale/admin/products/$id": { sample: "/ru/admin/products/1/", params: [], viewer: "admin" },
  "/$locale/admin/plans": { sample: "/ru/admin/plans/", params: [], viewer: "admin" },
  "/$locale/admin/plans/new": { sample: "/ru/admin/plans/new/", params: [], viewer: "admin" },
  "/$locale/admin/plans/$id": { sample: "/ru/admin/plans/1/", params: [], viewer: "admin" },
  "/$locale/admin/coupons": {
    sample: "/ru/admin/coupons/",
    params: ["search", "kind", "sort", "active", "page"],
    viewer: "admin",
  },
  "/$locale/admin/coupons/new": { sample: "/ru/admin/coupons/new/", params: [], viewer: "admin" },
  "/$locale/admin/coupons/$id": { sample: "/ru/admin/coupons/1/", params: [], viewer: "admin" },
  "/$locale/admin/offers": { sample: "/ru/admin/offers/", params: [], viewer: "admin" },
  "/$locale/admin/site": { sample: "/ru/admin/site/", params: [], viewer: "admin" },
  "/$locale/admin/site/banners": { sample: "/ru/admin/site/banners/", params: SITE_SEARCH, viewer: "admin" },
  "/$locale/admin/site/creeping-lines": {
    sample: "/ru/admin/site/creeping-lines/",
    params: SITE_SEARCH,
    viewer: "admin",
  },
  "/$locale/admin/site/reviews": { sample: "/ru/admin/site/reviews/", params: SITE_SEARCH, viewer: "admin" },
  "/$locale/admin/site/seo": { sample: "/ru/admin/site/seo/", params: SITE_SEARCH, viewer: "admin" },
  "/$locale/admin/site/faq": { sample: "/ru/admin/site/faq/", params: SITE_SEARCH, viewer: "admin" },
};

/** Values a hand-edited, truncated or hostile link may carry. */
const GARBAGE = [
  "abc",
  "0",
  "-1",
  "999999",
  "99999999999999999999",
  "1,,abc,-2",
  "\u0000",
  "<svg/onload=alert(1)>",
  "//evil.example/%2e%2e",
  "x".repeat(2000),
];

Deno.test("no page answers 5xx for garbage in any of its search parameters", opts, async () => {
  const { routeTree } = await import("../../routes/tree.ts");
  type Node = { options: { path?: string; id?: string }; children?: Node[] | Record<string, Node> };
  const leaves = (node: Node, prefix: string): string[] => {
    const own = node.options.path ? `${prefix}/${node.options.path}`.replace(/\/+/g, "/") : prefix;
    const children = Object.values(node.children ?? {});
    return children.length ? children.flatMap((child) => leaves(child, own)) : [own];
  };
  const routes = leaves(routeTree as unknown as Node, "").map((p) => p === "/$locale/" ? p : p.replace(/\/$/, ""));
  assert.deepEqual(
    routes.filter((r) => !ROUTE_SEARCH[r]),
    [],
    "every route lists its search parameters in ROUTE_SEARCH",
  );
  const t = await createTestApp();
  try {
    const xml = await (await t.request("/sitemap.xml")).text();
    const locs = [...xml.matchAll(/<loc>https:\/\/fellows\.test([^<]+)<\/loc>/g)].map((m) => m[1]);
    const failures: string[] = [];
    for (const [route, { sample, params, viewer }] of Object.entries(ROUTE_SEARCH)) {
      const base = sample.startsWith("sitemap:")
        ? locs.find((l) =>
          l.startsWith(sample.slice(8)) && l !== sample.slice(8) &&
          l.split("/").length === sample.slice(8).split("/").length + 1
        )
        : sample;
      assert.ok(base, `${route}: a sample address in the sitemap`);
      for (const param of [...params, "auth", "redirectTo"]) {
        for (const value of GARBAGE) {
          const url = `${base}?${new URLSearchParams({ [param]: value })}`;
          const headers: Record<string, string> = {
            ...browser.headers,
            ...(viewer ? { "x-test-viewer": viewer } : {}),
          };
          const res = await t.request(url, { headers });
          const body = await res.text();
          if (
            res.status >= 500 || body.includes("Something went wrong!") || body.includes(`data-testid="error-page"`)
          ) {
            failures.push(`${res.status} ${url.slice(0, 120)}`);
          }
        }
      }
    }
    assert.deepEqual(failures, []);
  } finally {
    await t.close();
  }
});

Deno.test("an unknown or malformed jobId opens the AI tool without prefill, in the page's language", opts, async () => {
  const t = await createTestApp();
  try {
    const { createJob } = await import("../support/factories.ts");
    const job = await createJob(t.db, { title: "Programme analyst at the sweep", readAccess: "UNANYMOUS" });
    for (const jobId of ["999999", "abc", "0"]) {
      for (
        const [path, title] of [
          ["/ru/tools/cover-letter/", "ИИ-генератор сопроводительных писем"],
          ["/en/tools/job-keywords/", "Job description keywords"],
        ]
      ) {
        let res = await t.request(`${path}?jobId=${jobId}`, browser);
        // A malformed id is dropped from the address (the router redirects to the page without it).
        if (res.status === 307) {
          assert.equal(res.headers.get("location"), path);
          res = await t.request(path, browser);
        }
        assert.equal(res.status, 200, `${path}?jobId=${jobId}`);
        const html = await res.text();
        assert.ok(html.includes(title), `${path}?jobId=${jobId} shows the tool`);
      }
    }
    // A job that exists still comes with the page, to prefill from.
    const html = await (await t.request(`/en/tools/cover-letter/?jobId=${job.id}`, browser)).text();
    assert.ok(html.includes("Programme analyst at the sweep"));
  } finally {
    await t.close();
  }
});

Deno.test("the experts and partners directories are linked from the header menu and the footer", opts, async () => {
  const t = await createTestApp({ seed: false });
  try {
    for (
      const [path, locale, partners] of [["/ru/", "ru", "Компании-партнёры"], ["/en/jobs/", "en", "Partner companies"]]
    ) {
      const html = await (await t.request(path, browser)).text();
      const header = html.slice(html.indexOf("<header"), html.indexOf("</header>"));
      const footer = html.slice(html.indexOf('data-testid="site-footer"'));
      for (const [name, part] of [["header", header], ["footer", footer]]) {
        assert.match(part, new RegExp(`href="/${locale}/partners/"[^>]*>${partners}<`), `${path} ${name}: partners`);
        assert.match(part, new RegExp(`href="/${locale}/experts/"`), `${path} ${name}: experts`);
      }
    }
  } finally {
    await t.close();
  }
});

Deno.test(
  "every page's JSON-LD is valid schema.org, with absolute URLs and no gated text; home, course and lists have theirs",
  opts,
  async () => {
    const { checkJsonLd, jsonLdBlocks } = await import("../support/schema-org.ts");
    const { createArticle, createJob, createLearningPath } = await import("../support/factories.ts");
    const t = await createTestApp();
    try {
      // Gated content whose text must never reach an anonymous page's structured data.
      const job = await createJob(t.db, { readAccess: "FELLOW", description: "<p>Gated sweep duty</p>" });
      const article = await createArticle(t.db, {
        readAccess: "FELLOW",
        hideHalf: true,
        slug: "gated-sweep",
        articleText: "<p>Open sweep half</p><p>Gated sweep half</p>",
      });
      await createLearningPath(t.db, { slug: "sweep-path", articleIds: [article.id], countAvailableArticles: 0 });
      const xml = await (await t.request("/sitemap.xml")).text();
      const locs = [...xml.matchAll(/<loc>https:\/\/fellows\.test([^<]+)<\/loc>/g)].map((m) => m[1]);
      // Up to three addresses of each kind of page, both languages, and the gated ones.
      const perKind = new Map<string, string[]>();
      for (const loc of locs) {
        const kind = loc.split("/").slice(0, -2).join("/") + "/" + (loc.split("/").length > 4 ? "*" : loc);
        const list = perKind.get(kind) ?? [];
        if (list.length < 3) perKind.set(kind, [...list, loc]);
      }
      const open = await createJob(t.db, { readAccess: "UNANYMOUS", company: "Open Employer" });
      const paths = [
        ...[...perKind.values()].flat(),
        `/en/jobs/${job.id}/`,
        `/en/jobs/${open.id}/`,
        "/en/articles/gated-sweep/",
        "/en/buy-service/cv/",
        "/ru/buy-service/cv/",
        "/en/subscribe/",
        "/ru/subscribe/",
        "/en/services/cv/",
      ];
      const problems: string[] = [];
      const typesOn = new Map<string, Set<string>>();
      for (const path of paths) {
        const res = await t.request(path);
        if (res.status !== 200) {
          await res.body?.cancel();
          continue;
        }
        const html = await res.text();
        const types = new Set<string>();
        for (const block of jsonLdBlocks(html)) {
          const checked = checkJsonLd(block);
          problems.push(...checked.problems.map((p) => `${path}: ${p}`));
          for (const node of checked.nodes) types.add(node["@type"] as string);
          const text = JSON.stringify(block);
          if (/Gated sweep|Secret Company/.test(text)) problems.push(`${path}: gated text in JSON-LD`);
        }
        typesOn.set(path, types);
      }
      assert.deepEqual(problems, []);
      const has = (path: string, ...types: string[]) =>
        assert.deepEqual(types.filter((type) => !typesOn.get(path)?.has(type)), [], `${path} JSON-LD`);
      has("/ru/", "Organization", "WebSite", "SearchAction");
      has("/en/", "Organization", "WebSite", "SearchAction");
      for (const list of ["/ru/jobs/", "/en/articles/", "/ru/experts/", "/en/partners/", "/ru/services/"]) {
        has(list, "ItemList", "ListItem");
      }
      has("/en/articles/gated-sweep/", "Article");
      // A locked job is the page's public part, not free (as a gated article); an open one names its employer's site.
      has(`/en/jobs/${job.id}/`, "WebPage", "JobPosting", "Place");
      const locked = jsonLdBlocks(await (await t.request(`/en/jobs/${job.id}/`)).text())[0] as Record<string, unknown>;
      assert.equal(locked.isAccessibleForFree, false);
      assert.equal((locked.mainEntity as Record<string, unknown>).title, job.title);
      has(`/en/jobs/${open.id}/`, "JobPosting", "Organization");
      const posting = jsonLdBlocks(await (await t.request(`/en/jobs/${open.id}/`)).text())[0] as Record<
        string,
        unknown
      >;
      assert.deepEqual(posting.hiringOrganization, {
        "@type": "Organization",
        name: "Open Employer",
        url: "https://example.org/",
      });
      // Buy pages and the subscription page are products with their offers in both currencies; a service's
      // provider is the club with its address.
      for (const path of ["/en/buy-service/cv/", "/ru/buy-service/cv/", "/en/subscribe/", "/ru/subscribe/"]) {
        has(path, "Product", "Offer");
        const product = jsonLdBlocks(await (await t.request(path)).text())[0] as {
          offers: Array<Record<string, unknown>>;
        };
        assert.deepEqual([...new Set(product.offers.map((o) => o.priceCurrency))].sort(), ["RUB", "USD"], path);
        assert.ok(product.offers.every((o) => typeof o.price === "number" && o.price > 0), path);
      }
      const service = jsonLdBlocks(await (await t.request("/en/services/cv/")).text())[0] as Record<string, unknown>;
      assert.equal((service.provider as Record<string, unknown>).url, "https://fellows.test/");
      // The home page's search goes to the jobs list.
      const home = jsonLdBlocks(await (await t.request("/en/")).text());
      assert.match(
        JSON.stringify(home),
        /"urlTemplate":"https:\/\/fellows\.test\/en\/jobs\/\?q=\{search_term_string\}"/,
      );
      // A learning path is a Course; one with steps for members only is not free.
      const course = jsonLdBlocks(await (await t.request("/en/courses/sweep-path/")).text());
      assert.equal((course[0] as Record<string, unknown>)["@type"], "Course");
      assert.equal((course[0] as Record<string, unknown>).isAccessibleForFree, false);
      const gated = jsonLdBlocks(await (await t.request("/en/articles/gated-sweep/")).text());
      assert.equal((gated[0] as Record<string, unknown>).isAccessibleForFree, false);
    } finally {
      await t.close();
    }
  },
);

Deno.test("list pages, the subscribe page and job pages carry a link-preview picture", opts, async () => {
  const t = await createTestApp();
  try {
    const { createJob } = await import("../support/factories.ts");
    const job = await createJob(t.db, { readAccess: "UNANYMOUS" });
    for (const locale of ["ru", "en"]) {
      for (
        const path of ["services", "experts", "partners", "jobs", "articles", "subscribe", `jobs/${job.id}`]
      ) {
        const html = await (await t.request(`/${locale}/${path}/`)).text();
        assert.match(html, /<meta property="og:image" content="https:\/\/fellows\.test\/[^"]+"/, `/${locale}/${path}/`);
        assert.match(html, /<meta name="twitter:card" content="summary_large_image"/, `/${locale}/${path}/`);
      }
    }
  } finally {
    await t.close();
  }
});

Deno.test("a page that fails on the server says so in its language, with a way home", opts, async () => {
  const t = await createTestApp();
  try {
    // A database that stops answering: a genuine server failure (the page answers 500, in words people read).
    await t.database.close();
    for (
      const [path, title, home] of [["/ru/jobs/", "Что-то пошло не так", "На главную"], [
        "/en/jobs/",
        "Something went wrong",
        "Go home",
      ]]
    ) {
      const res = await t.request(path, browser);
      assert.equal(res.status, 500, path);
      const html = await res.text();
      assert.ok(html.includes(title), `${path} names the failure`);
      assert.match(html, new RegExp(`href="/${path.slice(1, 3)}/"[^>]*>${home}<`), `${path} links home`);
      assert.ok(!html.includes("Something went wrong!"), `${path}: not the framework's own page`);
    }
  } finally {
    await t.close().catch(() => {});
  }
});

Deno.test(
  "a crawler without JavaScript reaches every sitemap address from /ru/ and /en/ through same-site links",
  opts,
  async () => {
    const t = await createTestApp();
    try {
      const xml = await (await t.request("/sitemap.xml")).text();
      const listed = [...xml.matchAll(/<loc>https:\/\/fellows\.test([^<]+)<\/loc>/g)].map((m) => m[1]);
      // The server HTML only, as a crawler that runs no script reads it: every <a href> (those inside <noscript>
      // included), resolved against the page. A link with a query other than ?page= (a filter, a sort, a dialog)
      // shows the same items again, so it is not followed: the lists must be walkable through their pages alone.
      const seen = new Set<string>();
      const queue = ["/ru/", "/en/"];
      while (queue.length) {
        const path = queue.shift()!;
        if (seen.has(path)) continue;
        seen.add(path);
        const res = await t.request(path);
        if (res.status !== 200 || !(res.headers.get("content-type") ?? "").includes("text/html")) {
          await res.body?.cancel();
          continue;
        }
        const html = await res.text();
        for (const [, raw] of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
          const url = new URL(raw.replaceAll("&amp;", "&"), `https://fellows.test${path}`);
          if (url.origin !== "https://fellows.test" || !/^\/(ru|en)\//.test(url.pathname)) continue;
          if ([...url.searchParams.keys()].some((key) => key !== "page")) continue;
          const next = url.pathname + url.search;
          if (!seen.has(next)) queue.push(next);
        }
      }
      assert.deepEqual(listed.filter((loc) => !seen.has(loc)), [], "sitemap addresses no link leads to");
      // The jobs list is walked page by page through Show more's own address.
      for (const locale of ["ru", "en"]) {
        const list = await (await t.request(`/${locale}/jobs/`)).text();
        assert.match(list, new RegExp(`<a href="/${locale}/jobs/\\?page=2"[^>]*data-testid="jobs-show-more"`));
        const second = await (await t.request(`/${locale}/jobs/?page=2`)).text();
        assert.match(second, new RegExp(`<link rel="canonical" href="https://fellows.test/${locale}/jobs/\\?page=2"`));
        assert.match(second, /data-testid="jobs-first-page"/);
      }
      // The home page's courses are there for readers without JavaScript (and hidden from those with it).
      const home = await (await t.request("/en/")).text();
      assert.match(
        home,
        /<noscript><ul aria-label="[^"]+" data-testid="home-noscript-links"[^>]*><li><a href="\/en\/courses\//,
      );
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "without JavaScript the home page's data sections list their cards as links, cached and never dehydrated",
  opts,
  async () => {
    let statements = 0;
    const t = await createTestApp({
      onQuery: () => statements++,
      env: { SITE_CACHE_SECONDS: "60", PAGE_MEMORY_CACHE_ENTRIES: "0" },
    });
    try {
      const { createArticle, createLearningPath } = await import("../support/factories.ts");
      const step = await createArticle(t.db, {});
      await createLearningPath(t.db, { slug: "noscript-path", articleIds: [step.id], countAvailableArticles: 1 });
      for (const locale of ["ru", "en"]) {
        await (await t.request(`/${locale}/`)).text();
        // Warm: the lists come from the site cache, as the banners and the FAQ do — the page reads nothing.
        statements = 0;
        const html = await (await t.request(`/${locale}/`, browser)).text();
        assert.equal(statements, 0, `${locale}: statements of a warm home page`);
        const lists = new Map<string, string[]>();
        for (const [, id, body] of html.matchAll(/<section id="([a-z]+)"[^>]*>([\s\S]*?)<\/section>/g)) {
          const list = body.match(
            /<noscript><ul[^>]*data-testid="home-noscript-links"[^>]*>([\s\S]*?)<\/ul><\/noscript>/,
          );
          if (list) lists.set(id, [...list[1].matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]));
        }
        assert.deepEqual([...lists.keys()].sort(), ["articles", "education", "featured", "jobs", "paths", "services"]);
        assert.ok(lists.get("paths")!.every((href) => href.startsWith(`/${locale}/courses/`)));
        assert.equal(lists.get("jobs")!.length, 18, `${locale}: the newest jobs, as many as the carousel`);
        assert.ok(lists.get("jobs")!.every((href) => new RegExp(`^/${locale}/jobs/\\d+/$`).test(href)));
        assert.ok(lists.get("articles")!.every((href) => href.startsWith(`/${locale}/articles/`)));
        assert.ok(lists.get("featured")!.every((href) => href.startsWith(`/${locale}/buy-service/`)));
        assert.ok(lists.get("education")!.every((href) => href.startsWith(`/${locale}/services/education/`)));
        // For those without JavaScript the empty placeholders give way to the lists; the browser gets no copy.
        assert.match(html, /<noscript><style>\[data-pending\]\{display:none\}<\/style><\/noscript>/);
        assert.doesNotMatch(html, /homeLinks|getHomeLinks/);
      }
      const en = await (await t.request("/en/")).text();
      assert.match(en, /<a href="\/en\/courses\/noscript-path\/"[^>]*>Path noscript-path<\/a>/);
    } finally {
      await t.close();
    }
  },
);
