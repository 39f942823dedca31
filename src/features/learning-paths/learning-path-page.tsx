// /courses/{slug}: hero video, description, bullet points and the ordered steps; a step past the open ones is
// disabled for non-fellows (no link reaches the page) with the way to open it.
import { useSuspenseQuery } from "@tanstack/react-query";
import { useParams } from "@tanstack/react-router";
import { css, cx } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { LockIcon } from "../../ui/icons.tsx";
import { pageWidth, primaryButton } from "../../ui/styles.ts";
import { VideoEmbed } from "../../ui/video-embed.tsx";
import { type LearningPath, learningPathQuery } from "./queries.ts";

export function LearningPathPage() {
  const { slug } = useParams({ strict: false }) as { slug: string };
  const gql = useGql();
  const { data: path } = useSuspenseQuery(learningPathQuery(gql, slug));
  if (!path) return null; // the loader answered 404 already
  return <LearningPathView path={path} />;
}

function LearningPathView({ path }: { path: LearningPath }) {
  const { t } = useI18n();
  const steps = [...path.steps].sort((a, b) => a.order - b.order);
  const open = steps.filter((s) => !s.disabled).length;
  return (
    <div className={pageWidth} data-testid="learning-path-page">
      <Breadcrumbs items={[{ label: t("learningPaths.breadcrumb") }, { label: path.title }]} />
      <section
        className={css({
          display: "grid",
          gridTemplateColumns: { base: "1fr", lg: "1fr 1fr" },
          gap: "8",
          alignItems: "center",
        })}
      >
        <div>
          <h1
            className={css({
              fontSize: { base: "3xl", md: "4xl" },
              fontWeight: "extrabold",
              color: "brand",
              lineHeight: "1.15",
            })}
          >
            {path.title}
          </h1>
          {path.announcementOnly && (
            <p
              data-testid="learning-path-announcement"
              className={css({
                mt: "3",
                display: "inline-block",
                px: "3",
                py: "1",
                borderRadius: "full",
                bg: "accentSoft",
                color: "accentDark",
                fontWeight: "semibold",
                fontSize: "sm",
              })}
            >
              {t("learningPaths.announcement")}
            </p>
          )}
          <div
            className={css({ mt: "4", color: "muted", lineHeight: "1.7", "& p": { mb: "3" } })}
            data-testid="learning-path-description"
            dangerouslySetInnerHTML={{ __html: path.description }}
          />
        </div>
        {path.heroVideoUrl ? <VideoEmbed url={path.heroVideoUrl} title={path.title} /> : path.heroPic && (
          <img
            src={path.heroPic}
            alt=""
            width={1200}
            height={630}
            className={css({ w: "full", h: "auto", borderRadius: "xl" })}
          />
        )}
      </section>
      {path.bulletPoints.length > 0 && (
        <ul
          className={css({
            mt: "10",
            display: "grid",
            gridTemplateColumns: { base: "1fr", md: "repeat(3, 1fr)" },
            gap: "4",
          })}
        >
          {path.bulletPoints.map((b, i) => (
            <li key={i} className={css({ p: "5", borderRadius: "xl", bg: "surface" })}>
              <p className={css({ fontSize: "2xl", fontWeight: "extrabold", color: "brand" })}>{b.big_text}</p>
              <p className={css({ color: "muted", mt: "1" })}>{b.text}</p>
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="learning-path-steps" className={css({ mt: "12", maxW: "860px" })}>
        <h2 id="learning-path-steps" className={css({ fontSize: "2xl", fontWeight: "bold", color: "brand" })}>
          {t("learningPaths.steps")}
        </h2>
        <p className={css({ color: "muted", mt: "1" })} data-testid="learning-path-open-count">
          {t("learningPaths.openCount", { open, total: steps.length })}
        </p>
        <ol
          className={css({ mt: "4", display: "flex", flexDirection: "column", gap: "3" })}
          data-testid="learning-path-steps-list"
        >
          {steps.map((step, i) => (
            <li
              key={step.order}
              data-testid="learning-path-step"
              data-disabled={step.disabled}
              className={css({
                display: "flex",
                gap: "4",
                alignItems: "center",
                p: "4",
                borderRadius: "xl",
                border: "1px solid token(colors.line)",
                bg: step.disabled ? "surface" : "white",
                color: step.disabled ? "muted" : "ink",
              })}
            >
              <span
                className={css({
                  flexShrink: 0,
                  w: "36px",
                  h: "36px",
                  borderRadius: "full",
                  bg: step.disabled ? "line" : "brand",
                  color: step.disabled ? "muted" : "white",
                  display: "flex",
                  alignItems: "center",
                  justifyContent: "center",
                  fontWeight: "bold",
                })}
              >
                {i + 1}
              </span>
              <div className={css({ flex: 1 })}>
                {step.article && !step.disabled
                  ? (
                    <LocaleLink
                      to="/$locale/articles/$slug"
                      params={{ slug: step.article.slug }}
                      search={`?back_c=${encodeURIComponent(path.slug)}`}
                      data-testid="learning-path-step-link"
                      className={css({
                        fontWeight: "semibold",
                        color: "brand",
                        _hover: { textDecoration: "underline" },
                      })}
                    >
                      {step.text}
                    </LocaleLink>
                  )
                  : <span className={css({ fontWeight: "semibold" })}>{step.text}</span>}
                {step.hasVideo && (
                  <span className={css({ ml: "2", fontSize: "xs", color: "muted" })}>▶ {t("articles.video")}</span>
                )}
              </div>
              {step.disabled && (
                <span
                  data-testid="learning-path-step-locked"
                  className={css({
                    display: "inline-flex",
                    gap: "1",
                    alignItems: "center",
                    fontSize: "xs",
                    fontWeight: "semibold",
                    color: "accentDark",
                  })}
                >
                  <LockIcon />
                  {t("learningPaths.locked")}
                </span>
              )}
            </li>
          ))}
        </ol>
        {open < steps.length && (
          <div
            className={css({
              mt: "6",
              p: "6",
              borderRadius: "xl",
              bg: "brand",
              color: "white",
              display: "flex",
              flexDirection: { base: "column", md: "row" },
              gap: "4",
              alignItems: { md: "center" },
              justifyContent: "space-between",
            })}
            data-testid="learning-path-unlock"
          >
            <p className={css({ fontWeight: "bold", fontSize: "lg" })}>{t("learningPaths.unlock")}</p>
            <LocaleLink
              to="/$locale/subscribe"
              search={`?redirectTo=${encodeURIComponent(`/courses/${path.slug}/`)}`}
              className={cx(primaryButton)}
            >
              {t("nav.joinClub")}
            </LocaleLink>
          </div>
        )}
      </section>
    </div>
  );
}
