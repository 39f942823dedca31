// /promoter: the promoter area is coming; until then a translated "coming soon" page with a way back, never a 404.
import { createRoute } from "@tanstack/react-router";
import { localeRoute } from "./route.tsx";
import { comingSoonRoute } from "../../src/features/about/loaders.tsx";

export const promoterRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "promoter",
  ...comingSoonRoute("promoter"),
});
