// Experts: the public directory (getExperts). Public means PUBLISHED and approved once by a moderator. A page is one
// statement (limit + 1 rows tell whether there is a next page); its activities and locations are one statement each.
import { and, arrayOverlaps, asc, desc, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { directoryOrder, linkedToAny } from "./directory-queries.ts";
import {
  countries,
  expertActivities,
  expertCompanies,
  expertExperience,
  expertLocations,
  expertRequests,
  experts,
  expertToActivities,
  expertToRequests,
  users,
} from "../../db/schema/index.ts";
import {
  directorySearch,
  type DirectorySort,
  type ExpertsInput,
  MISSPELLING_SIMILARITY,
} from "../../src/domain/directories.ts";

export type ExpertRow = typeof experts.$inferSelect;
/** An expert with its activities and countries, as one row brings them. */
export type ExpertWithRelated = ExpertRow & {
  activities: Array<{ id: number; titleRu: string; titleEn: string }>;
  countries: Array<typeof countries.$inferSelect>;
};

/** The condition that makes a profile public: shown in lists, pages, the sitemap and search. */
export const expertIsPublic = and(eq(experts.status, "PUBLISHED"), isNotNull(experts.approvedAt))!;

/** Full text in Russian, English and as written (the GIN index). */
export function expertTextMatch(text: string): SQL {
  return sql`(${experts.search} @@ websearch_to_tsquery('simple', ${text})
    or ${experts.search} @@ plainto_tsquery('english', ${text})
    or ${experts.search} @@ plainto_tsquery('russian', ${text}))`;
}

/** For a misspelt search that full text missed: a name or position word within trigram word similarity. */
export function expertFuzzyMatch(text: string): SQL {
  return sql`word_similarity(lower(${text}), ${experts.searchText}) >= ${MISSPELLING_SIMILARITY}`;
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

export async function listExperts(
  db: DbOrTx,
  input: ExpertsInput,
  page: { skip: number; limit: number; sort: DirectorySort },
  status: "PUBLISHED" | "MODERATION" | "DRAFT" | "ARCHIVED" = "PUBLISHED",
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
    db.select({ expert: experts, ...related }).from(experts).where(and(where, match)).orderBy(
      ...directoryOrder(page.sort, { name: experts.name, latest: experts.postedAt, id: experts.id }),
    )
      .limit(page.limit + 1).offset(page.skip);
  let rows = await pageOf(text ? expertTextMatch(text) : undefined);
  // Nothing by full text: the words may be misspelt — look again by trigrams (a second statement only then; the
  // trigram scan is the slow path, so it never runs for a search that finds something).
  if (text && !rows.length) rows = await pageOf(expertFuzzyMatch(text));
  return {
    experts: rows.slice(0, page.limit).map((r) => ({ ...r.expert, activities: r.activities, countries: r.countries })),
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
  const [row] = await db.select({ expert: experts, ...related }).from(experts)
    .where(and(eq(experts.slug, slug), expertIsPublic));
  return row ? { ...row.expert, activities: row.activities, countries: row.countries } : null;
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

/** The public profiles' addresses, for the sitemap. */
export async function publicExpertSlugs(db: DbOrTx): Promise<string[]> {
  return (await db.select({ slug: experts.slug }).from(experts).where(expertIsPublic).orderBy(asc(experts.slug)))
    .map((r) => r.slug);
}

/**
 * A moderator approves a profile waiting for moderation: it becomes PUBLISHED and, the first time, approved (public
 * from then on, whatever later edits it gets). Only a profile in MODERATION moves; null when there is none.
 */
export async function approveExpert(db: DbOrTx, id: number, now: Date) {
  const [row] = await db.update(experts)
    .set({ status: "PUBLISHED", approvedAt: sql`coalesce(${experts.approvedAt}, ${now})`, rejectionReason: null })
    .where(and(eq(experts.id, id), eq(experts.status, "MODERATION")))
    .returning({ id: experts.id, slug: experts.slug, userId: experts.userId, name: experts.name });
  return row ?? null;
}

/** A moderator sends a profile waiting for moderation back to its owner as a draft, with the reason. */
export async function rejectExpert(db: DbOrTx, id: number, reason: string) {
  const [row] = await db.update(experts)
    .set({ status: "DRAFT", rejectionReason: reason })
    .where(and(eq(experts.id, id), eq(experts.status, "MODERATION")))
    .returning({ id: experts.id, slug: experts.slug, userId: experts.userId, name: experts.name });
  return row ?? null;
}

/** The address and language of a profile's owner, for the moderation mail (none for a profile without an account). */
export async function ownerOfExpert(db: DbOrTx, userId: string | null) {
  if (!userId) return null;
  const [user] = await db.select({ email: users.email, language: users.language, firstName: users.firstName })
    .from(users).where(eq(users.id, userId));
  return user ?? null;
}
