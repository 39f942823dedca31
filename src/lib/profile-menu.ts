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

/** Shown to moderators only (the screen itself is refused to anyone else by the server). */
export const MODERATOR_MENU = [
  { key: "profile.moderation", to: "/$locale/profile/moderation", icon: "shield" },
] as const satisfies ReadonlyArray<LinkTarget & { key: string; icon: string }>;
