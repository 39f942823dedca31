// `deno task test` (after `deno task build`): unit tests, the API suite on PGlite, the same suite on the PostgreSQL
// server when TEST_DATABASE_URL is set, then the browser tests in Chromium. Prints one line per step at the end.
// `deno run -A tests/run.ts unit|api|e2e` runs one kind only.
type Step = { name: string; dir: string; env: Record<string, string>; skip?: string };

const only = Deno.args[0];
const root = new URL("../", import.meta.url).pathname;
const chromium = Deno.env.get("CHROMIUM_PATH") ?? "/usr/bin/chromium";

async function hasTests(dir: string): Promise<boolean> {
  try {
    for await (const e of Deno.readDir(`${root}${dir}`)) if (/\.test\.tsx?$/.test(e.name)) return true;
  } catch { /* no directory */ }
  return false;
}

async function exists(path: string): Promise<boolean> {
  try {
    await Deno.stat(path);
    return true;
  } catch {
    return false;
  }
}

/** Chromium for the browser tests: installs Debian's package when run as root, else says what to install. */
async function ensureChromium(): Promise<string | null> {
  if (await exists(chromium)) return null;
  if (Deno.uid() === 0 && !Deno.env.get("CHROMIUM_PATH")) {
    console.log("Chromium not found: installing Debian's chromium with apt-get…");
    const env = { DEBIAN_FRONTEND: "noninteractive" };
    for (const args of [["update", "-qq"], ["install", "-y", "-qq", "chromium"]]) {
      const { success } = await new Deno.Command("apt-get", { args, env, stdout: "null", stderr: "inherit" }).output()
        .catch(() => ({ success: false }));
      if (!success) break;
    }
    if (await exists(chromium)) return null;
  }
  return `Chromium is needed for the browser tests and was not found at ${chromium}. ` +
    "Install it with `sudo apt-get install chromium` (Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium binary.";
}

const databaseUrl = Deno.env.get("TEST_DATABASE_URL");
const steps: Step[] = [
  { name: "unit", dir: "tests/unit", env: {} },
  { name: "api (PGlite)", dir: "tests/api", env: { TEST_DB_KIND: "pglite" } },
  {
    name: "api (PostgreSQL server via Neon driver)",
    dir: "tests/api",
    env: { TEST_DB_KIND: "postgres" },
    skip: databaseUrl ? undefined : "TEST_DATABASE_URL is not set",
  },
  { name: "e2e (Chromium)", dir: "tests/e2e", env: { TEST_DB_KIND: "pglite", CHROMIUM_PATH: chromium } },
].filter((s) => !only || s.dir.endsWith(only)) as Step[];

const results: string[] = [];
let failed = false;
for (const step of steps) {
  if (step.skip) {
    results.push(`SKIP  ${step.name}: ${step.skip}`);
    console.log(`\n=== ${step.name}: skipped (${step.skip})`);
    continue;
  }
  if (!(await hasTests(step.dir))) {
    results.push(`SKIP  ${step.name}: no tests`);
    continue;
  }
  if (step.dir === "tests/e2e") {
    const problem = await ensureChromium();
    if (problem) {
      console.error(`\n${problem}`);
      results.push(`FAIL  ${step.name}: ${problem}`);
      failed = true;
      continue;
    }
  }
  console.log(`\n=== ${step.name}`);
  const started = performance.now();
  const child = new Deno.Command(Deno.execPath(), {
    args: ["test", "-A", "--parallel", step.dir],
    cwd: root,
    env: { DENO_JOBS: "2", NO_COLOR: "1", ...step.env },
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  let summary = "";
  const decoder = new TextDecoder();
  for await (const chunk of child.stdout) {
    const text = decoder.decode(chunk, { stream: true });
    Deno.stdout.writeSync(chunk);
    const m = text.match(/(ok|FAILED) \| (\d+) passed.*?\| (\d+) failed/);
    if (m) summary = `${m[2]} passed, ${m[3]} failed`;
  }
  const { success } = await child.status;
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  results.push(`${success ? "PASS" : "FAIL"}  ${step.name}: ${summary || (success ? "ok" : "failed")} (${seconds} s)`);
  if (!success) failed = true;
}

console.log(`\n${results.join("\n")}`);
Deno.exit(failed ? 1 : 0);
