// The back office's site content: banners, creeping lines, reviews, SEO texts and the FAQ — their lists and the writes
// (save, delete, move up or down), each in one transaction with its audit entry (entities "banner", "creepingLine",
// "review", "seoTag", "faq"; the row's plain fields before and after). The resolver then clears the site cache and the CDN's pages.
import { and, asc, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import { type Db, type DbOrTx, escapeLike } from "../../../db/client.ts";
import { banners, creepingLineBanners, faqItems, reviews, seoTags } from "../../../db/schema/index.ts";
import type {
  AdminBannerValues,
  AdminCreepingLineValues,
  AdminFaqValues,
  AdminReviewValues,
  AdminSeoTagValues,
  AdminSiteFilter,
} from "../../../src/domain/admin-site-content.ts";
import { AUDIENCES } from "../../../src/domain/admin-site-content.ts";
import type { ContentAudience } from "../../../src/domain/viewer.ts";
import { type AdminActor, recordAudit } from "./audit.ts";
import { isRichTextEmpty, sanitizeRichText } from "./rich-text.ts";

/** Why a write was refused; the resolver turns it into a translated error (the transaction rolled back). */
export class SiteContentRefusal extends Error {
  constructor(readonly reason: "notFound" | "seoTaken" | "answerEmpty") {
    super(`site content refused: ${reason}`);
  }
}

export type SiteEntity = "banner" | "creepingLine" | "review" | "seoTag" | "faq";

type BannerRow = typeof banners.$inferSelect;
type CreepingLineRow = typeof creepingLineBanners.$inferSelect;
type ReviewRow = typeof reviews.$inferSelect;
type SeoTagRow = typeof seoTags.$inferSelect;
type FaqRow = typeof faqItems.$inferSelect;

/** A row's plain fields for the audit log (no timestamps). */
function plain<T extends { createdAt: Date; updatedAt: Date }>(row: T | null | undefined) {
  if (!row) return null;
  const { createdAt: _c, updatedAt: _u, ...rest } = row;
  return rest as Record<string, unknown>;
}

const statusOf = (published: boolean) => (published ? "PUBLISHED" : "DRAFT") as "PUBLISHED" | "DRAFT";

// ---- lists ----

export async function listAdminBanners(db: DbOrTx, filter: AdminSiteFilter) {
  const where: SQL[] = [];
  if (filter.language) where.push(eq(banners.language, filter.language));
  if (filter.search) where.push(ilike(banners.title, `%${escapeLike(filter.search)}%`));
  return await db.select().from(banners).where(where.length ? and(...where) : undefined)
    .orderBy(asc(banners.language), asc(banners.sortOrder), asc(banners.id)).limit(500);
}

export async function listAdminCreepingLines(db: DbOrTx, filter: AdminSiteFilter) {
  const where: SQL[] = [];
  if (filter.language) where.push(eq(creepingLineBanners.language, filter.language));
  if (filter.search) where.push(ilike(creepingLineBanners.text, `%${escapeLike(filter.search)}%`));
  return await db.select().from(creepingLineBanners).where(where.length ? and(...where) : undefined)
    .orderBy(asc(creepingLineBanners.language), desc(creepingLineBanners.priority), asc(creepingLineBanners.id))
    .limit(500);
}

/** Whether a published line shows to one of its audiences now, and if not, the line that hides it there. */
export type CreepingLineReach = { audience: ContentAudience; shown: boolean; hiddenBy: CreepingLineRow | null };

/**
 * Who sees a line now, audience by audience, by the site's own pick (api/services/site.ts, decision 146): of the
 * published lines of the language whose audience includes the reader, the highest priority, then the oldest (lowest
 * id). A line for everyone competes with the other lines for everyone; a line for one e-mail with those and with the
 * other lines for that e-mail (it is only ever shown to that person). A draft reaches nobody: no entries.
 */
export function creepingLineReach(line: CreepingLineRow, published: CreepingLineRow[]): CreepingLineReach[] {
  if (line.status !== "PUBLISHED") return [];
  return AUDIENCES.filter((audience) => line[audience]).map((audience) => {
    const [top] = published
      .filter((other) =>
        other.language === line.language && other.status === "PUBLISHED" && other[audience] &&
        (other.conditionEmail === null || other.conditionEmail === line.conditionEmail)
      )
      .sort((a, b) => b.priority - a.priority || a.id - b.id);
    const shown = !top || top.id === line.id;
    return { audience, shown, hiddenBy: shown ? null : top };
  });
}

/** Each row's reach (creepingLineReach), read against the published lines of the rows' languages. */
export async function creepingLinesReach(
  db: DbOrTx,
  rows: CreepingLineRow[],
): Promise<Map<number, CreepingLineReach[]>> {
  const languages = [...new Set(rows.map((row) => row.language))];
  const published = languages.length
    ? await db.select().from(creepingLineBanners).where(and(
      eq(creepingLineBanners.status, "PUBLISHED"),
      inArray(creepingLineBanners.language, languages),
    ))
    : [];
  return new Map(rows.map((row) => [row.id, creepingLineReach(row, published)]));
}

export async function listAdminReviews(db: DbOrTx, filter: AdminSiteFilter) {
  const where: SQL[] = [];
  if (filter.language) where.push(eq(reviews.language, filter.language));
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    where.push(or(ilike(reviews.firstName, pattern), ilike(reviews.lastName, pattern), ilike(reviews.text, pattern))!);
  }
  return await db.select().from(reviews).where(where.length ? and(...where) : undefined)
    .orderBy(asc(reviews.language), asc(reviews.sortOrder), asc(reviews.id)).limit(500);
}

export async function listAdminSeoTags(db: DbOrTx, filter: AdminSiteFilter) {
  const where: SQL[] = [];
  if (filter.language) where.push(ilike(seoTags.url, `/${filter.language}/%`));
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    where.push(or(ilike(seoTags.url, pattern), ilike(seoTags.title, pattern))!);
  }
  return await db.select().from(seoTags).where(where.length ? and(...where) : undefined)
    .orderBy(asc(seoTags.url)).limit(500);
}

export async function listAdminFaq(db: DbOrTx, filter: AdminSiteFilter) {
  const where: SQL[] = [];
  if (filter.language) where.push(eq(faqItems.language, filter.language));
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    where.push(or(ilike(faqItems.question, pattern), ilike(faqItems.answer, pattern))!);
  }
  return await db.select().from(faqItems).where(where.length ? and(...where) : undefined)
    .orderBy(asc(faqItems.language), asc(faqItems.sortOrder), asc(faqItems.id)).limit(500);
}

// ---- writes ----

type Write<T> = { row: T };

async function audit(
  tx: DbOrTx,
  actor: AdminActor,
  operation: string,
  entity: SiteEntity,
  id: number,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  now: Date,
) {
  await recordAudit(tx, actor, { operation, entity, entityId: id, before, after }, now);
}

/** The next place at the end of a language's list. */
async function nextSortOrder(
  tx: DbOrTx,
  table: typeof banners | typeof reviews | typeof faqItems,
  language: "ru" | "en",
) {
  const [last] = await tx.select({ n: table.sortOrder }).from(table).where(eq(table.language, language))
    .orderBy(desc(table.sortOrder)).limit(1);
  return (last?.n ?? 0) + 1;
}

export async function saveAdminBanner(
  db: Db,
  actor: AdminActor,
  id: number | null,
  values: AdminBannerValues,
  now: Date,
): Promise<Write<BannerRow>> {
  const { published, ...fields } = values;
  const columns = { ...fields, status: statusOf(published), updatedAt: now };
  return await db.transaction(async (tx) => {
    if (id === null) {
      const sortOrder = await nextSortOrder(tx, banners, values.language);
      const [row] = await tx.insert(banners).values({ ...columns, sortOrder, createdAt: now }).returning();
      await audit(tx, actor, "adminSaveBanner", "banner", row.id, null, plain(row), now);
      return { row };
    }
    const [before] = await tx.select().from(banners).where(eq(banners.id, id)).for("update");
    if (!before) throw new SiteContentRefusal("notFound");
    // Moved to the other language: it goes to the end of that list.
    const sortOrder = before.language === values.language
      ? before.sortOrder
      : await nextSortOrder(tx, banners, values.language);
    const [row] = await tx.update(banners).set({ ...columns, sortOrder }).where(eq(banners.id, id)).returning();
    await audit(tx, actor, "adminSaveBanner", "banner", id, plain(before), plain(row), now);
    return { row };
  });
}

export async function saveAdminCreepingLine(
  db: Db,
  actor: AdminActor,
  id: number | null,
  values: AdminCreepingLineValues,
  now: Date,
): Promise<Write<CreepingLineRow>> {
  const { published, ...fields } = values;
  const columns = { ...fields, status: statusOf(published), updatedAt: now };
  return await db.transaction(async (tx) => {
    if (id === null) {
      const [row] = await tx.insert(creepingLineBanners).values({ ...columns, createdAt: now }).returning();
      await audit(tx, actor, "adminSaveCreepingLine", "creepingLine", row.id, null, plain(row), now);
      return { row };
    }
    const [before] = await tx.select().from(creepingLineBanners).where(eq(creepingLineBanners.id, id)).for("update");
    if (!before) throw new SiteContentRefusal("notFound");
    const [row] = await tx.update(creepingLineBanners).set(columns).where(eq(creepingLineBanners.id, id)).returning();
    await audit(tx, actor, "adminSaveCreepingLine", "creepingLine", id, plain(before), plain(row), now);
    return { row };
  });
}

export async function saveAdminReview(
  db: Db,
  actor: AdminActor,
  id: number | null,
  values: AdminReviewValues,
  now: Date,
): Promise<Write<ReviewRow>> {
  const { published, ...fields } = values;
  const columns = { ...fields, status: statusOf(published), updatedAt: now };
  return await db.transaction(async (tx) => {
    if (id === null) {
      const sortOrder = await nextSortOrder(tx, reviews, values.language);
      const [row] = await tx.insert(reviews).values({ ...columns, sortOrder, createdAt: now }).returning();
      await audit(tx, actor, "adminSaveReview", "review", row.id, null, plain(row), now);
      return { row };
    }
    const [before] = await tx.select().from(reviews).where(eq(reviews.id, id)).for("update");
    if (!before) throw new SiteContentRefusal("notFound");
    const sortOrder = before.language === values.language
      ? before.sortOrder
      : await nextSortOrder(tx, reviews, values.language);
    const [row] = await tx.update(reviews).set({ ...columns, sortOrder }).where(eq(reviews.id, id)).returning();
    await audit(tx, actor, "adminSaveReview", "review", id, plain(before), plain(row), now);
    return { row };
  });
}

export async function saveAdminSeoTag(
  db: Db,
  actor: AdminActor,
  id: number | null,
  values: AdminSeoTagValues,
  now: Date,
): Promise<Write<SeoTagRow>> {
  return await db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: seoTags.id }).from(seoTags).where(eq(seoTags.url, values.url));
    if (taken && taken.id !== id) throw new SiteContentRefusal("seoTaken");
    if (id === null) {
      const [row] = await tx.insert(seoTags).values({ ...values, createdAt: now, updatedAt: now }).returning();
      await audit(tx, actor, "adminSaveSeoTag", "seoTag", row.id, null, plain(row), now);
      return { row };
    }
    const [before] = await tx.select().from(seoTags).where(eq(seoTags.id, id)).for("update");
    if (!before) throw new SiteContentRefusal("notFound");
    const [row] = await tx.update(seoTags).set({ ...values, updatedAt: now }).where(eq(seoTags.id, id)).returning();
    await audit(tx, actor, "adminSaveSeoTag", "seoTag", id, plain(before), plain(row), now);
    return { row };
  });
}

/** Saves a question; its answer keeps only the sanitizer's allow-list (and must keep some text). */
export async function saveAdminFaqItem(
  db: Db,
  actor: AdminActor,
  id: number | null,
  values: AdminFaqValues,
  now: Date,
): Promise<Write<FaqRow>> {
  const answer = sanitizeRichText(values.answer);
  if (isRichTextEmpty(answer)) throw new SiteContentRefusal("answerEmpty");
  const columns = {
    question: values.question,
    answer,
    language: values.language,
    status: statusOf(values.published),
    updatedAt: now,
  };
  return await db.transaction(async (tx) => {
    if (id === null) {
      const sortOrder = await nextSortOrder(tx, faqItems, values.language);
      const [row] = await tx.insert(faqItems).values({ ...columns, sortOrder, createdAt: now }).returning();
      await audit(tx, actor, "adminSaveFaqItem", "faq", row.id, null, plain(row), now);
      return { row };
    }
    const [before] = await tx.select().from(faqItems).where(eq(faqItems.id, id)).for("update");
    if (!before) throw new SiteContentRefusal("notFound");
    const sortOrder = before.language === values.language
      ? before.sortOrder
      : await nextSortOrder(tx, faqItems, values.language);
    const [row] = await tx.update(faqItems).set({ ...columns, sortOrder }).where(eq(faqItems.id, id)).returning();
    await audit(tx, actor, "adminSaveFaqItem", "faq", id, plain(before), plain(row), now);
    return { row };
  });
}

const TABLES = {
  banner: { table: banners, operation: "adminDeleteBanner" },
  creepingLine: { table: creepingLineBanners, operation: "adminDeleteCreepingLine" },
  review: { table: reviews, operation: "adminDeleteReview" },
  seoTag: { table: seoTags, operation: "adminDeleteSeoTag" },
  faq: { table: faqItems, operation: "adminDeleteFaqItem" },
} as const;

/** Deletes one item of a kind (it leaves the site at once). */
export async function deleteSiteItem(db: Db, actor: AdminActor, entity: SiteEntity, id: number, now: Date) {
  const { table, operation } = TABLES[entity];
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(table).where(eq(table.id, id)).returning();
    if (!before) throw new SiteContentRefusal("notFound");
    await audit(tx, actor, operation, entity, id, plain(before), null, now);
  });
}

/**
 * Moves a banner or a review one place up or down within its language's list (banners: also within their kind): the
 * list is renumbered 1…n in its shown order with the two neighbours swapped. At an end, nothing changes.
 */
export async function moveSiteItem(
  db: Db,
  actor: AdminActor,
  entity: "banner" | "review" | "faq",
  id: number,
  direction: "up" | "down",
  now: Date,
) {
  const table = entity === "banner" ? banners : entity === "review" ? reviews : faqItems;
  await db.transaction(async (tx) => {
    const [item] = await tx.select().from(table).where(eq(table.id, id)).for("update");
    if (!item) throw new SiteContentRefusal("notFound");
    const sameList = entity === "banner"
      ? and(eq(banners.language, item.language), eq(banners.kind, (item as BannerRow).kind))
      : eq(table.language, item.language);
    const list = await tx.select({ id: table.id, sortOrder: table.sortOrder }).from(table).where(sameList)
      .orderBy(asc(table.sortOrder), asc(table.id)).for("update");
    const index = list.findIndex((row) => row.id === id);
    const other = direction === "up" ? index - 1 : index + 1;
    if (other < 0 || other >= list.length) return;
    [list[index], list[other]] = [list[other], list[index]];
    let movedTo = item.sortOrder;
    for (const [i, row] of list.entries()) {
      if (row.id === id) movedTo = i + 1;
      if (row.sortOrder !== i + 1) {
        await tx.update(table).set({ sortOrder: i + 1, updatedAt: now }).where(eq(table.id, row.id));
      }
    }
    const operation = { banner: "adminMoveBanner", review: "adminMoveReview", faq: "adminMoveFaqItem" }[entity];
    await audit(tx, actor, operation, entity, id, { sortOrder: item.sortOrder }, { sortOrder: movedTo }, now);
  });
}
