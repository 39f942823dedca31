// /admin/…: the back office's layout (no path of its own; its screens' paths begin with admin/) (no site header or footer; its own top bar and left menu). The server decides who
// is on the team: adminOverview is null for anyone else, and they get the site's 404 page, so the back office is not
// advertised. Never indexed; never cached (it is not on the shared pages' list, src/server/edge-cache.ts).
import { createRoute, lazyRouteComponent, notFound, Outlet } from "@tanstack/react-router";
import { localeRoute, NotFoundPage } from "./route.tsx";
import { loadPageSeo } from "../../src/lib/seo.ts";
import type { RouterContext } from "../../src/router-context.ts";
import type { AdminArea } from "../../src/domain/authorization.ts";

const AdminLayout = lazyRouteComponent(() => import("../../src/features/admin/admin-layout.tsx"), "AdminLayout");

export const adminRoute = createRoute({
  getParentRoute: () => localeRoute,
  id: "back-office",
  loader: async ({ context }) => {
    const { adminOverviewQuery } = await import("../../src/features/admin/queries.ts");
    const overview = await context.queryClient.ensureQueryData(adminOverviewQuery(context.gql));
    if (!overview) throw notFound({ routeId: "/$locale/back-office" });
    return {};
  },
  component: () => (
    <AdminLayout>
      <Outlet />
    </AdminLayout>
  ),
  notFoundComponent: NotFoundPage,
});

/** A back office screen's head: its title, never indexed. */
export const adminPageSeo = (context: RouterContext, pathname: string, key: string) =>
  loadPageSeo(context, pathname, {
    title: `${context.t(key)} — ${context.t("admin.title")} — Fellows Club`,
    description: context.t(key),
    noindex: true,
  });

/**
 * Whether the server says the viewer works in an area (the overview the layout asks names the role's areas; null off
 * the team). A screen asks it first and answers its 404 page inside the frame otherwise, before it asks for data or
 * shows an empty editor: every screen a role may not open is the same 404 page.
 */
export async function worksInArea(context: RouterContext, area: AdminArea): Promise<boolean> {
  const { adminOverviewQuery } = await import("../../src/features/admin/queries.ts");
  const overview = await context.queryClient.ensureQueryData(adminOverviewQuery(context.gql));
  return Boolean(overview?.areas.includes(area));
}
