// The about feature's route options. A "coming soon" route (DESIGN rule 12): its loader names the page (never indexed)
// and its component is the coming-soon page. Each such route file is one line of path plus these options.
import { lazyRouteComponent } from "@tanstack/react-router";
import type { ComingSoonPage } from "../../domain/about.ts";
import { loadPageSeo, pageHead, type PageSeo } from "../../lib/seo.ts";
import type { RouterContext } from "../../router-context.ts";

export function comingSoonRoute(page: ComingSoonPage) {
  return {
    loader: async ({ context, location }: { context: RouterContext; location: { pathname: string } }) => ({
      seo: await loadPageSeo(context, location.pathname, {
        title: `${context.t(`about.comingSoon.pages.${page}.title`)} — Fellows Club`,
        description: context.t(`about.comingSoon.pages.${page}.text`),
        noindex: true,
      }),
    }),
    head: ({ loaderData, match }: { loaderData?: { seo: PageSeo }; match: { context: { origin: string } } }) =>
      pageHead(loaderData?.seo, match.context.origin),
    component: lazyRouteComponent(async () => {
      const { ComingSoonPage } = await import("./coming-soon-page.tsx");
      return { default: () => <ComingSoonPage page={page} /> };
    }),
  };
}
