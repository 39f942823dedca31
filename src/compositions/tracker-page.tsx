// The tracker page with the AI tools panel below its grid (spec 02: the tracker's action opens the panel and scrolls
// to it), composed here so neither feature imports the other; the panel's code loads when it is first opened.
import { lazy } from "react";
import { TrackerPage } from "../features/tracker/tracker-page.tsx";

const AiToolsPanel = lazy(() => import("../features/ai-tools/ai-panel.tsx").then((m) => ({ default: m.AiToolsPanel })));

export function TrackerWithAiTools() {
  return <TrackerPage AiToolsPanel={AiToolsPanel} />;
}
