// `deno task check` step: code that reaches the browser (routes/, src/ except src/server/) must not import api/ or
// db/ — type-only imports aside — so server code and secrets never land in the client bundle; and a feature under
// src/features/ never imports another feature (shared pieces move down to src/ui/, src/lib/ or src/domain/).
const ROOT = new URL("../", import.meta.url);
const CLIENT_DIRS = ["routes", "src"];
const SERVER_ONLY = /^src\/(server\/|config\.ts$)/;
const IMPORT =
  /^\s*import\s+(type\s+)?[^'"]*?from\s+["']([^"']+)["']|^\s*import\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/gm;

async function* walk(dir: URL, rel: string): AsyncGenerator<string> {
  for await (const entry of Deno.readDir(dir)) {
    const path = `${rel}/${entry.name}`;
    if (entry.isDirectory) yield* walk(new URL(`${entry.name}/`, dir), path);
    else if (/\.(ts|tsx)$/.test(entry.name)) yield path.slice(1);
  }
}

const violations: string[] = [];
for (const top of CLIENT_DIRS) {
  for await (const file of walk(new URL(`${top}/`, ROOT), `/${top}`)) {
    if (SERVER_ONLY.test(file)) continue;
    const text = await Deno.readTextFile(new URL(file, ROOT));
    for (const m of text.matchAll(IMPORT)) {
      const typeOnly = Boolean(m[1]);
      const spec = m[2] ?? m[3] ?? m[4];
      if (typeOnly || !spec?.startsWith(".")) continue;
      const target = new URL(spec, new URL(file, ROOT)).pathname.slice(ROOT.pathname.length);
      if (/^(api|db)\//.test(target) || SERVER_ONLY.test(target)) violations.push(`${file} imports ${spec}`);
      const from = file.match(/^src\/features\/([^/]+)\//)?.[1];
      const to = target.match(/^src\/features\/([^/]+)\//)?.[1];
      if (from && to && from !== to) violations.push(`${file} imports another feature: ${spec}`);
    }
  }
}

if (violations.length) {
  console.error(`Import boundaries crossed:\n  ${violations.join("\n  ")}`);
  Deno.exit(1);
}
console.log("boundaries: no server-only import in client code, no feature imports another");
