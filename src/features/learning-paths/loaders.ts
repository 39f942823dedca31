// The learning path page's loader: the path, its own locale, its SEO.
import { redirect } from "@tanstack/react-router";
import type { RouterContext } from "../../router-context.ts";
import type { loadPageSeo } from "../../lib/seo.ts";
import { translationPaths } from "../../domain/locale.ts";
import { clubOrganization, pictureForCrawlers } from "../../lib/structured-data.ts";
import { learningPathQuery } from "./queries.ts";

/** A learning path under the other locale: it lives under its own for good (301). */
export const toOwnLocale = (path: { language: "ru" | "en"; slug: string }) =>
  redirect({ to: "/$locale/courses/$slug/", params: { locale: path.language, slug: path.slug }, statusCode: 301 });

/**
 * The learning path page's loader body, loaded with the page's data code (not in the first-load bundle): the path,
 * the other locale's URL sent to its own (301), and the page's SEO; null for an unknown path (the route answers 404).
 * `seo` is the route's own loadPageSeo, passed in so this module shares nothing with the first-load bundle.
 */
export async function loadLearningPathPage(
  context: RouterContext,
  pathname: string,
  slug: string,
  seo: typeof loadPageSeo,
) {
  const path = await context.queryClient.ensureQueryData(learningPathQuery(context.gql, slug));
  if (!path) return null;
  // A learning path exists in its own language only: under the other locale it has moved there for good.
  if (path.language !== context.locale) throw toOwnLocale(path);
  const description = path.description.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();
  return {
    seo: await seo(context, pathname, {
      title: context.t("seo.learningPathTitle", { title: path.title }),
      description: description.slice(0, 200),
      // What the path is and who gives it, never its steps' texts; free only when every step is open to everyone.
      jsonLd: {
        "@context": "https://schema.org",
        "@type": "Course",
        name: path.title,
        ...(description ? { description } : {}),
        url: `${context.origin}${pathname}`,
        inLanguage: path.language,
        ...(path.heroPic ? { image: pictureForCrawlers(context.origin, path.heroPic) } : {}),
        provider: clubOrganization(context.origin),
        isAccessibleForFree: path.countAvailableArticles >= path.steps.length,
      },
      oneLanguage: true,
      translations: translationPaths("courses", path.translations),
      image: path.heroPic,
    }),
  };
}
