// The payouts screen's query (its key starts with ADMIN_KEY, so any back office write marks it stale).
import { AdminPayoutsDocument, type AdminPayoutsQuery } from "./payouts.generated.ts";
import { adminQueries } from "../kit/query-options.ts";
import { ADMIN_KEY } from "../queries.ts";

export type PayoutsPage = AdminPayoutsQuery["adminPayouts"];

export const payoutsQuery = adminQueries([ADMIN_KEY])(AdminPayoutsDocument, "adminPayouts", ["search", "page"]);
