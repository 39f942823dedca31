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
  servicesQuery,
  subscribeReviewsQuery,
} from "./queries.ts";
import { servicePath, serviceSlugsForPath } from "../../domain/billing.ts";
import { pictureUrl } from "../../domain/pictures.ts";
import { itemListJsonLd } from "../../lib/structured-data.ts";
import { membershipJsonLd, productJsonLd, serviceJsonLd } from "./structured-data.ts";

type SeoLoader = (
  context: RouterContext,
  pathname: string,
  fallback: Omit<PageSeo, "path">,
) => Promise<PageSeo>;

const offerFor = (context: RouterContext) =>
  context.viewerTier === "anonymous" ? null : context.queryClient.ensureQueryData(customDiscountQuery(context.gql));

export async function loadSubscribePage(context: RouterContext, pathname: string, loadSeo: SeoLoader) {
  const [seo, plans] = await Promise.all([
    loadSeo(context, pathname, {
      title: context.t("billing.subscribe.seoTitle"),
      description: context.t("billing.subscribe.seoDescription"),
      image: pictureUrl("cover", "join the club"),
    }),
    context.queryClient.ensureQueryData(plansQuery(context.gql, context.locale)),
    context.queryClient.ensureQueryData(providersQuery(context.gql)),
    context.queryClient.ensureQueryData(subscribeReviewsQuery(context.gql, context.locale)),
    offerFor(context),
  ]);
  // The membership and its plans' list prices (a viewer's own offer or coupon is not the public price).
  const jsonLd = membershipJsonLd(
    context.origin,
    `${context.origin}${pathname}`,
    context.t("billing.subscribe.seoTitle"),
    seo.description,
    plans,
  );
  return { seo: { ...seo, jsonLd } };
}

/**
 * The buy page, null for a slug no published product has, or where to go instead: fellows book mock interviews on the
 * interviews page (spec 03).
 */
export async function loadBuyServicePage(context: RouterContext, pathname: string, slug: string, loadSeo: SeoLoader) {
  const product = await context.queryClient.ensureQueryData(productBySlugQuery(context.gql, slug, context.locale));
  if (!product) return null;
  if (product.kind === "MockInterview" && context.viewerTier === "fellow") {
    return { redirectTo: `/${context.locale}/services/interviews/` };
  }
  // A free service has nothing to pay: its page books it.
  if (product.isFree) return { redirectTo: `/${context.locale}${servicePath(product.category, product.slug)}/` };
  const description = product.description.split(" | ").join(". ");
  const [seo] = await Promise.all([
    loadSeo(context, pathname, {
      title: `${product.title} — Fellows Club`,
      description,
      image: product.picture?.url,
      jsonLd: productJsonLd(context.origin, `${context.origin}${pathname}`, product, description),
    }),
    context.queryClient.ensureQueryData(providersQuery(context.gql)),
    context.queryClient.ensureQueryData(subscribeReviewsQuery(context.gql, context.locale)),
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

/** /services, /coaching, /services/un and /services/interviews: their products, and the page's own head. */
export async function loadServicesPage(
  context: RouterContext,
  pathname: string,
  page: "all" | "un" | "interviews",
  loadSeo: SeoLoader,
) {
  const category = page === "un" ? "UN" : page === "interviews" ? "MOCK_INTERVIEW" : null;
  const [seo, services] = await Promise.all([
    loadSeo(context, pathname, {
      title: context.t(`services.${page}.seoTitle`),
      description: context.t(`services.${page}.seoDescription`),
      image: pictureUrl("cover", `services ${page}`),
    }),
    context.queryClient.ensureQueryData(servicesQuery(context.gql, context.locale, category)),
  ]);
  const items = services.map((s) => ({ name: s.title, path: `/${context.locale}${servicePath(s.category, s.slug)}/` }));
  return { seo: { ...seo, jsonLd: itemListJsonLd(context.origin, items) } };
}

/**
 * A service's own page, or null when no published product of this language has the slug under this section. Its
 * structured data is a schema.org Service with the offer's price in dollars.
 */
export async function loadServicePage(
  context: RouterContext,
  pathname: string,
  section: "career" | "education" | "self-development",
  slug: string,
  loadSeo: SeoLoader,
) {
  const sectionOf = (category: string | null | undefined) =>
    category === "EDUCATION" ? "education" : category === "SELF_DEVELOPMENT" ? "self-development" : "career";
  let product = null;
  for (const candidate of serviceSlugsForPath(section, slug)) {
    const found = await context.queryClient.ensureQueryData(
      productBySlugQuery(context.gql, candidate, context.locale),
    );
    if (found && sectionOf(found.category) === section) {
      product = found;
      break;
    }
  }
  if (!product) return null;
  const description = product.description.split(" | ").join(". ");
  const seo = await loadSeo(context, pathname, {
    title: `${product.title} — Fellows Club`,
    description,
    image: product.picture?.url,
    jsonLd: serviceJsonLd(context.origin, product, description),
  });
  return { seo, slug: product.slug };
}
