// /subscribe's query (spec 03): planId preselects a plan's cycle, p=monthly|annual picks the plan and opens checkout,
// pm presets the card issuer (Stripe or Yoo; anything else is refused), redirectTo is where a member goes afterwards.
import { safeRedirectPath } from "../../domain/redirect.ts";

export type SubscribeSearch = {
  planId?: string;
  p?: "monthly" | "annual";
  pm?: "Stripe" | "Yoo";
  /** True when a pm was given that is not one of the two providers: the route sends the visitor on without it. */
  badPm?: true;
  redirectTo?: string;
};

export function parseSubscribeSearch(search: Record<string, unknown>): SubscribeSearch {
  const planId = typeof search.planId === "string" || typeof search.planId === "number" ? String(search.planId) : "";
  const pm = search.pm;
  const redirectTo = safeRedirectPath(search.redirectTo);
  return {
    ...(/^\d{1,9}$/.test(planId) ? { planId } : {}),
    ...(search.p === "monthly" || search.p === "annual" ? { p: search.p } : {}),
    ...(pm === "Stripe" || pm === "Yoo" ? { pm } : pm !== undefined && pm !== "" ? { badPm: true as const } : {}),
    ...(redirectTo ? { redirectTo } : {}),
  };
}

/**
 * Where /subscribe sends this visitor instead, if anywhere: a fellow to redirectTo or home; an unknown pm to the same
 * page without it (spec 03's /products does not exist here), keeping planId, p and redirectTo.
 */
export function subscribeRedirect(locale: string, isFellow: boolean, raw: Record<string, unknown>): string | null {
  const search = parseSubscribeSearch(raw);
  if (isFellow) return search.redirectTo ?? `/${locale}/`;
  if (!search.badPm) return null;
  const query = new URLSearchParams();
  if (search.planId) query.set("planId", search.planId);
  if (search.p) query.set("p", search.p);
  if (search.redirectTo) query.set("redirectTo", search.redirectTo);
  return `/${locale}/subscribe/${query.size ? `?${query}` : ""}`;
}
