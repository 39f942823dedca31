// The back office's jobs: a filtered, sorted list (25 a page; a recruiter's list holds only the jobs they wrote), one
// job with its categories, and the writes — save (create or edit), publish, archive, duplicate — each in one
// transaction with its audit entry (entity "job", the job's fields before and after). A recruiter's job waits in
// MODERATION for a moderator; a moderator's is a DRAFT until published.
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  ilike,
  inArray,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { type Db, type DbOrTx, escapeLike } from "../../../db/client.ts";
import { countries, jobCategories, jobJobCategories, jobs, users } from "../../../db/schema/index.ts";
import {
  ADMIN_JOBS_PAGE_SIZE,
  type AdminJobsFilter,
  type AdminJobValues,
  isJobModerator,
  JOB_SENIORITIES,
  JOB_TITLE_MAX,
  mayEditJob,
  maySeeJob,
  openUntilInstant,
} from "../../../src/domain/admin-jobs.ts";
import type { JobRow } from "../jobs/jobs.ts";
import { type AdminActor, recordAudit } from "./audit.ts";
import { sanitizeRichText } from "./rich-text.ts";

/** Who acts, with their role (a recruiter's rights differ from a moderator's). */
export type JobActor = AdminActor & { role: string };

export type AdminJob = JobRow & { categoryIds: number[]; createdByEmail: string | null };

/** Why a write was refused; the resolver turns it into a translated error. Thrown inside the transaction, so nothing changes. */
export class JobRefusal extends Error {
  constructor(
    readonly reason: "notFound" | "publishedLocked" | "category" | "country" | "expired",
  ) {
    super(`job refused: ${reason}`);
  }
}

// Every column but the search vector.
const { search: _search, ...JOB_COLUMNS } = getTableColumns(jobs);

const CATEGORY_IDS = sql<number[]>`coalesce((select array_agg(jc.category_id order by jc.category_id)
  from ${jobJobCategories} jc where jc.job_id = ${sql.raw(`"jobs"."id"`)}), '{}'::int[])`;

const SELECTION = { ...JOB_COLUMNS, categoryIds: CATEGORY_IDS, createdByEmail: users.email };

/** The fields the audit log keeps for a job (what the editor changes, and its status and dates). */
function auditFields(job: JobRow, categoryIds: number[]): Record<string, unknown> {
  return {
    title: job.title,
    description: job.description,
    company: job.company,
    companyLogo: job.companyLogo,
    city: job.city,
    state: job.state,
    countryId: job.countryId,
    regions: job.regions,
    seniorityName: job.seniorityName,
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
    salaryCurrency: job.salaryCurrency,
    categoryIds,
    tags: job.tags,
    readAccess: job.readAccess,
    isUN: job.isUN,
    isRelocationPackage: job.isRelocationPackage,
    isVisaNeeded: job.isVisaNeeded,
    hasReferral: job.hasReferral,
    applicationLink: job.applicationLink,
    openUntil: job.openUntil,
    postedAt: job.postedAt,
    status: job.status,
    createdById: job.createdById,
  };
}

/** Whether a vacancy's last day has passed at `now`. */
export const isExpired = (job: { openUntil: Date | null }, now: Date) =>
  job.openUntil !== null && job.openUntil.getTime() <= now.getTime();

function orderOf(sort: AdminJobsFilter["sort"]): SQL[] {
  switch (sort) {
    case "oldest":
      return [asc(jobs.createdAt), asc(jobs.id)];
    case "openUntil":
      return [sql`${jobs.openUntil} asc nulls last`, desc(jobs.id)];
    case "title":
      return [sql`lower(${jobs.title}) asc`, asc(jobs.id)];
    default:
      return [desc(jobs.createdAt), desc(jobs.id)];
  }
}

/** A page of the back office's list, with the filter's total. A recruiter's list holds only the jobs they wrote. */
export async function listAdminJobs(db: DbOrTx, actor: JobActor, filter: AdminJobsFilter, page: number, now: Date) {
  const where: SQL[] = [];
  if (!isJobModerator(actor.role)) where.push(eq(jobs.createdById, actor.id));
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    where.push(or(ilike(jobs.title, pattern), ilike(jobs.company, pattern))!);
  }
  if (filter.status) where.push(eq(jobs.status, filter.status));
  if (filter.readAccess) where.push(eq(jobs.readAccess, filter.readAccess));
  if (filter.isUN !== null) where.push(eq(jobs.isUN, filter.isUN));
  if (filter.categoryId !== null) {
    where.push(sql`exists (select 1 from ${jobJobCategories} where ${jobJobCategories.jobId} = ${jobs.id}
      and ${jobJobCategories.categoryId} = ${filter.categoryId})`);
  }
  if (filter.expired === true) where.push(lte(jobs.openUntil, now));
  if (filter.expired === false) where.push(or(isNull(jobs.openUntil), gt(jobs.openUntil, now))!);
  const condition = where.length ? and(...where) : undefined;
  const [items, [{ total }]] = await Promise.all([
    db.select(SELECTION).from(jobs).leftJoin(users, eq(users.id, jobs.createdById)).where(condition)
      .orderBy(...orderOf(filter.sort)).limit(ADMIN_JOBS_PAGE_SIZE).offset((page - 1) * ADMIN_JOBS_PAGE_SIZE),
    db.select({ total: count() }).from(jobs).where(condition),
  ]);
  return { items: items as AdminJob[], total: Number(total) };
}

/** One job as the actor may see it (null: there is none, or a recruiter asks for someone else's). */
export async function findAdminJob(db: DbOrTx, actor: JobActor, id: number): Promise<AdminJob | null> {
  const [row] = await db.select(SELECTION).from(jobs).leftJoin(users, eq(users.id, jobs.createdById))
    .where(eq(jobs.id, id));
  return row && maySeeJob(actor, row) ? row as AdminJob : null;
}

/** The job locked for the write, as the actor may see it; refused as not found otherwise. */
async function lockJob(tx: DbOrTx, actor: JobActor, id: number) {
  const [row] = await tx.select(JOB_COLUMNS).from(jobs).where(eq(jobs.id, id)).for("update");
  if (!row || !maySeeJob(actor, row)) throw new JobRefusal("notFound");
  const categories = await tx.select({ id: jobJobCategories.categoryId }).from(jobJobCategories)
    .where(eq(jobJobCategories.jobId, id)).orderBy(jobJobCategories.categoryId);
  return { row: row as JobRow, categoryIds: categories.map((c) => c.id) };
}

async function replaceCategories(tx: DbOrTx, jobId: number, categoryIds: number[]) {
  await tx.delete(jobJobCategories).where(eq(jobJobCategories.jobId, jobId));
  if (categoryIds.length) {
    await tx.insert(jobJobCategories).values(categoryIds.map((categoryId) => ({ jobId, categoryId })));
  }
}

/** The stored columns of the editor's values: the description through the allow-list, the last day as an instant. */
async function columnsOf(tx: DbOrTx, values: AdminJobValues) {
  if (values.categoryIds.length) {
    const [{ n }] = await tx.select({ n: count() }).from(jobCategories)
      .where(inArray(jobCategories.id, values.categoryIds));
    if (Number(n) !== values.categoryIds.length) throw new JobRefusal("category");
  }
  if (values.countryId !== null) {
    const [country] = await tx.select({ id: countries.id }).from(countries).where(eq(countries.id, values.countryId));
    if (!country) throw new JobRefusal("country");
  }
  return {
    title: values.title,
    description: sanitizeRichText(values.description),
    company: values.company,
    companyLogo: values.companyLogo,
    city: values.city,
    state: values.state,
    countryId: values.countryId,
    regions: values.regions,
    seniorityName: values.seniority,
    seniorityTranslation: values.seniority ? JOB_SENIORITIES[values.seniority] : null,
    salaryMin: values.salaryMin,
    salaryMax: values.salaryMax,
    salaryCurrency: values.salaryCurrency,
    tags: values.tags,
    readAccess: values.readAccess,
    isUN: values.isUN,
    isRelocationPackage: values.isRelocationPackage,
    isVisaNeeded: values.isVisaNeeded,
    hasReferral: values.hasReferral,
    applicationLink: values.applicationLink,
    openUntil: values.openUntil ? openUntilInstant(values.openUntil) : null,
  };
}

/** What a write did: the job's id and whether the public saw it before or sees it after (the CDN then drops pages). */
export type JobWrite = { id: number; touchesPublic: boolean };

/**
 * Creates a job (id null) or replaces an existing one's fields. A moderator's new job is a DRAFT and an edit keeps the
 * status; a recruiter's job goes to MODERATION on every save, and a published one is no longer theirs to edit.
 */
export async function saveAdminJob(
  db: Db,
  actor: JobActor,
  id: number | null,
  values: AdminJobValues,
  now: Date,
): Promise<JobWrite> {
  return await db.transaction(async (tx) => {
    const columns = await columnsOf(tx, values);
    const moderator = isJobModerator(actor.role);
    if (id === null) {
      const [created] = await tx.insert(jobs).values({
        ...columns,
        status: moderator ? "DRAFT" : "MODERATION",
        createdById: actor.id,
        postedAt: now,
        createdAt: now,
        updatedAt: now,
      }).returning(JOB_COLUMNS);
      await replaceCategories(tx, created.id, values.categoryIds);
      await recordAudit(tx, actor, {
        operation: "adminSaveJob",
        entity: "job",
        entityId: created.id,
        before: null,
        after: auditFields(created as JobRow, values.categoryIds),
      }, now);
      return { id: created.id, touchesPublic: false };
    }
    const before = await lockJob(tx, actor, id);
    if (!mayEditJob(actor, before.row)) throw new JobRefusal("publishedLocked");
    const [updated] = await tx.update(jobs).set({
      ...columns,
      status: moderator ? before.row.status : "MODERATION",
      updatedAt: now,
    }).where(eq(jobs.id, id)).returning(JOB_COLUMNS);
    await replaceCategories(tx, id, values.categoryIds);
    await recordAudit(tx, actor, {
      operation: "adminSaveJob",
      entity: "job",
      entityId: id,
      before: auditFields(before.row, before.categoryIds),
      after: auditFields(updated as JobRow, values.categoryIds),
    }, now);
    return { id, touchesPublic: before.row.status === "PUBLISHED" || updated.status === "PUBLISHED" };
  });
}

/**
 * Publishes a job (a moderator's decision): PUBLISHED, and posted now when it was not public, so it comes first in
 * the lists. A vacancy whose last day has passed is refused (it would be listed nowhere). Publishing a published job
 * changes nothing and records nothing.
 */
export async function publishAdminJob(db: Db, actor: JobActor, id: number, now: Date): Promise<JobWrite> {
  return await db.transaction(async (tx) => {
    const before = await lockJob(tx, actor, id);
    if (before.row.status === "PUBLISHED") return { id, touchesPublic: false };
    if (isExpired(before.row, now)) throw new JobRefusal("expired");
    const [updated] = await tx.update(jobs).set({ status: "PUBLISHED", postedAt: now, updatedAt: now })
      .where(eq(jobs.id, id)).returning(JOB_COLUMNS);
    await recordAudit(tx, actor, {
      operation: "adminPublishJob",
      entity: "job",
      entityId: id,
      before: auditFields(before.row, before.categoryIds),
      after: auditFields(updated as JobRow, before.categoryIds),
    }, now);
    return { id, touchesPublic: true };
  });
}

/** Archives a job: it leaves the site (its page answers 404). Archiving an archived job records nothing. */
export async function archiveAdminJob(db: Db, actor: JobActor, id: number, now: Date): Promise<JobWrite> {
  return await db.transaction(async (tx) => {
    const before = await lockJob(tx, actor, id);
    if (before.row.status === "ARCHIVED") return { id, touchesPublic: false };
    const [updated] = await tx.update(jobs).set({ status: "ARCHIVED", updatedAt: now })
      .where(eq(jobs.id, id)).returning(JOB_COLUMNS);
    await recordAudit(tx, actor, {
      operation: "adminArchiveJob",
      entity: "job",
      entityId: id,
      before: auditFields(before.row, before.categoryIds),
      after: auditFields(updated as JobRow, before.categoryIds),
    }, now);
    return { id, touchesPublic: before.row.status === "PUBLISHED" };
  });
}

/**
 * A copy of a job to start a similar one from: every field and category, the title marked as a copy, never public
 * (a moderator's copy is a DRAFT, a recruiter's waits in MODERATION), written by the actor.
 */
export async function duplicateAdminJob(
  db: Db,
  actor: JobActor,
  id: number,
  copySuffix: string,
  now: Date,
): Promise<JobWrite> {
  return await db.transaction(async (tx) => {
    const source = await lockJob(tx, actor, id);
    const { id: _id, createdAt: _c, updatedAt: _u, views: _v, ...fields } = source.row;
    const title = `${fields.title.slice(0, JOB_TITLE_MAX - copySuffix.length - 1)} ${copySuffix}`;
    const [created] = await tx.insert(jobs).values({
      ...fields,
      title,
      status: isJobModerator(actor.role) ? "DRAFT" : "MODERATION",
      createdById: actor.id,
      postedAt: now,
      createdAt: now,
      updatedAt: now,
    }).returning(JOB_COLUMNS);
    await replaceCategories(tx, created.id, source.categoryIds);
    await recordAudit(tx, actor, {
      operation: "adminDuplicateJob",
      entity: "job",
      entityId: created.id,
      before: null,
      after: auditFields(created as JobRow, source.categoryIds),
      reason: `copy of job ${id}`,
    }, now);
    return { id: created.id, touchesPublic: false };
  });
}
