// Experts: the public directory (getExperts) and what a profile's page reads. Public means PUBLISHED and approved once
// by a moderator. A page is one statement (limit + 1 rows tell whether there is a next page), each profile's activities
// and countries in its row. The owner's side is own-profile.ts, the moderators' is moderation.ts.
import { and, arrayOverlaps, asc, desc, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { directoryFuzzyMatch, directoryOrder, directoryTextMatch, linkedToAny } from "../directory-queries.ts";
import {
  countries,
  expertActivities,
  expertCompanies,
  expertExperience,
  expertLocations,
  expertRequests,
  experts,
  expertServices,
  expertToActivities,
  expertToRequests,
  users,
} from "../../../db/schema/index.ts";
import { directorySearch, type DirectorySort } from "../../../src/domain/directories.ts";
import { type ExpertsInput } from "../../../src/domain/directories-input.ts";
import type { Locale } from "../../../src/domain/locale.ts";

export type ExpertRow = typeof experts.$inferSelect;
export type ExpertServiceRow = typeof expertServices.$inferSelect;
/** An expert with its activities and countries, as one row brings them. */
export type ExpertWithRelated = ExpertRow & {
  activities: Array<{ id: number; titleRu: string; titleEn: string }>;
  countries: Array<typeof countries.$inferSelect>;
};

/** The condition that makes a profile public: shown in lists, pages, the sitemap and search. */
export const expertIsPublic = and(
  eq(experts.status, "PUBLISHED"),
  isNotNull(experts.approvedAt),
  // An owner the team blocked (/admin): the profile goes dark until they are unblocked.
  sql`not exists (select 1 from ${users} where ${users.id} = ${experts.userId} and ${users.blockedAt} is not null)`,
)!;

/** Full text, either script (directory-queries.ts). */
export function expertTextMatch(text: string): SQL {
  return directoryTextMatch(experts.search, text);
}

/** For a misspelt search that full text missed: a name or position word within trigram word similarity. */
export function expertFuzzyMatch(text: string): SQL {
  return directoryFuzzyMatch(experts.searchText, text);
}

/** The page's activities and countries come in the same row (one statement per page). */
const related = {
  activities: sql<Array<{ id: number; titleRu: string; titleEn: string }>>`coalesce((
    select json_agg(json_build_object('id', a.id, 'titleRu', a.title_ru, 'titleEn', a.title_en) order by a.id)
    from expert_to_activities ea join expert_activities a on a.id = ea.activity_id
    where ea.expert_id = "experts"."id"), '[]'::json)`,
  countries: sql<Array<typeof countries.$inferSelect>>`coalesce((
    select json_agg(json_build_object('id', c.id, 'isoCode', c.iso_code, 'engTrans', c.eng_trans,
      'rusTrans', c.rus_trans, 'region', c.region) order by c.eng_trans)
    from expert_locations el join countries c on c.id = el.country_id
    where el.expert_id = "experts"."id"), '[]'::json)`,
};

/** Experts with their activities and countries in the same row: add the `where`, then read each row with `withRelated`. */
export const selectExpertsWithRelated = (db: DbOrTx) => db.select({ expert: experts, ...related }).from(experts);

export const withRelated = (
  row: { expert: ExpertRow } & Pick<ExpertWithRelated, "activities" | "countries">,
): ExpertWithRelated => ({ ...row.expert, activities: row.activities, countries: row.countries });

export async function listExperts(
  db: DbOrTx,
  input: ExpertsInput,
  page: { skip: number; limit: number; sort: DirectorySort },
  status: "PUBLISHED" | "MODERATION" | "DRAFT" | "ARCHIVED" = "PUBLISHED",
  pageLanguage: Locale,
) {
  const text = directorySearch(input.textSearch);
  const where = and(
    status === "PUBLISHED" ? expertIsPublic : eq(experts.status, status),
    linkedToAny(db, {
      table: expertToActivities,
      owner: expertToActivities.expertId,
      ownerId: experts.id,
      column: expertToActivities.activityId,
    }, input.expertActivities),
    linkedToAny(db, {
      table: expertToRequests,
      owner: expertToRequests.expertId,
      ownerId: experts.id,
      column: expertToRequests.requestId,
    }, input.expertRequests),
    linkedToAny(db, {
      table: expertLocations,
      owner: expertLocations.expertId,
      ownerId: experts.id,
      column: expertLocations.countryId,
    }, input.countriesIds),
    linkedToAny(db, {
      table: expertExperience,
      owner: expertExperience.expertId,
      ownerId: experts.id,
      column: expertExperience.companyId,
    }, input.expertCompanies),
    input.languages?.length ? arrayOverlaps(experts.languages, input.languages) : undefined,
  );
  const pageOf = (match: SQL | undefined) =>
    selectExpertsWithRelated(db).where(and(where, match)).orderBy(
      ...directoryOrder(page.sort, {
        name: experts.name,
        latest: experts.postedAt,
        id: experts.id,
        language: experts.language,
      }, pageLanguage),
    )
      .limit(page.limit + 1).offset(page.skip);
  let rows = await pageOf(text ? expertTextMatch(text) : undefined);
  // Nothing by full text: the words may be misspelt — look again by trigrams (a second statement only then; the
  // trigram scan is the slow path, so it never runs for a search that finds something).
  if (text && !rows.length) rows = await pageOf(expertFuzzyMatch(text));
  return {
    experts: rows.slice(0, page.limit).map(withRelated),
    hasNextPage: rows.length > page.limit,
  };
}

/** What the directory can be filtered by: every activity, request and company, and the countries and languages of
 * public profiles (a chip that finds nobody is not offered). Four small statements, cached by the page's query. */
export async function expertFilters(db: DbOrTx) {
  const [activities, requests, companies, places, languages] = await Promise.all([
    db.select().from(expertActivities).orderBy(asc(expertActivities.id)),
    db.select().from(expertRequests).orderBy(asc(expertRequests.id)),
    db.select().from(expertCompanies).orderBy(asc(expertCompanies.name)),
    db.selectDistinct({ country: countries }).from(expertLocations)
      .innerJoin(countries, eq(countries.id, expertLocations.countryId))
      .innerJoin(experts, eq(experts.id, expertLocations.expertId))
      .where(expertIsPublic),
    db.selectDistinct({ language: sql<string>`unnest(${experts.languages})` }).from(experts).where(expertIsPublic),
  ]);
  return {
    activities,
    requests,
    companies,
    countries: places.map((p) => p.country).sort((a, b) => a.engTrans.localeCompare(b.engTrans)),
    languages: languages.map((l) => l.language).sort(),
  };
}

/** A public profile by its address (null when there is none, or it is not public). */
export async function findPublicExpert(db: DbOrTx, slug: string): Promise<ExpertWithRelated | null> {
  const [row] = await selectExpertsWithRelated(db).where(and(eq(experts.slug, slug), expertIsPublic));
  return row ? withRelated(row) : null;
}

/** An expert's experience, the current job first, then by start, newest first. */
export async function experienceOfExpert(db: DbOrTx, expertId: number) {
  return await db.select({
    id: expertExperience.id,
    position: expertExperience.position,
    startedAt: expertExperience.startedAt,
    finishedAt: expertExperience.finishedAt,
    isWorkingCurrently: expertExperience.isWorkingCurrently,
    company: { id: expertCompanies.id, name: expertCompanies.name, logo: expertCompanies.logo },
  }).from(expertExperience)
    .innerJoin(expertCompanies, eq(expertCompanies.id, expertExperience.companyId))
    .where(eq(expertExperience.expertId, expertId))
    .orderBy(desc(expertExperience.isWorkingCurrently), desc(expertExperience.startedAt));
}

/** A profile's services and products, in the expert's order. */
export async function servicesOfExpert(db: DbOrTx, expertId: number): Promise<ExpertServiceRow[]> {
  return await db.select().from(expertServices).where(eq(expertServices.expertId, expertId))
    .orderBy(asc(expertServices.position));
}

/** A profile's requests (what a visitor may come with), for its page and its owner's form. */
export async function requestsOfExpert(db: DbOrTx, expertId: number) {
  return await db.select({ id: expertRequests.id, titleRu: expertRequests.titleRu, titleEn: expertRequests.titleEn })
    .from(expertToRequests).innerJoin(expertRequests, eq(expertRequests.id, expertToRequests.requestId))
    .where(eq(expertToRequests.expertId, expertId)).orderBy(asc(expertRequests.id));
}

/** The public profiles' addresses, for the sitemap. */
export async function publicExpertSlugs(db: DbOrTx): Promise<string[]> {
  return (await db.select({ slug: experts.slug }).from(experts).where(expertIsPublic).orderBy(asc(experts.slug)))
    .map((r) => r.slug);
}
