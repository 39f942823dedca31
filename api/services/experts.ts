// Experts: the public directory (getExperts). Public means PUBLISHED and approved once by a moderator. A page is one
// statement (limit + 1 rows tell whether there is a next page); its activities and locations are one statement each.
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { and, arrayOverlaps, asc, desc, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { directoryFuzzyMatch, directoryOrder, directoryTextMatch, linkedToAny } from "./directory-queries.ts";
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
} from "../../db/schema/index.ts";
import { directorySearch, type DirectorySort } from "../../src/domain/directories.ts";
import { type ExpertsInput } from "../../src/domain/directories-input.ts";
import { type ExpertProfileInput, slugFromName } from "../../src/domain/expert-profile.ts";
import { toMinorUnits } from "../../src/domain/money.ts";
import { type Locale, localePath } from "../../src/domain/locale.ts";
import { dictionaries } from "../../i18n/dictionaries.ts";
import { createTranslator } from "../../i18n/translator.ts";
import type { Mailer } from "../integrations/mail.ts";
import { escapeHtml } from "../../src/domain/html.ts";

export type ExpertRow = typeof experts.$inferSelect;
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
    db.select({ expert: experts, ...related }).from(experts).where(and(where, match)).orderBy(
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

/** What a moderator's decision changes on a profile, before and after (for the team's audit entry). */
export type ExpertModerationChange = {
  before: { status: string; rejectionReason: string | null };
  after: { status: string; rejectionReason: string | null };
};
/** Run inside the decision's transaction (the back office writes its audit entry there). */
export type OnExpertDecided = (tx: DbOrTx, change: ExpertModerationChange) => Promise<void>;

/** Moves one profile waiting for moderation, locked, and runs `onDecided` in the same transaction; null when none. */
async function decideExpert(
  db: DbOrTx,
  id: number,
  set: PgUpdateSetSource<typeof experts>,
  onDecided?: OnExpertDecided,
) {
  return await db.transaction(async (tx) => {
    const [before] = await tx.select({ status: experts.status, rejectionReason: experts.rejectionReason })
      .from(experts).where(and(eq(experts.id, id), eq(experts.status, "MODERATION"))).for("update");
    if (!before) return null;
    const [row] = await tx.update(experts).set(set).where(eq(experts.id, id)).returning({
      id: experts.id,
      slug: experts.slug,
      userId: experts.userId,
      name: experts.name,
      status: experts.status,
      rejectionReason: experts.rejectionReason,
    });
    await onDecided?.(tx, { before, after: { status: row.status, rejectionReason: row.rejectionReason } });
    return row;
  });
}

/**
 * A moderator approves a profile waiting for moderation: it becomes PUBLISHED and, the first time, approved (public
 * from then on, whatever later edits it gets). Only a profile in MODERATION moves; null when there is none.
 */
export async function approveExpert(db: DbOrTx, id: number, now: Date, onDecided?: OnExpertDecided) {
  return await decideExpert(db, id, {
    status: "PUBLISHED",
    approvedAt: sql`coalesce(${experts.approvedAt}, ${now})`,
    rejectionReason: null,
  }, onDecided);
}

/** A moderator sends a profile waiting for moderation back to its owner as a draft, with the reason. */
export async function rejectExpert(db: DbOrTx, id: number, reason: string, onDecided?: OnExpertDecided) {
  return await decideExpert(db, id, { status: "DRAFT", rejectionReason: reason }, onDecided);
}

/**
 * Tells a profile's owner the moderator's decision in the owner's language, with the public page (approved) or their
 * own expert page (sent back) to go on; a profile without an account (the demo's) gets none. A failure is logged: the
 * decision is already made.
 */
export async function mailModerationDecision(
  db: DbOrTx,
  mailer: Mailer,
  origin: string,
  expert: { userId: string | null; slug: string },
  decision: "approved" | "rejected",
  reason = "",
): Promise<void> {
  try {
    if (!expert.userId) return;
    const [owner] = await db.select({ email: users.email, language: users.language, firstName: users.firstName })
      .from(users).where(eq(users.id, expert.userId));
    if (!owner) return;
    const t = createTranslator(owner.language, dictionaries[owner.language]);
    const link = `${origin}${
      localePath(owner.language, decision === "approved" ? `/experts/${expert.slug}/` : "/profile/expert/")
    }`;
    const body = t(`experts.mail.${decision}Body`, { name: owner.firstName, reason });
    await mailer.send({
      to: owner.email,
      subject: t(`experts.mail.${decision}Subject`),
      text: `${body}\n\n${link}`,
      html: `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    });
  } catch (error) {
    console.error("experts: the moderation mail was not sent:", error instanceof Error ? error.message : error);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The owner's side: one profile per user, created for moderation and edited by its owner only.

export type ExpertServiceRow = typeof expertServices.$inferSelect;

/** Where a product's document is kept: a private key in the owner's folder (never served by /uploads). */
export const expertDocumentKey = (userId: string, file: string) => `private/expert-documents/${userId}/${file}`;
/** The file part of a document's address (`…/api/experts/documents/{file}`), or null for any other text. */
export function expertDocumentFile(source: string, origin: string): string | null {
  const prefix = `${origin}/api/experts/documents/`;
  if (!source.startsWith(prefix)) return null;
  const file = source.slice(prefix.length);
  return /^[0-9a-f-]{36}\.(pdf|zip|docx|epub|pptx|xlsx)$/.test(file) ? file : null;
}

/** The user's own profile, whatever its status (null when they have none). */
export async function expertOfUser(db: DbOrTx, userId: string): Promise<ExpertWithRelated | null> {
  const [row] = await db.select({ expert: experts, ...related }).from(experts).where(eq(experts.userId, userId));
  return row ? { ...row.expert, activities: row.activities, countries: row.countries } : null;
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

/** A free address for a new profile: the name's slug, or it with -2, -3… when taken. */
async function freeSlug(db: DbOrTx, base: string): Promise<string> {
  const taken = new Set(
    (await db.select({ slug: experts.slug }).from(experts).where(
      sql`${experts.slug} = ${base} or ${experts.slug} like ${base.replace(/[\\%_]/g, "\\$&") + "-%"}`,
    )).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2;; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

type SaveAnswer =
  | { expert: ExpertWithRelated }
  | { error: "EXISTS" | "NOT_OWNER" | "COMPANY" };

/**
 * Creates the user's profile (status MODERATION, the address from the name, the photo from their account) or
 * replaces the fields of their own one. A save of a profile a moderator has approved keeps it PUBLISHED; one never
 * approved goes (back) to MODERATION. One transaction: the links are replaced whole, or nothing changes.
 */
export async function saveExpert(
  db: DbOrTx,
  userId: string,
  input: ExpertProfileInput & { documentKeys: Array<string | null> },
  target: { create: true } | { create: false; id: number },
  now: Date,
): Promise<SaveAnswer> {
  const companies = [...new Set((input.experience ?? []).map((x) => x.companyId))];
  if (companies.length) {
    const known = await db.select({ id: expertCompanies.id }).from(expertCompanies)
      .where(inArray(expertCompanies.id, companies));
    if (known.length !== companies.length) return { error: "COMPANY" };
  }
  const knownIds = async (table: typeof expertActivities | typeof expertRequests, ids: number[]) =>
    ids.length ? (await db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((r) => r.id) : [];
  const [activityIds, requestIds, countryIds] = await Promise.all([
    knownIds(expertActivities, input.expertActivities ?? []),
    knownIds(expertRequests, input.expertRequests ?? []),
    (input.locations ?? []).length
      ? db.select({ id: countries.id }).from(countries).where(inArray(countries.id, input.locations ?? []))
        .then((rows) => rows.map((r) => r.id))
      : Promise.resolve([] as number[]),
  ]);
  const fields = {
    name: input.name,
    position: input.position,
    description: input.description,
    usefulness: input.usefulness ?? "",
    languages: [...new Set(input.languages ?? [])],
    // Not sent: a new profile is in the form's (the interface's) language; an edited one keeps its own.
    ...(input.language ? { language: input.language } : {}),
    contacts: Object.fromEntries(
      Object.entries(input.contacts).filter(([, value]) => typeof value === "string" && value.trim() !== ""),
    ),
    updatedAt: now,
  };
  const saved = await db.transaction(async (tx) => {
    let id: number;
    if (target.create) {
      const [user] = await tx.select({ avatarSrc: users.avatarUrl }).from(users).where(eq(users.id, userId));
      const [row] = await tx.insert(experts).values({
        ...fields,
        slug: await freeSlug(tx, slugFromName(input.name)),
        userId,
        picture: user?.avatarSrc ?? null,
        status: "MODERATION",
        postedAt: now,
      }).onConflictDoNothing({ target: experts.userId }).returning({ id: experts.id });
      if (!row) return null;
      id = row.id;
    } else {
      const [row] = await tx.update(experts).set({
        ...fields,
        // Approved once: stays public (PUBLISHED). Never approved: back in the moderators' queue.
        status: sql`case when ${experts.approvedAt} is null then 'MODERATION' else 'PUBLISHED' end::content_status`,
      }).where(and(eq(experts.id, target.id), eq(experts.userId, userId))).returning({ id: experts.id });
      if (!row) return null;
      id = row.id;
      await Promise.all([
        tx.delete(expertToActivities).where(eq(expertToActivities.expertId, id)),
        tx.delete(expertToRequests).where(eq(expertToRequests.expertId, id)),
        tx.delete(expertLocations).where(eq(expertLocations.expertId, id)),
        tx.delete(expertExperience).where(eq(expertExperience.expertId, id)),
        tx.delete(expertServices).where(eq(expertServices.expertId, id)),
      ]);
    }
    if (activityIds.length) {
      await tx.insert(expertToActivities).values(activityIds.map((activityId) => ({ expertId: id, activityId })));
    }
    if (requestIds.length) {
      await tx.insert(expertToRequests).values(requestIds.map((requestId) => ({ expertId: id, requestId })));
    }
    if (countryIds.length) {
      await tx.insert(expertLocations).values(countryIds.map((countryId) => ({ expertId: id, countryId })));
    }
    if (input.experience?.length) {
      await tx.insert(expertExperience).values(input.experience.map((x) => ({
        expertId: id,
        companyId: x.companyId,
        position: x.position,
        startedAt: x.startedAt,
        finishedAt: x.isWorkingCurrently ? null : x.finishedAt ?? null,
        isWorkingCurrently: Boolean(x.isWorkingCurrently),
      })));
    }
    if (input.services?.length) {
      await tx.insert(expertServices).values(input.services.map((s, position) => ({
        expertId: id,
        position,
        title: s.title,
        meetingsInfo: s.meetingsInfo ?? "",
        promoText: s.promoText ?? "",
        affiliateLink: s.affiliateLink || null,
        priceMinor: s.price ? toMinorUnits(s.price.value) : null,
        priceCurrency: s.price?.currency ?? null,
        description: s.description ?? "",
        documentKey: input.documentKeys[position] ?? null,
        documentFileName: input.documentKeys[position] ? s.document?.fileName ?? null : null,
      })));
    }
    return id;
  });
  if (saved === null) return { error: target.create ? "EXISTS" : "NOT_OWNER" };
  return { expert: (await expertOfUser(db, userId))! };
}

/** What the expert form chooses from: every company, country, activity and request. */
export async function expertParams(db: DbOrTx) {
  const [companies, allCountries, activities, requests] = await Promise.all([
    db.select().from(expertCompanies).orderBy(asc(expertCompanies.name)),
    db.select().from(countries).orderBy(asc(countries.engTrans)),
    db.select().from(expertActivities).orderBy(asc(expertActivities.id)),
    db.select().from(expertRequests).orderBy(asc(expertRequests.id)),
  ]);
  return { companies, countries: allCountries, activities, requests };
}
