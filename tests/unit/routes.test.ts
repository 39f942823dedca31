// routes/ follows the URLs: a route file's path under routes/$locale/ is the path it serves, and routes/ holds route
// files only (pages that combine features live in src/compositions/, loaders in each feature's loaders.ts).
import assert from "node:assert/strict";

const ROOT = new URL("../../routes/$locale/", import.meta.url);

async function* files(dir: URL, prefix = ""): AsyncGenerator<string> {
  for await (const entry of Deno.readDir(dir)) {
    if (entry.isDirectory) yield* files(new URL(`${entry.name}/`, dir), `${prefix}${entry.name}/`);
    else yield `${prefix}${entry.name}`;
  }
}

Deno.test("every file under routes/$locale/ declares the path its name spells", async () => {
  const mismatches: string[] = [];
  let count = 0;
  for await (const file of files(ROOT)) {
    const text = await Deno.readTextFile(new URL(file, ROOT));
    const declared = text.match(/createRoute\(\{[^]*?\n\s+(?:path|id): "([^"]*)"/)?.[1];
    if (file === "route.tsx") continue; // the $locale layout itself
    count++;
    // "jobs/$id.tsx" → "jobs/$id", "jobs/index.tsx" → "jobs", "index.tsx" → "/", "_personal-area.tsx" → "personal-area"
    const spelled = file.replace(/\.tsx$/, "").replace(/(^|\/)index$/, "").replace(/^_/, "") || "/";
    if (declared !== spelled) mismatches.push(`${file} declares ${declared ?? "no route"}`);
  }
  assert.ok(count > 40, `${count} route files`);
  assert.deepEqual(mismatches, []);
});
