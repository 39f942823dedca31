// /tools/{tool}: the five AI career tools of the menu (issue 16) are coming; until then a translated "coming soon"
// page. Only the five tools' addresses exist: anything else under /tools is the 404 page.
import { createRoute, notFound } from "@tanstack/react-router";
import { localeRoute } from "../route.tsx";
import { comingSoonRoute } from "../coming-soon.tsx";
import { TOOL_SLUGS } from "../../../src/domain/about.ts";

const page = comingSoonRoute("tools");

export const toolRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "tools/$tool",
  ...page,
  loader: (args) => {
    if (!(TOOL_SLUGS as readonly string[]).includes(args.params.tool)) throw notFound();
    return page.loader(args);
  },
});
