// /tools/{tool}: the five AI career tools (spec 02): cover-letter, interview-coach, career-summary, job-keywords,
// achievements; ?jobId= prefills the cover letter and job keywords from that job (an unknown or malformed one opens
// the tool without prefill). Anything else under /tools is 404.
import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { localeRoute } from "../route.tsx";
import { loadPageSeo, pageHead } from "../../../src/lib/seo.ts";
import { isIdParam, ownedSearch } from "../../../src/lib/search-params.ts";

export const toolRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "tools/$tool",
  validateSearch: (search: Record<string, unknown>): { jobId?: string } =>
    ownedSearch(["jobId"], { jobId: isIdParam(search.jobId) ? search.jobId : undefined }),
  loaderDeps: ({ search }) => ({ jobId: search.jobId }),
  loader: async ({ context, location, params, deps }) => {
    const { loadToolPage } = await import("../../../src/features/ai-tools/loaders.ts");
    const page = await loadToolPage(context, location.pathname, params.tool, deps.jobId, loadPageSeo);
    if (!page) throw notFound();
    return page;
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../../src/features/ai-tools/tools-page.tsx"), "ToolRoutePage"),
});
