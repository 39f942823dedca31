// Pieces shared by the article list and the article page: the access badge, the link (blog articles open in a new
// tab), the card with its text cut at a word boundary (300 characters) and an expand link.
import { useState } from "react";
import { css, cx } from "styled-system/css";
import { formatDate } from "../../../i18n/format.ts";
import { canRead, type ReadAccess } from "../../domain/access.ts";
import { blogUrl, cutAtWord } from "../../domain/articles.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { type ExternalLink, type LinkTarget, LocaleLink } from "../../ui/locale-link.tsx";
import { LockIcon } from "../../ui/icons.tsx";
import type { ArticleCard } from "./queries.ts";

const badge = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "1",
  px: "2.5",
  py: "1",
  borderRadius: "full",
  fontSize: "xs",
  whiteSpace: "nowrap",
});

/**
 * UNANYMOUS: no badge. AUTHORIZED: a user-icon label. FELLOW: a bold 'For club members' for fellows, the paid marker
 * for everyone else.
 */
export function AccessBadge({ readAccess }: { readAccess: ReadAccess }) {
  const { t, viewerTier } = useI18n();
  if (readAccess === "UNANYMOUS") return null;
  const entitled = canRead(viewerTier, readAccess);
  if (readAccess === "AUTHORIZED") {
    return (
      <span
        data-testid="article-badge"
        data-badge="registered"
        className={cx(badge, css({ bg: "unSoft", color: "unInk" }))}
      >
        <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7z" />
        </svg>
        {t(entitled ? "articles.badgeRegistered" : "articles.badgeAfterRegistration")}
      </span>
    );
  }
  return entitled
    ? (
      <span
        data-testid="article-badge"
        data-badge="members"
        className={cx(badge, css({ bg: "brand", color: "white", fontWeight: "bold" }))}
      >
        {t("articles.badgeMembers")}
      </span>
    )
    : (
      <span
        data-testid="article-badge"
        data-badge="paid"
        className={cx(badge, css({ bg: "accentSoft", color: "accentDark", fontWeight: "semibold" }))}
      >
        <LockIcon />
        {t("articles.badgePaid")}
      </span>
    );
}

export function articleLink(
  article: { slug: string; ghostPostSlug: string | null },
  pathSlug?: string,
): LinkTarget<"/$locale/articles/$slug"> | ExternalLink {
  if (article.ghostPostSlug) return { href: blogUrl(article.ghostPostSlug), external: true };
  return {
    to: "/$locale/articles/$slug",
    params: { slug: article.slug },
    search: pathSlug ? `?back_c=${encodeURIComponent(pathSlug)}` : undefined,
  };
}

export function ArticleCardView({ article }: { article: ArticleCard }) {
  const { t, locale } = useI18n();
  const [expanded, setExpanded] = useState(false);
  const cut = cutAtWord(article.description);
  const link = articleLink(article);
  return (
    <article
      data-testid="article-card"
      data-slug={article.slug}
      className={css({
        display: "flex",
        flexDirection: "column",
        borderRadius: "xl",
        border: "1px solid token(colors.line)",
        bg: "white",
        overflow: "hidden",
        h: "full",
      })}
    >
      {article.picture && (
        <img
          src={article.picture.url}
          alt=""
          width={600}
          height={315}
          loading="lazy"
          className={css({ w: "full", h: "auto", aspectRatio: "40 / 21", objectFit: "cover", bg: "surface" })}
        />
      )}
      <div className={css({ p: "5", display: "flex", flexDirection: "column", gap: "3", flex: 1 })}>
        <div className={css({ display: "flex", gap: "2", flexWrap: "wrap", minH: "22px" })}>
          <AccessBadge readAccess={article.readAccess} />
          {article.withVideo && (
            <span className={cx(badge, css({ bg: "ink", color: "white" }))}>▶ {t("articles.video")}</span>
          )}
        </div>
        <h3 className={css({ fontSize: "lg", fontWeight: "bold", color: "brand", lineHeight: "1.3" })}>
          <LocaleLink {...link} data-testid="article-link" className={css({ _hover: { textDecoration: "underline" } })}>
            {article.title}
            {link.external && <span className={css({ srOnly: true })}>{` (${t("articles.opensInNewTab")})`}</span>}
          </LocaleLink>
        </h3>
        <p data-testid="article-card-text" className={css({ color: "muted", fontSize: "sm", lineHeight: "1.6" })}>
          {expanded ? article.description : cut.text}
          {cut.isCut && (
            <>
              {" "}
              <button
                type="button"
                data-testid="article-expand"
                aria-expanded={expanded}
                onClick={() => setExpanded(!expanded)}
                className={css({
                  color: "brandLight",
                  fontWeight: "semibold",
                  cursor: "pointer",
                  textDecoration: "underline",
                })}
              >
                {expanded ? t("articles.collapse") : t("articles.readMore")}
              </button>
            </>
          )}
        </p>
        <p className={css({ mt: "auto", fontSize: "xs", color: "muted", display: "flex", gap: "3", flexWrap: "wrap" })}>
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, locale)}</time>
          <span>{t("plural.views", { count: article.views })}</span>
        </p>
      </div>
    </article>
  );
}
