// /buy-service/{slug}: a service or product and its checkout; ?status=canceled after a cancelled payment.
import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { localeRoute, NotFoundPage } from "../route.tsx";
import { loadPageSeo, pageHead } from "../../../src/lib/seo.ts";

export type BuyServiceSearch = { price?: string; status?: "canceled" };

export const buyServiceRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "buy-service/$slug",
  validateSearch: (search: Record<string, unknown>): BuyServiceSearch => ({
    ...(typeof search.price === "string" && /^\d{1,7}$/.test(search.price) ? { price: search.price } : {}),
    ...(search.status === "canceled" ? { status: "canceled" as const } : {}),
  }),
  loader: async ({ context, location, params }) => {
    const { productBySlugQuery, providersQuery, customDiscountQuery } = await import(
      "../../../src/features/billing/queries.ts"
    );
    if (!/^[a-z0-9-]{1,100}$/.test(params.slug)) throw notFound({ routeId: "/$locale/buy-service/$slug" });
    const product = await context.queryClient.ensureQueryData(
      productBySlugQuery(context.gql, params.slug, context.locale),
    );
    if (!product) throw notFound({ routeId: "/$locale/buy-service/$slug" });
    const [seo] = await Promise.all([
      loadPageSeo(context, location.pathname, {
        title: `${product.title} — Fellows Club`,
        description: product.description.split(" | ").join(". "),
      }),
      context.queryClient.ensureQueryData(providersQuery(context.gql)),
      context.viewerTier === "anonymous" ? null : context.queryClient.ensureQueryData(customDiscountQuery(context.gql)),
    ]);
    return { seo };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../../src/features/billing/buy-service-page.tsx"), "BuyServicePage"),
  notFoundComponent: NotFoundPage,
});
