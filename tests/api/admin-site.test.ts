// The back office's site content (/admin/site): banners and the creeping line by audience (one line for each tier, an
// edit showing at once to the tiers it is for, the audience change in the audit log), the line aimed at one address, reviews
// on the home page and SEO titles in the page's head — each edit showing on the next request with the site cache on,
// each write in the audit log; bad input and a stale sign-in refused with nothing changed; reordering; and stored XSS
// in every plain field rendered inert on the public pages.
import assert from "node:assert/strict";
import { asc, count, desc, eq } from "drizzle-orm";
import { adminAuditLog, banners, creepingLineBanners, faqItems, reviews, seoTags } from "../../db/schema/index.ts";
import { FAQ } from "../../db/seed/faq.ts";
import { createTestApp } from "../support/app.ts";
import { createViewer, gqlAs, type TestViewer } from "../support/team.ts";
import sanitizeHtml from "sanitize-html";

const opts = { sanitizeResources: false, sanitizeOps: false };
type App = Awaited<ReturnType<typeof createTestApp>>;

const SAVE_BANNER = `mutation($input: AdminBannerInput!) { adminSaveBanner(input: $input) { id title status sortOrder
  isFree isRegistered isPaid language } }`;
const MOVE_BANNER = `mutation($id: ID!, $d: String!) { adminMoveBanner(id: $id, direction: $d) }`;
const DELETE_BANNER = `mutation($id: ID!) { adminDeleteBanner(id: $id) }`;
const LIST_BANNERS = `query($f: AdminSiteFilter) { adminBanners(filter: $f) { id title sortOrder } }`;
const SAVE_LINE = `mutation($input: AdminCreepingLineInput!) { adminSaveCreepingLine(input: $input) { id text
  conditionEmail isFree isRegistered isPaid status } }`;
const SAVE_REVIEW = `mutation($input: AdminReviewInput!) { adminSaveReview(input: $input) { id firstName text
  status sortOrder } }`;
const SAVE_SEO = `mutation($input: AdminSeoTagInput!) { adminSaveSeoTag(input: $input) { id url title description } }`;
const SAVE_FAQ = `mutation($input: AdminFaqItemInput!) { adminSaveFaqItem(input: $input) { id question answer
  status sortOrder } }`;
const MOVE_FAQ = `mutation($id: ID!, $d: String!) { adminMoveFaqItem(id: $id, direction: $d) }`;
const PUBLIC_FAQ = `query($l: Language!) { getFaq(language: $l) { id question answer } }`;
const PUBLIC_BANNERS = `query($l: Language!) { getBanners(input: { language: $l }) { id title text href } }`;
const PUBLIC_LINE = `query($l: Language!) { getCreepingLineBanner(language: $l) { text link } }`;

/** Everything the site-content operations may change: a refused call leaves it equal. */
async function siteSnapshot(t: App) {
  const [audit] = await t.db.select({ n: count() }).from(adminAuditLog);
  return JSON.stringify({
    banners: await t.db.select().from(banners).orderBy(asc(banners.id)),
    lines: await t.db.select().from(creepingLineBanners).orderBy(asc(creepingLineBanners.id)),
    reviews: await t.db.select().from(reviews).orderBy(asc(reviews.id)),
    seo: await t.db.select().from(seoTags).orderBy(asc(seoTags.id)),
    faq: await t.db.select().from(faqItems).orderBy(asc(faqItems.id)),
    audit: Number(audit.n),
  });
}

async function publicBanners(t: App, viewer: TestViewer) {
  const res = await gqlAs<{ getBanners: Array<{ id: string; title: string }> }>(t, viewer, PUBLIC_BANNERS, { l: "en" });
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  return res.data!.getBanners.map((b) => b.title);
}

/** Saves as the viewer and returns the answer, failing on any error. */
async function ok<T>(t: App, viewer: TestViewer, query: string, variables: Record<string, unknown>) {
  const res = await gqlAs<T>(t, viewer, query, variables);
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  return res.data!;
}

Deno.test("a banner for club members shows to a fellow and not to a visitor; edits show at once", opts, async () => {
  await using t = await createTestApp({ seed: false, env: { SITE_CACHE_SECONDS: "60" } });
  const moderator = await createViewer(t, "moderator");
  const fellow = await createViewer(t, "fellow");
  const visitor = await createViewer(t, "anonymous");
  // Fill the cache first: the edit must not wait for it to expire.
  assert.deepEqual(await publicBanners(t, fellow), []);
  assert.deepEqual(await publicBanners(t, visitor), []);
  const { adminSaveBanner: banner } = await ok<{ adminSaveBanner: { id: string; sortOrder: number } }>(
    t,
    moderator,
    SAVE_BANNER,
    {
      input: { title: "Members' webinar", href: "/en/network/", isPaid: true, language: "en", published: true },
    },
  );
  assert.deepEqual(await publicBanners(t, fellow), ["Members' webinar"]);
  assert.deepEqual(await publicBanners(t, visitor), []);
  await ok(t, moderator, SAVE_BANNER, {
    input: {
      id: banner.id,
      title: "Members' webinar, moved",
      isPaid: true,
      isFree: true,
      language: "en",
      published: true,
    },
  });
  assert.deepEqual(await publicBanners(t, fellow), ["Members' webinar, moved"]);
  assert.deepEqual(await publicBanners(t, visitor), ["Members' webinar, moved"]);
  const audit = await t.db.select().from(adminAuditLog).orderBy(asc(adminAuditLog.id));
  assert.deepEqual(audit.map((a) => [a.operation, a.entity, a.entityId]), [
    ["adminSaveBanner", "banner", banner.id],
    ["adminSaveBanner", "banner", banner.id],
  ]);
  // A draft leaves the site.
  await ok(t, moderator, SAVE_BANNER, {
    input: { id: banner.id, title: "Members' webinar, moved", isFree: true, language: "en", published: false },
  });
  assert.deepEqual(await publicBanners(t, visitor), []);
});

Deno.test("banners move up and down within their language and are deleted", opts, async () => {
  await using t = await createTestApp({ seed: false, env: { SITE_CACHE_SECONDS: "60" } });
  const moderator = await createViewer(t, "moderator");
  const visitor = await createViewer(t, "anonymous");
  const ids: string[] = [];
  for (const title of ["First", "Second", "Third"]) {
    const saved = await ok<{ adminSaveBanner: { id: string } }>(t, moderator, SAVE_BANNER, {
      input: { title, isFree: true, language: "en", published: true },
    });
    ids.push(saved.adminSaveBanner.id);
  }
  await ok(t, moderator, SAVE_BANNER, { input: { title: "Russian", isFree: true, language: "ru", published: true } });
  assert.deepEqual(await publicBanners(t, visitor), ["First", "Second", "Third"]);
  await ok(t, moderator, MOVE_BANNER, { id: ids[2], d: "up" });
  assert.deepEqual(await publicBanners(t, visitor), ["First", "Third", "Second"]);
  await ok(t, moderator, MOVE_BANNER, { id: ids[0], d: "down" });
  assert.deepEqual(await publicBanners(t, visitor), ["Third", "First", "Second"]);
  // At an end nothing moves and nothing is recorded.
  const before = await siteSnapshot(t);
  await ok(t, moderator, MOVE_BANNER, { id: ids[2], d: "up" });
  assert.equal(await siteSnapshot(t), before);
  const list = await ok<{ adminBanners: Array<{ title: string }> }>(t, moderator, LIST_BANNERS, {
    f: { language: "en" },
  });
  assert.deepEqual(list.adminBanners.map((b) => b.title), ["Third", "First", "Second"]);
  await ok(t, moderator, DELETE_BANNER, { id: ids[0] });
  assert.deepEqual(await publicBanners(t, visitor), ["Third", "Second"]);
  const [last] = await t.db.select().from(adminAuditLog).orderBy(asc(adminAuditLog.id)).then((rows) => rows.slice(-1));
  assert.equal(last.operation, "adminDeleteBanner");
  assert.equal(last.entity, "banner");
  const unknown = await gqlAs(t, moderator, DELETE_BANNER, { id: ids[0] });
  assert.equal(unknown.errors?.[0]?.extensions?.i18nKey, "adminSite.errors.notFound");
});

Deno.test("a creeping line aimed at one member shows to them and not to a visitor", opts, async () => {
  await using t = await createTestApp({ seed: false, env: { SITE_CACHE_SECONDS: "60" } });
  const moderator = await createViewer(t, "moderator");
  const member = await createViewer(t, "member");
  const visitor = await createViewer(t, "anonymous");
  const line = async (viewer: TestViewer) =>
    (await ok<{ getCreepingLineBanner: { text: string } | null }>(t, viewer, PUBLIC_LINE, { l: "en" }))
      .getCreepingLineBanner?.text ?? null;
  assert.equal(await line(member), null);
  const saved = await ok<{ adminSaveCreepingLine: { id: string; conditionEmail: string } }>(t, moderator, SAVE_LINE, {
    input: {
      text: "Your mock interview is booked",
      link: "/en/profile/",
      conditionEmail: member.email!.toUpperCase(),
      isRegistered: true,
      isPaid: true,
      language: "en",
      published: true,
    },
  });
  assert.equal(saved.adminSaveCreepingLine.conditionEmail, member.email, "stored lower-case");
  assert.equal(await line(member), "Your mock interview is booked");
  assert.equal(await line(visitor), null);
  // Aimed at everyone: the visitor sees it too, on the very next request.
  await ok(t, moderator, SAVE_LINE, {
    input: {
      id: saved.adminSaveCreepingLine.id,
      text: "Open day on Friday",
      isFree: true,
      isRegistered: true,
      isPaid: true,
      language: "en",
      published: true,
    },
  });
  assert.equal(await line(visitor), "Open day on Friday");
});

Deno.test(
  "a creeping line hidden by a higher-priority one says so, audience by audience, as the site then shows",
  opts,
  async () => {
    await using t = await createTestApp({ seed: false, env: { SITE_CACHE_SECONDS: "60" } });
    const moderator = await createViewer(t, "moderator");
    const viewers = {
      isFree: await createViewer(t, "anonymous"),
      isRegistered: await createViewer(t, "member"),
      isPaid: await createViewer(t, "fellow"),
    };
    type Reach = { audience: string; shown: boolean; hiddenBy: { text: string; priority: number } | null };
    type Line = { id: string; text: string; conditionEmail: string | null; reach: Reach[] };
    const SAVE = `mutation($input: AdminCreepingLineInput!) { adminSaveCreepingLine(input: $input) {
      id text conditionEmail reach { audience shown hiddenBy { text priority } } } }`;
    const save = async (input: Record<string, unknown>) =>
      (await ok<{ adminSaveCreepingLine: Line }>(t, moderator, SAVE, {
        input: { language: "en", published: true, ...input },
      })).adminSaveCreepingLine;

    const offer = await save({ text: "Annual plan: 20% off", priority: 5, isFree: true, isRegistered: true });
    assert.deepEqual(offer.reach, [
      { audience: "isFree", shown: true, hiddenBy: null },
      { audience: "isRegistered", shown: true, hiddenBy: null },
    ]);
    // A new line for everyone at a lower priority: shown only to members, and the answer says who hides it.
    const openDay = await save({
      text: "Open day on Friday",
      priority: 1,
      isFree: true,
      isRegistered: true,
      isPaid: true,
    });
    const hidden = { shown: false, hiddenBy: { text: "Annual plan: 20% off", priority: 5 } };
    assert.deepEqual(openDay.reach, [
      { audience: "isFree", ...hidden },
      { audience: "isRegistered", ...hidden },
      { audience: "isPaid", shown: true, hiddenBy: null },
    ]);
    // The same priority: the older line comes first, as the site picks.
    const tie = await save({ text: "Same priority, newer", priority: 5, isFree: true });
    assert.deepEqual(tie.reach, [{ audience: "isFree", ...hidden }]);
    // A draft reaches nobody; a line for one address competes with the lines for everyone for that person.
    const draft = await save({ text: "Draft line", priority: 9, isFree: true, published: false });
    assert.deepEqual(draft.reach, []);
    const personal = await save({
      text: "Only for you",
      priority: 0,
      isRegistered: true,
      conditionEmail: viewers.isRegistered.email,
    });
    assert.deepEqual(personal.reach, [{ audience: "isRegistered", ...hidden }]);

    // The list says the same, and each audience is shown the line the list says it sees now.
    const list = (await ok<{ adminCreepingLines: Line[] }>(
      t,
      moderator,
      `{ adminCreepingLines { id text conditionEmail reach { audience shown hiddenBy { text priority } } } }`,
      {},
    )).adminCreepingLines;
    assert.deepEqual(list.find((l) => l.id === openDay.id)?.reach, openDay.reach);
    for (const [audience, viewer] of Object.entries(viewers)) {
      const expected = list.find((l) =>
        l.conditionEmail === null && l.reach.some((r) => r.audience === audience && r.shown)
      )?.text;
      const shown = (await ok<{ getCreepingLineBanner: { text: string } | null }>(t, viewer, PUBLIC_LINE, { l: "en" }))
        .getCreepingLineBanner?.text;
      assert.equal(shown, expected, audience);
    }
    assert.deepEqual(
      Object.fromEntries(
        list.filter((l) => l.conditionEmail === null).flatMap((l) =>
          l.reach.filter((r) => r.shown).map((r) => [r.audience, l.text])
        ),
      ),
      { isFree: "Annual plan: 20% off", isRegistered: "Annual plan: 20% off", isPaid: "Open day on Friday" },
    );
  },
);

Deno.test(
  "a creeping line for each audience reaches only its tier, cached or not; an edit shows at once and is audited",
  opts,
  async () => {
    await using t = await createTestApp({ seed: false, env: { SITE_CACHE_SECONDS: "60" } });
    const moderator = await createViewer(t, "moderator");
    const tiers = {
      visitor: await createViewer(t, "anonymous"),
      registered: await createViewer(t, "member"),
      fellow: await createViewer(t, "fellow"),
    };
    const lines = async () => {
      const seen: Record<string, string | null> = {};
      for (const [name, viewer] of Object.entries(tiers)) {
        seen[name] = (await ok<{ getCreepingLineBanner: { text: string } | null }>(t, viewer, PUBLIC_LINE, { l: "en" }))
          .getCreepingLineBanner?.text ?? null;
      }
      return seen;
    };
    // Cached empty first: the saves below must clear it, not wait for it to expire.
    assert.deepEqual(await lines(), { visitor: null, registered: null, fellow: null });
    const save = (input: Record<string, unknown>) =>
      ok<{ adminSaveCreepingLine: { id: string; isFree: boolean; isRegistered: boolean; isPaid: boolean } }>(
        t,
        moderator,
        SAVE_LINE,
        { input: { language: "en", published: true, ...input } },
      );
    const members = await save({ text: "Members: webinar tonight", isPaid: true });
    assert.deepEqual(await lines(), { visitor: null, registered: null, fellow: "Members: webinar tonight" });
    await save({ text: "Visitors: register for free", isFree: true });
    await save({ text: "Registered: finish your profile", isRegistered: true });
    const expected = {
      visitor: "Visitors: register for free",
      registered: "Registered: finish your profile",
      fellow: "Members: webinar tonight",
    };
    // Twice: the second round is answered from the site cache, each tier from its own entry.
    assert.deepEqual(await lines(), expected);
    assert.deepEqual(await lines(), expected);

    // The members' line is opened to visitors with a higher priority: visitors get it on the next request, registered
    // users keep theirs.
    await save({
      id: members.adminSaveCreepingLine.id,
      text: "Members: webinar tonight",
      isPaid: true,
      isFree: true,
      priority: 5,
    });
    assert.deepEqual(await lines(), { ...expected, visitor: "Members: webinar tonight" });
    const [entry] = await t.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.id)).limit(1);
    assert.equal(entry.operation, "adminSaveCreepingLine");
    assert.equal(entry.entityId, members.adminSaveCreepingLine.id);
    // The audit entry names the audience that changed (and the priority), nothing else.
    assert.deepEqual(entry.changes, { isFree: { before: false, after: true }, priority: { before: 0, after: 5 } });

    // No audience at all: refused with its translated message on the first flag, and nothing changes.
    const snapshot = await siteSnapshot(t);
    const refused = await gqlAs(t, moderator, SAVE_LINE, {
      input: {
        id: members.adminSaveCreepingLine.id,
        text: "Nobody's line",
        isFree: false,
        isRegistered: false,
        isPaid: false,
        language: "en",
        published: true,
      },
    });
    assert.equal(refused.errors?.[0]?.extensions?.code, "BAD_USER_INPUT");
    assert.equal(refused.errors?.[0]?.extensions?.i18nKey, "adminSite.errors.audienceRequired");
    assert.deepEqual(refused.errors?.[0]?.extensions?.fields, { isFree: "adminSite.errors.audienceRequired" });
    assert.equal(await siteSnapshot(t), snapshot);
    assert.deepEqual(await lines(), { ...expected, visitor: "Members: webinar tonight" });
  },
);

Deno.test(
  "a review appears on the page that lists reviews and an SEO title becomes the page's title",
  opts,
  async () => {
    await using t = await createTestApp({ seed: false, env: { SITE_CACHE_SECONDS: "60" } });
    const moderator = await createViewer(t, "moderator");
    // The subscription page renders its reviews on the server (the home page loads them when scrolled to).
    const home = async () => await (await t.request("/en/subscribe/")).text();
    assert.doesNotMatch(await home(), /Quokka Quartermaine/);
    await ok(t, moderator, SAVE_REVIEW, {
      input: {
        firstName: "Quokka",
        lastName: "Quartermaine",
        text: "The club found me a job on Rottnest Island.",
        categories: ["home", "subscription"],
        language: "en",
        published: true,
      },
    });
    const html = await home();
    assert.match(html, /Quokka Quartermaine/);
    assert.match(html, /found me a job on Rottnest Island/);

    const titleOf = async (path: string) => /<title>([^<]*)<\/title>/.exec(await (await t.request(path)).text())?.[1];
    const original = await titleOf("/en/jobs/");
    assert.ok(original && !original.includes("Wombat"));
    const saved = await ok<{ adminSaveSeoTag: { id: string; url: string } }>(t, moderator, SAVE_SEO, {
      input: { url: "/en/jobs", title: "Wombat jobs board", description: "Jobs for wombats and everyone else." },
    });
    assert.equal(saved.adminSaveSeoTag.url, "/en/jobs/", "stored as the pages look it up");
    assert.equal(await titleOf("/en/jobs/"), "Wombat jobs board");
    await ok(t, moderator, SAVE_SEO, {
      input: { id: saved.adminSaveSeoTag.id, url: "/en/jobs/", title: "Wombat jobs, again", description: "Still." },
    });
    assert.equal(await titleOf("/en/jobs/"), "Wombat jobs, again");
    const taken = await gqlAs(t, moderator, SAVE_SEO, {
      input: { url: "/en/jobs/", title: "Duplicate", description: "Same page." },
    });
    assert.equal(taken.errors?.[0]?.extensions?.i18nKey, "adminSite.errors.seoTaken");
  },
);

Deno.test("every database starts with the FAQ the dictionaries held, which the home page shows", opts, async () => {
  await using t = await createTestApp({ seed: false, env: { SITE_CACHE_SECONDS: "60" } });
  for (const language of ["ru", "en"] as const) {
    const rows = await t.db.select().from(faqItems).where(eq(faqItems.language, language))
      .orderBy(asc(faqItems.sortOrder));
    assert.deepEqual(rows.map((r) => ({ question: r.question, answer: r.answer })), FAQ[language], language);
    assert.ok(rows.every((r) => r.status === "PUBLISHED"));
  }
  const html = await (await t.request("/en/")).text();
  assert.match(html, /data-testid="home-faq"/);
  assert.match(html, /What do members get\?/);
  const moderator = await createViewer(t, "moderator");
  const visitor = await createViewer(t, "anonymous");
  const questions = async () =>
    (await ok<{ getFaq: Array<{ question: string }> }>(t, visitor, PUBLIC_FAQ, { l: "en" })).getFaq.map((f) =>
      f.question
    );
  assert.equal((await questions()).length, 6);
  const saved = await ok<{ adminSaveFaqItem: { id: string; answer: string; sortOrder: number } }>(
    t,
    moderator,
    SAVE_FAQ,
    {
      input: {
        question: "Do wombats get a discount?",
        answer: `<p>Yes, <a href="/en/subscribe/">always</a>.</p><script>alert(1)</script>`,
        language: "en",
        published: true,
      },
    },
  );
  assert.equal(saved.adminSaveFaqItem.sortOrder, 7, "at the end of its language's list");
  assert.doesNotMatch(saved.adminSaveFaqItem.answer, /script/, "the answer keeps only the allow-list");
  assert.equal((await questions()).at(-1), "Do wombats get a discount?", "shown at once, cache or not");
  await ok(t, moderator, MOVE_FAQ, { id: saved.adminSaveFaqItem.id, d: "up" });
  assert.equal((await questions()).at(-2), "Do wombats get a discount?");
  const home = await (await t.request("/en/")).text();
  assert.match(home, /Do wombats get a discount\?/);
  const empty = await gqlAs(t, moderator, SAVE_FAQ, {
    input: { question: "Empty?", answer: "<p><script>alert(1)</script></p>", language: "en" },
  });
  assert.equal(empty.errors?.[0]?.extensions?.i18nKey, "adminSite.errors.answerRequired");
  const [audit] = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entity, "faq")).limit(1);
  assert.equal(audit.operation, "adminSaveFaqItem");
});

Deno.test(
  "bad input gets a translated error and changes nothing; a stale sign-in must re-enter the password",
  opts,
  async () => {
    await using t = await createTestApp({ seed: false });
    const moderator = await createViewer(t, "moderator");
    const refusals: Array<[string, Record<string, unknown>, string]> = [
      [
        SAVE_BANNER,
        { input: { title: "X", href: "javascript:alert(1)", isFree: true, language: "en" } },
        "adminSite.errors.link",
      ],
      [
        SAVE_BANNER,
        { input: { title: "X", href: "//evil.example/", isFree: true, language: "en" } },
        "adminSite.errors.link",
      ],
      [
        SAVE_BANNER,
        { input: { title: "X", href: " JaVaScRiPt:alert(1)", isFree: true, language: "en" } },
        "adminSite.errors.link",
      ],
      [SAVE_BANNER, { input: { title: "X", language: "en" } }, "adminSite.errors.audienceRequired"],
      [SAVE_BANNER, { input: { title: "", isFree: true, language: "en" } }, "adminSite.errors.titleRequired"],
      [
        SAVE_LINE,
        { input: { text: "X", link: "javascript:alert(1)", isFree: true, language: "en" } },
        "adminSite.errors.link",
      ],
      [
        SAVE_LINE,
        { input: { text: "X", conditionEmail: "not an address", isRegistered: true, language: "en" } },
        "adminSite.errors.email",
      ],
      [SAVE_LINE, { input: { text: "X", language: "en" } }, "adminSite.errors.audienceRequired"],
      [
        SAVE_REVIEW,
        { input: { firstName: "A", text: "B", picture: "javascript:alert(1)", language: "en" } },
        "adminSite.errors.image",
      ],
      [SAVE_REVIEW, { input: { firstName: "", text: "B", language: "en" } }, "adminSite.errors.authorRequired"],
      [
        SAVE_SEO,
        { input: { url: "/en/jobs/", title: "T".repeat(71), description: "D" } },
        "adminSite.errors.seoTitleTooLong",
      ],
      [
        SAVE_SEO,
        { input: { url: "/en/jobs/", title: "T", description: "D".repeat(201) } },
        "adminSite.errors.seoDescriptionTooLong",
      ],
      [SAVE_SEO, { input: { url: "/en/no-such-page/", title: "T", description: "D" } }, "adminSite.errors.page"],
      [SAVE_SEO, { input: { url: "/de/jobs/", title: "T", description: "D" } }, "adminSite.errors.page"],
      [SAVE_SEO, { input: { url: "jobs", title: "T", description: "D" } }, "adminSite.errors.page"],
      [SAVE_SEO, { input: { url: "/en/profile/", title: "T", description: "D" } }, "adminSite.errors.page"],
      [SAVE_BANNER, { input: { id: "999", title: "X", isFree: true, language: "en" } }, "adminSite.errors.notFound"],
      [SAVE_FAQ, { input: { question: "", answer: "<p>A</p>", language: "en" } }, "adminSite.errors.questionRequired"],
      [SAVE_FAQ, { input: { question: "Q?", answer: "<p></p>", language: "en" } }, "adminSite.errors.answerRequired"],
    ];
    for (const [query, variables, key] of refusals) {
      const before = await siteSnapshot(t);
      const res = await gqlAs(t, moderator, query, variables);
      const label = JSON.stringify(variables).slice(0, 100);
      assert.equal(res.errors?.[0]?.extensions?.i18nKey, key, label);
      assert.equal(await siteSnapshot(t), before, `${label}: nothing changed`);
    }
    const stale = await createViewer(t, "moderator", { signedInMinutesAgo: 45 });
    const before = await siteSnapshot(t);
    const res = await gqlAs(t, stale, SAVE_BANNER, { input: { title: "Late", isFree: true, language: "en" } });
    assert.equal(res.errors?.[0]?.extensions?.code, "REAUTHENTICATION_REQUIRED");
    assert.equal(await siteSnapshot(t), before);
    // Reading needs no fresh password.
    const list = await gqlAs(t, stale, LIST_BANNERS, {});
    assert.equal(list.errors, undefined);
  },
);

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

function assertInert(html: string, label: string) {
  const elements = elementsOf(html);
  for (const element of elements) {
    const where = `${label}: <${element.tag} ${JSON.stringify(element.attribs).slice(0, 120)}>`;
    for (const [name, value] of Object.entries(element.attribs)) {
      assert.doesNotMatch(name, /^on/i, `${where}: no event handler attribute`);
      if (/^(href|src|action|formaction|xlink:href)$/i.test(name)) {
        // deno-lint-ignore no-control-regex -- browsers skip control characters inside a scheme ("java\tscript:")
        assert.doesNotMatch(value.replace(/[\s\u0000-\u001f]/g, ""), /^(javascript|vbscript|data):/i, where);
      }
    }
    assert.ok(!["iframe", "object", "embed", "svg"].includes(element.tag) || !/alert/.test(element.text), where);
  }
  const scripts = elements.filter((e) => e.tag === "script");
  assert.ok(scripts.length > 0);
  for (const script of scripts) assert.doesNotMatch(script.text.trim(), /^alert\(/, `${label}: an injected script`);
}

Deno.test("stored XSS in every plain field renders inert on the public pages", opts, async () => {
  await using t = await createTestApp({ seed: false });
  const moderator = await createViewer(t, "moderator");
  const payload = `"><script>alert(1)</script><img src=x onerror=alert(1)>`;
  // Links that could run script are refused outright (above); these are the nearest a link may come.
  await ok(t, moderator, SAVE_BANNER, {
    input: {
      title: `Numbat ${payload}`,
      text: payload,
      extraText: payload,
      buttonTitle: payload.slice(0, 100),
      href: `/en/jobs/?q=%22%3E%3Cscript%3E`,
      isFree: true,
      language: "en",
      published: true,
    },
  });
  await ok(t, moderator, SAVE_LINE, {
    input: {
      text: `Numbat line ${payload}`,
      link: "/en/?x=onerror",
      isFree: true,
      language: "en",
      published: true,
      priority: 99,
    },
  });
  await ok(t, moderator, SAVE_REVIEW, {
    input: {
      firstName: `Numbat ${payload}`.slice(0, 100),
      lastName: payload,
      position: payload,
      title: payload,
      text: `Numbat review ${payload}\n<a href="javascript:alert(1)" onclick="alert(1)">x</a>`,
      language: "en",
      published: true,
    },
  });
  await ok(t, moderator, SAVE_SEO, {
    input: { url: "/en/", title: `"><script>alert(1)</script>`, description: `"><img src=x onerror=alert(1)>` },
  });
  await ok(t, moderator, SAVE_FAQ, {
    input: {
      question: `Numbat question ${payload}`,
      answer: `<p>Numbat answer</p>${payload}<a href="javascript:alert(1)" onclick="alert(1)">x</a>` +
        `<svg onload=alert(1)></svg><iframe src="javascript:alert(1)"></iframe>`,
      language: "en",
      published: true,
    },
  });
  const html = await (await t.request("/en/")).text();
  assert.match(html, /Numbat question/, "the FAQ question is on the page");
  assert.match(html, /Numbat answer/, "the FAQ answer is on the page");
  assert.match(html, /Numbat line/, "the creeping line is on the page");
  assert.match(html, /Numbat &quot;|Numbat "/, "the banner is on the page");
  assert.match(html, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/, "the payload is on the page, as text");
  assertInert(html, "home");
  const subscribe = await (await t.request("/en/subscribe/")).text();
  assert.match(subscribe, /Numbat review/, "the review is on the page");
  assertInert(subscribe, "subscribe");
});
