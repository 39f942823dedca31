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
