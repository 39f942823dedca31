// /profile/job-application-tracker: the tracker (issue 16) is coming; until then, in the personal area (signed-in
// visitors only, as the tracker will be), a translated "coming soon" page with a way back.
import { createRoute } from "@tanstack/react-router";
import { personalAreaRoute } from "../_personal-area.tsx";
import { comingSoonRoute } from "../coming-soon.tsx";

export const trackerRoute = createRoute({
  getParentRoute: () => personalAreaRoute,
  path: "profile/job-application-tracker",
  ...comingSoonRoute("tracker"),
});
