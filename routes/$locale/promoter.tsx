// /promoter: the promoter area (spec 03 §2), where a promoter's sign-in lands. A visitor without a session goes home
// with the promoter sign-in open; anyone signed in who is not a promoter reads what the area is and how to apply.
// The server decides who is a promoter (getPartnerSettings answers null to anyone else). Never indexed.
import { createRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import { localeRoute } from "./route.tsx";
import { personalPageSeo } from "./_personal-area.tsx";
import { decideAccess } from "../../src/domain/authorization.ts";
import { safeRedirectPath } from "../../src/domain/redirect.ts";
import { pathWithoutAuthParams } from "../../src/features/auth/auth-search.ts";
import { pageHead } from "../../src/lib/seo.ts";

export const promoterRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "promoter",
  beforeLoad: ({ context, location }) => {
    if (decideAccess({ tier: context.viewerTier }, { kind: "user" }) !== "allowed") {
      const redirectTo = safeRedirectPath(pathWithoutAuthParams(location.href)) ?? undefined;
      throw redirect({
        to: "/$locale/",
        params: { locale: context.locale },
        search: { auth: "promoter-signin", redirectTo },
      });
    }
  },
  loader: async ({ context, location }) => {
    const { loadPromoterArea } = await import("../../src/features/promoters/loaders.ts");
    const [{ promoter }, seo] = await Promise.all([
      loadPromoterArea(context),
      personalPageSeo(context, location.pathname, "promoters.title"),
    ]);
    return { promoter, seo };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../src/features/promoters/promoter-page.tsx"), "PromoterPage"),
});
