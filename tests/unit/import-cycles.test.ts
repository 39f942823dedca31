// The import-cycle check of `deno task check` (scripts/check-import-cycles.ts) on made-up graphs and sources.
import assert from "node:assert/strict";
import { findCycles, importSpecifiers } from "../../scripts/check-import-cycles.ts";

const graphOf = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

Deno.test("a graph without a cycle has none, whatever it imports from outside", () => {
  const graph = graphOf({
    "a.ts": ["b.ts", "c.ts", "../outside.ts"],
    "b.ts": ["c.ts"],
    "c.ts": [],
  });
  assert.deepEqual(findCycles(graph), []);
});

Deno.test("a cycle through three modules is found with its loop; modules beside it are left out", () => {
  const graph = graphOf({
    "events.ts": ["memberships.ts", "leaf.ts"],
    "memberships.ts": ["refunds.ts"],
    "refunds.ts": ["events.ts", "leaf.ts"],
    "leaf.ts": [],
  });
  assert.deepEqual(findCycles(graph), [{
    modules: ["events.ts", "memberships.ts", "refunds.ts"],
    loop: ["events.ts", "memberships.ts", "refunds.ts", "events.ts"],
  }]);
});

Deno.test("two separate cycles and a module importing itself are each reported", () => {
  const graph = graphOf({ "a.ts": ["b.ts"], "b.ts": ["a.ts"], "c.ts": ["d.ts"], "d.ts": ["c.ts"], "e.ts": ["e.ts"] });
  assert.deepEqual(findCycles(graph).map((c) => c.loop).sort(), [
    ["a.ts", "b.ts", "a.ts"],
    ["c.ts", "d.ts", "c.ts"],
    ["e.ts", "e.ts"],
  ]);
});

Deno.test("imports are static, type-only, re-exports and dynamic; packages and comments are not", () => {
  const source = [
    `import { a } from "./a.ts";`,
    `import type { B } from "../b.ts";`,
    `import "./side-effect.ts";`,
    `export { c } from "./c.ts";`,
    `const d = await import("./d.ts");`,
    `import { eq } from "drizzle-orm";`,
    `// see "./commented.ts"`,
    `/* import { x } from "./blocked.ts"; */`,
  ].join("\n");
  assert.deepEqual(importSpecifiers(source), ["./a.ts", "../b.ts", "./side-effect.ts", "./c.ts", "./d.ts"]);
});
