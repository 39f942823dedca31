// Tracker: a user's own job applications. Every read and write names the owner, so another user's id finds nothing;
// a status change and its history row are one transaction; the item cap is checked under a lock on the owner's row.
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, lt, ne, or, type SQL, sql } from "drizzle-orm";
import { type DbOrTx, escapeLike } from "../../db/client.ts";
import { countries, jobs, trackerItems, trackerStatusChanges, users } from "../../db/schema/index.ts";
import { moscowDay, moscowDayStart } from "../../src/domain/dates.ts";
import { TRACKER_ITEMS_MAX, type TrackerStatus } from "../../src/domain/tracker.ts";
import { localePath } from "../../src/domain/locale.ts";
import { dictionaries } from "../../i18n/dictionaries.ts";
import { createTranslator } from "../../i18n/translator.ts";
import { formatDate } from "../../i18n/format.ts";
import type { Mailer } from "../integrations/mail.ts";
import { escapeHtml } from "../../src/domain/html.ts";

export type TrackerItemRow = typeof trackerItems.$inferSelect;
export type TrackerCountryRow = typeof countries.$inferSelect;
export type TrackerItemWithCountry = TrackerItemRow & { country: TrackerCountryRow | null };

export type TrackerFilter = {
  search?: string;
  countryId?: number | null;
  status?: TrackerStatus | null;
  /** Moscow days, both included. */
  createdFrom?: string | null;
  createdTo?: string | null;
};

export type TrackerPage = {
  skip: number;
  limit: number;
  field: "createdAt" | "appliedAt" | "title" | "company" | "status" | "updatedAt";
  sortBy: "asc" | "desc";
};

function filterOf(userId: string, filter: TrackerFilter): SQL {
  const where: SQL[] = [eq(trackerItems.userId, userId)];
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    where.push(
      or(
        ilike(trackerItems.title, pattern),
        ilike(trackerItems.company, pattern),
        ilike(trackerItems.notes, pattern),
      )!,
    );
  }
  if (filter.countryId) where.push(eq(trackerItems.countryId, filter.countryId));
  if (filter.status) where.push(eq(trackerItems.status, filter.status));
  if (filter.createdFrom) where.push(gte(trackerItems.createdAt, moscowDayStart(filter.createdFrom)));
  if (filter.createdTo) {
    where.push(lt(trackerItems.createdAt, new Date(moscowDayStart(filter.createdTo).getTime() + 86_400_000)));
  }
  return and(...where)!;
}

export type StatusHistory = Map<number, Array<{ status: TrackerStatus; changedAt: Date }>>;

/**
 * One page of the owner's items (with their countries), the total matching the filter and the items' status histories
 * (oldest first), in one statement.
 */
export async function listTrackerItems(
  db: DbOrTx,
  userId: string,
  filter: TrackerFilter,
  page: TrackerPage,
): Promise<{ items: TrackerItemWithCountry[]; total: number; history: StatusHistory }> {
  const where = filterOf(userId, filter);
  const column = trackerItems[page.field];
  const order = page.sortBy === "asc" ? asc(column) : desc(column);
  // The total rides on every row (a window count is taken before LIMIT and OFFSET), and each row brings its history
  // as JSON: one statement, not three. Only a page past the end, which has no rows to carry the total, counts apart.
  const rows = await db.select({
    item: trackerItems,
    country: countries,
    total: sql<number>`count(*) over ()`.mapWith(Number),
    history: sql<Array<{ status: TrackerStatus; changedAt: string }>>`(
      select coalesce(json_agg(json_build_object('status', c.status, 'changedAt', c.changed_at)
        order by c.changed_at, c.id), '[]'::json)
      from ${trackerStatusChanges} c where c.item_id = ${trackerItems.id})`,
  }).from(trackerItems)
    .leftJoin(countries, eq(countries.id, trackerItems.countryId))
    .where(where)
    .orderBy(sql`${order} nulls last`, desc(trackerItems.id))
    .limit(page.limit)
    .offset(page.skip);
  const total = rows.length > 0
    ? rows[0].total
    : page.skip > 0
    ? Number((await db.select({ total: count() }).from(trackerItems).where(where))[0].total)
    : 0;
  const history: StatusHistory = new Map(
    rows.map((r) => [r.item.id, r.history.map((c) => ({ status: c.status, changedAt: new Date(c.changedAt) }))]),
  );
  return { items: rows.map((r) => ({ ...r.item, country: r.country })), total, history };
}

/** The status history of some items, oldest first, grouped by item id. */
export async function statusHistoryOf(db: DbOrTx, itemIds: number[]): Promise<StatusHistory> {
  const byItem: StatusHistory = new Map();
  if (itemIds.length === 0) return byItem;
  const rows = await db.select().from(trackerStatusChanges).where(inArray(trackerStatusChanges.itemId, itemIds))
    .orderBy(asc(trackerStatusChanges.changedAt), asc(trackerStatusChanges.id));
  for (const row of rows) {
    const list = byItem.get(row.itemId) ?? [];
    list.push({ status: row.status, changedAt: row.changedAt });
    byItem.set(row.itemId, list);
  }
  return byItem;
}

/** The linked jobs still published: id and title (a title is never gated). */
export async function linkedJobs(db: DbOrTx, jobIds: number[]) {
  const byId = new Map<number, { id: number; title: string }>();
  if (jobIds.length === 0) return byId;
  const rows = await db.select({ id: jobs.id, title: jobs.title }).from(jobs)
    .where(and(inArray(jobs.id, [...new Set(jobIds)]), eq(jobs.status, "PUBLISHED")));
  for (const row of rows) byId.set(row.id, row);
  return byId;
}

/** The countries the owner's items name, for the filter. */
export async function trackerCountries(db: DbOrTx, userId: string): Promise<TrackerCountryRow[]> {
  return await db.selectDistinct({
    id: countries.id,
    rusTrans: countries.rusTrans,
    engTrans: countries.engTrans,
    isoCode: countries.isoCode,
    region: countries.region,
  }).from(trackerItems).innerJoin(countries, eq(countries.id, trackerItems.countryId))
    .where(eq(trackerItems.userId, userId)).orderBy(asc(countries.engTrans));
}

async function withCountry(db: DbOrTx, item: TrackerItemRow): Promise<TrackerItemWithCountry> {
  if (!item.countryId) return { ...item, country: null };
  const [country] = await db.select().from(countries).where(eq(countries.id, item.countryId));
  return { ...item, country: country ?? null };
}

export async function countryExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id));
  return Boolean(row);
}

export type NewTrackerItem = {
  title: string;
  company: string;
  notes: string;
  link: string;
  status: TrackerStatus;
  countryId: number | null;
  jobId: number | null;
  description: string;
  salary: string;
  companyLogo: string;
};

/**
 * Creates an item with its first history row; "LIMIT" when the owner already keeps TRACKER_ITEMS_MAX items, "TRACKED"
 * when the job it links is already in the owner's tracker (both checked under a lock on the owner's user row, so
 * concurrent creates cannot pass the cap or add a job twice together).
 */
export async function createTrackerItem(
  db: DbOrTx,
  userId: string,
  input: NewTrackerItem,
  now: Date,
): Promise<TrackerItemWithCountry | "LIMIT" | "TRACKED"> {
  const created = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    if (input.jobId !== null) {
      const [tracked] = await tx.select({ id: trackerItems.id }).from(trackerItems)
        .where(and(eq(trackerItems.userId, userId), eq(trackerItems.jobId, input.jobId))).limit(1);
      if (tracked) return "TRACKED" as const;
    }
    const [{ n }] = await tx.select({ n: count() }).from(trackerItems).where(eq(trackerItems.userId, userId));
    if (Number(n) >= TRACKER_ITEMS_MAX) return "LIMIT" as const;
    const [item] = await tx.insert(trackerItems).values({ ...input, userId, createdAt: now, updatedAt: now })
      .returning();
    await tx.insert(trackerStatusChanges).values({ itemId: item.id, status: item.status, changedAt: now });
    return item;
  });
  return created === "LIMIT" || created === "TRACKED" ? created : await withCountry(db, created);
}

export type TrackerItemChanges = Partial<{
  title: string;
  company: string;
  status: TrackerStatus;
  countryId: number | null;
  appliedAt: Date | null;
  nextActionAt: Date | null;
  notes: string;
  link: string;
}>;

/** Changes the owner's item (null when it is not theirs); a new status is added to the history in the same transaction. */
export async function updateTrackerItem(
  db: DbOrTx,
  userId: string,
  id: number,
  changes: TrackerItemChanges,
  now: Date,
): Promise<TrackerItemWithCountry | null> {
  const updated = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(trackerItems)
      .where(and(eq(trackerItems.id, id), eq(trackerItems.userId, userId))).for("update");
    if (!current) return null;
    const [item] = await tx.update(trackerItems).set({ ...changes, updatedAt: now })
      .where(and(eq(trackerItems.id, id), eq(trackerItems.userId, userId))).returning();
    if (changes.status && changes.status !== current.status) {
      await tx.insert(trackerStatusChanges).values({ itemId: id, status: changes.status, changedAt: now });
    }
    return item;
  });
  return updated ? await withCountry(db, updated) : null;
}

/** Deletes the owner's item (its history goes with it); false when it is not theirs. */
export async function deleteTrackerItem(db: DbOrTx, userId: string, id: number): Promise<boolean> {
  const rows = await db.delete(trackerItems).where(and(eq(trackerItems.id, id), eq(trackerItems.userId, userId)))
    .returning({ id: trackerItems.id });
  return rows.length > 0;
}

/** All of the owner's items, newest first, for the CSV export. */
export async function exportTrackerItems(db: DbOrTx, userId: string): Promise<TrackerItemWithCountry[]> {
  return (await listTrackerItems(db, userId, {}, {
    skip: 0,
    limit: TRACKER_ITEMS_MAX,
    field: "createdAt",
    sortBy: "desc",
  })).items;
}

// ---------------------------------------------------------------------------------------------------------------
// The next-action reminder (a daily cron job).

/**
 * Mails each user once about their items whose next action falls today (Moscow) or earlier and was not yet reminded
 * for that date, in the user's language, then records the date in reminded_for: a second run finds nothing, and a
 * changed date is reminded of again. Items are marked only after their owner's mail went out.
 */
export async function remindTrackerNextActions(
  db: DbOrTx,
  mailer: Mailer,
  origin: string,
  now: Date,
): Promise<{ mails: number; items: number }> {
  const endOfToday = new Date(moscowDayStart(moscowDay(now)).getTime() + 86_400_000);
  const due = await db.select({
    id: trackerItems.id,
    userId: trackerItems.userId,
    title: trackerItems.title,
    company: trackerItems.company,
    nextActionAt: trackerItems.nextActionAt,
    email: users.email,
    firstName: users.firstName,
    language: users.language,
  }).from(trackerItems).innerJoin(users, eq(users.id, trackerItems.userId))
    .where(and(
      isNotNull(trackerItems.nextActionAt),
      lt(trackerItems.nextActionAt, endOfToday),
      or(sql`${trackerItems.remindedFor} is null`, ne(trackerItems.remindedFor, trackerItems.nextActionAt)),
    ))
    .orderBy(asc(trackerItems.userId), asc(trackerItems.nextActionAt));
  const byUser = new Map<string, typeof due>();
  for (const row of due) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  let mails = 0;
  let items = 0;
  for (const rows of byUser.values()) {
    const owner = rows[0];
    const t = createTranslator(owner.language, dictionaries[owner.language]);
    const link = `${origin}${localePath(owner.language, "/profile/job-application-tracker/")}`;
    const lines = rows.map((r) =>
      t("tracker.mail.line", {
        title: r.title,
        company: r.company,
        date: formatDate(r.nextActionAt!, owner.language),
      })
    );
    const intro = t("tracker.mail.body", { name: owner.firstName, count: rows.length });
    await mailer.send({
      to: owner.email,
      subject: t("tracker.mail.subject"),
      text: `${intro}\n\n${lines.map((l) => `- ${l}`).join("\n")}\n\n${link}`,
      html: `<p>${escapeHtml(intro)}</p><ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>` +
        `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    });
    mails++;
    for (const r of rows) {
      await db.update(trackerItems).set({ remindedFor: r.nextActionAt })
        .where(and(eq(trackerItems.id, r.id), eq(trackerItems.nextActionAt, r.nextActionAt!)));
      items++;
    }
  }
  return { mails, items };
}
