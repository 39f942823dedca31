// Experts: the owner's side. One profile per user, created for moderation and edited by its owner only, with its
// products' documents kept privately; and what the expert form chooses from.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
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
import { type ExpertProfileInput, slugFromName } from "../../../src/domain/expert-profile.ts";
import { toMinorUnits } from "../../../src/domain/money.ts";
import { type ExpertWithRelated, selectExpertsWithRelated, withRelated } from "./directory.ts";

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
  const [row] = await selectExpertsWithRelated(db).where(eq(experts.userId, userId));
  return row ? withRelated(row) : null;
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
