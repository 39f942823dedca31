// The money screens' queries (their keys start with ADMIN_KEY, so any back office write marks them stale).
import { AdminMembershipsDocument, AdminOrdersDocument } from "./money.generated.ts";
import { adminQueries } from "../kit/query-options.ts";
import { ADMIN_KEY } from "../queries.ts";

const query = adminQueries([ADMIN_KEY]);

export const ordersQuery = query(AdminOrdersDocument, "adminOrders", ["search", "page"]);

export const membershipsQuery = query(AdminMembershipsDocument, "adminMemberships", ["search", "page"]);
