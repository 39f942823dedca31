// The personal area's one guarded layout (no path of its own): /profile, /preferences, /saved_jobs and /support sit
// under it, and a visitor without a session goes home with the login dialog open (src/domain/authorization.ts) and
// the page's address in redirectTo, so signing in brings them back to it.
import { createRoute, Outlet, redirect } from "@tanstack/react-router";
import { localeRoute } from "./route.tsx";
import { decideAccess } from "../../src/domain/authorization.ts";
import { safeRedirectPath } from "../../src/domain/redirect.ts";
import { pathWithoutAuthParams } from "../../src/features/auth/auth-search.ts";
import { loadPageSeo } from "../../src/lib/seo.ts";
import type { RouterContext } from "../../src/router-context.ts";

export const personalAreaRoute = createRoute({
  getParentRoute: () => localeRoute,
  id: "personal-area",
  beforeLoad: ({ context, location }) => {
    if (decideAccess({ tier: context.viewerTier }, { kind: "user" }) !== "allowed") {
      const redirectTo = safeRedirectPath(pathWithoutAuthParams(location.href)) ?? undefined;
      throw redirect({ to: "/$locale/", params: { locale: context.locale }, search: { auth: "signin", redirectTo } });
    }
  },
  component: Outlet,
});

/** A personal page's head: its own title, never indexed. */
export const personalPageSeo = (context: RouterContext, pathname: string, key: string) =>
  loadPageSeo(context, pathname, {
    title: `${context.t(key)} — Fellows Club`,
    description: context.t(key),
    noindex: true,
  });
