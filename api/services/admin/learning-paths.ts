// The back office's learning paths: a filtered list (25 a page), one path with its ordered steps, and the writes —
// save (create or edit, the steps replaced in the order given), publish, unpublish, archive — each in one transaction
// with its audit entry (entity "learningPath"). The description goes through the rich-text allow-list; every step
// points at an article of the path's language.
import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import { type Db, type DbOrTx, escapeLike } from "../../../db/client.ts";
import { articles, learningPaths, learningPathSteps } from "../../../db/schema/index.ts";
import {
  ADMIN_ARTICLES_PAGE_SIZE,
  type AdminLearningPathsFilter,
  type AdminLearningPathValues,
} from "../../../src/domain/admin-articles.ts";
import { chooseSlug, ContentRefusal, type ContentWrite } from "./articles.ts";
import { type AdminActor, recordAudit } from "./audit.ts";
import { sanitizeRichText } from "./rich-text.ts";

export type LearningPathRow = typeof learningPaths.$inferSelect;
export type AdminStep = { articleId: number; text: string; hasVideo: boolean; articleTitle: string };
export type AdminLearningPath = LearningPathRow & { steps: AdminStep[] };

function auditFields(path: LearningPathRow, steps: AdminStep[]): Record<string, unknown> {
  return {
    slug: path.slug,
    title: path.title,
    description: path.description,
    language: path.language,
    heroPic: path.heroPic,
    heroVideoUrl: path.heroVideoUrl,
    announcementOnly: path.announcementOnly,
    countAvailableArticles: path.countAvailableArticles,
    status: path.status,
    steps: steps.map((s) => ({ articleId: s.articleId, text: s.text, hasVideo: s.hasVideo })),
  };
}

function orderOf(sort: AdminLearningPathsFilter["sort"]): SQL[] {
  switch (sort) {
    case "newest":
      return [desc(learningPaths.createdAt), desc(learningPaths.id)];
    case "title":
      return [sql`lower(${learningPaths.title}) asc`, asc(learningPaths.id)];
    default:
      return [asc(learningPaths.sortOrder), asc(learningPaths.id)];
  }
}

const STEP_COUNT = sql<number>`(select count(*)::int from ${learningPathSteps} s
  where s.learning_path_id = ${sql.raw(`"learning_paths"."id"`)})`;

export async function listAdminLearningPaths(db: DbOrTx, filter: AdminLearningPathsFilter, page: number) {
  const where: SQL[] = [];
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    where.push(or(ilike(learningPaths.title, pattern), ilike(learningPaths.slug, pattern))!);
  }
  if (filter.status) where.push(eq(learningPaths.status, filter.status));
  if (filter.language) where.push(eq(learningPaths.language, filter.language));
  const condition = where.length ? and(...where) : undefined;
  const [items, [{ total }]] = await Promise.all([
    db.select({ path: learningPaths, stepCount: STEP_COUNT }).from(learningPaths).where(condition)
      .orderBy(...orderOf(filter.sort)).limit(ADMIN_ARTICLES_PAGE_SIZE)
      .offset((page - 1) * ADMIN_ARTICLES_PAGE_SIZE),
    db.select({ total: count() }).from(learningPaths).where(condition),
  ]);
  return { items: items.map((r) => ({ ...r.path, stepCount: Number(r.stepCount) })), total: Number(total) };
}

async function stepsOf(db: DbOrTx, pathId: number): Promise<AdminStep[]> {
  return await db.select({
    articleId: learningPathSteps.articleId,
    text: learningPathSteps.text,
    hasVideo: learningPathSteps.hasVideo,
    articleTitle: articles.title,
  }).from(learningPathSteps).innerJoin(articles, eq(articles.id, learningPathSteps.articleId))
    .where(eq(learningPathSteps.learningPathId, pathId))
    .orderBy(asc(learningPathSteps.order), asc(learningPathSteps.id));
}

export async function findAdminLearningPath(db: DbOrTx, id: number): Promise<AdminLearningPath | null> {
  const [path] = await db.select().from(learningPaths).where(eq(learningPaths.id, id));
  return path ? { ...path, steps: await stepsOf(db, id) } : null;
}

async function lockPath(tx: DbOrTx, id: number) {
  const [path] = await tx.select().from(learningPaths).where(eq(learningPaths.id, id)).for("update");
  if (!path) throw new ContentRefusal("notFound");
  return { path, steps: await stepsOf(tx, id) };
}

/** Every step's article exists, is of the path's language and is not archived; answers their titles. */
async function checkStepArticles(tx: DbOrTx, values: AdminLearningPathValues): Promise<Map<number, string>> {
  const ids = [...new Set(values.steps.map((s) => s.articleId))];
  if (!ids.length) return new Map();
  const rows = await tx.select({ id: articles.id, title: articles.title }).from(articles).where(and(
    inArray(articles.id, ids),
    eq(articles.language, values.language),
    ne(articles.status, "ARCHIVED"),
  ));
  if (rows.length !== ids.length) throw new ContentRefusal("stepArticle");
  return new Map(rows.map((r) => [r.id, r.title]));
}

export async function saveAdminLearningPath(
  db: Db,
  actor: AdminActor,
  id: number | null,
  values: AdminLearningPathValues,
  now: Date,
): Promise<ContentWrite> {
  return await db.transaction(async (tx) => {
    const before = id === null ? null : await lockPath(tx, id);
    const titles = await checkStepArticles(tx, values);
    const taken = async (slug: string) => {
      const [row] = await tx.select({ id: learningPaths.id }).from(learningPaths)
        .where(and(eq(learningPaths.slug, slug), id === null ? undefined : ne(learningPaths.id, id)));
      return Boolean(row);
    };
    const columns = {
      slug: await chooseSlug(values.slug, values.title, "course", taken),
      title: values.title,
      description: sanitizeRichText(values.description),
      language: values.language,
      heroPic: values.heroPic,
      heroVideoUrl: values.heroVideoUrl,
      announcementOnly: values.announcementOnly,
      countAvailableArticles: values.countAvailableArticles,
    };
    let row: LearningPathRow;
    if (before === null) {
      const [{ next }] = await tx.select({ next: sql<number>`coalesce(max(${learningPaths.sortOrder}), 0) + 1` })
        .from(learningPaths);
      [row] = await tx.insert(learningPaths).values({
        ...columns,
        status: "DRAFT",
        sortOrder: Number(next),
        createdAt: now,
        updatedAt: now,
      }).returning();
    } else {
      [row] = await tx.update(learningPaths).set({ ...columns, updatedAt: now })
        .where(eq(learningPaths.id, before.path.id)).returning();
      await tx.delete(learningPathSteps).where(eq(learningPathSteps.learningPathId, row.id));
    }
    if (values.steps.length) {
      await tx.insert(learningPathSteps).values(values.steps.map((step, index) => ({
        learningPathId: row.id,
        order: index + 1,
        text: step.text,
        articleId: step.articleId,
        hasVideo: step.hasVideo,
      })));
    }
    const steps = values.steps.map((s) => ({ ...s, articleTitle: titles.get(s.articleId) ?? "" }));
    await recordAudit(tx, actor, {
      operation: "adminSaveLearningPath",
      entity: "learningPath",
      entityId: row.id,
      before: before ? auditFields(before.path, before.steps) : null,
      after: auditFields(row, steps),
    }, now);
    return { id: row.id, touchesPublic: before?.path.status === "PUBLISHED" };
  });
}

export async function setAdminLearningPathStatus(
  db: Db,
  actor: AdminActor,
  id: number,
  status: "PUBLISHED" | "DRAFT" | "ARCHIVED",
  operation: "adminPublishLearningPath" | "adminUnpublishLearningPath" | "adminArchiveLearningPath",
  now: Date,
): Promise<ContentWrite> {
  return await db.transaction(async (tx) => {
    const before = await lockPath(tx, id);
    if (before.path.status === status) return { id, touchesPublic: false };
    const [updated] = await tx.update(learningPaths).set({ status, updatedAt: now })
      .where(eq(learningPaths.id, id)).returning();
    await recordAudit(tx, actor, {
      operation,
      entity: "learningPath",
      entityId: id,
      before: auditFields(before.path, before.steps),
      after: auditFields(updated, before.steps),
    }, now);
    return { id, touchesPublic: before.path.status === "PUBLISHED" || status === "PUBLISHED" };
  });
}
