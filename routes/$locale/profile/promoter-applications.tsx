// /profile/promoter-applications: where the promoter applications queue was before the back office. It has moved for
// good to /admin/promoter-applications (decision 172): a permanent redirect for everyone, with the query kept. Who may
// see the screen is decided there.
import { createRoute, redirect } from "@tanstack/react-router";
import { localeRoute } from "../route.tsx";

export const promoterApplicationsMovedRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "profile/promoter-applications",
  beforeLoad: ({ context, search }) => {
    throw redirect({
      to: "/$locale/admin/promoter-applications/",
      params: { locale: context.locale },
      search: search as Record<string, unknown>,
      statusCode: 301,
    });
  },
});
