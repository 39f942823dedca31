// The personal area (/profile, /saved_jobs, /preferences, /support): signed-in users only; anyone else goes home with the login
// dialog open.
import { createRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import { localeRoute } from "./route.tsx";
import { loadPageSeo, pageHead } from "../../src/lib/seo.ts";
import type { RouterContext } from "../../src/router-context.ts";

function guard(context: RouterContext) {
  if (context.viewerTier === "anonymous") {
    throw redirect({ to: "/$locale/", params: { locale: context.locale }, search: { auth: "signin" } });
  }
}

const seo = (context: RouterContext, pathname: string, key: string) =>
  loadPageSeo(context, pathname, {
    title: `${context.t(key)} — Fellows Club`,
    description: context.t(key),
    noindex: true,
  });

export const profileRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "profile",
  beforeLoad: ({ context }) => guard(context),
  loader: async ({ context, location }) => ({ seo: await seo(context, location.pathname, "profile.general") }),
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../src/features/profile/profile-page.tsx"), "ProfilePage"),
});

export const savedJobsRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "saved_jobs",
  beforeLoad: ({ context }) => guard(context),
  loader: async ({ context, location }) => {
    const { savedJobsQuery } = await import("../../src/features/jobs/queries.ts");
    const [result] = await Promise.all([
      seo(context, location.pathname, "profile.savedJobs"),
      context.queryClient.ensureQueryData(savedJobsQuery(context.gql)),
    ]);
    return { seo: result };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../src/features/jobs/saved-jobs-page.tsx"), "SavedJobsPage"),
});

export const supportRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "support",
  beforeLoad: ({ context }) => guard(context),
  loader: async ({ context, location }) => ({ seo: await seo(context, location.pathname, "profile.support") }),
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../src/features/support/support-page.tsx"), "SupportPage"),
});

export const preferencesRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "preferences",
  beforeLoad: ({ context }) => guard(context),
  loader: async ({ context, location }) => ({ seo: await seo(context, location.pathname, "profile.preferences") }),
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../src/features/profile/preferences-page.tsx"), "PreferencesPage"),
});
