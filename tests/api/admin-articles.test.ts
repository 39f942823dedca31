// The back office's articles and learning paths (/admin/articles, /admin/learning-paths): a moderator's draft stays
// off the site until published (page 404, not listed, not in the sitemap), then shows everywhere; a hideHalf FELLOW
// article's gated half never reaches a visitor's page and reaches a fellow's; the preview per tier is the public
// shaping; the allow-list keeps stored XSS inert on the public pages in both languages; bad input is refused with a
// translated error and nothing changed; a stale sign-in must confirm its password; picture uploads are checked by their
// bytes and served; a learning path's ordered steps show on /courses/<slug>.
import assert from "node:assert/strict";
import { asc, count, eq } from "drizzle-orm";
import sanitizeHtml from "sanitize-html";
import { adminAuditLog, articles, learningPaths, learningPathSteps } from "../../db/schema/index.ts";
import { createTestApp } from "../support/app.ts";
import { REAL_PNG } from "../support/images.ts";
import { createViewer, gqlAs, type TestViewer } from "../support/team.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
type App = Awaited<ReturnType<typeof createTestApp>>;

const ARTICLE_FIELDS = `id slug title description articleText picture video tags authorFirstName authorLastName
  authorAvatar buttonLink buttonTitle readAccess hideHalf isFeatured featureOrder language status`;

type AdminArticle = {
  id: string;
  slug: string;
  title: string;
  description: string;
  articleText: string;
  picture: string | null;
  video: string | null;
  tags: string[];
  status: string;
  language: string;
  readAccess: string;
  hideHalf: boolean;
  featureOrder: number | null;
};

const SAVE = `mutation($input: AdminArticleInput!) { adminSaveArticle(input: $input) { ${ARTICLE_FIELDS} } }`;
const PUBLISH = `mutation($id: ID!) { adminPublishArticle(id: $id) { ${ARTICLE_FIELDS} } }`;
const UNPUBLISH = `mutation($id: ID!) { adminUnpublishArticle(id: $id) { ${ARTICLE_FIELDS} } }`;
const ARCHIVE = `mutation($id: ID!) { adminArchiveArticle(id: $id) { ${ARTICLE_FIELDS} } }`;
const LIST = `query($f: AdminArticlesFilter, $p: Int) { adminArticles(filter: $f, page: $p) { total pageSize
  items { id title status language } } }`;
const PREVIEW = `query($id: ID!, $tier: String!) { adminArticlePreview(id: $id, tier: $tier) {
  id slug title articleText isGated video readAccess hideHalf } }`;
const PUBLIC_ONE = `query($slug: String!) { getArticleByCustomer(slug: $slug) {
  id slug title articleText isGated video readAccess hideHalf } }`;
const PUBLIC_LIST = `query($language: Language) { getArticles(input: { language: $language }, paging: { limit: 50 }) {
  total articles { id slug } } }`;
const SAVE_PATH = `mutation($input: AdminLearningPathInput!) { adminSaveLearningPath(input: $input) { id slug title
  description status steps { articleId articleTitle text hasVideo } } }`;
const PUBLISH_PATH = `mutation($id: ID!) { adminPublishLearningPath(id: $id) { id status } }`;

const GATED = "Walrus secret ending that only fellows read";

function articleInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: "Как переехать в Женеву",
    description: "A short guide to moving.",
    articleText: `<p>Open opening about the move.</p><p>Open second paragraph about visas.</p>` +
      `<h2>Gated heading</h2><p>${GATED}.</p><p>Another gated paragraph with more words.</p>`,
    picture: "/uploads/articles/cover.png",
    tags: ["relocation", "geneva"],
    authorFirstName: "Anna",
    authorLastName: "Petrova",
    buttonLink: "https://example.org/apply",
    buttonTitle: "Apply",
    readAccess: "UNANYMOUS",
    hideHalf: false,
    isFeatured: false,
    language: "en",
    ...overrides,
  };
}

async function snapshot(t: App) {
  const rows = await t.db.select().from(articles).orderBy(asc(articles.id));
  const paths = await t.db.select().from(learningPaths).orderBy(asc(learningPaths.id));
  const steps = await t.db.select().from(learningPathSteps).orderBy(asc(learningPathSteps.id));
  const [audit] = await t.db.select({ n: count() }).from(adminAuditLog);
  return JSON.stringify({ rows: rows.map(({ search: _s, ...r }) => r), paths, steps, audit: Number(audit.n) });
}

/** The spec's answer for an unknown article: a redirect to the 404 page (or the 404 itself). */
async function isGone(t: App, path: string): Promise<boolean> {
  const res = await t.request(path, { redirect: "manual" });
  await res.body?.cancel();
  return res.status === 404 || (res.status === 302 && /\/404\/?$/.test(res.headers.get("location") ?? ""));
}

const sitemap = async (t: App) => await (await t.request("/sitemap.xml")).text();

async function publicList(t: App, language: "en" | "ru") {
  const res = await t.graphql<{ getArticles: { articles: Array<{ slug: string }> } }>(PUBLIC_LIST, { language });
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  return res.data!.getArticles.articles.map((a) => a.slug);
}

async function save(t: App, viewer: TestViewer, input: Record<string, unknown>) {
  const res = await gqlAs<{ adminSaveArticle: AdminArticle }>(t, viewer, SAVE, { input });
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  return res.data!.adminSaveArticle;
}

/** Every element of a page as a real HTML parser (htmlparser2, through sanitize-html) reads it. */
function elementsOf(html: string) {
  const elements: Array<{ tag: string; attribs: Record<string, string>; text: string }> = [];
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    exclusiveFilter: (frame) => {
      elements.push({ tag: frame.tag, attribs: { ...frame.attribs }, text: frame.text });
      return false;
    },
  });
  return elements;
}

Deno.test(
  "a draft is off the site; published it is listed, in the sitemap and on its page; unpublished it leaves again",
  opts,
  async () => {
    await using t = await createTestApp({ seed: false });
    const moderator = await createViewer(t, "moderator");
    const draft = await save(t, moderator, articleInput());
    assert.equal(draft.status, "DRAFT");
    assert.equal(draft.slug, "kak-pereekhat-v-zhenevu", "the slug is the title, transliterated");
    assert.ok(await isGone(t, `/en/articles/${draft.slug}/`), "a draft's page is not found");
    assert.ok(!(await publicList(t, "en")).includes(draft.slug));
    assert.doesNotMatch(await sitemap(t), new RegExp(draft.slug));

    const again = await save(t, moderator, articleInput());
    assert.equal(again.slug, "kak-pereekhat-v-zhenevu-2", "a taken slug gets a number");

    const published = await gqlAs<{ adminPublishArticle: AdminArticle }>(t, moderator, PUBLISH, { id: draft.id });
    assert.equal(published.errors, undefined, JSON.stringify(published.errors));
    assert.equal(published.data!.adminPublishArticle.status, "PUBLISHED");
    assert.ok((await publicList(t, "en")).includes(draft.slug));
    assert.match(await sitemap(t), new RegExp(`/en/articles/${draft.slug}/</loc>`));
    const page = await t.request(`/en/articles/${draft.slug}/`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /Open opening about the move/);
    const listPage = await (await t.request(`/en/articles/`)).text();
    assert.match(listPage, /Как переехать в Женеву/);

    const unpublished = await gqlAs<{ adminUnpublishArticle: AdminArticle }>(t, moderator, UNPUBLISH, {
      id: draft.id,
    });
    assert.equal(unpublished.data!.adminUnpublishArticle.status, "DRAFT");
    assert.ok(await isGone(t, `/en/articles/${draft.slug}/`), "an unpublished page is not found");
    const archived = await gqlAs<{ adminArchiveArticle: AdminArticle }>(t, moderator, ARCHIVE, { id: draft.id });
    assert.equal(archived.data!.adminArchiveArticle.status, "ARCHIVED");

    const audit = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, draft.id))
      .orderBy(asc(adminAuditLog.id));
    assert.deepEqual(audit.map((a) => [a.entity, a.operation]), [
      ["article", "adminSaveArticle"],
      ["article", "adminPublishArticle"],
      ["article", "adminUnpublishArticle"],
      ["article", "adminArchiveArticle"],
    ]);

    const list = await gqlAs<{ adminArticles: { total: number; items: Array<{ id: string }> } }>(t, moderator, LIST, {
      f: { status: "DRAFT", language: "en" },
    });
    assert.deepEqual(list.data!.adminArticles.items.map((a) => a.id), [again.id]);
  },
);

Deno.test(
  "a hideHalf FELLOW article: a visitor's page lacks the gated half, a fellow's has it; previews match",
  opts,
  async () => {
    await using t = await createTestApp({ seed: false });
    const moderator = await createViewer(t, "moderator");
    const fellow = await createViewer(t, "fellow");
    const member = await createViewer(t, "member");
    const article = await save(
      t,
      moderator,
      articleInput({ readAccess: "FELLOW", hideHalf: true, slug: "walrus-guide" }),
    );
    assert.equal(article.slug, "walrus-guide");
    // Drafts are previewable; the preview of each tier is what that reader gets.
    const draftPreview = await gqlAs<{ adminArticlePreview: { isGated: boolean; articleText: string } }>(
      t,
      moderator,
      PREVIEW,
      { id: article.id, tier: "anonymous" },
    );
    assert.equal(draftPreview.data!.adminArticlePreview.isGated, true);
    assert.doesNotMatch(draftPreview.data!.adminArticlePreview.articleText, /Walrus secret/);
    await gqlAs(t, moderator, PUBLISH, { id: article.id });

    const anonymousHtml = await (await t.request(`/en/articles/walrus-guide/`)).text();
    assert.match(anonymousHtml, /Open opening about the move/);
    assert.doesNotMatch(anonymousHtml, /Walrus secret/, "the gated half never reaches a visitor");
    const fellowHtml = await (await t.request(`/en/articles/walrus-guide/`, { headers: fellow.headers })).text();
    assert.match(fellowHtml, /Walrus secret/);

    for (const [tier, viewer] of [["anonymous", null], ["authorized", member], ["fellow", fellow]] as const) {
      const preview = await gqlAs<{ adminArticlePreview: Record<string, unknown> }>(t, moderator, PREVIEW, {
        id: article.id,
        tier,
      });
      const publicView = await t.graphql<{ getArticleByCustomer: Record<string, unknown> }>(
        PUBLIC_ONE,
        { slug: "walrus-guide" },
        viewer?.headers ?? {},
      );
      assert.deepEqual(preview.data!.adminArticlePreview, publicView.data!.getArticleByCustomer, tier);
    }
    const bad = await gqlAs(t, moderator, PREVIEW, { id: article.id, tier: "god" });
    assert.equal(bad.errors?.[0]?.extensions?.code, "BAD_USER_INPUT");
    const refused = await gqlAs(t, member, PREVIEW, { id: article.id, tier: "fellow" });
    assert.equal(refused.errors?.[0]?.extensions?.code, "FORBIDDEN");
  },
);

Deno.test("stored XSS in every field an article shows renders inert on the public pages", opts, async () => {
  await using t = await createTestApp({ seed: false });
  const moderator = await createViewer(t, "moderator");
  const payload = `"><script>alert(1)</script><img src=x onerror=alert(1)>`;
  const text = `<p>Numbat duties</p><script>alert(1)</script><img src=x onerror=alert(1)>` +
    `<a href="javascript:alert(1)">apply</a><a href="https://example.org" onclick="alert(1)">ok</a>` +
    `<svg onload=alert(1)></svg><iframe src="javascript:alert(1)"></iframe><p style="x" onmouseover="alert(1)">y</p>`;
  for (const language of ["en", "ru"] as const) {
    const article = await save(
      t,
      moderator,
      articleInput({
        title: `Numbat ${payload}`,
        slug: `numbat-${language}`,
        description: payload,
        tags: [payload.slice(0, 50), "javascript:alert(1)"],
        authorFirstName: payload,
        authorLastName: payload,
        buttonTitle: payload,
        articleText: text,
        language,
      }),
    );
    assert.equal(
      article.articleText,
      `<p>Numbat duties</p><a rel="noopener noreferrer nofollow">apply</a>` +
        `<a href="https://example.org" rel="noopener noreferrer nofollow">ok</a><p>y</p>`,
      "the server keeps only the allow-list",
    );
    await gqlAs(t, moderator, PUBLISH, { id: article.id });
    for (const path of [`/${language}/articles/numbat-${language}/`, `/${language}/articles/`]) {
      const res = await t.request(path);
      assert.equal(res.status, 200, path);
      const html = await res.text();
      assert.match(html, /Numbat/);
      const elements = elementsOf(html);
      for (const element of elements) {
        const label = `${path}: <${element.tag} ${JSON.stringify(element.attribs).slice(0, 120)}>`;
        for (const [name, value] of Object.entries(element.attribs)) {
          assert.doesNotMatch(name, /^on/i, `${label}: no event handler attribute`);
          if (/^(href|src|action|formaction|xlink:href)$/i.test(name)) {
            // deno-lint-ignore no-control-regex -- browsers skip control characters inside a scheme
            assert.doesNotMatch(value.replace(/[\s\u0000-\u001f]/g, ""), /^(javascript|vbscript|data):/i, label);
          }
        }
      }
      const scripts = elements.filter((e) => e.tag === "script");
      for (const script of scripts) assert.notEqual(script.text.trim(), "alert(1)", `${path}: an injected script`);
    }
  }
  // A javascript: button link, picture or video is refused outright.
  const before = await snapshot(t);
  for (
    const [field, value] of [
      ["buttonLink", "javascript:alert(1)"],
      ["picture", "javascript:alert(1)"],
      ["authorAvatar", "data:image/png;base64,AAAA"],
      ["video", "javascript:alert(1)"],
    ] as const
  ) {
    const res = await gqlAs(t, moderator, SAVE, { input: articleInput({ [field]: value }) });
    assert.equal(res.errors?.[0]?.extensions?.code, "BAD_USER_INPUT", field);
    assert.match(String(res.errors?.[0]?.extensions?.i18nKey), /^adminArticles\.errors\./, field);
  }
  assert.equal(await snapshot(t), before);
});

Deno.test(
  "bad input is refused with translated errors and nothing changes; a stale sign-in confirms",
  opts,
  async () => {
    await using t = await createTestApp({ seed: false });
    const moderator = await createViewer(t, "moderator");
    const existing = await save(t, moderator, articleInput({ slug: "taken-slug" }));
    const before = await snapshot(t);
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [articleInput({ title: "  " }), /titleRequired/],
      [articleInput({ title: "x".repeat(201) }), /titleTooLong/],
      [articleInput({ slug: "Not a slug!" }), /slug/],
      [articleInput({ slug: "taken-slug" }), /slugTaken/],
      [articleInput({ readAccess: "EVERYONE" }), /./],
      [articleInput({ featureOrder: -1, isFeatured: true }), /featureOrder/],
      [articleInput({ tags: ["a,b"] }), /tagTooLong/],
    ];
    for (const [input, key] of cases) {
      const res = await gqlAs(t, moderator, SAVE, { input });
      assert.ok(res.errors?.length, JSON.stringify(input).slice(0, 80));
      const code = res.errors![0].extensions?.code;
      assert.ok(code === "BAD_USER_INPUT", `${code}`);
      assert.match(JSON.stringify(res.errors![0].extensions), key);
    }
    const missing = await gqlAs(t, moderator, PUBLISH, { id: "999999" });
    assert.equal(missing.errors?.[0]?.extensions?.i18nKey, "adminArticles.errors.notFound");
    assert.equal(await snapshot(t), before);

    const stale = await createViewer(t, "moderator", { signedInMinutesAgo: 45 });
    for (
      const [query, variables] of [
        [SAVE, { input: articleInput() }],
        [PUBLISH, { id: existing.id }],
        [SAVE_PATH, { input: { title: "Path", language: "en" } }],
      ] as const
    ) {
      const res = await gqlAs(t, stale, query, variables);
      assert.equal(res.errors?.[0]?.extensions?.code, "REAUTHENTICATION_REQUIRED");
    }
    assert.equal(await snapshot(t), before);
    const list = await gqlAs<{ adminArticles: { total: number } }>(t, stale, LIST, {});
    assert.equal(list.data!.adminArticles.total, 1, "reading needs no fresh password");
  },
);

Deno.test("picture upload: a PNG is stored and served; fakes, oversize and outsiders are refused", opts, async () => {
  const dir = await Deno.makeTempDir({ prefix: "fellows-pictures-" });
  await using t = await createTestApp({ seed: false, env: { STORAGE_LOCAL_DIR: dir } });
  const moderator = await createViewer(t, "moderator");
  const upload = async (viewer: TestViewer, bytes: Uint8Array, name = "cover.png", type = "image/png") => {
    const body = new FormData();
    body.set("file", new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
    const res = await t.request("/api/admin/pictures", { method: "POST", body, headers: viewer.headers });
    return { status: res.status, body: await res.json() };
  };
  const ok = await upload(moderator, REAL_PNG);
  assert.equal(ok.status, 200, JSON.stringify(ok.body));
  assert.match(ok.body.url, /^\/uploads\/articles\/[0-9a-f-]+\.png$/);
  const served = await t.request(ok.body.url);
  assert.equal(served.status, 200);
  assert.equal(served.headers.get("content-type"), "image/png");
  assert.deepEqual(new Uint8Array(await served.arrayBuffer()), REAL_PNG);
  // The address is one the allow-list keeps in an article's text.
  const saved = await save(t, moderator, articleInput({ articleText: `<p>x</p><img src="${ok.body.url}" alt="">` }));
  assert.match(saved.articleText, new RegExp(`<img src="${ok.body.url}"`));

  const fake = await upload(moderator, new TextEncoder().encode("<html><script>alert(1)</script></html>"));
  assert.equal(fake.status, 415);
  assert.equal(fake.body.error.i18nKey, "adminArticles.errors.pictureType");
  const big = await upload(moderator, new Uint8Array(5 * 1024 * 1024 + 1024));
  assert.equal(big.status, 413);
  assert.equal(big.body.error.i18nKey, "adminArticles.errors.pictureTooLarge");
  for (const kind of ["anonymous", "member", "fellow", "recruiter"] as const) {
    const viewer = await createViewer(t, kind);
    const refused = await upload(viewer, REAL_PNG);
    assert.equal(refused.status, kind === "anonymous" ? 401 : 403, kind);
  }
  const stale = await createViewer(t, "moderator", { signedInMinutesAgo: 45 });
  const staleAnswer = await upload(stale, REAL_PNG);
  assert.equal(staleAnswer.status, 403);
  assert.equal(staleAnswer.body.error.name, "REAUTHENTICATION_REQUIRED");
  const stored = [...Deno.readDirSync(`${dir}/articles`)];
  assert.equal(stored.length, 1, "only the accepted picture is stored");
});

Deno.test(
  "a learning path's ordered steps show on /courses/<slug>; steps keep to the path's language",
  opts,
  async () => {
    await using t = await createTestApp({ seed: false });
    const moderator = await createViewer(t, "moderator");
    const first = await save(t, moderator, articleInput({ title: "Step one article", slug: "step-one" }));
    const second = await save(t, moderator, articleInput({ title: "Step two article", slug: "step-two" }));
    const russian = await save(t, moderator, articleInput({ title: "Русская статья", language: "ru" }));
    for (const a of [first, second]) await gqlAs(t, moderator, PUBLISH, { id: a.id });

    const before = await snapshot(t);
    const wrong = await gqlAs(t, moderator, SAVE_PATH, {
      input: { title: "Mixed", language: "en", steps: [{ articleId: russian.id, text: "Wrong language" }] },
    });
    assert.equal(wrong.errors?.[0]?.extensions?.i18nKey, "adminArticles.errors.stepArticle");
    assert.equal(await snapshot(t), before);

    const created = await gqlAs<{ adminSaveLearningPath: { id: string; slug: string; description: string } }>(
      t,
      moderator,
      SAVE_PATH,
      {
        input: {
          title: "Путь к работе в ООН",
          language: "en",
          description: `<p>Path intro</p><script>alert(1)</script>`,
          countAvailableArticles: 1,
          steps: [
            { articleId: second.id, text: "Read the second first", hasVideo: true },
            { articleId: first.id, text: "Then the first" },
          ],
        },
      },
    );
    assert.equal(created.errors, undefined, JSON.stringify(created.errors));
    const path = created.data!.adminSaveLearningPath;
    assert.equal(path.slug, "put-k-rabote-v-oon");
    assert.equal(path.description, "<p>Path intro</p>");
    assert.equal((await t.request(`/en/courses/${path.slug}/`)).status, 404, "a draft path is not public");
    await gqlAs(t, moderator, PUBLISH_PATH, { id: path.id });
    const html = await (await t.request(`/en/courses/${path.slug}/`)).text();
    const a = html.indexOf("Read the second first");
    const b = html.indexOf("Then the first");
    assert.ok(a > 0 && b > a, "steps in their order");
    assert.match(await sitemap(t), new RegExp(`/en/courses/${path.slug}/</loc>`));
    const audit = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entity, "learningPath"));
    assert.equal(audit.length, 2);
  },
);
