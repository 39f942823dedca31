// The tracker page's loader, loaded with the page's data code (the route file keeps only its path): the first page
// of items (not all 500: the browser asks for the rest) and the filter's countries, so the server HTML holds the grid.
// The full country list for the rows' country cells is asked for by the browser: until it is there, each cell offers
// the row's own country (decision 132), so ten rows do not carry 700 options.
import type { RouterContext } from "../../router-context.ts";
import type { PageSeo } from "../../lib/seo.ts";
import { trackerFiltersQuery, trackerFirstPageQuery } from "./queries.ts";

export async function loadTrackerPage(context: RouterContext, seo: Promise<PageSeo>) {
  const [loaded] = await Promise.all([
    seo,
    context.queryClient.ensureQueryData(trackerFirstPageQuery(context.gql, context.locale)),
    context.queryClient.ensureQueryData(trackerFiltersQuery(context.gql, context.locale)),
  ]);
  return { seo: loaded };
}
