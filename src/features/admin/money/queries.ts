// The money screens' queries (their keys start with ADMIN_KEY, so any back office write marks them stale).
import type { AdminMoneySearch } from "../../../lib/graphql-types.generated.ts";
import { AdminMembershipsDocument, AdminOrdersDocument } from "./money.generated.ts";
import { adminQueries } from "../kit/query-options.ts";
import { ADMIN_KEY } from "../queries.ts";

const moneyQuery = adminQueries([ADMIN_KEY]);

export const ordersQuery = moneyQuery(
  "orders",
  AdminOrdersDocument,
  (search: AdminMoneySearch, page: number) => ({ search, page }),
  (r) => r.adminOrders,
);

export const membershipsQuery = moneyQuery(
  "memberships",
  AdminMembershipsDocument,
  (search: AdminMoneySearch, page: number) => ({ search, page }),
  (r) => r.adminMemberships,
);
