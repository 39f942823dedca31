// Site-wide content reads: global variables, SEO tags, banners, the creeping line, reviews and the FAQ.
import { and, arrayOverlaps, asc, desc, eq, isNotNull, isNull, or } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { banners, creepingLineBanners, faqItems, globalVars, reviews, seoTags } from "../../db/schema/index.ts";
import type { Locale } from "../../src/domain/locale.ts";
import type { ContentAudience } from "../../src/domain/viewer.ts";

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
  options: { language: Locale; audience: ContentAudience; kind?: string },
) {
  return await db.select().from(banners).where(and(
    eq(banners.status, "PUBLISHED"),
    eq(banners.language, options.language),
    eq(banners[options.audience], true),
    options.kind ? eq(banners.kind, options.kind) : undefined,
  )).orderBy(asc(banners.sortOrder), asc(banners.id));
}

type CreepingLine = typeof creepingLineBanners.$inferSelect;

/**
 * The creeping line for a signed-in viewer who has a line of their own: the highest-priority published line of the
 * language whose audience includes the viewer's tier, aimed at everyone or at this e-mail.
 */
export async function getCreepingLine(
  db: DbOrTx,
  options: { language: Locale; email: string | null; audience: ContentAudience },
): Promise<CreepingLine | null> {
  const [row] = await db.select().from(creepingLineBanners).where(and(
    eq(creepingLineBanners.status, "PUBLISHED"),
    eq(creepingLineBanners.language, options.language),
    eq(creepingLineBanners[options.audience], true),
    options.email
      ? or(isNull(creepingLineBanners.conditionEmail), eq(creepingLineBanners.conditionEmail, options.email))
      : isNull(creepingLineBanners.conditionEmail),
  )).orderBy(desc(creepingLineBanners.priority), asc(creepingLineBanners.id)).limit(1);
  return row ?? null;
}

/**
 * What the site cache keeps of a language's creeping lines for one audience: the line for everyone in it (the
 * highest priority) and the addresses that have a line of their own in it, so a signed-in page reads the database
 * only for a viewer who has one. Cached per audience, so one tier's line never reaches another.
 */
export async function listCreepingLines(db: DbOrTx, language: Locale, audience: ContentAudience) {
  const published = and(
    eq(creepingLineBanners.status, "PUBLISHED"),
    eq(creepingLineBanners.language, language),
    eq(creepingLineBanners[audience], true),
  );
  const [general, targeted] = await Promise.all([
    db.select().from(creepingLineBanners).where(and(published, isNull(creepingLineBanners.conditionEmail)))
      .orderBy(desc(creepingLineBanners.priority), asc(creepingLineBanners.id)).limit(1),
    db.selectDistinct({ email: creepingLineBanners.conditionEmail }).from(creepingLineBanners)
      .where(and(published, isNotNull(creepingLineBanners.conditionEmail))),
  ]);
  return { general: general[0] ?? null, targeted: new Set(targeted.map((row) => row.email)) };
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
