// Site-wide content reads: global variables, SEO tags, banners, the creeping line, reviews and the FAQ.
import { and, arrayOverlaps, asc, desc, eq, isNotNull, isNull, or } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { banners, creepingLineBanners, faqItems, globalVars, reviews, seoTags } from "../../db/schema/index.ts";
import type { Locale } from "../../src/domain/locale.ts";
import { invitesToJoin } from "../../src/domain/site.ts";

/** Used when the global row is missing (an empty database): the rate the demo content ships with. */
const DEFAULT_USD_TO_RUB = 95;

export async function getGlobalVars(db: DbOrTx): Promise<{ usdToRubExchangeRateForProducts: number }> {
  const [row] = await db.select().from(globalVars).where(eq(globalVars.id, 1));
  return { usdToRubExchangeRateForProducts: row ? Number(row.usdToRubExchangeRateForProducts) : DEFAULT_USD_TO_RUB };
}

export async function getSeoTagByUrl(db: DbOrTx, url: string) {
  const [row] = await db.select({ url: seoTags.url, title: seoTags.title, description: seoTags.description })
    .from(seoTags).where(eq(seoTags.url, url));
  return row ?? null;
}

export async function listBanners(
  db: DbOrTx,
  options: { language: Locale; audience: "isFree" | "isRegistered" | "isPaid"; kind?: string },
) {
  return await db.select().from(banners).where(and(
    eq(banners.status, "PUBLISHED"),
    eq(banners.language, options.language),
    eq(banners[options.audience], true),
    options.kind ? eq(banners.kind, options.kind) : undefined,
  )).orderBy(asc(banners.sortOrder), asc(banners.id));
}

/**
 * The creeping line for a visitor: the highest-priority published line of the language, aimed at everyone or at
 * this e-mail; a fellow is never offered a line that invites to join (the next one shows instead).
 */
export async function getCreepingLine(
  db: DbOrTx,
  options: { language: Locale; email: string | null; fellow?: boolean },
) {
  const rows = await db.select().from(creepingLineBanners).where(and(
    eq(creepingLineBanners.status, "PUBLISHED"),
    eq(creepingLineBanners.language, options.language),
    options.email
      ? or(isNull(creepingLineBanners.conditionEmail), eq(creepingLineBanners.conditionEmail, options.email))
      : isNull(creepingLineBanners.conditionEmail),
  )).orderBy(desc(creepingLineBanners.priority), asc(creepingLineBanners.id)).limit(options.fellow ? 20 : 1);
  return pickCreepingLine(rows, options.fellow ?? false);
}

type CreepingLine = typeof creepingLineBanners.$inferSelect;

/**
 * What the site cache keeps of a language's creeping lines: the lines for everyone (by priority, enough to skip the
 * ones that invite a fellow to join) and the addresses that have a line of their own, so a signed-in page reads the
 * database only for a viewer who has one.
 */
export async function listCreepingLines(db: DbOrTx, language: Locale) {
  const published = and(eq(creepingLineBanners.status, "PUBLISHED"), eq(creepingLineBanners.language, language));
  const [general, targeted] = await Promise.all([
    db.select().from(creepingLineBanners).where(and(published, isNull(creepingLineBanners.conditionEmail)))
      .orderBy(desc(creepingLineBanners.priority), asc(creepingLineBanners.id)).limit(20),
    db.selectDistinct({ email: creepingLineBanners.conditionEmail }).from(creepingLineBanners)
      .where(and(published, isNotNull(creepingLineBanners.conditionEmail))),
  ]);
  return { general, targeted: new Set(targeted.map((row) => row.email)) };
}

/** The first of the lines (by priority) a viewer may see: a fellow never gets one that invites to join. */
export function pickCreepingLine(rows: CreepingLine[], fellow: boolean): CreepingLine | null {
  return rows.find((row) => !fellow || !invitesToJoin(row.link)) ?? null;
}

export async function listReviews(db: DbOrTx, options: { categories?: string[]; language?: Locale }) {
  return await db.select().from(reviews).where(and(
    eq(reviews.status, "PUBLISHED"),
    options.language ? eq(reviews.language, options.language) : undefined,
    options.categories?.length ? arrayOverlaps(reviews.categories, options.categories) : undefined,
  )).orderBy(asc(reviews.sortOrder), asc(reviews.id)).limit(50);
}

/** The home page's published questions of a language, in their order. */
export async function listFaq(db: DbOrTx, language: Locale) {
  return await db.select({ id: faqItems.id, question: faqItems.question, answer: faqItems.answer }).from(faqItems)
    .where(and(eq(faqItems.status, "PUBLISHED"), eq(faqItems.language, language)))
    .orderBy(asc(faqItems.sortOrder), asc(faqItems.id)).limit(50);
}
