// Partner companies: the public directory (getPartnerCompanies), PUBLISHED only. A page, the number of matches (count
// over the window) and each company's categories, tags and countries are one statement; a misspelt search that full
// text missed takes a second one.
import { and, arrayOverlaps, asc, desc, eq, exists, inArray, type SQL, sql } from "drizzle-orm";
import { directoryFuzzyMatch, directoryOrder, directoryTextMatch, linkedToAny } from "./directory-queries.ts";
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
import { directorySearch, type DirectorySort } from "../../src/domain/directories.ts";
import { type PartnersInput } from "../../src/domain/directories-input.ts";
import type { Locale } from "../../src/domain/locale.ts";

export type PartnerRow = typeof partnerCompanies.$inferSelect;

/** Full text, either script (directory-queries.ts). */
export function partnerTextMatch(text: string): SQL {
  return directoryTextMatch(partnerCompanies.search, text);
}

/** For a misspelt search that full text missed: a title or subtitle word within trigram word similarity. */
export function partnerFuzzyMatch(text: string): SQL {
  return directoryFuzzyMatch(partnerCompanies.searchText, text);
}

type CategoryRow = typeof partnerCategories.$inferSelect;
type TagRow = typeof partnerTags.$inferSelect;
type CountryRow = typeof countries.$inferSelect;

/** The page's categories, tags and countries come in the same row (one statement per page). */
const related = {
  categories: sql<CategoryRow[]>`coalesce((
    select json_agg(json_build_object('id', c.id, 'slug', c.slug, 'nameRu', c.name_ru, 'nameEn', c.name_en,
      'logo', c.logo) order by c.id)
    from partner_company_categories pc join partner_categories c on c.id = pc.category_id
    where pc.partner_id = "partner_companies"."id"), '[]'::json)`,
  tags: sql<TagRow[]>`coalesce((
    select json_agg(json_build_object('id', t.id, 'title', t.title, 'category', t.category) order by t.title)
    from partner_company_tags pt join partner_tags t on t.id = pt.tag_id
    where pt.partner_id = "partner_companies"."id"), '[]'::json)`,
  countries: sql<CountryRow[]>`coalesce((
    select json_agg(json_build_object('id', c.id, 'isoCode', c.iso_code, 'engTrans', c.eng_trans,
      'rusTrans', c.rus_trans, 'region', c.region) order by c.eng_trans)
    from partner_locations pl join countries c on c.id = pl.country_id
    where pl.partner_id = "partner_companies"."id"), '[]'::json)`,
};

/** A company with its categories, tags and countries, as one row brings them. */
export type PartnerWithRelated = PartnerRow & { categories: CategoryRow[]; tags: TagRow[]; countries: CountryRow[] };

export async function listPartners(
  db: DbOrTx,
  input: PartnersInput,
  page: { skip: number; limit: number; sort: DirectorySort },
  pageLanguage: Locale,
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
    linkedToAny(db, {
      table: partnerCompanyTags,
      owner: partnerCompanyTags.partnerId,
      ownerId: partnerCompanies.id,
      column: partnerCompanyTags.tagId,
    }, input.tags),
    linkedToAny(db, {
      table: partnerLocations,
      owner: partnerLocations.partnerId,
      ownerId: partnerCompanies.id,
      column: partnerLocations.countryId,
    }, input.countriesIds),
    input.languages?.length ? arrayOverlaps(partnerCompanies.languages, input.languages) : undefined,
  );
  const pageOf = (match: SQL | undefined) =>
    db.select({ partner: partnerCompanies, total: sql<number>`count(*) over ()`, ...related })
      .from(partnerCompanies).where(and(where, match)).orderBy(
        ...directoryOrder(page.sort, {
          name: partnerCompanies.title,
          latest: partnerCompanies.createdAt,
          id: partnerCompanies.id,
          language: partnerCompanies.language,
        }, pageLanguage),
      ).limit(page.limit)
      .offset(page.skip);
  let rows = await pageOf(text ? partnerTextMatch(text) : undefined);
  // Nothing by full text: the words may be misspelt — look again by trigrams (a second statement only then).
  if (text && !rows.length) rows = await pageOf(partnerFuzzyMatch(text));
  // Past the last match the window is empty: the count comes from a page that has rows.
  const total = rows.length ? Number(rows[0].total) : 0;
  return {
    partners: rows.map((r): PartnerWithRelated => ({
      ...r.partner,
      categories: r.categories,
      tags: r.tags,
      countries: r.countries,
    })),
    total,
    hasNextPage: page.skip + rows.length < total,
  };
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

export async function findPublishedPartner(db: DbOrTx, slug: string): Promise<PartnerWithRelated | null> {
  const [row] = await db.select({ partner: partnerCompanies, ...related }).from(partnerCompanies)
    .where(and(eq(partnerCompanies.slug, slug), eq(partnerCompanies.status, "PUBLISHED")));
  return row ? { ...row.partner, categories: row.categories, tags: row.tags, countries: row.countries } : null;
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
