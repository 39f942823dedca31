// The personal area's menu, shared by its pages and the mobile logged-in menu.
export const PROFILE_MENU = [
  { key: "profile.general", to: "/profile", icon: "👤" },
  { key: "profile.savedJobs", to: "/saved_jobs", icon: "♡" },
  { key: "profile.preferences", to: "/preferences", icon: "⚙" },
  { key: "profile.support", to: "/support", icon: "✉" },
] as const;
