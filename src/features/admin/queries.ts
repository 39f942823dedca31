// The back office's frame: the one key every admin query starts with (so a write can mark all of the back office's
// lists stale) and what the viewer may open, asked by the /admin layout on every screen. Each screen group's own
// queries live in its folder.
import { adminQueries } from "./kit/query-options.ts";
import { AdminOverviewDocument } from "./shell.generated.ts";

export const ADMIN_KEY = "admin";

/** Null for anyone without a team role: the layout then shows the 404 page. */
export const adminOverviewQuery = adminQueries([ADMIN_KEY])(AdminOverviewDocument, "adminOverview", [], {
  staleTime: 0,
});
