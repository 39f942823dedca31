// /articles/{slug}: the article as the viewer may read it — a non-entitled reader gets the first half of a hideHalf
// article (or nothing) and the gate banner; from a learningPath (?back_c=) previous/next step links; the view is recorded
// 7 s after opening.
import { useEffect } from "react";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useParams, useSearch } from "@tanstack/react-router";
import { css, cx } from "styled-system/css";
import { formatDate } from "../../../i18n/format.ts";
import { blogUrl } from "../../domain/articles.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { AccessGate } from "../../ui/access-gate.tsx";
import { contentTitle, ghostButton, pageWidth, primaryButton } from "../../ui/styles.ts";
import { VideoEmbed } from "../../ui/video-embed.tsx";
import { AccessBadge, articleLink } from "./article-parts.tsx";
import { type Article, articleQuery, authorName, type LearningPathSteps, learningPathStepsQuery } from "./queries.ts";
import { useRecordArticleView } from "./mutations.ts";

export const ARTICLE_VIEW_DELAY_MS = 7000;

export const articleBody = css({
  lineHeight: "1.75",
  fontSize: { base: "md", md: "lg" },
  "& p": { mb: "4" },
  "& h2": { fontSize: "2xl", fontWeight: "bold", mt: "8", mb: "3", color: "brand" },
  "& h3": { fontSize: "xl", fontWeight: "bold", mt: "6", mb: "2" },
  "& ul": { listStyle: "disc", pl: "6", mb: "4" },
  "& ol": { listStyle: "decimal", pl: "6", mb: "4" },
  "& li": { mb: "1" },
  "& a": { color: "brandLight", textDecoration: "underline" },
  "& blockquote": { borderLeft: "4px solid token(colors.accent)", pl: "4", color: "muted", my: "4" },
});

export function ArticlePage() {
  const { slug } = useParams({ strict: false }) as { slug: string };
  const { back_c: pathSlug } = useSearch({ strict: false }) as { back_c?: string };
  const gql = useGql();
  const { data: article } = useSuspenseQuery(articleQuery(gql, slug));
  const { mutate: recordView } = useRecordArticleView();
  useEffect(() => {
    if (!article) return;
    const timer = setTimeout(() => recordView({ id: article.id }), ARTICLE_VIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [article?.id]);
  if (!article) return null; // the loader redirected to /404 already
  return <ArticleView article={article} pathSlug={pathSlug} />;
}

/** The article itself (also the back office's preview, drawn for a reader tier given by the I18n context). */
export function ArticleView({ article, pathSlug }: { article: Article; pathSlug?: string }) {
  const { t, locale } = useI18n();
  const gql = useGql();
  // Prefetched by the loader when ?back_c= is given, so it is there on the first render.
  const { data: steps } = useQuery({ ...learningPathStepsQuery(gql, pathSlug ?? ""), enabled: Boolean(pathSlug) });
  const learningPath = steps ?? null;
  const author = authorName(article.author);
  return (
    <div className={pageWidth} data-testid="article-page" data-gated={article.isGated}>
      <Breadcrumbs
        items={learningPath
          ? [{ label: learningPath.title, to: "/$locale/courses/$slug", params: { slug: learningPath.slug } }, {
            label: article.title,
          }]
          : [{ label: t("nav.articles"), to: "/$locale/articles" }, { label: article.title }]}
      />
      <article className={css({ maxW: "780px", mx: "auto", pb: "8" })}>
        <div className={css({ display: "flex", gap: "2", mb: "3" })}>
          <AccessBadge readAccess={article.readAccess} />
        </div>
        <h1
          className={contentTitle}
        >
          {article.title}
        </h1>
        <p className={css({ mt: "3", color: "muted", display: "flex", gap: "3", flexWrap: "wrap", fontSize: "sm" })}>
          {author && <span>{author}</span>}
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, locale)}</time>
          <span>{t("plural.views", { count: article.views })}</span>
        </p>
        <p className={css({ mt: "4", fontSize: "lg", color: "ink" })}>{article.description}</p>
        {article.ghostPostSlug && (
          <LocaleLink
            href={blogUrl(article.ghostPostSlug)}
            external
            data-testid="article-blog-link"
            className={cx(ghostButton, css({ mt: "4", px: "0" }))}
          >
            {t("articles.onBlog")} ↗
          </LocaleLink>
        )}
        {article.video && (
          <div className={css({ mt: "6" })}>
            <VideoEmbed url={article.video} title={article.title} />
          </div>
        )}
        {article.picture && !article.video && (
          <img
            src={article.picture.url}
            alt=""
            width={1200}
            height={630}
            className={css({ mt: "6", w: "full", h: "auto", borderRadius: "xl" })}
          />
        )}
        {article.articleText && (
          <div
            data-testid="article-text"
            className={cx(
              articleBody,
              css({
                mt: "6",
                ...(article.isGated
                  ? { maskImage: "linear-gradient(to bottom, black 60%, transparent)", maxH: "none" }
                  : {}),
              }),
            )}
            dangerouslySetInnerHTML={{ __html: article.articleText }}
          />
        )}
        {article.isGated && (
          <AccessGate
            readAccess={article.readAccess}
            returnTo={`/articles/${article.slug}/`}
            testId="article-gate"
            texts={{
              title: ["articles.gateSubscribeTitle", "articles.gateRegisterTitle"],
              text: ["articles.gateSubscribeText", "articles.gateRegisterText"],
            }}
            labels={{ subscribe: "nav.joinClub", register: "nav.register", login: "nav.login" }}
            className={css({ mt: "6", bg: "surface" })}
          />
        )}
        {!article.isGated && article.buttonLink && article.buttonTitle && (
          <LocaleLink
            href={article.buttonLink}
            external={/^https?:/.test(article.buttonLink)}
            className={cx(primaryButton, css({ mt: "6" }))}
          >
            {article.buttonTitle}
          </LocaleLink>
        )}
        {learningPath && <LearningPathStepLinks learningPath={learningPath} slug={article.slug} />}
      </article>
    </div>
  );
}

/** Previous and next steps of the learningPath this article was opened from, in the path's step order. */
function LearningPathStepLinks({ learningPath, slug }: { learningPath: LearningPathSteps; slug: string }) {
  const { t } = useI18n();
  const steps = [...learningPath.steps].sort((a, b) => a.order - b.order);
  const index = steps.findIndex((s) => s.article?.slug === slug);
  if (index < 0) return null;
  const link = (step: LearningPathSteps["steps"][number] | undefined, label: string, testId: string) => {
    if (!step) return <span />;
    if (step.disabled || !step.article) {
      return (
        <span data-testid={testId} aria-disabled="true" className={css({ color: "muted", fontSize: "sm" })}>
          {label}: {step.text} · {t("learningPaths.locked")}
        </span>
      );
    }
    return (
      <LocaleLink
        {...articleLink({ slug: step.article.slug, ghostPostSlug: null }, learningPath.slug)}
        data-testid={testId}
        className={css({ color: "brandLight", fontWeight: "semibold", _hover: { textDecoration: "underline" } })}
      >
        {label}: {step.article.title}
      </LocaleLink>
    );
  };
  return (
    <nav
      aria-label={t("articles.learningPathNavigation")}
      data-testid="learning-path-step-links"
      className={css({
        mt: "10",
        pt: "6",
        borderTop: "1px solid token(colors.line)",
        display: "flex",
        flexDirection: { base: "column", md: "row" },
        justifyContent: "space-between",
        gap: "4",
      })}
    >
      {link(steps[index - 1], t("articles.prevStep"), "learning-path-prev")}
      <LocaleLink
        to="/$locale/courses/$slug"
        params={{ slug: learningPath.slug }}
        className={css({ fontSize: "sm", color: "muted", textDecoration: "underline" })}
      >
        {t("articles.backToLearningPath")}
      </LocaleLink>
      {link(steps[index + 1], t("articles.nextStep"), "learning-path-next")}
    </nav>
  );
}
