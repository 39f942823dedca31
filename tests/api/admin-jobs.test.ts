// The back office's jobs (/admin/jobs): a moderator's create → edit → publish → duplicate → archive, each step in the
// audit log with its fields before and after; a recruiter's jobs waiting for moderation (invisible to the public, not
// theirs to publish, only their own listed); the shared schema refusing bad input with nothing changed; a stale sign-in;
// expired vacancies leaving the public lists on their own; and stored XSS rendered inert on the public job page.
import assert from "node:assert/strict";
import { asc, count, eq } from "drizzle-orm";
import { adminAuditLog, jobJobCategories, jobs } from "../../db/schema/index.ts";
import { createTestApp } from "../support/app.ts";
import { createJob, createJobCategory } from "../support/factories.ts";
import { createViewer, gqlAs, type TestViewer } from "../support/team.ts";
import sanitizeHtml from "sanitize-html";

const opts = { sanitizeResources: false, sanitizeOps: false };
type App = Awaited<ReturnType<typeof createTestApp>>;

const JOB_FIELDS = `id title description company companyLogo city state countryId regions seniority salaryMin
  salaryMax salaryCurrency categoryIds tags readAccess isUN isRelocationPackage isVisaNeeded hasReferral
  applicationLink openUntil isExpired postedAt status createdByEmail canEdit canPublish canArchive`;

type AdminJob = {
  id: string;
  title: string;
  description: string;
  company: string | null;
  status: string;
  openUntil: string | null;
  isExpired: boolean;
  categoryIds: string[];
  tags: string[];
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  createdByEmail: string | null;
  canEdit: boolean;
  canPublish: boolean;
  canArchive: boolean;
};

const SAVE = `mutation($input: AdminJobInput!) { adminSaveJob(input: $input) { ${JOB_FIELDS} } }`;
const PUBLISH = `mutation($id: ID!) { adminPublishJob(id: $id) { ${JOB_FIELDS} } }`;
const ARCHIVE = `mutation($id: ID!) { adminArchiveJob(id: $id) { ${JOB_FIELDS} } }`;
const DUPLICATE = `mutation($id: ID!) { adminDuplicateJob(id: $id) { ${JOB_FIELDS} } }`;
const LIST = `query($f: AdminJobsFilter, $p: Int) { adminJobs(filter: $f, page: $p) { total pageSize items { id title
  status isExpired createdByEmail } } }`;
const ONE = `query($id: ID!) { adminJob(id: $id) { ${JOB_FIELDS} } }`;
const PUBLIC_SEARCH = `query($q: String) { getJobs(input: { textSearch: $q }, paginationOptions: { limit: 50 }) {
  meta { totalItems } jobsByAccess { ... on Job { id title } ... on DisabledJob { id title } } } }`;

/** Nine days from now, as the editor sends a day. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function jobInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: "Capybara Liaison Officer",
    description: "<p>Liaise with <strong>capybaras</strong>.</p>",
    company: "Rodent Relations Office",
    city: "Geneva",
    salaryMin: 60_000,
    salaryMax: 80_000,
    salaryCurrency: "CHF",
    tags: ["remote", "english"],
    readAccess: "UNANYMOUS",
    isUN: true,
    applicationLink: "https://example.org/apply/capybara",
    openUntil: dayFromNow(30),
    ...overrides,
  };
}

async function auditOf(t: App, jobId: string | number) {
  return await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, String(jobId)))
    .orderBy(asc(adminAuditLog.id));
}

/** Everything the jobs operations may change: a refused call leaves it equal. */
async function jobsSnapshot(t: App) {
  const rows = await t.db.select().from(jobs).orderBy(asc(jobs.id));
  const links = await t.db.select().from(jobJobCategories).orderBy(asc(jobJobCategories.jobId));
  const [audit] = await t.db.select({ n: count() }).from(adminAuditLog);
  return JSON.stringify({ rows: rows.map(({ search: _s, ...row }) => row), links, audit: Number(audit.n) });
}

async function publicSearchIds(t: App, q: string, viewer?: TestViewer) {
  const res = await t.graphql<{ getJobs: { jobsByAccess: Array<{ id: string }> } }>(
    PUBLIC_SEARCH,
    { q },
    viewer?.headers ?? {},
  );
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  return res.data!.getJobs.jobsByAccess.map((j) => j.id);
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

const sitemap = async (t: App) => await (await t.request("/sitemap.xml")).text();

Deno.test(
  "a moderator creates, edits, publishes, duplicates and archives a job; each step is in the audit log",
  opts,
  async () => {
    await using t = await createTestApp({ seed: false });
    const moderator = await createViewer(t, "moderator");
    const category = await createJobCategory(t.db, "liaison", "Liaison", "Связи");
    const created = await gqlAs<{ adminSaveJob: AdminJob }>(t, moderator, SAVE, {
      input: jobInput({ categoryIds: [String(category.id)] }),
    });
    assert.equal(created.errors, undefined, JSON.stringify(created.errors));
    const job = created.data!.adminSaveJob;
    assert.equal(job.status, "DRAFT");
    assert.deepEqual(job.categoryIds, [String(category.id)]);
    assert.equal(job.createdByEmail, moderator.email);
    assert.ok(job.canPublish && job.canEdit && job.canArchive);
    assert.deepEqual(await publicSearchIds(t, "Capybara"), [], "a draft is not public");

    const edited = await gqlAs<{ adminSaveJob: AdminJob }>(t, moderator, SAVE, {
      input: jobInput({ id: job.id, title: "Capybara Senior Liaison Officer", salaryMax: 90_000, categoryIds: [] }),
    });
    assert.equal(edited.errors, undefined, JSON.stringify(edited.errors));
    assert.equal(edited.data!.adminSaveJob.status, "DRAFT", "an edit keeps a moderator's status");

    const published = await gqlAs<{ adminPublishJob: AdminJob }>(t, moderator, PUBLISH, { id: job.id });
    assert.equal(published.data!.adminPublishJob.status, "PUBLISHED");
    assert.deepEqual(await publicSearchIds(t, "Capybara"), [job.id], "found by a visitor's search");
    assert.match(await sitemap(t), new RegExp(`/jobs/${job.id}/</loc>`));
    const pageHtml = await (await t.request(`/en/jobs/${job.id}/`)).text();
    assert.match(pageHtml, /Capybara Senior Liaison Officer/);

    const copy = await gqlAs<{ adminDuplicateJob: AdminJob }>(t, moderator, DUPLICATE, { id: job.id });
    assert.equal(copy.errors, undefined, JSON.stringify(copy.errors));
    const duplicate = copy.data!.adminDuplicateJob;
    assert.notEqual(duplicate.id, job.id);
    assert.equal(duplicate.status, "DRAFT");
    assert.equal(duplicate.title, "Capybara Senior Liaison Officer (копия)", "ru is the API's default locale");
    assert.equal(duplicate.salaryMax, 90_000);

    const archived = await gqlAs<{ adminArchiveJob: AdminJob }>(t, moderator, ARCHIVE, { id: job.id });
    assert.equal(archived.data!.adminArchiveJob.status, "ARCHIVED");
    assert.equal(archived.data!.adminArchiveJob.canArchive, false);
    assert.deepEqual(await publicSearchIds(t, "Capybara"), [], "archived: gone from the lists");
    assert.equal((await t.request(`/en/jobs/${job.id}/`)).status, 404, "archived: its page is gone");
    assert.doesNotMatch(await sitemap(t), new RegExp(`/jobs/${job.id}/</loc>`));

    const steps = await auditOf(t, job.id);
    assert.deepEqual(steps.map((s) => s.operation), [
      "adminSaveJob",
      "adminSaveJob",
      "adminPublishJob",
      "adminArchiveJob",
    ]);
    assert.ok(steps.every((s) => s.entity === "job" && s.actorEmail === moderator.email));
    assert.equal(steps[0].changes.title.before, null);
    assert.equal(steps[0].changes.title.after, "Capybara Liaison Officer");
    assert.deepEqual(steps[1].changes.title, {
      before: "Capybara Liaison Officer",
      after: "Capybara Senior Liaison Officer",
    });
    assert.deepEqual(steps[1].changes.salaryMax, { before: 80_000, after: 90_000 });
    assert.deepEqual(steps[1].changes.categoryIds, { before: [category.id], after: [] });
    assert.equal(steps[1].changes.company, undefined, "unchanged fields are not listed");
    assert.deepEqual(steps[2].changes.status, { before: "DRAFT", after: "PUBLISHED" });
    assert.deepEqual(steps[3].changes.status, { before: "PUBLISHED", after: "ARCHIVED" });
    const copyAudit = await auditOf(t, duplicate.id);
    assert.deepEqual(copyAudit.map((s) => [s.operation, s.reason]), [["adminDuplicateJob", `copy of job ${job.id}`]]);

    // Publishing what is published, or archiving what is archived, changes nothing and records nothing.
    const before = await jobsSnapshot(t);
    await gqlAs(t, moderator, ARCHIVE, { id: job.id });
    assert.equal(await jobsSnapshot(t), before);
  },
);

Deno.test(
  "a recruiter's job waits for moderation: not public, not theirs to publish, only their own listed",
  opts,
  async () => {
    await using t = await createTestApp({ seed: false });
    const recruiter = await createViewer(t, "recruiter");
    const otherRecruiter = await createViewer(t, "recruiter");
    const moderator = await createViewer(t, "moderator");
    const seeded = await createJob(t.db, { title: "Seeded Wombat Analyst" });

    const created = await gqlAs<{ adminSaveJob: AdminJob }>(t, recruiter, SAVE, {
      input: jobInput({ title: "Quokka Programme Officer" }),
    });
    assert.equal(created.errors, undefined, JSON.stringify(created.errors));
    const job = created.data!.adminSaveJob;
    assert.equal(job.status, "MODERATION");
    assert.equal(job.canPublish, false);
    assert.equal(job.canArchive, false);
    assert.equal(job.canEdit, true);
    assert.deepEqual(await publicSearchIds(t, "Quokka"), [], "waiting for moderation: not public");
    assert.equal((await t.request(`/en/jobs/${job.id}/`)).status, 404);
    assert.doesNotMatch(await sitemap(t), new RegExp(`/jobs/${job.id}/</loc>`));

    // Only their own jobs: the list, one job, a duplicate.
    const list = await gqlAs<{ adminJobs: { total: number; items: AdminJob[] } }>(t, recruiter, LIST, {});
    assert.deepEqual(list.data!.adminJobs.items.map((i) => i.id), [job.id]);
    const theirs = await gqlAs<{ adminJobs: { total: number } }>(t, otherRecruiter, LIST, {});
    assert.equal(theirs.data!.adminJobs.total, 0);
    assert.equal((await gqlAs<{ adminJob: null }>(t, otherRecruiter, ONE, { id: job.id })).data!.adminJob, null);
    assert.equal((await gqlAs<{ adminJob: null }>(t, recruiter, ONE, { id: String(seeded.id) })).data!.adminJob, null);
    const before = await jobsSnapshot(t);
    for (
      const [query, variables] of [
        [DUPLICATE, { id: job.id }],
        [SAVE, { input: jobInput({ id: job.id, title: "Hijacked" }) }],
      ] as const
    ) {
      const res = await gqlAs(t, otherRecruiter, query, variables);
      assert.equal(res.errors?.[0]?.extensions?.code, "NOT_FOUND");
    }
    // Publishing and archiving are a moderator's.
    for (const query of [PUBLISH, ARCHIVE]) {
      const res = await gqlAs(t, recruiter, query, { id: job.id });
      assert.equal(res.errors?.[0]?.extensions?.code, "FORBIDDEN");
    }
    assert.equal(await jobsSnapshot(t), before, "refused calls change nothing");

    // A moderator's list shows every job, with who wrote it; they publish the recruiter's.
    const all = await gqlAs<{ adminJobs: { items: AdminJob[] } }>(t, moderator, LIST, { f: { status: "MODERATION" } });
    assert.deepEqual(all.data!.adminJobs.items.map((i) => [i.id, i.createdByEmail]), [[job.id, recruiter.email]]);
    const published = await gqlAs<{ adminPublishJob: AdminJob }>(t, moderator, PUBLISH, { id: job.id });
    assert.equal(published.data!.adminPublishJob.status, "PUBLISHED");
    assert.deepEqual(await publicSearchIds(t, "Quokka"), [job.id]);
    assert.match(await sitemap(t), new RegExp(`/jobs/${job.id}/</loc>`));

    // Published: the recruiter may no longer edit it.
    const mine = await gqlAs<{ adminJob: AdminJob }>(t, recruiter, ONE, { id: job.id });
    assert.equal(mine.data!.adminJob.canEdit, false);
    const afterPublish = await jobsSnapshot(t);
    const locked = await gqlAs(t, recruiter, SAVE, { input: jobInput({ id: job.id, title: "Quokka Edited" }) });
    assert.equal(locked.errors?.[0]?.extensions?.code, "FORBIDDEN");
    assert.equal(locked.errors?.[0]?.extensions?.i18nKey, "adminJobs.errors.publishedLocked");
    assert.equal(await jobsSnapshot(t), afterPublish);

    // A recruiter's copy also waits for moderation.
    const copy = await gqlAs<{ adminDuplicateJob: AdminJob }>(t, recruiter, DUPLICATE, { id: job.id });
    assert.equal(copy.data!.adminDuplicateJob.status, "MODERATION");
  },
);

Deno.test("bad input gets a translated error per field and changes nothing", opts, async () => {
  await using t = await createTestApp({ seed: false });
  const moderator = await createViewer(t, "moderator");
  const existing = await gqlAs<{ adminSaveJob: AdminJob }>(t, moderator, SAVE, { input: jobInput() });
  const id = existing.data!.adminSaveJob.id;
  const cases: Array<[Record<string, unknown>, string, string]> = [
    [{ title: "   " }, "title", "adminJobs.errors.titleRequired"],
    [{ title: "x".repeat(201) }, "title", "adminJobs.errors.titleTooLong"],
    [{ title: "Two\nlines" }, "title", "adminJobs.errors.singleLine"],
    [{ description: "x".repeat(50_001) }, "description", "adminJobs.errors.descriptionTooLong"],
    [{ salaryMin: 90_000, salaryMax: 80_000 }, "salaryMax", "adminJobs.errors.salaryRange"],
    [{ salaryMin: -1 }, "salaryMin", "adminJobs.errors.salaryNumber"],
    [{ salaryCurrency: null }, "salaryCurrency", "adminJobs.errors.currencyRequired"],
    [{ salaryCurrency: "XXX" }, "salaryCurrency", "adminJobs.errors.currency"],
    [{ applicationLink: "javascript:alert(1)" }, "applicationLink", "adminJobs.errors.applicationLink"],
    [{ applicationLink: "ftp://example.org" }, "applicationLink", "adminJobs.errors.applicationLink"],
    [{ openUntil: "2026-02-31" }, "openUntil", "adminJobs.errors.openUntil"],
    [{ tags: Array.from({ length: 21 }, (_, i) => `tag${i}`) }, "tags", "adminJobs.errors.tooManyTags"],
    [{ tags: ["x".repeat(51)] }, "tags", "adminJobs.errors.tagTooLong"],
    [{ categoryIds: ["987654"] }, "categoryIds", "adminJobs.errors.category"],
    [{ countryId: "987654" }, "countryId", "adminJobs.errors.country"],
    [{ readAccess: "EVERYONE" }, "readAccess", "errors.BAD_USER_INPUT"],
  ];
  const before = await jobsSnapshot(t);
  for (const [overrides, field, key] of cases) {
    for (const input of [jobInput(overrides), jobInput({ ...overrides, id })]) {
      const res = await gqlAs(t, moderator, SAVE, { input });
      const label = `${JSON.stringify(overrides).slice(0, 60)} (${input.id ? "edit" : "create"})`;
      assert.equal(res.errors?.[0]?.extensions?.code, "BAD_USER_INPUT", label);
      if (key !== "errors.BAD_USER_INPUT") {
        const fields = res.errors?.[0]?.extensions?.fields as Record<string, string> | undefined;
        assert.equal(fields?.[field], key, `${label}: ${JSON.stringify(res.errors?.[0]?.extensions)}`);
      }
    }
  }
  assert.equal(await jobsSnapshot(t), before);

  // A vacancy whose last day has passed is not published (it would be listed nowhere).
  const old = await gqlAs<{ adminSaveJob: AdminJob }>(t, moderator, SAVE, {
    input: jobInput({ openUntil: dayFromNow(-2) }),
  });
  assert.equal(old.data!.adminSaveJob.isExpired, true);
  assert.equal(old.data!.adminSaveJob.canPublish, false);
  const beforePublish = await jobsSnapshot(t);
  const refused = await gqlAs(t, moderator, PUBLISH, { id: old.data!.adminSaveJob.id });
  assert.equal(refused.errors?.[0]?.extensions?.i18nKey, "adminJobs.errors.expired");
  assert.equal(await jobsSnapshot(t), beforePublish);
});

Deno.test(
  "a sign-in older than 30 minutes: every write asks for the password again and changes nothing",
  opts,
  async () => {
    await using t = await createTestApp({ seed: false });
    const fresh = await createViewer(t, "moderator");
    const stale = await createViewer(t, "moderator", { signedInMinutesAgo: 31 });
    const job = (await gqlAs<{ adminSaveJob: AdminJob }>(t, fresh, SAVE, { input: jobInput() })).data!.adminSaveJob;
    const before = await jobsSnapshot(t);
    for (
      const [query, variables] of [
        [SAVE, { input: jobInput() }],
        [SAVE, { input: jobInput({ id: job.id, title: "Changed" }) }],
        [PUBLISH, { id: job.id }],
        [ARCHIVE, { id: job.id }],
        [DUPLICATE, { id: job.id }],
      ] as const
    ) {
      const res = await gqlAs(t, stale, query, variables);
      assert.equal(res.errors?.[0]?.extensions?.code, "REAUTHENTICATION_REQUIRED");
    }
    assert.equal(await jobsSnapshot(t), before);
    // Reading needs no fresh password.
    const list = await gqlAs<{ adminJobs: { total: number } }>(t, stale, LIST, {});
    assert.equal(list.data!.adminJobs.total, 1);
  },
);

Deno.test("the list searches, filters, sorts and pages", opts, async () => {
  await using t = await createTestApp({ seed: false });
  const moderator = await createViewer(t, "moderator");
  const category = await createJobCategory(t.db, "finance", "Finance", "Финансы");
  const day = 86_400_000;
  await createJob(t.db, {
    title: "Alpha Budget Officer",
    company: "Zeta Fund",
    isUN: true,
    createdAt: new Date(Date.now() - 3 * day),
    categoryIds: [category.id],
    openUntil: new Date(Date.now() + 5 * day),
  });
  await createJob(t.db, {
    title: "Beta Analyst",
    readAccess: "FELLOW",
    status: "DRAFT",
    createdAt: new Date(Date.now() - 2 * day),
    openUntil: null,
  });
  await createJob(t.db, {
    title: "Gamma Clerk",
    company: "Alpha Partners",
    createdAt: new Date(Date.now() - day),
    openUntil: new Date(Date.now() - day),
  });
  for (let i = 0; i < 26; i++) {
    await createJob(t.db, { title: `Filler ${i}`, createdAt: new Date(Date.now() - 9 * day) });
  }
  type Page = { adminJobs: { total: number; pageSize: number; items: AdminJob[] } };
  const titles = async (f: Record<string, unknown>, p?: number) => {
    const res = await gqlAs<Page>(t, moderator, LIST, { f, p });
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    return res.data!.adminJobs.items.map((i) => i.title);
  };
  assert.deepEqual(await titles({ search: "alpha" }), ["Gamma Clerk", "Alpha Budget Officer"], "title or company");
  assert.deepEqual(await titles({ search: "%" }), [], "a % is a character");
  assert.deepEqual(await titles({ status: "DRAFT" }), ["Beta Analyst"]);
  assert.deepEqual(await titles({ readAccess: "FELLOW" }), ["Beta Analyst"]);
  assert.deepEqual(await titles({ isUN: true }), ["Alpha Budget Officer"]);
  assert.deepEqual(await titles({ categoryId: String(category.id) }), ["Alpha Budget Officer"]);
  assert.deepEqual(await titles({ expired: true }), ["Gamma Clerk"]);
  assert.equal((await titles({ expired: false })).includes("Gamma Clerk"), false);
  assert.deepEqual((await titles({ sort: "title" })).slice(0, 3), ["Alpha Budget Officer", "Beta Analyst", "Filler 0"]);
  assert.equal((await titles({ sort: "title" }, 2)).at(-1), "Gamma Clerk");
  assert.deepEqual((await titles({ sort: "openUntil" })).slice(0, 2), ["Gamma Clerk", "Alpha Budget Officer"]);
  assert.deepEqual((await titles({}))[0], "Gamma Clerk", "newest first");
  assert.equal((await titles({ sort: "oldest" }))[0].startsWith("Filler"), true);
  const first = await gqlAs<Page>(t, moderator, LIST, { f: {} });
  assert.equal(first.data!.adminJobs.total, 29);
  assert.equal(first.data!.adminJobs.pageSize, 25);
  assert.equal(first.data!.adminJobs.items.length, 25);
  assert.equal((await titles({}, 2)).length, 4);
  const bad = await gqlAs(t, moderator, LIST, { f: { sort: "random" } });
  assert.equal(bad.errors?.[0]?.extensions?.code, "BAD_USER_INPUT");
});

Deno.test(
  "expired vacancies leave the public lists, filters and sitemap on their own; their page says closed",
  opts,
  async () => {
    await using t = await createTestApp({ seed: false });
    const open = await createJob(t.db, { title: "Platypus Open Officer", tags: ["platypus-open"] });
    const expired = await createJob(t.db, {
      title: "Platypus Expired Officer",
      tags: ["platypus-expired"],
      openUntil: new Date(Date.now() - 60_000),
    });
    const forever = await createJob(t.db, { title: "Platypus Forever Officer", openUntil: null });
    const ids = await publicSearchIds(t, "Platypus");
    assert.deepEqual(ids.sort(), [String(open.id), String(forever.id)].sort());
    // The unfiltered list, the anonymous preview and a fellow's list alike.
    const fellow = await createViewer(t, "fellow");
    for (const viewer of [undefined, fellow]) {
      const res = await t.graphql<{ getJobs: { jobsByAccess: Array<{ id: string }> } }>(
        `{ getJobs(paginationOptions: { limit: 50 }, anonymousJobsInput: { limit: 3 }) {
          jobsByAccess { ... on Job { id } ... on DisabledJob { id } } } }`,
        {},
        viewer?.headers ?? {},
      );
      assert.equal(res.data!.getJobs.jobsByAccess.some((j) => j.id === String(expired.id)), false);
    }
    const tags = await t.graphql<{ getTags: string[] }>(`{ getTags }`);
    assert.ok(tags.data!.getTags.includes("platypus-open"));
    assert.equal(tags.data!.getTags.includes("platypus-expired"), false);
    const xml = await sitemap(t);
    assert.match(xml, new RegExp(`/jobs/${open.id}/</loc>`));
    assert.doesNotMatch(xml, new RegExp(`/jobs/${expired.id}/</loc>`));
    // A shared or saved link still opens the page, which says the vacancy is closed and offers no apply link.
    const res = await t.request(`/en/jobs/${expired.id}/`);
    const html = await res.text();
    assert.equal(res.status, 200);
    assert.match(html, /Vacancy closed/);
    assert.doesNotMatch(html, new RegExp(`<a[^>]*href="${expired.applicationLink}"`), "no apply link");
  },
);

Deno.test("stored XSS in every field a job shows renders inert on the public job page", opts, async () => {
  await using t = await createTestApp({ seed: false });
  const moderator = await createViewer(t, "moderator");
  const payload = `"><script>alert(1)</script><img src=x onerror=alert(1)>`;
  const saved = await gqlAs<{ adminSaveJob: AdminJob }>(t, moderator, SAVE, {
    input: jobInput({
      title: `Numbat ${payload}`.slice(0, 200),
      company: payload,
      city: payload,
      state: payload,
      tags: [payload.slice(0, 50), `javascript:alert(1)`],
      description: `<p>Numbat duties</p><script>alert(1)</script><img src=x onerror=alert(1)>` +
        `<a href="javascript:alert(1)">apply</a><a href="https://example.org" onclick="alert(1)">ok</a>` +
        `<svg onload=alert(1)></svg><iframe src="javascript:alert(1)"></iframe><p style="x" onmouseover="alert(1)">y</p>`,
    }),
  });
  assert.equal(saved.errors, undefined, JSON.stringify(saved.errors));
  const job = saved.data!.adminSaveJob;
  assert.equal(
    job.description,
    `<p>Numbat duties</p><a rel="noopener noreferrer nofollow">apply</a>` +
      `<a href="https://example.org" rel="noopener noreferrer nofollow">ok</a><p>y</p>`,
    "the server keeps only the allow-list",
  );
  await gqlAs(t, moderator, PUBLISH, { id: job.id });
  for (const locale of ["en", "ru"]) {
    const html = await (await t.request(`/${locale}/jobs/${job.id}/`)).text();
    assert.match(html, /Numbat duties/);
    assert.match(html, /Rodent|&quot;&gt;&lt;script&gt;/, "the payload is on the page, as text");
    const elements = elementsOf(html);
    for (const element of elements) {
      const label = `${locale}: <${element.tag} ${JSON.stringify(element.attribs).slice(0, 120)}>`;
      for (const [name, value] of Object.entries(element.attribs)) {
        assert.doesNotMatch(name, /^on/i, `${label}: no event handler attribute`);
        if (/^(href|src|action|formaction|xlink:href)$/i.test(name)) {
          // deno-lint-ignore no-control-regex -- browsers skip control characters inside a scheme ("java\tscript:")
          assert.doesNotMatch(value.replace(/[\s\u0000-\u001f]/g, ""), /^(javascript|vbscript|data):/i, label);
        }
      }
      assert.ok(!["iframe", "object", "embed", "svg"].includes(element.tag) || !/alert/.test(element.text), label);
    }
    // Every script element is the app's own (a module, JSON data or the hydration stream); none is the payload.
    const scripts = elements.filter((e) => e.tag === "script");
    assert.ok(scripts.length > 0);
    for (const script of scripts) assert.notEqual(script.text.trim(), "alert(1)", `${locale}: an injected script`);
  }
});
