// axe-core (the npm package's own build) run inside a Playwright page: the WCAG 2.x A/AA rules, and the violations a
// user would be blocked by (serious or critical), each with the first few offending elements for the failure message.
import type { Page } from "playwright-core";

const AXE_SOURCE = await Deno.readTextFile(new URL("../../node_modules/axe-core/axe.min.js", import.meta.url));

export type AxeViolation = { id: string; impact: string; help: string; nodes: string[] };

export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not govern (a script tag
  // would be refused, as it should be).
  if (!(await page.evaluate(() => "axe" in globalThis))) await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(async () => {
    // deno-lint-ignore no-explicit-any
    const axe = (globalThis as any).axe;
    const { violations } = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
      resultTypes: ["violations"],
    });
    // deno-lint-ignore no-explicit-any
    return violations.map((v: any) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      // deno-lint-ignore no-explicit-any
      nodes: v.nodes.slice(0, 4).map((n: any) => `${n.target.join(" ")} — ${n.failureSummary?.split("\n")[1] ?? ""}`),
    }));
  });
  return (result as AxeViolation[]).filter((v) => v.impact === "serious" || v.impact === "critical");
}
