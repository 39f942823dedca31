// schema.org Article: what the article is, never its text; isAccessibleForFree says whether anyone may read it all.
import { type Article, authorName } from "./queries.ts";
import { CLUB_NAME, pictureForCrawlers } from "../../lib/structured-data.ts";

export function articleJsonLd(article: Article, url: string): Record<string, unknown> {
  const author = authorName(article.author);
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.description,
    datePublished: article.publishedAt,
    dateModified: article.updated_at,
    inLanguage: article.language,
    url,
    mainEntityOfPage: url,
    ...(article.picture ? { image: pictureForCrawlers(new URL(url).origin, article.picture.url) } : {}),
    ...(author ? { author: { "@type": "Person", name: author } } : {}),
    publisher: { "@type": "Organization", name: CLUB_NAME, url: `${new URL(url).origin}/` },
    isAccessibleForFree: article.readAccess === "UNANYMOUS",
  };
}
