// The job application tracker (issue 16) on a real database: one's own items only — create (default labels, a job's
// fields as far as the viewer may read them), in-place updates ('Not specified' clears), status history, delete,
// the list's filters, search and pages, validation and the item cap that change nothing, the CSV export, and the
// next-action reminder that mails once.
import assert from "node:assert/strict";
import { count, eq } from "drizzle-orm";
import {
  countries,
  mailOutbox,
  rateLimitHits,
  trackerItems,
  trackerStatusChanges,
  users,
} from "../../db/schema/index.ts";
import { LIMITS } from "../../api/services/rate-limit.ts";
import { createSession, SESSION_COOKIE } from "../../api/services/auth/sessions.ts";
import { CRON_JOBS } from "../../api/cron/jobs.ts";
import { runCronJob } from "../../api/cron/runner.ts";
import { createOutboxMailer } from "../../api/integrations/mail.ts";
import type { Payments } from "../../api/integrations/payments.ts";
import { TRACKER_ITEMS_MAX } from "../../src/domain/tracker.ts";
import { createJob } from "../support/factories.ts";
import { createTestApp, windowStartNow } from "../support/app.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
type App = Awaited<ReturnType<typeof createTestApp>>;

async function user(t: App, options: { isFellow?: boolean; language?: "ru" | "en"; firstName?: string } = {}) {
  const [row] = await t.db.insert(users).values({
    email: `tracker-${crypto.randomUUID().slice(0, 8)}@fellows.test`,
    emailVerified: true,
    firstName: options.firstName ?? "Rita",
    lastName: "Tester",
    isFellow: options.isFellow ?? false,
    language: options.language ?? "ru",
  }).returning();
  return {
    id: row.id,
    email: row.email,
    headers: { cookie: `${SESSION_COOKIE}=${(await createSession(t.db, row.id)).token}` },
  };
}

async function twoCountries(t: App) {
  const rows = await t.db.insert(countries).values([
    { rusTrans: "Швейцария", engTrans: "Switzerland", isoCode: "QS" },
    { rusTrans: "Кения", engTrans: "Kenya", isoCode: "QK" },
  ]).returning();
  return rows.map((r) => String(r.id));
}

const ITEM = `id title company status notes link salary companyLogo description createdAt appliedAt nextActionAt
  country { id engTrans rusTrans } job { id title } statusHistory { status changedAt }`;
const CREATE = `mutation($input: CreateTrackerItemInput!) {
  createTrackerItem(input: $input) { trackerItem { ${ITEM} } error { name message } } }`;
const UPDATE = `mutation($input: UpdateTrackerItemInput!) {
  updateTrackerItem(input: $input) { trackerItem { ${ITEM} } error { name message } } }`;
const DELETE = `mutation($id: ID!) { deleteTrackerItem(id: $id) { success } }`;
const LIST = `query($p: TrackerPaginationOptions, $i: TrackerItemsInput) {
  getTrackerItems(paginationOptions: $p, input: $i) { meta { total skip limit hasNextPage } trackerItems { ${ITEM} } } }`;
const FILTERS = `{ getTrackerFilters { countries { id engTrans } statuses } }`;

type Item = {
  id: string;
  title: string;
  company: string;
  status: string;
  notes: string;
  link: string;
  salary: string;
  companyLogo: string;
  description: string;
  createdAt: string;
  appliedAt: string | null;
  nextActionAt: string | null;
  country: { id: string; engTrans: string } | null;
  job: { id: string; title: string } | null;
  statusHistory: Array<{ status: string; changedAt: string }>;
};
type Saved = { trackerItem: Item | null; error: { name: string; message: string } | null };

async function create(t: App, headers: Record<string, string>, input: Record<string, unknown>, locale = "ru") {
  const res = await t.graphql<{ createTrackerItem: Saved }>(CREATE, { input }, { ...headers, "x-locale": locale });
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  return res.data!.createTrackerItem;
}

async function list(t: App, headers: Record<string, string>, i: Record<string, unknown> = {}, p = {}) {
  const res = await t.graphql<
    { getTrackerItems: { meta: { total: number; hasNextPage: boolean }; trackerItems: Item[] } }
  >(
    LIST,
    { i, p },
    headers,
  );
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  return res.data!.getTrackerItems;
}

const itemsOf = (t: App, userId: string) => t.db.select().from(trackerItems).where(eq(trackerItems.userId, userId));

const itemCount = async (t: App, userId: string) =>
  Number((await t.db.select({ n: count() }).from(trackerItems).where(eq(trackerItems.userId, userId)))[0].n);

Deno.test("tracker: create with default labels, a job's fields by access, update, history, delete", opts, async () => {
  const t = await createTestApp({ seed: false });
  try {
    const [swiss] = await twoCountries(t);
    const rita = await user(t);

    // Empty title and company take the default labels in the request's language.
    const blank = await create(t, rita.headers, { title: "  ", company: "", notes: "", link: "" }, "en");
    assert.equal(blank.error, null);
    assert.equal(blank.trackerItem!.title, "Untitled position");
    assert.equal(blank.trackerItem!.company, "Unknown company");
    assert.equal(blank.trackerItem!.status, "BOOKMARKED");
    assert.deepEqual(blank.trackerItem!.statusHistory.map((h) => h.status), ["BOOKMARKED"]);
    const blankRu = await create(t, rita.headers, { title: "", company: "" }, "ru");
    assert.equal(blankRu.trackerItem!.title, "Позиция без названия");
    assert.equal(blankRu.trackerItem!.company, "Неизвестная компания");

    // A FELLOW job saved by an ordinary user: its title and page address, never the gated company or salary.
    const gated = await createJob(t.db, { readAccess: "FELLOW", title: "Gated analyst" });
    const fromGated = (await create(t, rita.headers, { jobId: String(gated.id) })).trackerItem!;
    assert.equal(fromGated.title, "Gated analyst");
    assert.equal(fromGated.company, "Неизвестная компания");
    assert.equal(fromGated.salary, "");
    assert.equal(fromGated.description, "");
    assert.match(fromGated.link, new RegExp(`/ru/jobs/${gated.id}/$`));
    assert.deepEqual(fromGated.job, { id: String(gated.id), title: "Gated analyst" });
    // A fellow gets the company, salary and application link.
    const fiona = await user(t, { isFellow: true });
    const fromFellow = (await create(t, fiona.headers, { jobId: String(gated.id) })).trackerItem!;
    assert.equal(fromFellow.company, gated.company);
    assert.match(fromFellow.salary, /USD/);
    assert.equal(fromFellow.link, gated.applicationLink);

    const made = (await create(t, rita.headers, {
      title: "Programme officer",
      company: "UNDP",
      link: "https://undp.org/jobs/1",
      notes: "Ask Anna",
      countryId: swiss,
    })).trackerItem!;
    assert.equal(made.country?.engTrans, "Switzerland");

    // In-place edits: a status change adds a history row; 'Not specified' (null) clears country and appliedAt.
    const moved = await t.graphql<{ updateTrackerItem: Saved }>(UPDATE, {
      input: { id: made.id, status: "APPLIED", appliedAt: "2026-11-20", nextActionAt: "2026-11-25" },
    }, rita.headers);
    const after = moved.data!.updateTrackerItem.trackerItem!;
    assert.equal(after.status, "APPLIED");
    assert.equal(after.appliedAt, "2026-11-19T21:00:00.000Z"); // Moscow midnight
    assert.deepEqual(after.statusHistory.map((h) => h.status), ["BOOKMARKED", "APPLIED"]);
    assert.equal(after.country?.engTrans, "Switzerland", "a field left out stays");
    // The list brings the same history, oldest first, with the same times, in the same statement as the items.
    const listed = (await list(t, rita.headers)).trackerItems.find((i) => i.id === made.id)!;
    assert.deepEqual(listed.statusHistory, after.statusHistory);
    assert.ok(Date.parse(listed.statusHistory[0].changedAt) <= Date.parse(listed.statusHistory[1].changedAt));
    const cleared = (await t.graphql<{ updateTrackerItem: Saved }>(UPDATE, {
      input: { id: made.id, countryId: null, appliedAt: null, title: "" },
    }, rita.headers)).data!.updateTrackerItem.trackerItem!;
    assert.equal(cleared.country, null);
    assert.equal(cleared.appliedAt, null);
    assert.equal(cleared.title, "Позиция без названия");
    assert.equal(cleared.status, "APPLIED");
    assert.equal(cleared.nextActionAt, "2026-11-24T21:00:00.000Z");
    // The same status again adds nothing to the history.
    await t.graphql(UPDATE, { input: { id: made.id, status: "APPLIED" } }, rita.headers);
    const history = await t.db.select().from(trackerStatusChanges).where(
      eq(trackerStatusChanges.itemId, Number(made.id)),
    );
    assert.equal(history.length, 2);

    // Another user's id: NOT_FOUND, and nothing changes.
    const mallory = await user(t, { firstName: "Mallory" });
    const foreign = await t.graphql(
      UPDATE,
      { input: { id: made.id, title: "Hacked", status: "REJECTED" } },
      mallory.headers,
    );
    assert.equal(foreign.errors?.[0].extensions?.code, "NOT_FOUND");
    const foreignDelete = await t.graphql(DELETE, { id: made.id }, mallory.headers);
    assert.equal(foreignDelete.errors?.[0].extensions?.code, "NOT_FOUND");
    const [kept] = await t.db.select().from(trackerItems).where(eq(trackerItems.id, Number(made.id)));
    assert.equal(kept.status, "APPLIED");
    assert.notEqual(kept.title, "Hacked");
    assert.equal((await list(t, mallory.headers)).meta.total, 0, "another user's items are never listed");

    // Validation errors change nothing.
    const bad = await t.graphql(UPDATE, {
      input: { id: made.id, title: "x".repeat(201), link: "javascript:alert(1)", appliedAt: "2026-02-31" },
    }, rita.headers);
    assert.equal(bad.errors?.[0].extensions?.code, "BAD_USER_INPUT");
    const fields = bad.errors?.[0].extensions?.fields ?? {};
    assert.equal(fields.title, "errors.tooLong");
    assert.equal(fields.link, "errors.invalidUrl");
    assert.equal(fields.appliedAt, "errors.invalidDate");
    const badCreate = await t.graphql(CREATE, { input: { title: "ok", notes: "n".repeat(5001) } }, rita.headers);
    assert.equal(badCreate.errors?.[0].extensions?.code, "BAD_USER_INPUT");
    const badCountry = await t.graphql(CREATE, { input: { title: "ok", countryId: "999999" } }, rita.headers);
    assert.equal(badCountry.errors?.[0].extensions?.code, "BAD_USER_INPUT");
    assert.equal(badCountry.errors?.[0].extensions?.fields?.countryId, "errors.BAD_USER_INPUT");
    assert.equal(await itemCount(t, rita.id), 4);

    // Anonymous visitors are refused everywhere.
    for (
      const [query, variables] of [[LIST, {}], [FILTERS, {}], [CREATE, { input: { title: "x" } }], [DELETE, {
        id: made.id,
      }]] as const
    ) {
      const res = await t.graphql(query, variables);
      assert.equal(res.errors?.[0].extensions?.code, "UNAUTHENTICATED", query);
    }

    // Delete: the item and its history go.
    const deleted = await t.graphql<{ deleteTrackerItem: { success: boolean } }>(DELETE, { id: made.id }, rita.headers);
    assert.equal(deleted.data?.deleteTrackerItem.success, true);
    assert.equal(await itemCount(t, rita.id), 3);
    assert.equal(
      (await t.db.select().from(trackerStatusChanges).where(eq(trackerStatusChanges.itemId, Number(made.id)))).length,
      0,
    );
    const again = await t.graphql(DELETE, { id: made.id }, rita.headers);
    assert.equal(again.errors?.[0].extensions?.code, "NOT_FOUND");
  } finally {
    await t.close();
  }
});

Deno.test(
  "tracker: the list filters by country, status, created dates and search (3+ characters), in pages",
  opts,
  async () => {
    const t = await createTestApp({ seed: false });
    try {
      const [swiss, kenya] = await twoCountries(t);
      const rita = await user(t);
      const ids: string[] = [];
      for (let i = 0; i < 12; i++) {
        const made = await create(t, rita.headers, {
          title: i === 3 ? "Data scientist" : `Officer ${i}`,
          company: i % 2 ? "UNICEF" : "WHO",
          countryId: i < 4 ? kenya : swiss,
          status: i < 2 ? "INTERVIEWING" : "BOOKMARKED",
        });
        ids.push(made.trackerItem!.id);
      }
      // Dates: two items created on an earlier Moscow day.
      await t.db.update(trackerItems).set({ createdAt: new Date("2026-01-10T10:00:00Z") })
        .where(eq(trackerItems.id, Number(ids[0])));
      await t.db.update(trackerItems).set({ createdAt: new Date("2026-01-11T21:30:00Z") }) // 00:30 on 12 Jan in Moscow
        .where(eq(trackerItems.id, Number(ids[1])));

      const all = await list(t, rita.headers);
      assert.equal(all.meta.total, 12);
      assert.equal(all.trackerItems.length, 12);
      assert.equal(all.trackerItems.at(-1)!.id, ids[0], "newest first: the oldest item is last");

      const page = await list(t, rita.headers, {}, { limit: 5, skip: 10 });
      assert.equal(page.trackerItems.length, 2);
      assert.equal(page.meta.total, 12);
      assert.equal(page.meta.hasNextPage, false);
      assert.equal((await list(t, rita.headers, {}, { limit: 5, skip: 0 })).meta.hasNextPage, true);
      // A page past the end has no rows to carry the total, which is still the whole count; a filter with no
      // match counts 0 (the total rides on the rows, decision 133).
      const pastTheEnd = await list(t, rita.headers, {}, { limit: 5, skip: 20 });
      assert.deepEqual([pastTheEnd.trackerItems.length, pastTheEnd.meta.total], [0, 12]);
      const nothing = await list(t, rita.headers, { textSearch: "no such words" }, { limit: 5, skip: 5 });
      assert.deepEqual([nothing.trackerItems.length, nothing.meta.total], [0, 0]);
      const tooMany = await t.graphql(LIST, { p: { limit: 501 } }, rita.headers);
      assert.equal(tooMany.errors?.[0].extensions?.code, "BAD_USER_INPUT");

      assert.equal((await list(t, rita.headers, { countryId: kenya })).meta.total, 4);
      assert.equal((await list(t, rita.headers, { status: "INTERVIEWING" })).meta.total, 2);
      assert.equal((await list(t, rita.headers, { status: "INTERVIEWING", countryId: swiss })).meta.total, 0);
      const january = await list(t, rita.headers, { createdFrom: "2026-01-10", createdTo: "2026-01-11" });
      assert.deepEqual(january.trackerItems.map((i) => i.id), [ids[0]], "21:30 UTC on the 11th is the 12th in Moscow");
      assert.equal((await list(t, rita.headers, { createdFrom: "2026-01-12", createdTo: "2026-01-12" })).meta.total, 1);

      const found = await list(t, rita.headers, { textSearch: "scien" });
      assert.deepEqual(found.trackerItems.map((i) => i.title), ["Data scientist"]);
      assert.equal((await list(t, rita.headers, { textSearch: "unicef" })).meta.total, 6);
      assert.equal((await list(t, rita.headers, { textSearch: "Da" })).meta.total, 12, "under 3 characters is ignored");
      assert.equal((await list(t, rita.headers, { textSearch: "100%" })).meta.total, 0, "% is text, not a wildcard");

      const filters = await t.graphql<
        { getTrackerFilters: { countries: Array<{ engTrans: string }>; statuses: string[] } }
      >(
        FILTERS,
        {},
        rita.headers,
      );
      assert.deepEqual(filters.data!.getTrackerFilters.countries.map((c) => c.engTrans), ["Kenya", "Switzerland"]);
      assert.equal(filters.data!.getTrackerFilters.statuses[0], "BOOKMARKED");
      assert.equal(filters.data!.getTrackerFilters.statuses.length, 9);
    } finally {
      await t.close();
    }
  },
);

Deno.test("tracker: the item cap refuses a new item with a translated error and adds nothing", opts, async () => {
  const t = await createTestApp({ seed: false });
  try {
    const rita = await user(t);
    await t.db.insert(trackerItems).values(
      Array.from({ length: TRACKER_ITEMS_MAX }, (_, i) => ({ userId: rita.id, title: `T${i}`, company: "C" })),
    );
    // Concurrent creates at the edge: the count is taken under a lock, so exactly the free places are filled.
    await t.db.delete(trackerItems).where(eq(trackerItems.title, "T0"));
    await t.db.delete(trackerItems).where(eq(trackerItems.title, "T1"));
    const racing = await Promise.all(
      Array.from({ length: 5 }, (_, i) => create(t, rita.headers, { title: `Racer ${i}` }, "en")),
    );
    assert.equal(racing.filter((r) => r.error === null).length, 2);
    assert.equal(await itemCount(t, rita.id), TRACKER_ITEMS_MAX);
    const refused = await create(t, rita.headers, { title: "One more" }, "en");
    assert.equal(refused.trackerItem, null);
    assert.equal(refused.error?.name, "trackerItemsLimit");
    assert.match(refused.error!.message, /500/);
    assert.equal(await itemCount(t, rita.id), TRACKER_ITEMS_MAX);
    // The list answers all 500 (the fetch limit), another user is not capped.
    assert.equal((await list(t, rita.headers, {}, { limit: 500 })).trackerItems.length, TRACKER_ITEMS_MAX);
    const other = await user(t);
    assert.equal((await create(t, other.headers, { title: "Mine" })).error, null);
  } finally {
    await t.close();
  }
});

Deno.test(
  "tracker: a job added to the tracker keeps its country, gated or not; a country the user picks wins",
  opts,
  async () => {
    const t = await createTestApp({ seed: false });
    try {
      const [swiss, kenya] = await twoCountries(t);
      const rita = await user(t);
      // A job's country is public (DisabledJob carries its location), so it comes along at every access level.
      const open = await createJob(t.db, { title: "UNDP analyst", countryId: Number(swiss) });
      const gated = await createJob(t.db, {
        title: "Gated UNDP analyst",
        readAccess: "FELLOW",
        countryId: Number(kenya),
      });
      const fromOpen = (await create(t, rita.headers, { jobId: String(open.id) }, "en")).trackerItem!;
      assert.deepEqual(fromOpen.country, { id: swiss, engTrans: "Switzerland", rusTrans: "Швейцария" });
      const fromGated = (await create(t, rita.headers, { jobId: String(gated.id) }, "en")).trackerItem!;
      assert.equal(fromGated.country?.id, kenya);
      // The stored row holds it too (the list's country filter reads the column).
      const rows = await itemsOf(t, rita.id);
      assert.deepEqual(rows.map((r) => r.countryId).sort(), [Number(swiss), Number(kenya)].sort());
      // A country chosen in the request is kept over the job's.
      const fiona = await user(t, { isFellow: true });
      const chosen = (await create(t, fiona.headers, { jobId: String(open.id), countryId: kenya }, "en")).trackerItem!;
      assert.equal(chosen.country?.id, kenya);
    } finally {
      await t.close();
    }
  },
);

// Issue 25, defect 14: 'Add to tracker' is now offered on every job page, so a job added once must not come twice.
Deno.test(
  "tracker: a job already in one's tracker is not added twice; the answer says so and adds nothing",
  opts,
  async () => {
    const t = await createTestApp({ seed: false });
    try {
      const rita = await user(t);
      const job = await createJob(t.db, { title: "Twice analyst" });
      const first = await create(t, rita.headers, { jobId: String(job.id) }, "en");
      assert.equal(first.error, null);
      const [again, againRu] = [
        await create(t, rita.headers, { jobId: String(job.id) }, "en"),
        await create(t, rita.headers, { jobId: String(job.id) }, "ru"),
      ];
      assert.deepEqual(again, {
        trackerItem: null,
        error: { name: "jobAlreadyInTracker", message: "This job is already in your tracker." },
      });
      assert.equal(againRu.error?.message, "Эта вакансия уже есть в вашем трекере.");
      assert.equal((await list(t, rita.headers)).trackerItems.length, 1);
      // Another user's tracker is their own.
      const fiona = await user(t, { isFellow: true });
      assert.equal((await create(t, fiona.headers, { jobId: String(job.id) })).error, null);
    } finally {
      await t.close();
    }
  },
);

Deno.test("tracker: CSV export holds one's own items only, with a BOM and formulas neutralised", opts, async () => {
  const t = await createTestApp({ seed: false });
  try {
    const rita = await user(t);
    const other = await user(t);
    await create(t, rita.headers, {
      title: '=HYPERLINK("http://evil")',
      company: 'Acme, "Inc"',
      notes: "+1 call\nthen -2",
    });
    await create(t, rita.headers, { title: "Аналитик", company: "@ООН" });
    await create(t, other.headers, { title: "Someone else's job", company: "Secret" });

    const anonymous = await t.request("/api/tracker/export.csv");
    assert.equal(anonymous.status, 401);

    const res = await t.request("/api/tracker/export.csv?locale=en", { headers: rita.headers });
    assert.equal(res.status, 200);
    assert.match(res.headers.get("content-type")!, /text\/csv; charset=utf-8/);
    assert.match(res.headers.get("content-disposition")!, /attachment/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    assert.deepEqual([...bytes.slice(0, 3)], [0xef, 0xbb, 0xbf], "UTF-8 BOM");
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split("\r\n");
    assert.match(lines[0], /^Position,Company,Status,Country,Added/);
    assert.ok(text.includes(`"'=HYPERLINK(""http://evil"")"`), text);
    assert.ok(text.includes(`"Acme, ""Inc"""`));
    assert.ok(text.includes(`"'+1 call\nthen -2"`));
    assert.ok(text.includes("Аналитик,'@ООН,Bookmarked"));
    assert.ok(!text.includes("Someone else"));
    assert.ok(!text.includes("Secret"));
    const ru = await (await t.request("/api/tracker/export.csv?locale=ru", { headers: rita.headers })).text();
    assert.match(ru, /Позиция,Компания,Статус/);
  } finally {
    await t.close();
  }
});

Deno.test("tracker: the next-action reminder mails each user once per due date, in their language", opts, async () => {
  const t = await createTestApp({ seed: false });
  try {
    const ru = await user(t, { language: "ru", firstName: "Ирина" });
    const en = await user(t, { language: "en", firstName: "Emma" });
    const now = new Date("2026-11-26T05:00:00Z");
    const [due] = await t.db.insert(trackerItems).values([
      { userId: ru.id, title: "Аналитик", company: "ООН", nextActionAt: new Date("2026-11-25T21:00:00Z") }, // today
      { userId: ru.id, title: "Later", company: "X", nextActionAt: new Date("2026-11-27T21:00:00Z") }, // tomorrow+
      { userId: en.id, title: "Officer", company: "WHO", nextActionAt: new Date("2026-11-20T21:00:00Z") }, // overdue
      { userId: en.id, title: "No date", company: "Y" },
    ]).returning();
    const job = CRON_JOBS.find((j) => j.name === "remind-tracker-next-actions")!;
    const mailer = createOutboxMailer(t.db, () => {});
    const billing = { payments: {} as Payments, mailer, origin: "https://fellows.test", commissions: { holdDays: 14 } };

    assert.deepEqual(await runCronJob(job, { db: t.db, now: () => now, billing }), { mails: 2, items: 2 });
    assert.equal(await runCronJob(job, { db: t.db, now: () => now, billing }), null, "the period ran already");
    // Even run again outside the period record, reminded_for keeps it from mailing twice.
    assert.deepEqual(await job.run({ db: t.db, now: () => now, billing }), { mails: 0, items: 0 });

    const mails = await t.db.select().from(mailOutbox);
    assert.equal(mails.length, 2);
    const ruMail = mails.find((m) => m.to === ru.email)!;
    assert.match(ruMail.subject, /трекере/);
    assert.match(ruMail.text, /Аналитик \(ООН\)/);
    assert.ok(!ruMail.text.includes("Later"));
    assert.match(ruMail.text, /https:\/\/fellows\.test\/ru\/profile\/job-application-tracker\//);
    const enMail = mails.find((m) => m.to === en.email)!;
    assert.match(enMail.subject, /job tracker/);
    assert.match(enMail.text, /Officer \(WHO\)/);

    // A changed date is reminded of again.
    await t.db.update(trackerItems).set({ nextActionAt: new Date("2026-11-24T21:00:00Z") })
      .where(eq(trackerItems.id, due.id));
    assert.deepEqual(await job.run({ db: t.db, now: () => now, billing }), { mails: 1, items: 1 });
  } finally {
    await t.close();
  }
});

Deno.test("tracker: writes past the hourly limit are refused and change nothing", opts, async () => {
  const now = windowStartNow(LIMITS.trackerWritesPerUser.windowSeconds * 1000);
  const t = await createTestApp({ seed: false, now: () => now });
  try {
    const rita = await user(t);
    const made = (await create(t, rita.headers, { title: "Before the limit" })).trackerItem!;
    await t.db.update(rateLimitHits).set({ hits: LIMITS.trackerWritesPerUser.max })
      .where(eq(rateLimitHits.key, `tracker:user:${rita.id}`));
    const refused = await t.graphql(CREATE, { input: { title: "After the limit" } }, rita.headers);
    assert.equal(refused.errors?.[0].extensions?.code, "TOO_MANY_REQUESTS");
    const edit = await t.graphql(UPDATE, { input: { id: made.id, title: "Changed" } }, rita.headers);
    assert.equal(edit.errors?.[0].extensions?.code, "TOO_MANY_REQUESTS");
    const items = await itemsOf(t, rita.id);
    assert.deepEqual(items.map((i) => i.title), ["Before the limit"]);
    // Reading is not limited.
    assert.equal((await list(t, rita.headers)).meta.total, 1);
  } finally {
    await t.close();
  }
});
