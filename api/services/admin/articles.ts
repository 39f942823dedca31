// The back office's articles: a filtered, sorted list (25 a page), one article, and the writes — save (create or
// edit), publish, unpublish (back to a draft), archive — each in one transaction with its audit entry (entity
// "article", the article's fields before and after). The article text goes through the allow-list on the way in,
// whoever sent it. A new article is a DRAFT: the public sees it only once published.
import { and, asc, count, desc, eq, getTableColumns, ilike, ne, or, type SQL, sql } from "drizzle-orm";
import { type Db, type DbOrTx, escapeLike } from "../../../db/client.ts";
import { articles } from "../../../db/schema/index.ts";
import {
  ADMIN_ARTICLES_PAGE_SIZE,
  type AdminArticlesFilter,
  type AdminArticleValues,
  slugFromTitle,
} from "../../../src/domain/admin-articles.ts";
import type { ArticleRow } from "../articles.ts";
import { type AdminActor, recordAudit } from "./audit.ts";
import { sanitizeRichText } from "./rich-text.ts";

/** Why a write was refused; the resolver turns it into a translated error. Thrown inside the transaction. */
export class ContentRefusal extends Error {
  constructor(readonly reason: "notFound" | "slugTaken" | "stepArticle" | "emptyText") {
    super(`content refused: ${reason}`);
  }
}

// Every column but the search vector.
const { search: _search, ...ARTICLE_COLUMNS } = getTableColumns(articles);

export type AdminArticleRow = Omit<ArticleRow, "search">;

/** The fields the audit log keeps for an article. */
function auditFields(row: AdminArticleRow): Record<string, unknown> {
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    picture: row.picture,
    tags: row.tags,
    authorFirstName: row.authorFirstName,
    authorLastName: row.authorLastName,
    authorAvatar: row.authorAvatar,
    articleText: row.articleText,
    buttonLink: row.buttonLink,
    buttonTitle: row.buttonTitle,
    video: row.video,
    readAccess: row.readAccess,
    hideHalf: row.hideHalf,
    isFeatured: row.isFeatured,
    featureOrder: row.featureOrder,
    language: row.language,
    status: row.status,
    publishedAt: row.publishedAt,
  };
}

function orderOf(sort: AdminArticlesFilter["sort"]): SQL[] {
  switch (sort) {
    case "oldest":
      return [asc(articles.createdAt), asc(articles.id)];
    case "title":
      return [sql`lower(${articles.title}) asc`, asc(articles.id)];
    case "featured":
      return [desc(articles.isFeatured), sql`${articles.featureOrder} asc nulls last`, desc(articles.id)];
    case "popular":
      return [desc(articles.views), desc(articles.id)];
    default:
      return [desc(articles.updatedAt), desc(articles.id)];
  }
}

/** A page of the back office's list, with the filter's total. */
export async function listAdminArticles(db: DbOrTx, filter: AdminArticlesFilter, page: number) {
  const where: SQL[] = [];
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    where.push(
      or(
        ilike(articles.title, pattern),
        ilike(articles.slug, pattern),
        ilike(
          sql`coalesce(${articles.authorFirstName}, '') || ' ' || coalesce(${articles.authorLastName}, '')`,
          pattern,
        ),
      )!,
    );
  }
  if (filter.status) where.push(eq(articles.status, filter.status));
  if (filter.language) where.push(eq(articles.language, filter.language));
  if (filter.readAccess) where.push(eq(articles.readAccess, filter.readAccess));
  if (filter.featured !== null) where.push(eq(articles.isFeatured, filter.featured));
  const condition = where.length ? and(...where) : undefined;
  const [items, [{ total }]] = await Promise.all([
    db.select(ARTICLE_COLUMNS).from(articles).where(condition).orderBy(...orderOf(filter.sort))
      .limit(ADMIN_ARTICLES_PAGE_SIZE).offset((page - 1) * ADMIN_ARTICLES_PAGE_SIZE),
    db.select({ total: count() }).from(articles).where(condition),
  ]);
  return { items: items as AdminArticleRow[], total: Number(total) };
}

export async function findAdminArticle(db: DbOrTx, id: number): Promise<AdminArticleRow | null> {
  const [row] = await db.select(ARTICLE_COLUMNS).from(articles).where(eq(articles.id, id));
  return (row as AdminArticleRow | undefined) ?? null;
}

async function lockArticle(tx: DbOrTx, id: number): Promise<AdminArticleRow> {
  const [row] = await tx.select(ARTICLE_COLUMNS).from(articles).where(eq(articles.id, id)).for("update");
  if (!row) throw new ContentRefusal("notFound");
  return row as AdminArticleRow;
}

/**
 * The slug to store: the editor's own (refused when another page has it: the public routes find a page by its slug
 * alone), or one made from the title, with "-2", "-3"… when taken. `taken` answers whether a slug is used by
 * another row of the same table.
 */
export async function chooseSlug(
  wanted: string,
  title: string,
  fallback: string,
  taken: (slug: string) => Promise<boolean>,
): Promise<string> {
  if (wanted) {
    if (await taken(wanted)) throw new ContentRefusal("slugTaken");
    return wanted;
  }
  const base = slugFromTitle(title) || fallback;
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(candidate))) return candidate;
  }
  return `${base}-${crypto.randomUUID().slice(0, 8)}`;
}

function columnsOf(values: AdminArticleValues) {
  return {
    title: values.title,
    description: values.description,
    articleText: sanitizeRichText(values.articleText),
    picture: values.picture,
    video: values.video,
    tags: values.tags,
    authorFirstName: values.authorFirstName,
    authorLastName: values.authorLastName,
    authorAvatar: values.authorAvatar,
    buttonLink: values.buttonLink,
    buttonTitle: values.buttonTitle,
    readAccess: values.readAccess,
    hideHalf: values.hideHalf,
    isFeatured: values.isFeatured,
    featureOrder: values.isFeatured ? values.featureOrder : null,
    language: values.language,
  };
}

/** What a write did: the article's id and whether the public saw it before or sees it after. */
export type ContentWrite = { id: number; touchesPublic: boolean };

/** Creates an article (id null) as a DRAFT, or replaces an existing one's fields (its status is kept). */
export async function saveAdminArticle(
  db: Db,
  actor: AdminActor,
  id: number | null,
  values: AdminArticleValues,
  now: Date,
): Promise<ContentWrite> {
  return await db.transaction(async (tx) => {
    const before = id === null ? null : await lockArticle(tx, id);
    const taken = async (slug: string) => {
      const [row] = await tx.select({ id: articles.id }).from(articles)
        .where(and(eq(articles.slug, slug), id === null ? undefined : ne(articles.id, id)));
      return Boolean(row);
    };
    const slug = await chooseSlug(values.slug, values.title, "article", taken);
    const columns = { ...columnsOf(values), slug };
    if (before === null) {
      const [created] = await tx.insert(articles).values({
        ...columns,
        status: "DRAFT",
        publishedAt: now,
        createdAt: now,
        updatedAt: now,
      }).returning(ARTICLE_COLUMNS);
      await recordAudit(tx, actor, {
        operation: "adminSaveArticle",
        entity: "article",
        entityId: created.id,
        before: null,
        after: auditFields(created as AdminArticleRow),
      }, now);
      return { id: created.id, touchesPublic: false };
    }
    const [updated] = await tx.update(articles).set({ ...columns, updatedAt: now })
      .where(eq(articles.id, before.id)).returning(ARTICLE_COLUMNS);
    await recordAudit(tx, actor, {
      operation: "adminSaveArticle",
      entity: "article",
      entityId: before.id,
      before: auditFields(before),
      after: auditFields(updated as AdminArticleRow),
    }, now);
    return { id: before.id, touchesPublic: before.status === "PUBLISHED" };
  });
}

/**
 * Moves an article to a status: PUBLISHED (dated now when it was not public, so it comes first in the lists; an
 * article with no text is refused), DRAFT (unpublished: its page answers 404 again) or ARCHIVED. Moving it to the
 * status it has changes nothing and records nothing.
 */
export async function setAdminArticleStatus(
  db: Db,
  actor: AdminActor,
  id: number,
  status: "PUBLISHED" | "DRAFT" | "ARCHIVED",
  operation: "adminPublishArticle" | "adminUnpublishArticle" | "adminArchiveArticle",
  now: Date,
): Promise<ContentWrite> {
  return await db.transaction(async (tx) => {
    const before = await lockArticle(tx, id);
    if (before.status === status) return { id, touchesPublic: false };
    if (status === "PUBLISHED" && !before.articleText.trim() && !before.ghostPostSlug) {
      throw new ContentRefusal("emptyText");
    }
    const [updated] = await tx.update(articles).set({
      status,
      updatedAt: now,
      ...(status === "PUBLISHED" ? { publishedAt: now } : {}),
    }).where(eq(articles.id, id)).returning(ARTICLE_COLUMNS);
    await recordAudit(tx, actor, {
      operation,
      entity: "article",
      entityId: id,
      before: auditFields(before),
      after: auditFields(updated as AdminArticleRow),
    }, now);
    return { id, touchesPublic: before.status === "PUBLISHED" || status === "PUBLISHED" };
  });
}

/** Articles a learning path's step may point at: of that language, not archived, by title (the editor's choices). */
export async function listStepArticleChoices(db: DbOrTx, language: "en" | "ru") {
  return await db.select({ id: articles.id, title: articles.title, status: articles.status }).from(articles)
    .where(and(eq(articles.language, language), ne(articles.status, "ARCHIVED")))
    .orderBy(sql`lower(${articles.title}) asc`, asc(articles.id)).limit(1000);
}
