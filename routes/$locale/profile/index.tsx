// /profile: general information, email, photo, membership, promotion and notifications, with the profile and the
// country list prefetched so the server HTML holds the filled form.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { personalAreaRoute, personalPageSeo } from "../_personal-area.tsx";
import { pageHead } from "../../../src/lib/seo.ts";

export const profileRoute = createRoute({
  getParentRoute: () => personalAreaRoute,
  path: "profile",
  loader: async ({ context, location }) => {
    const { countriesQuery, profileQuery } = await import("../../../src/features/profile/queries.ts");
    const [seo] = await Promise.all([
      personalPageSeo(context, location.pathname, "profile.general"),
      context.queryClient.ensureQueryData(profileQuery(context.gql)),
      context.queryClient.ensureQueryData(countriesQuery(context.gql)),
    ]);
    return { seo };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../../src/features/profile/profile-page.tsx"), "ProfilePage"),
});
