// /profile/payouts: where the admins' payouts screen was before the back office. It has moved for good to
// /admin/payouts (decision 145): a permanent redirect for everyone, with the query kept (the new screen reads its
// filters from it and drops what it does not know). Who may see the screen is decided there.
import { createRoute, redirect } from "@tanstack/react-router";
import { localeRoute } from "../route.tsx";

export const payoutsMovedRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "profile/payouts",
  beforeLoad: ({ context, search }) => {
    throw redirect({
      to: "/$locale/admin/payouts/",
      params: { locale: context.locale },
      search: search as Record<string, unknown>,
      statusCode: 301,
    });
  },
});
