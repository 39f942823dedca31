// /profile: general information, email, photo, membership (billing's block), promotion and notifications, with the profile and the
// country list prefetched so the server HTML holds the filled form.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { personalAreaRoute, personalPageSeo } from "../_personal-area.tsx";
import { pageHead } from "../../../src/lib/seo.ts";

export const profileRoute = createRoute({
  getParentRoute: () => personalAreaRoute,
  path: "profile",
  loader: async ({ context, location }) => {
    const [{ countriesQuery, profileQuery }, { prefetchMembership }] = await Promise.all([
      import("../../../src/features/profile/queries.ts"),
      import("../../../src/features/billing/loaders.ts"),
    ]);
    const [seo] = await Promise.all([
      personalPageSeo(context, location.pathname, "profile.general"),
      context.queryClient.ensureQueryData(profileQuery(context.gql)),
      context.queryClient.ensureQueryData(countriesQuery(context.gql)),
      prefetchMembership(context),
    ]);
    return { seo };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  // The page is the profile feature's; its membership block is billing's, handed in here.
  component: lazyRouteComponent(async () => {
    const [{ ProfilePage }, { MembershipSection }] = await Promise.all([
      import("../../../src/features/profile/profile-page.tsx"),
      import("../../../src/features/billing/membership.tsx"),
    ]);
    return {
      default: () => <ProfilePage membership={(props) => <MembershipSection {...props} />} />,
    };
  }),
});
