// /profile/expert (the EXPERT tab): the expert onboarding of spec 02 — connect Stripe, then create or edit the
// expert profile. The seller's status, the user's own profile and the form's choices come with the page.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { personalAreaRoute, personalPageSeo } from "../_personal-area.tsx";
import { pageHead } from "../../../src/lib/seo.ts";

export const expertProfileRoute = createRoute({
  getParentRoute: () => personalAreaRoute,
  path: "profile/expert",
  loader: async ({ context, location }) => {
    const [{ sellerStatusQuery }, { ownExpertQuery, expertParamsQuery }] = await Promise.all([
      import("../../../src/features/sellers/queries.ts"),
      import("../../../src/features/experts/queries.ts"),
    ]);
    const [seo] = await Promise.all([
      personalPageSeo(context, location.pathname, "profile.expert"),
      context.queryClient.ensureQueryData(sellerStatusQuery(context.gql)),
      context.queryClient.ensureQueryData(ownExpertQuery(context.gql, context.locale)),
      context.queryClient.ensureQueryData(expertParamsQuery(context.gql, context.locale)),
    ]);
    return { seo };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../../src/compositions/expert-onboarding.tsx"), "ExpertOnboarding"),
});
