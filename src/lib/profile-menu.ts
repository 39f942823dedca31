// The personal area's menu, shared by its pages and the mobile logged-in menu.
export const PROFILE_MENU = [
  { key: "profile.general", to: "/profile", icon: "user" },
  { key: "tracker.title", to: "/profile/job-application-tracker", icon: "board" },
  { key: "profile.savedJobs", to: "/saved_jobs", icon: "heart" },
  { key: "purchases.title", to: "/purchases", icon: "bag" },
  { key: "profile.preferences", to: "/preferences", icon: "sliders" },
  { key: "profile.support", to: "/support", icon: "mail" },
  { key: "profile.expert", to: "/profile/expert", icon: "star" },
] as const;

/** Shown to moderators only (the screen itself is refused to anyone else by the server). */
export const MODERATOR_MENU = [
  { key: "profile.moderation", to: "/profile/moderation", icon: "shield" },
] as const;
