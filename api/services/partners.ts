// Partner companies: the public directory (getPartnerCompanies), PUBLISHED only. A page and the number of matches are
// one statement (count over the window); its categories, tags and locations are one statement each — four in all.
import { and, arrayOverlaps, asc, desc, eq, exists, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  countries,
  partnerCategories,
  partnerCompanies,
  partnerCompanyCategories,
  partnerCompanyTags,
  partnerLocations,
  partnerReviews,
  partnerServices,
  partnerTags,
} from "../../db/schema/index.ts";
import {
  directorySearch,
  type DirectorySort,
  MISSPELLING_SIMILARITY,
  type PartnersInput,
} from "../../src/domain/directories.ts";

export type PartnerRow = typeof partnerCompanies.$inferSelect;

export function partnerTextMatch(text: string): SQL {
  return sql`(${partnerCompanies.search} @@ websearch_to_tsquery('simple', ${text})
    or ${partnerCompanies.search} @@ plainto_tsquery('english', ${text})
    or ${partnerCompanies.search} @@ plainto_tsquery('russian', ${text})
    or word_similarity(lower(${text}), ${partnerCompanies.searchText}) >= ${MISSPELLING_SIMILARITY})`;
}

function order(sort: DirectorySort) {
  // Alphabetical as people read it: case does not split the list ("Career" before "CV").
  const name = sql`lower(${partnerCompanies.title})`;
  if (sort === "alphabeticallyAZ") return [asc(name), asc(partnerCompanies.id)];
  if (sort === "alphabeticallyZA") return [desc(name), desc(partnerCompanies.id)];
  return [desc(partnerCompanies.createdAt), desc(partnerCompanies.id)];
}

export async function listPartners(
  db: DbOrTx,
  input: PartnersInput,
  page: { skip: number; limit: number; sort: DirectorySort },
) {
  const text = directorySearch(input.textSearch);
  const where = and(
    eq(partnerCompanies.status, "PUBLISHED"),
    input.partnerCompanyCategories?.length
      ? exists(
        db.select({ one: sql`1` }).from(partnerCompanyCategories)
          .innerJoin(partnerCategories, eq(partnerCategories.id, partnerCompanyCategories.categoryId))
          .where(and(
            eq(partnerCompanyCategories.partnerId, partnerCompanies.id),
            inArray(partnerCategories.slug, input.partnerCompanyCategories),
          )),
      )
      : undefined,
    input.tags?.length
      ? exists(
        db.select({ one: sql`1` }).from(partnerCompanyTags).where(and(
          eq(partnerCompanyTags.partnerId, partnerCompanies.id),
          inArray(partnerCompanyTags.tagId, input.tags),
        )),
      )
      : undefined,
    input.countriesIds?.length
      ? exists(
        db.select({ one: sql`1` }).from(partnerLocations).where(and(
          eq(partnerLocations.partnerId, partnerCompanies.id),
          inArray(partnerLocations.countryId, input.countriesIds),
        )),
      )
      : undefined,
    input.languages?.length ? arrayOverlaps(partnerCompanies.languages, input.languages) : undefined,
    text ? partnerTextMatch(text) : undefined,
  );
  const rows = await db.select({ partner: partnerCompanies, total: sql<number>`count(*) over ()` })
    .from(partnerCompanies).where(where).orderBy(...order(page.sort)).limit(page.limit).offset(page.skip);
  // Past the last match the window is empty: the count comes from a page that has rows, else from the skip.
  const total = rows.length ? Number(rows[0].total) : 0;
  return {
    partners: rows.map((r) => r.partner),
    total,
    hasNextPage: page.skip + rows.length < total,
  };
}

export async function categoriesOfPartners(db: DbOrTx, partnerIds: number[]) {
  if (!partnerIds.length) return [];
  return await db.select({ partnerId: partnerCompanyCategories.partnerId, category: partnerCategories })
    .from(partnerCompanyCategories)
    .innerJoin(partnerCategories, eq(partnerCategories.id, partnerCompanyCategories.categoryId))
    .where(inArray(partnerCompanyCategories.partnerId, partnerIds))
    .orderBy(asc(partnerCategories.id));
}

export async function tagsOfPartners(db: DbOrTx, partnerIds: number[]) {
  if (!partnerIds.length) return [];
  return await db.select({ partnerId: partnerCompanyTags.partnerId, tag: partnerTags }).from(partnerCompanyTags)
    .innerJoin(partnerTags, eq(partnerTags.id, partnerCompanyTags.tagId))
    .where(inArray(partnerCompanyTags.partnerId, partnerIds))
    .orderBy(asc(partnerTags.title));
}

export async function locationsOfPartners(db: DbOrTx, partnerIds: number[]) {
  if (!partnerIds.length) return [];
  return await db.select({ partnerId: partnerLocations.partnerId, country: countries }).from(partnerLocations)
    .innerJoin(countries, eq(countries.id, partnerLocations.countryId))
    .where(inArray(partnerLocations.partnerId, partnerIds))
    .orderBy(asc(countries.engTrans));
}

/** What the directory can be filtered by: the four categories, the tags, countries and languages of published ones. */
export async function partnerFilters(db: DbOrTx) {
  const published = eq(partnerCompanies.status, "PUBLISHED");
  const [categories, tags, places, languages] = await Promise.all([
    db.select().from(partnerCategories).orderBy(asc(partnerCategories.id)),
    db.selectDistinct({ tag: partnerTags }).from(partnerCompanyTags)
      .innerJoin(partnerTags, eq(partnerTags.id, partnerCompanyTags.tagId))
      .innerJoin(partnerCompanies, eq(partnerCompanies.id, partnerCompanyTags.partnerId))
      .where(published),
    db.selectDistinct({ country: countries }).from(partnerLocations)
      .innerJoin(countries, eq(countries.id, partnerLocations.countryId))
      .innerJoin(partnerCompanies, eq(partnerCompanies.id, partnerLocations.partnerId))
      .where(published),
    db.selectDistinct({ language: sql<string>`unnest(${partnerCompanies.languages})` }).from(partnerCompanies)
      .where(published),
  ]);
  return {
    categories,
    tags: tags.map((t) => t.tag).sort((a, b) => a.title.localeCompare(b.title)),
    countries: places.map((p) => p.country).sort((a, b) => a.engTrans.localeCompare(b.engTrans)),
    languages: languages.map((l) => l.language).sort(),
  };
}

export async function findPublishedPartner(db: DbOrTx, slug: string): Promise<PartnerRow | null> {
  const [row] = await db.select().from(partnerCompanies)
    .where(and(eq(partnerCompanies.slug, slug), eq(partnerCompanies.status, "PUBLISHED")));
  return row ?? null;
}

export async function servicesOfPartner(db: DbOrTx, partnerId: number) {
  return await db.select().from(partnerServices).where(eq(partnerServices.partnerId, partnerId))
    .orderBy(asc(partnerServices.sortOrder), asc(partnerServices.id));
}

export async function reviewsOfPartner(db: DbOrTx, partnerId: number) {
  return await db.select().from(partnerReviews).where(eq(partnerReviews.partnerId, partnerId))
    .orderBy(desc(partnerReviews.createdAt), desc(partnerReviews.id));
}

export async function publishedPartnerSlugs(db: DbOrTx): Promise<string[]> {
  return (await db.select({ slug: partnerCompanies.slug }).from(partnerCompanies)
    .where(eq(partnerCompanies.status, "PUBLISHED")).orderBy(asc(partnerCompanies.slug))).map((r) => r.slug);
}
