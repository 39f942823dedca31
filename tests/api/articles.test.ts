import assert from "node:assert/strict";
import { createTestApp } from "../support/app.ts";
import { createArticle, createLearningPath } from "../support/factories.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
const tiers = ["anonymous", "authorized", "fellow"] as const;
const as = (tier: string) => ({ "x-test-viewer": tier });

type App = Awaited<ReturnType<typeof createTestApp>>;
async function page(t: App, path: string, tier = "anonymous") {
  const res = await t.request(path, { headers: { "x-test-viewer": tier } });
  return { status: res.status, html: await res.text(), location: res.headers.get("location") };
}

const GET_ARTICLE = `query GetArticle($slug: String!) {
  getArticleByCustomer(slug: $slug) { slug articleText isGated content readAccess hideHalf }
}`;

Deno.test(
  "access matrix for articles: the gated half or the whole text never reaches a viewer without access",
  opts,
  async () => {
    const t = await createTestApp({ seed: false });
    try {
      const cases: Array<
        { readAccess: "UNANYMOUS" | "AUTHORIZED" | "FELLOW"; hideHalf: boolean; row: { slug: string } }
      > = [];
      for (const readAccess of ["UNANYMOUS", "AUTHORIZED", "FELLOW"] as const) {
        for (const hideHalf of [false, true]) {
          cases.push({
            readAccess,
            hideHalf,
            row: await createArticle(t.db, { readAccess, hideHalf, content: { blocks: ["Gated block"] } }),
          });
        }
      }
      const rank = { anonymous: 0, authorized: 1, fellow: 2 };
      const need = { UNANYMOUS: 0, AUTHORIZED: 1, FELLOW: 2 };
      for (const tier of tiers) {
        const list = await t.graphql<{ getArticles: { articles: Array<{ slug: string; articleText: string }> } }>(
          "query { getArticles(paging: { limit: 50 }) { articles { slug articleText isGated } total } }",
          {},
          as(tier),
        );
        for (const c of cases) {
          const single = (await t.graphql<
            { getArticleByCustomer: { articleText: string; isGated: boolean; content: string | null } }
          >(
            GET_ARTICLE,
            { slug: c.row.slug },
            as(tier),
          )).data!.getArticleByCustomer;
          const fromList = list.data!.getArticles.articles.find((x) => x.slug === c.row.slug)!;
          const entitled = rank[tier] >= need[c.readAccess];
          for (const answer of [single, fromList]) {
            const json = JSON.stringify(answer);
            assert.equal(json.includes("Gated ending"), entitled, `${tier} × ${c.readAccess} hideHalf=${c.hideHalf}`);
            assert.equal(json.includes("Gated heading"), entitled);
            // A hideHalf article shows its first half to everyone; other gated articles show nothing.
            assert.equal(json.includes("Open opening"), entitled || c.hideHalf, `${tier} × ${c.readAccess} opening`);
          }
          assert.equal(single.isGated, !entitled);
          assert.equal(single.content !== null, entitled);
        }
      }
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "articles: language, video filter, search from 2 characters, popular sort, featured order",
  opts,
  async () => {
    const t = await createTestApp({ seed: false });
    try {
      await createArticle(t.db, { title: "How to write a UN cover letter", language: "en", views: 5 });
      await createArticle(t.db, {
        title: "Interview video guide",
        language: "en",
        video: "https://www.youtube.com/embed/abcdefghijk",
        views: 50,
        isFeatured: true,
        featureOrder: 2,
      });
      await createArticle(t.db, {
        title: "Как пройти собеседование",
        language: "ru",
        isFeatured: true,
        featureOrder: 1,
      });
      await createArticle(t.db, { title: "Draft", language: "en", status: "DRAFT" });
      const run = async (input: Record<string, unknown>) =>
        (await t.graphql<{ getArticles: { articles: Array<{ title: string }>; total: number } }>(
          "query($input: ArticlesInput) { getArticles(input: $input, paging: { limit: 10 }) { articles { title } total } }",
          { input },
        )).data!.getArticles;
      assert.deepEqual((await run({ language: "en" })).total, 2);
      assert.deepEqual((await run({ withVideo: true })).articles.map((x) => x.title), ["Interview video guide"]);
      assert.deepEqual((await run({ textSearch: "собеседование" })).articles.map((x) => x.title), [
        "Как пройти собеседование",
      ]);
      assert.deepEqual((await run({ textSearch: "UN" })).articles.map((x) => x.title), [
        "How to write a UN cover letter",
      ]);
      assert.deepEqual(
        (await run({ language: "en", sortOption: "popular" })).articles.map((x) => x.title)[0],
        "Interview video guide",
      );
      const featured = await t.graphql<{ getFeaturedArticles: Array<{ title: string }> }>(
        "query { getFeaturedArticles { title } }",
      );
      assert.deepEqual(featured.data!.getFeaturedArticles.map((x) => x.title), [
        "Как пройти собеседование",
        "Interview video guide",
      ]);
      const bad = await t.graphql('query { getArticles(input: { sortOption: "random" }) { total } }');
      assert.equal(bad.errors?.[0].extensions?.code, "BAD_USER_INPUT");
    } finally {
      await t.close();
    }
  },
);

Deno.test("an articles page past the end redirects to the last page, which shows the real count", opts, async () => {
  const t = await createTestApp({ seed: false });
  try {
    for (let i = 0; i < 14; i++) await createArticle(t.db, { title: `Clamp article ${i}` });
    await createArticle(t.db, { title: "Quokka notebook" });
    const past = await page(t, "/en/articles/?page=9");
    assert.equal(past.status, 302);
    assert.equal(past.location, "/en/articles/?page=2");
    const last = await page(t, "/en/articles/?page=2");
    assert.equal(last.status, 200);
    assert.equal((last.html.match(/data-testid="article-card"/g) ?? []).length, 3);
    assert.doesNotMatch(last.html, /No articles found/);
    // The filters stay; a search with fewer results clamps to its own last page (here the first).
    const searched = await page(t, "/en/articles/?q=quokka&sort=popular&page=5");
    assert.equal(searched.status, 302);
    assert.equal(searched.location, "/en/articles/?q=quokka&sort=popular");
    // The API answers the true total for a page past the end.
    const beyond = await t.graphql<{ getArticles: { total: number; articles: unknown[] } }>(
      `{ getArticles(input: { language: en }, paging: { skip: 96, limit: 12 }) { total articles { id } } }`,
    );
    assert.deepEqual(beyond.data?.getArticles, { total: 15, articles: [] });
  } finally {
    await t.close();
  }
});

Deno.test(
  "an article or learning path lives under its own locale: the other locale redirects, hreflang names one language",
  opts,
  async () => {
    const t = await createTestApp({ seed: false });
    try {
      const russian = await createArticle(t.db, { language: "ru", title: "Резюме для ООН", slug: "rezyume-test" });
      const english = await createArticle(t.db, { language: "en", title: "A UN CV" });
      await createLearningPath(t.db, {
        slug: "put-v-oon",
        articleIds: [russian.id],
        countAvailableArticles: 1,
        language: "ru",
      });

      const moved = await page(t, "/en/articles/rezyume-test/");
      assert.equal(moved.status, 301);
      assert.equal(moved.location, "/ru/articles/rezyume-test/");
      const withPath = await page(t, "/en/articles/rezyume-test/?back_c=put-v-oon");
      assert.equal(withPath.location, "/ru/articles/rezyume-test/?back_c=put-v-oon");
      assert.equal((await page(t, `/ru/articles/${english.slug}/`)).location, `/en/articles/${english.slug}/`);
      const course = await page(t, "/en/courses/put-v-oon/");
      assert.equal(course.status, 301);
      assert.equal(course.location, "/ru/courses/put-v-oon/");

      for (const path of ["/ru/articles/rezyume-test/", "/ru/courses/put-v-oon/"]) {
        const { status, html } = await page(t, path);
        assert.equal(status, 200, path);
        assert.match(html, /<html lang="ru"/, path);
        const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)]
          .map((m) => `${m[1]} ${m[2]}`);
        assert.deepEqual(alternates, [`ru https://fellows.test${path}`], path);
        assert.match(html, new RegExp(`<link rel="canonical" href="https://fellows.test${path}"`), path);
      }
      // The course's title is in its own language only.
      assert.match((await page(t, "/ru/courses/put-v-oon/")).html, /<title>Path put-v-oon — учебный/);
    } finally {
      await t.close();
    }
  },
);

Deno.test("the articles list's headings go down one level at a time, in both languages", opts, async () => {
  const t = await createTestApp();
  try {
    for (const locale of ["ru", "en"]) {
      const html = await (await t.request(`/${locale}/articles/`)).text();
      const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
      const levels = [...main.matchAll(/<h([1-6])\b/g)].map((m) => Number(m[1]));
      assert.equal(levels[0], 1, `${locale}: the page starts with its h1`);
      assert.ok(levels.includes(3), `${locale}: the cards have their headings`);
      levels.forEach((level, i) => {
        if (i > 0) assert.ok(level <= levels[i - 1] + 1, `${locale}: h${levels[i - 1]} then h${level}`);
      });
    }
  } finally {
    await t.close();
  }
});
