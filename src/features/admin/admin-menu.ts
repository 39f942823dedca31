// The back office's left menu: one entry per screen, shown to the roles whose area it is (src/domain/authorization.ts);
// the server refuses each screen's data to anyone else whatever the menu shows.
import type { AdminArea } from "../../domain/authorization.ts";
import type { LinkTarget } from "../../ui/locale-link.tsx";

export const ADMIN_MENU = [
  { key: "admin.areas.overview", to: "/$locale/admin", area: "team" },
  { key: "admin.areas.inbox", to: "/$locale/admin/inbox", area: "inbox" },
  { key: "admin.areas.jobs", to: "/$locale/admin/jobs", area: "jobs" },
  { key: "admin.areas.articles", to: "/$locale/admin/articles", area: "content" },
  { key: "admin.areas.learningPaths", to: "/$locale/admin/learning-paths", area: "content" },
  { key: "admin.areas.site", to: "/$locale/admin/site", area: "content" },
  { key: "admin.areas.moderation", to: "/$locale/admin/moderation", area: "moderation" },
  { key: "admin.areas.promoterApplications", to: "/$locale/admin/promoter-applications", area: "moderation" },
  { key: "admin.areas.members", to: "/$locale/admin/members", area: "members" },
  { key: "admin.areas.money", to: "/$locale/admin/money", area: "money" },
  { key: "admin.areas.payouts", to: "/$locale/admin/payouts", area: "money" },
  { key: "admin.areas.products", to: "/$locale/admin/products", area: "catalogue" },
  { key: "admin.areas.plans", to: "/$locale/admin/plans", area: "catalogue" },
  { key: "admin.areas.coupons", to: "/$locale/admin/coupons", area: "catalogue" },
  { key: "admin.areas.offers", to: "/$locale/admin/offers", area: "catalogue" },
  { key: "admin.areas.audit", to: "/$locale/admin/audit", area: "audit" },
  { key: "admin.areas.system", to: "/$locale/admin/system", area: "system" },
] as const satisfies ReadonlyArray<LinkTarget & { key: string; area: AdminArea }>;

export type AdminMenuItem = (typeof ADMIN_MENU)[number];

/** The entries of the areas the server said this viewer works in. */
export function adminMenuFor(areas: readonly string[]): AdminMenuItem[] {
  return ADMIN_MENU.filter((item) => areas.includes(item.area));
}
