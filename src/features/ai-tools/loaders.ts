// The tool pages' loader, loaded with the page's data code (the route file keeps only its path and search rule): the
// page state for this viewer and, with ?jobId=, the job to prefill from; the seo loader is passed in.
import type { RouterContext } from "../../router-context.ts";
import type { PageSeo } from "../../lib/seo.ts";
import { aiToolBySlug } from "../../domain/ai-tools.ts";
import { pictureUrl } from "../../domain/pictures.ts";
import { aiToolJobQuery, aiToolsStateQuery } from "./queries.ts";

type SeoLoader = (context: RouterContext, pathname: string, fallback: Omit<PageSeo, "path">) => Promise<PageSeo>;

/** Null for an address that names no tool (the route answers the 404 page). */
export async function loadToolPage(
  context: RouterContext,
  pathname: string,
  slug: string,
  jobId: string | undefined,
  loadSeo: SeoLoader,
) {
  const tool = aiToolBySlug(slug);
  if (!tool) return null;
  const [seo] = await Promise.all([
    loadSeo(context, pathname, {
      title: `${context.t(`aiTools.titles.${tool.type}`)} — Fellows Club`,
      description: context.t(`aiTools.seoDescriptions.${tool.type}`),
      image: pictureUrl("cover", context.t(`aiTools.tabs.${tool.type}`)),
    }),
    context.queryClient.ensureQueryData(aiToolsStateQuery(context.gql, context.viewerTier)),
    // The prefill is optional: a job that cannot be read leaves the form empty, never the page down.
    jobId ? context.queryClient.prefetchQuery(aiToolJobQuery(context.gql, jobId)) : null,
  ]);
  return { seo, type: tool.type };
}
