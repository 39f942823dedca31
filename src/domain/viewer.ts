// Who is looking: the access tier every server-side rule is decided on, from the session cookie.
import type { ROLES } from "./enums.ts";

export type ViewerTier = "anonymous" | "authorized" | "fellow";

export type Viewer = {
  tier: ViewerTier;
  userId: string | null;
  email: string | null;
  role: (typeof ROLES)[number] | null;
};

export const ANONYMOUS_VIEWER: Viewer = {
  tier: "anonymous",
  userId: null,
  email: null,
  role: null,
};

/** The audience flags of site content aimed by tier (banners, the creeping line): one per tier. */
export type ContentAudience = "isFree" | "isRegistered" | "isPaid";

/** Which audience flag a viewer's tier reads: isFree (anonymous), isRegistered (signed-in), isPaid (fellows). */
export function audienceFor(viewer: Pick<Viewer, "tier">): ContentAudience {
  return viewer.tier === "fellow" ? "isPaid" : viewer.tier === "authorized" ? "isRegistered" : "isFree";
}

/** The tier the page was rendered for (html[data-viewer]); anything unknown is anonymous. */
export function parseViewerTier(value: string | undefined): ViewerTier {
  return value === "fellow" || value === "authorized" ? value : "anonymous";
}
