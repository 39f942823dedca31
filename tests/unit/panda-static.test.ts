// The build-time Panda macro (scripts/vite-panda-static.ts): literal css() calls, and calls whose values are picked by
// a read-only condition, become the class strings Panda's runtime would give; anything else keeps the runtime call.
import assert from "node:assert/strict";
import { parseAst } from "vite";
import { pandaStaticCss } from "../../scripts/vite-panda-static.ts";
import { css } from "../../styled-system/css/index.mjs";

const root = new URL("../../", import.meta.url).pathname;

async function transform(source: string): Promise<string> {
  const plugin = pandaStaticCss({ cssModule: `${root}styled-system/css/index.mjs` });
  await (plugin.buildStart as () => Promise<void>)();
  const code = `import { css } from "styled-system/css";\n${source}`;
  const result = (plugin.transform as (this: unknown, code: string, id: string) => { code: string } | undefined)
    .call({ parse: (c: string) => parseAst(c) }, code, `${root}src/example.tsx`);
  return result?.code ?? code;
}

/** Runs the rewritten expression (after the import line) with the given names in scope. */
function evaluate(code: string, scope: Record<string, unknown>): unknown {
  const expression = code.split("\n").slice(1).join("\n").replace(/^export const x = /, "").replace(/;$/, "");
  return new Function(...Object.keys(scope), `return (${expression});`)(...Object.values(scope));
}

Deno.test("a css() call of literals becomes its class string", async () => {
  const out = await transform(`export const x = css({ display: "grid", gap: "4" });`);
  assert.equal(evaluate(out, {}), css({ display: "grid", gap: "4" }));
});

Deno.test("a value picked by a condition becomes one class string per branch", async () => {
  const out = await transform(`export const x = css({ gap: "4", opacity: busy ? 0.6 : 1 });`);
  assert.equal(out.includes("css("), false);
  assert.equal(evaluate(out, { busy: true }), css({ gap: "4", opacity: 0.6 }));
  assert.equal(evaluate(out, { busy: false }), css({ gap: "4", opacity: 1 }));
});

Deno.test("a spread picked by a condition, and undefined branches, give the runtime's classes", async () => {
  const out = await transform(
    `export const x = css({ mt: "6", w: item.wide ? "full" : void 0, ...(state === "gated" ? { maxH: "none" } : {}) });`,
  );
  assert.equal(out.includes("css("), false);
  for (const wide of [true, false]) {
    for (const state of ["gated", "open"]) {
      assert.equal(
        evaluate(out, { item: { wide }, state }),
        css({ mt: "6", w: wide ? "full" : undefined, ...(state === "gated" ? { maxH: "none" } : {}) }),
      );
    }
  }
});

Deno.test("a condition that calls something, or a value from a variable, keeps the runtime call", async () => {
  assert.match(await transform(`export const x = css({ opacity: isBusy() ? 0.6 : 1 });`), /css\(\{/);
  assert.match(await transform(`export const x = css({ minW: WIDTH });`), /css\(\{/);
});
