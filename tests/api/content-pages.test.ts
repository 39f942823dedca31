// The content pages as streamed HTML: every gated field × the three tiers × (GraphQL answer, SSR HTML), status
// codes, heads (title, JSON-LD), filters from the URL, and the sitemap's entries.
import assert from "node:assert/strict";
import { countries } from "../../db/schema/index.ts";
import { createTestApp } from "../support/app.ts";
import { createArticle, createJob, createLearningPath } from "../support/factories.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
const tiers = ["anonymous", "authorized", "fellow"] as const;
type Tier = (typeof tiers)[number];
const as = (tier: Tier) => ({ "x-test-viewer": tier });
const RANK = { anonymous: 0, authorized: 1, fellow: 2 };
const NEED = { UNANYMOUS: 0, AUTHORIZED: 1, FELLOW: 2 };

async function page(t: Awaited<ReturnType<typeof createTestApp>>, path: string, tier: Tier = "anonymous") {
  const res = await t.request(path, { headers: as(tier) });
  return { status: res.status, html: await res.text(), location: res.headers.get("location") };
}

Deno.test(
  "access matrix: no gated field reaches a viewer without access, in GraphQL or in the streamed HTML",
  opts,
  async () => {
    const t = await createTestApp({ seed: false });
    try {
      const levels = ["UNANYMOUS", "AUTHORIZED", "FELLOW"] as const;
      const jobs = await Promise.all(levels.map((readAccess) => createJob(t.db, { readAccess })));
      const articles: Array<Awaited<ReturnType<typeof createArticle>>> = [];
      for (const readAccess of levels) {
        for (const hideHalf of [false, true]) articles.push(await createArticle(t.db, { readAccess, hideHalf }));
      }
      // A path with 4 steps of which 2 are open to non-fellows.
      const stepArticles = await Promise.all(
        [1, 2, 3, 4].map((i) => createArticle(t.db, { slug: `step-article-${i}-x`, title: `Step article ${i}` })),
      );
      await createLearningPath(t.db, {
        slug: "matrix-path",
        articleIds: stepArticles.map((a) => a.id),
        countAvailableArticles: 2,
      });

      for (const tier of tiers) {
        // Jobs: the list page and each job's page, and the same through GraphQL.
        const list = await page(t, "/en/jobs/", tier);
        assert.equal(list.status, 200);
        for (const job of jobs) {
          const entitled = RANK[tier] >= NEED[job.readAccess];
          const secrets = [
            job.company!,
            `Secret description ${job.description!.match(/\d+/)![0]}`,
            job.applicationLink!,
            String(job.salaryMin),
            String(job.salaryMax),
          ];
          const detail = await page(t, `/en/jobs/${job.id}/`, tier);
          assert.equal(detail.status, 200);
          const gql = JSON.stringify(
            (await t.graphql(
              `query($id: ID!) { getJob(id: $id) { __typename ... on Job { company salary { min max } description applicationLink }
              ... on DisabledJob { company description } } }`,
              { id: String(job.id) },
              as(tier),
            )).data,
          );
          for (const secret of secrets) {
            // The list page carries company and salary (not the description or link); the detail page carries all.
            const onList = !secret.startsWith("Secret description") && !secret.startsWith("https://");
            if (onList) {
              assert.equal(
                list.html.includes(secret),
                entitled,
                `list ${tier} × ${job.readAccess}: ${secret}`,
              );
            }
            assert.equal(detail.html.includes(secret), entitled, `page ${tier} × ${job.readAccess}: ${secret}`);
            assert.equal(gql.includes(secret), entitled, `graphql ${tier} × ${job.readAccess}: ${secret}`);
          }
          assert.equal(detail.html.includes('data-testid="job-gate"'), !entitled);
        }

        // Articles: the second half (and for non-hideHalf articles, all of the text) is held back.
        for (const article of articles) {
          const entitled = RANK[tier] >= NEED[article.readAccess];
          const n = article.title.match(/\d+/)![0];
          const html = (await page(t, `/en/articles/${article.slug}/`, tier)).html;
          const gql = JSON.stringify(
            (await t.graphql(`query($slug: String!) { getArticleByCustomer(slug: $slug) { articleText } }`, {
              slug: article.slug,
            }, as(tier))).data,
          );
          for (const [where, text] of [["page", html], ["graphql", gql]] as const) {
            const label = `${where} ${tier} × ${article.readAccess} hideHalf=${article.hideHalf}`;
            assert.equal(text.includes(`Gated heading ${n}`), entitled, label);
            assert.equal(text.includes(`Gated ending ${n}`), entitled, label);
            assert.equal(text.includes(`Open opening ${n}`), entitled || article.hideHalf, label);
          }
          assert.equal(html.includes('data-testid="article-gate"'), !entitled, `gate ${tier} × ${article.readAccess}`);
        }

        // Learning path: steps past countAvailableArticles carry no link for non-fellows.
        const course = await page(t, "/en/courses/matrix-path/", tier);
        assert.equal(course.status, 200);
        const pathGql = JSON.stringify(
          (await t.graphql(
            `{ getLearningPathBySlug(slug: "matrix-path") { steps { disabled article { slug } } } }`,
            {},
            as(tier),
          )).data,
        );
        for (const [i, a] of stepArticles.entries()) {
          const open = tier === "fellow" || i < 2;
          assert.equal(course.html.includes(`/en/articles/${a.slug}/`), open, `course ${tier} step ${i + 1}`);
          assert.equal(pathGql.includes(a.slug), open, `graphql course ${tier} step ${i + 1}`);
        }
        assert.equal(
          (course.html.match(/data-testid="learning-path-step-locked"/g) ?? []).length,
          tier === "fellow" ? 0 : 2,
        );
      }
    } finally {
      await t.close();
    }
  },
);

Deno.test("jobs page: filters and search come from the URL; bad values are ignored, not errors", opts, async () => {
  const t = await createTestApp({ seed: false });
  try {
    const [france] = await t.db.insert(countries).values({ rusTrans: "Франция", engTrans: "France", isoCode: "FR" })
      .returning();
    const paris = await createJob(t.db, { title: "Logistics Officer Paris", countryId: france.id, isUN: true });
    const other = await createJob(t.db, { title: "Data Engineer Remote", tags: ["remote"] });
    const ids = (html: string) => [...html.matchAll(/data-job-id="(\d+)"/g)].map((m) => Number(m[1]));

    assert.deepEqual(ids((await page(t, `/en/jobs/?country=${france.id}`)).html), [paris.id]);
    assert.deepEqual(ids((await page(t, "/en/jobs/?un=1")).html), [paris.id]);
    assert.deepEqual(ids((await page(t, "/en/jobs/?tag=remote")).html), [other.id]);
    assert.deepEqual(ids((await page(t, "/en/jobs/?q=logistics")).html), [paris.id]);
    // Two characters do not search; unknown values are dropped.
    assert.equal(ids((await page(t, "/en/jobs/?q=lo")).html).length, 2);
    const bad = await page(t, "/en/jobs/?region=Mars&country=abc&access=ROOT&un=maybe");
    assert.equal(bad.status, 200);
    assert.equal(ids(bad.html).length, 2);
    const none = await page(t, "/en/jobs/?q=zzzzqqqq");
    assert.match(none.html, /No jobs found for the given criteria/);
    assert.match((await page(t, "/ru/jobs/?q=zzzzqqqq")).html, /По заданным критериям вакансий не найдено/);
    // The chips are links that keep the rest of the search.
    assert.match((await page(t, "/en/jobs/?q=logistics")).html, /href="\?q=logistics&amp;tag=remote"/);
  } finally {
    await t.close();
  }
});

Deno.test("jobs list: 9 per page, promo after the third job and the banner for non-fellows only", opts, async () => {
  const t = await createTestApp({ seed: false });
  try {
    for (let i = 0; i < 11; i++) await createJob(t.db);
    for (const tier of tiers) {
      const { html } = await page(t, "/en/jobs/", tier);
      assert.equal((html.match(/data-testid="job-card"/g) ?? []).length, 9);
      assert.match(html, /data-testid="jobs-show-more"/);
      assert.equal(html.includes('data-testid="jobs-promo"'), tier !== "fellow", tier);
      assert.equal(html.includes('data-testid="jobs-subscribe-banner"'), tier !== "fellow", tier);
      // The promo sits after the third card.
      if (tier !== "fellow") {
        const before = html.slice(0, html.indexOf('data-testid="jobs-promo"'));
        assert.equal((before.match(/data-testid="job-card"/g) ?? []).length, 3);
      }
    }
  } finally {
    await t.close();
  }
});

Deno.test(
  "content pages: titles in both languages, 404s, /404 redirect for a missing article, JSON-LD",
  opts,
  async () => {
    const t = await createTestApp({ seed: false });
    try {
      const open = await createJob(t.db, { readAccess: "UNANYMOUS", title: "Open Analyst" });
      const gated = await createJob(t.db, { readAccess: "FELLOW", title: "Members Analyst" });
      const closed = await createJob(t.db, { title: "Closed Analyst", openUntil: new Date(Date.now() - 86_400_000) });
      const free = await createArticle(t.db, { title: "Free reading" });
      const paid = await createArticle(t.db, { title: "Paid reading", readAccess: "FELLOW", hideHalf: true });

      const en = await page(t, "/en/jobs/");
      assert.match(en.html, /<title>Jobs in international organisations and the UN — Fellows Club<\/title>/);
      const ru = await page(t, "/ru/jobs/");
      assert.match(ru.html, /<title>Вакансии в международных организациях и ООН — Fellows Club<\/title>/);
      assert.match(
        (await page(t, "/en/articles/")).html,
        /<title>Articles about international careers — Fellows Club<\/title>/,
      );
      assert.match((await page(t, "/ru/articles/")).html, /<html lang="ru"/);

      const jobPage = await page(t, `/en/jobs/${open.id}/`);
      assert.match(jobPage.html, /<title>Open Analyst — vacancy at Fellows Club<\/title>/);
      assert.match(jobPage.html, /<link rel="canonical" href="https:\/\/fellows.test\/en\/jobs\/\d+\/"/);
      const ld = JSON.parse(jobPage.html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]);
      assert.equal(ld["@type"], "JobPosting");
      assert.equal(ld.title, "Open Analyst");
      assert.equal(ld.hiringOrganization.name, open.company);
      // A job the viewer may not open: the page's public part, not free, never the company; none for a closed one.
      const gatedHtml = (await page(t, `/en/jobs/${gated.id}/`)).html;
      const gatedLd = JSON.parse(gatedHtml.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]);
      assert.equal(gatedLd["@type"], "WebPage");
      assert.equal(gatedLd.isAccessibleForFree, false);
      assert.equal(gatedLd.mainEntity["@type"], "JobPosting");
      assert.ok(!JSON.stringify(gatedLd).includes(gated.company!), "no company in a locked job's JSON-LD");
      assert.match((await page(t, `/en/jobs/${gated.id}/`, "fellow")).html, /"@type":"JobPosting"/);
      const closedPage = await page(t, `/en/jobs/${closed.id}/`);
      assert.doesNotMatch(closedPage.html, /application\/ld\+json/);
      assert.match(closedPage.html, /Vacancy closed/);

      for (const missing of ["/en/jobs/987654/", "/en/jobs/abc/", "/ru/courses/no-such-path/"]) {
        const res = await page(t, missing);
        assert.equal(res.status, 404, missing);
        assert.match(res.html, /data-testid="not-found-page"/, missing);
      }
      const gone = await page(t, "/en/articles/no-such-article/");
      assert.equal(gone.status, 302);
      assert.equal(new URL(gone.location!, "https://fellows.test").pathname, "/en/404/");

      const freePage = await page(t, `/en/articles/${free.slug}/`);
      const articleLd = JSON.parse(freePage.html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]);
      assert.equal(articleLd["@type"], "Article");
      assert.equal(articleLd.isAccessibleForFree, true);
      assert.match(freePage.html, /<meta property="og:type" content="article"/);
      const paidLd = (await page(t, `/en/articles/${paid.slug}/`)).html.match(/"isAccessibleForFree":(true|false)/)![1];
      assert.equal(paidLd, "false");
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "sitemap.xml lists open jobs in both locales, site articles and learning paths once in their own",
  opts,
  async () => {
    const t = await createTestApp({ seed: false });
    try {
      const open = await createJob(t.db);
      const closed = await createJob(t.db, { openUntil: new Date(Date.now() - 86_400_000) });
      const article = await createArticle(t.db);
      const russian = await createArticle(t.db, { language: "ru" });
      const blog = await createArticle(t.db, { ghostPostSlug: "on-the-blog" });
      await createLearningPath(t.db, { slug: "sitemap-path", articleIds: [article.id], countAvailableArticles: 1 });
      await createLearningPath(t.db, {
        slug: "sitemap-put",
        articleIds: [russian.id],
        countAvailableArticles: 1,
        language: "ru",
      });
      const xml = await (await t.request("/sitemap.xml")).text();
      for (const locale of ["ru", "en"]) {
        assert.match(xml, new RegExp(`<loc>https://fellows.test/${locale}/jobs/</loc>`));
        assert.match(xml, new RegExp(`<loc>https://fellows.test/${locale}/articles/</loc>`));
        assert.match(xml, new RegExp(`<loc>https://fellows.test/${locale}/jobs/${open.id}/</loc>`));
      }
      // Content written in one language: one entry, under its own locale, with no alternate in the other.
      const listed = (path: string) => xml.split(`https://fellows.test${path}`).length - 1;
      assert.equal(listed(`/en/articles/${article.slug}/`), 1);
      assert.equal(listed(`/ru/articles/${article.slug}/`), 0);
      assert.equal(listed(`/ru/articles/${russian.slug}/`), 1);
      assert.equal(listed(`/en/articles/${russian.slug}/`), 0);
      assert.equal(listed("/en/courses/sitemap-path/"), 1);
      assert.equal(listed("/ru/courses/sitemap-path/"), 0);
      assert.equal(listed("/ru/courses/sitemap-put/"), 1);
      assert.equal(listed("/en/courses/sitemap-put/"), 0);
      assert.doesNotMatch(xml, new RegExp(`/jobs/${closed.id}/`));
      assert.doesNotMatch(xml, new RegExp(blog.slug));
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "the language switch on an article or a course goes to its translation, else to the nearest list, never a 404",
  opts,
  async () => {
    const t = await createTestApp();
    try {
      const article = await createArticle(t.db, { language: "ru", slug: "tolko-po-russki" });
      await createLearningPath(t.db, { slug: "only-in-english", articleIds: [article.id], countAvailableArticles: 1 });
      const switchOf = (html: string) =>
        html.match(/<a href="([^"]+)"[^>]*data-testid="language-switcher"/)?.[1]?.replaceAll("&amp;", "&");
      const cases = [
        // Written in both languages: the switch goes to the translation, both ways.
        ["/ru/articles/rezyume-dlya-oon/", "/en/articles/un-cv-that-gets-shortlisted/"],
        ["/en/articles/un-cv-that-gets-shortlisted/", "/ru/articles/rezyume-dlya-oon/"],
        ["/ru/courses/kariera-v-oon-ot-nulya-do-offera/", "/en/courses/career-in-the-un-from-zero-to-offer/"],
        ["/en/courses/moving-to-europe-for-work/", "/ru/courses/pereezd-v-evropu-po-rabote/"],
        // In one language only: the article list, or the home page's learning paths (there is no list of paths).
        ["/ru/articles/tolko-po-russki/", "/en/articles/"],
        ["/en/articles/jpo-and-young-professionals-programme/", "/ru/articles/"],
        ["/en/courses/only-in-english/", "/ru/#paths"],
      ];
      for (const [from, to] of cases) {
        const { status, html } = await page(t, from);
        assert.equal(status, 200, from);
        assert.equal(switchOf(html), to, `switch on ${from}`);
        const target = await page(t, to);
        assert.equal(target.status, 200, `${to} answers`);
      }
      // The translations are each other's hreflang alternates.
      const { html } = await page(t, "/ru/articles/rezyume-dlya-oon/");
      assert.match(html, /hrefLang="en" href="https:\/\/fellows.test\/en\/articles\/un-cv-that-gets-shortlisted\/"/);
      assert.match(html, /hrefLang="ru" href="https:\/\/fellows.test\/ru\/articles\/rezyume-dlya-oon\/"/);
    } finally {
      await t.close();
    }
  },
);
