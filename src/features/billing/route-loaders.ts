// The billing pages' loaders, loaded with the pages' data code: the routes keep only their paths and search rules in
// the first-load bundle (the seo loader is passed in, so no shared module becomes a chunk of its own).
import type { RouterContext } from "../../router-context.ts";
import type { PageSeo } from "../../lib/seo.ts";
import {
  customDiscountQuery,
  mySubscriptionQuery,
  ordersQuery,
  plansQuery,
  productBySlugQuery,
  providersQuery,
  subscribeReviewsQuery,
} from "./queries.ts";

type SeoLoader = (
  context: RouterContext,
  pathname: string,
  fallback: { title: string; description: string; noindex?: boolean },
) => Promise<PageSeo>;

const offerFor = (context: RouterContext) =>
  context.viewerTier === "anonymous" ? null : context.queryClient.ensureQueryData(customDiscountQuery(context.gql));

export async function loadSubscribePage(context: RouterContext, pathname: string, loadSeo: SeoLoader) {
  const [seo] = await Promise.all([
    loadSeo(context, pathname, {
      title: context.t("billing.subscribe.seoTitle"),
      description: context.t("billing.subscribe.seoDescription"),
    }),
    context.queryClient.ensureQueryData(plansQuery(context.gql, context.locale)),
    context.queryClient.ensureQueryData(providersQuery(context.gql)),
    context.queryClient.ensureQueryData(subscribeReviewsQuery(context.gql, context.locale)),
    offerFor(context),
  ]);
  return { seo };
}

/** The buy page, or null for a slug no published product has. */
export async function loadBuyServicePage(context: RouterContext, pathname: string, slug: string, loadSeo: SeoLoader) {
  const product = await context.queryClient.ensureQueryData(productBySlugQuery(context.gql, slug, context.locale));
  if (!product) return null;
  const [seo] = await Promise.all([
    loadSeo(context, pathname, {
      title: `${product.title} — Fellows Club`,
      description: product.description.split(" | ").join(". "),
    }),
    context.queryClient.ensureQueryData(providersQuery(context.gql)),
    offerFor(context),
  ]);
  return { seo };
}

export async function loadPurchasesPage(context: RouterContext, seo: Promise<PageSeo>) {
  const [loaded] = await Promise.all([seo, context.queryClient.ensureQueryData(ordersQuery(context.gql))]);
  return { seo: loaded };
}

export async function prefetchMembership(context: RouterContext) {
  await context.queryClient.ensureQueryData(mySubscriptionQuery(context.gql));
}
