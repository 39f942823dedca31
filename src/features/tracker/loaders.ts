// The tracker page's loader, loaded with the page's data code (the route file keeps only its path): the first page
// of items (not all 500: the browser asks for the rest), so the server HTML holds the grid. What only matters once
// a list opens is asked for by the browser after hydration: the full country list for the rows' country cells (until
// it is there, each cell offers the row's own country, decision 132) and the filter's countries (a closed select shows
// "Any" either way, decision 133).
import type { RouterContext } from "../../router-context.ts";
import type { PageSeo } from "../../lib/seo.ts";
import { trackerFirstPageQuery } from "./queries.ts";

export async function loadTrackerPage(context: RouterContext, seo: Promise<PageSeo>) {
  const [loaded] = await Promise.all([
    seo,
    context.queryClient.ensureQueryData(trackerFirstPageQuery(context.gql, context.locale)),
  ]);
  return { seo: loaded };
}
