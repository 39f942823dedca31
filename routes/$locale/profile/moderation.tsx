// /profile/moderation: where the expert moderation queue was before the back office. It has moved for good to
// /admin/moderation (decision 172): a permanent redirect for everyone, with the query kept. Who may see the screen is
// decided there.
import { createRoute, redirect } from "@tanstack/react-router";
import { localeRoute } from "../route.tsx";

export const moderationMovedRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "profile/moderation",
  beforeLoad: ({ context, search }) => {
    throw redirect({
      to: "/$locale/admin/moderation/",
      params: { locale: context.locale },
      search: search as Record<string, unknown>,
      statusCode: 301,
    });
  },
});
