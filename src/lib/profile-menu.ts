// The personal area's menu, shared by its pages and the mobile logged-in menu.
import type { LinkTarget } from "../ui/locale-link.tsx";

export const PROFILE_MENU = [
  { key: "profile.general", to: "/$locale/profile", icon: "user" },
  { key: "tracker.title", to: "/$locale/profile/job-application-tracker", icon: "board" },
  { key: "profile.savedJobs", to: "/$locale/saved_jobs", icon: "heart" },
  { key: "purchases.title", to: "/$locale/purchases", icon: "bag" },
  { key: "profile.preferences", to: "/$locale/preferences", icon: "sliders" },
  { key: "profile.support", to: "/$locale/support", icon: "mail" },
  { key: "profile.expert", to: "/$locale/profile/expert", icon: "star" },
] as const satisfies ReadonlyArray<LinkTarget & { key: string; icon: string }>;

/** Shown to moderators only: the expert moderation queue, in the back office. */
export const MODERATOR_MENU = [
  { key: "profile.moderation", to: "/$locale/admin/moderation", icon: "shield" },
] as const satisfies ReadonlyArray<LinkTarget & { key: string; icon: string }>;

/** Shown to promoters only (the area's data is refused to anyone else by the server). */
export const PROMOTER_MENU = [
  { key: "profile.promoter", to: "/$locale/promoter", icon: "star" },
] as const satisfies ReadonlyArray<LinkTarget & { key: string; icon: string }>;

/** Shown to moderators only, beside the expert moderation: the promoter applications, in the back office. */
export const PROMOTER_MODERATOR_MENU = [
  { key: "profile.promoterApplications", to: "/$locale/admin/promoter-applications", icon: "shield" },
] as const satisfies ReadonlyArray<LinkTarget & { key: string; icon: string }>;

/** Shown to admins only (ADMIN, GLOBAL_ADMIN): the payouts screen, in the back office. */
export const ADMIN_MENU = [
  { key: "profile.payouts", to: "/$locale/admin/payouts", icon: "bag" },
] as const satisfies ReadonlyArray<LinkTarget & { key: string; icon: string }>;

/** Shown to the club's team (a team role): the back office. */
export const TEAM_MENU = [
  { key: "admin.title", to: "/$locale/admin", icon: "shield" },
] as const satisfies ReadonlyArray<LinkTarget & { key: string; icon: string }>;

export type ProfileMenuItem =
  | (typeof PROFILE_MENU)[number]
  | (typeof MODERATOR_MENU)[number]
  | (typeof PROMOTER_MENU)[number]
  | (typeof PROMOTER_MODERATOR_MENU)[number]
  | (typeof ADMIN_MENU)[number]
  | (typeof TEAM_MENU)[number];

/** The personal area's menu for who is looking (the router context's flags; the server decides each screen's data). */
export function profileMenuFor(
  viewer: { moderator: boolean; admin: boolean; promoter: boolean; team?: boolean },
): ProfileMenuItem[] {
  return [
    ...PROFILE_MENU,
    ...(viewer.promoter ? PROMOTER_MENU : []),
    ...(viewer.moderator ? [...MODERATOR_MENU, ...PROMOTER_MODERATOR_MENU] : []),
    ...(viewer.admin ? ADMIN_MENU : []),
    ...(viewer.team ? TEAM_MENU : []),
  ];
}
