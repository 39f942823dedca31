// schema.org for the billing pages: a service's page is a Service given by the club; a buy page is a Product with
// its offers in the two currencies it is sold in (dollars through Stripe, rubles through YooKassa), the prices the
// page shows; the subscription page is the membership as a Product with an offer per plan.
import { absoluteUrl, clubOrganization, pictureForCrawlers } from "../../lib/structured-data.ts";

type Priced = { priceInUsd: number; priceInRub: number };

const IN_STOCK = "https://schema.org/InStock";

/** The two offers of a price: dollars, and rubles as the catalogue rounds them. */
function offersOf(item: Priced, url: string, name?: string) {
  return [
    { "@type": "Offer", ...(name ? { name } : {}), price: item.priceInUsd, priceCurrency: "USD" },
    { "@type": "Offer", ...(name ? { name } : {}), price: Math.round(item.priceInRub), priceCurrency: "RUB" },
  ].map((offer) => ({ ...offer, availability: IN_STOCK, url }));
}

export function serviceJsonLd(
  origin: string,
  service: { title: string; priceInUsd: number },
  description: string,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    description,
    provider: clubOrganization(origin),
    offers: { "@type": "Offer", price: service.priceInUsd, priceCurrency: "USD" },
  };
}

export function productJsonLd(
  origin: string,
  url: string,
  product: Priced & { title: string; picture?: { url: string } | null },
  description: string,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    description,
    url,
    ...(product.picture ? { image: pictureForCrawlers(origin, product.picture.url) } : {}),
    brand: clubOrganization(origin),
    offers: offersOf(product, url),
  };
}

export function membershipJsonLd(
  origin: string,
  url: string,
  name: string,
  description: string,
  plans: ReadonlyArray<Priced & { title: string }>,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name,
    description,
    url: absoluteUrl(origin, url),
    brand: clubOrganization(origin),
    offers: plans.flatMap((plan) => offersOf(plan, url, plan.title)),
  };
}
