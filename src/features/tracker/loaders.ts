// The tracker page's loader, loaded with the page's data code (the route file keeps only its path): the first page
// of items (not all 500: the browser asks for the rest), the filter's countries and the country list, so the server
// HTML holds the grid.
import type { RouterContext } from "../../router-context.ts";
import type { PageSeo } from "../../lib/seo.ts";
import { trackerCountryListQuery, trackerFiltersQuery, trackerFirstPageQuery } from "./queries.ts";

export async function loadTrackerPage(context: RouterContext, seo: Promise<PageSeo>) {
  const [loaded] = await Promise.all([
    seo,
    context.queryClient.ensureQueryData(trackerFirstPageQuery(context.gql, context.locale)),
    context.queryClient.ensureQueryData(trackerFiltersQuery(context.gql, context.locale)),
    context.queryClient.ensureQueryData(trackerCountryListQuery(context.gql, context.locale)),
  ]);
  return { seo: loaded };
}
