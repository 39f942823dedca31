// Who is looking: the access tier every server-side rule is decided on. Anonymous until the accounts issue.
export type ViewerTier = "anonymous" | "authorized" | "fellow";

export type Viewer = {
  tier: ViewerTier;
  userId: string | null;
  email: string | null;
};

export const ANONYMOUS_VIEWER: Viewer = {
  tier: "anonymous",
  userId: null,
  email: null,
};

/** Which banner flag a viewer's tier reads: isFree (anonymous), isRegistered (signed-in), isPaid (fellows). */
export function bannerAudienceFor(
  viewer: Viewer,
): "isFree" | "isRegistered" | "isPaid" {
  return viewer.tier === "fellow" ? "isPaid" : viewer.tier === "authorized" ? "isRegistered" : "isFree";
}

/** The tier the page was rendered for (html[data-viewer]); anything unknown is anonymous. */
export function parseViewerTier(value: string | undefined): ViewerTier {
  return value === "fellow" || value === "authorized" ? value : "anonymous";
}
