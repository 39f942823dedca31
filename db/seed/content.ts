// Loads the jobs, articles and learning paths of the demo content (db/seed/content-data.ts) in one transaction.
import type { DbOrTx } from "../client.ts";
import { pictureUrl } from "../../src/domain/pictures.ts";
import {
  articles,
  countries,
  jobCategories,
  jobJobCategories,
  jobs,
  learningPaths,
  learningPathSteps,
} from "../schema/index.ts";
import {
  SEED_ARTICLES,
  SEED_CATEGORIES,
  SEED_JOBS,
  SEED_LEARNING_PATHS,
  SEED_TRANSLATION_PAIRS,
} from "./content-data.ts";

const translationKey = new Map(SEED_TRANSLATION_PAIRS.flatMap(([en, ru]) => [[en, en], [ru, en]]));

const SENIORITY_RU: Record<string, string> = {
  Intern: "Стажёр",
  Junior: "Младший специалист",
  Middle: "Специалист",
  Senior: "Старший специалист",
  Lead: "Ведущий специалист",
};

const DAY = 86_400_000;

export async function seedContent(db: DbOrTx, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const categoryRows = await tx.insert(jobCategories).values(SEED_CATEGORIES).onConflictDoNothing().returning();
    const categoryId = new Map(categoryRows.map((c) => [c.slug, c.id]));
    const countryId = new Map(
      (await tx.select({ id: countries.id, iso: countries.isoCode }).from(countries)).map((c) => [c.iso, c.id]),
    );
    for (const job of SEED_JOBS) {
      const postedAt = new Date(now.getTime() - job.postedDaysAgo * DAY);
      const [row] = await tx.insert(jobs).values({
        title: job.title,
        description: job.description,
        company: job.company,
        companyLogo: job.company ? pictureUrl("logo", job.company) : null,
        city: job.city,
        state: job.state,
        countryId: countryId.get(job.countryIso) ?? null,
        seniorityName: job.seniority,
        seniorityTranslation: SENIORITY_RU[job.seniority],
        tags: job.tags,
        regions: job.regions,
        salaryMin: job.salary?.min ?? null,
        salaryMax: job.salary?.max ?? null,
        salaryCurrency: job.salary?.currency ?? null,
        postedAt,
        openUntil: new Date(postedAt.getTime() + job.openDays * DAY),
        isUN: job.isUN,
        readAccess: job.readAccess,
        isRelocationPackage: job.isRelocationPackage,
        isVisaNeeded: job.isVisaNeeded,
        hasReferral: job.hasReferral,
        applicationLink: job.applicationLink,
      }).returning({ id: jobs.id });
      const ids = job.categories.map((slug) => categoryId.get(slug)).filter((id): id is number => id !== undefined);
      if (ids.length) await tx.insert(jobJobCategories).values(ids.map((id) => ({ jobId: row.id, categoryId: id })));
    }
    const articleIds = new Map<string, number>();
    for (const a of SEED_ARTICLES) {
      const [row] = await tx.insert(articles).values({
        slug: a.slug,
        language: a.language,
        translationKey: translationKey.get(a.slug) ?? null,
        title: a.title,
        description: a.description,
        tags: a.tags,
        authorFirstName: a.author.firstName,
        authorLastName: a.author.lastName,
        authorAvatar: pictureUrl("avatar", `${a.author.firstName} ${a.author.lastName}`),
        picture: pictureUrl("cover", a.slug),
        articleText: a.articleText,
        readAccess: a.readAccess,
        hideHalf: a.hideHalf,
        video: a.video,
        isFeatured: a.isFeatured,
        featureOrder: a.featureOrder,
        ghostPostSlug: a.ghostPostSlug,
        publishedAt: new Date(now.getTime() - a.publishedDaysAgo * DAY),
      }).returning({ id: articles.id });
      articleIds.set(a.slug, row.id);
    }
    for (const [i, p] of SEED_LEARNING_PATHS.entries()) {
      const [path] = await tx.insert(learningPaths).values({
        slug: p.slug,
        language: p.language,
        translationKey: translationKey.get(p.slug) ?? null,
        title: p.title,
        description: p.description,
        heroVideoUrl: p.heroVideoUrl,
        heroPic: pictureUrl("cover", p.slug),
        announcementOnly: p.announcementOnly,
        countAvailableArticles: p.countAvailableArticles,
        bulletPoints: p.bulletPoints,
        sortOrder: i,
      }).returning({ id: learningPaths.id });
      await tx.insert(learningPathSteps).values(p.steps.map((step, order) => {
        const articleId = articleIds.get(step.articleSlug);
        if (!articleId) throw new Error(`learning path ${p.slug}: no article ${step.articleSlug}`);
        return { learningPathId: path.id, order: order + 1, text: step.text, articleId, hasVideo: step.hasVideo };
      }));
    }
  });
}
