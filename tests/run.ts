// `deno task test` (after `deno task build`): unit tests, the API suite on PGlite, the same suite on the PostgreSQL
// server when TEST_DATABASE_URL is set, the security probe (fuzzed GraphQL input) on PGlite, then the browser tests in
// Chromium; one summary line per step at the end, with its seconds, the seconds per kind and the slowest files (the sum
// of their tests' times, from deno test's JUnit report). `deno run -A tests/run.ts unit|api|security|e2e` runs one kind
// only.
import { failedTests, fileSeconds } from "./support/junit-report.ts";

type StepKey = "unit" | "api" | "security" | "e2e";
type Step = {
  key: StepKey;
  /** The step's word in the seconds-per-kind line. */
  kind: string;
  name: string;
  dir: string;
  env: Record<string, string>;
  /** Why the step does not run, when it does not. */
  skip?: string;
  /** Runs first; answers a reason to stop the whole run, or null. */
  prepare?: () => Promise<string | null>;
  /** Runs after the step, even when it failed. */
  finish?: () => Promise<void>;
};
type Result = {
  name: string;
  key: StepKey;
  kind: string;
  outcome: "PASS" | "FAIL" | "SKIP";
  detail: string;
  seconds: number;
  /** Seconds per test file: the sum of its tests' times. */
  files: Map<string, number>;
  /** The failed tests' messages, for the summary (the run's own output may be cut by whoever reads its tail). */
  failures?: string[];
};

const root = new URL("../", import.meta.url).pathname;
const KEYS: StepKey[] = ["unit", "api", "security", "e2e"];
const only = Deno.args[0];
if (Deno.args.length > 1 || (only !== undefined && !KEYS.includes(only as StepKey))) {
  console.error(`usage: deno run -A tests/run.ts [${KEYS.join("|")}]`);
  Deno.exit(2);
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await Deno.stat(path)).isFile;
  } catch {
    return false;
  }
}

async function hasTestFiles(dir: string): Promise<boolean> {
  try {
    for await (const entry of Deno.readDir(dir)) {
      if (entry.isFile && /\.test\.tsx?$/.test(entry.name)) return true;
      if (entry.isDirectory && await hasTestFiles(`${dir}/${entry.name}`)) return true;
    }
  } catch { /* no such directory */ }
  return false;
}

async function quietly(command: string, args: string[]): Promise<boolean> {
  try {
    const out = await new Deno.Command(command, {
      args,
      env: { DEBIAN_FRONTEND: "noninteractive" },
      stdout: "null",
      stderr: "piped",
    }).output();
    if (!out.success) console.error(new TextDecoder().decode(out.stderr).trim());
    return out.success;
  } catch (error) {
    console.error(`${command}: ${(error as Error).message}`);
    return false;
  }
}

/** Debian's Chromium for the browser tests: CHROMIUM_PATH or /usr/bin/chromium, installed with apt-get as root. */
async function ensureChromium(): Promise<{ path: string } | { problem: string }> {
  const configured = Deno.env.get("CHROMIUM_PATH");
  const path = configured || "/usr/bin/chromium";
  if (await isFile(path)) return { path };
  if (configured) {
    return {
      problem: `CHROMIUM_PATH=${configured} is not a file. Point it at a Chromium binary, or unset it and ` +
        "install Debian's package: apt-get install chromium",
    };
  }
  if (Deno.uid() === 0) {
    console.log("Chromium not found at /usr/bin/chromium: running apt-get install -y chromium …");
    if (await quietly("apt-get", ["update", "-qq"])) await quietly("apt-get", ["install", "-y", "-qq", "chromium"]);
    if (await isFile(path)) return { path };
  }
  return {
    problem: "The browser tests need Chromium, and /usr/bin/chromium does not exist. Install it with " +
      "`sudo apt-get install -y chromium` (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium binary.",
  };
}

// ---------------------------------------------------------------------------------------------------------------

const databaseUrl = Deno.env.get("TEST_DATABASE_URL");
let testRunId = "";

const allSteps: Step[] = [
  { key: "unit", kind: "unit", name: "unit", dir: "tests/unit", env: {} },
  {
    key: "api",
    kind: "api-pglite",
    name: "api on PGlite",
    dir: "tests/api",
    env: { TEST_DB_KIND: "pglite", DENO_JOBS: "2" },
  },
  {
    key: "api",
    kind: "api-postgres",
    name: "api on PostgreSQL (Neon driver)",
    dir: "tests/api",
    env: { TEST_DB_KIND: "postgres", DENO_JOBS: "2" },
    skip: databaseUrl ? undefined : "TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/postgres)",
    async prepare() {
      // Every fc_test_ database of this run carries the id, so the ones a test forgot to drop can be found after.
      const { newTestRunId } = await import("./support/test-db.ts");
      testRunId = newTestRunId();
      this.env.FC_TEST_RUN_ID = testRunId;
      return null;
    },
    async finish() {
      const { dropTestDatabasesOfRun } = await import("./support/test-db.ts");
      const left = await dropTestDatabasesOfRun(databaseUrl ?? "", testRunId).catch((error) => {
        console.error(`Could not look for leftover test databases: ${error.message}`);
        return [];
      });
      if (left.length) {
        console.warn(
          `\nWarning: ${left.length} test database(s) were not dropped by their tests (a missing ` +
            `cleanup() call?); dropped now: ${left.join(", ")}`,
        );
      }
    },
  },
  {
    key: "security",
    kind: "security",
    name: "security probe on PGlite",
    dir: "tests/security",
    env: { TEST_DB_KIND: "pglite" },
  },
  {
    key: "e2e",
    kind: "e2e",
    name: "e2e in Chromium",
    dir: "tests/e2e",
    env: { TEST_DB_KIND: "pglite", DENO_JOBS: "2" },
    async prepare() {
      const chromium = await ensureChromium();
      if ("problem" in chromium) return chromium.problem;
      this.env.CHROMIUM_PATH = chromium.path;
      return null;
    },
  },
];
const steps = allSteps.filter((step) => !only || step.key === only);

/** Counts from `deno test`'s last line, e.g. "ok | 38 passed (2 steps) | 0 failed | 1 ignored (45s)". */
function parseSummary(output: string): string | null {
  // deno-lint-ignore no-control-regex
  const plain = output.replace(/\x1b\[[0-9;]*m/g, "");
  const line = plain.split("\n").reverse().find((l) => /^(ok|FAILED) \| \d+ passed/.test(l));
  if (!line) return null;
  const count = (word: string) => Number(new RegExp(`(\\d+) ${word}`).exec(line)?.[1] ?? 0);
  return `${count("passed")} passed, ${count("failed")} failed, ${count("ignored")} ignored`;
}

async function runDenoTest(
  step: Step,
): Promise<{ success: boolean; summary: string | null; files: Map<string, number>; failures: string[] }> {
  const junitPath = await Deno.makeTempFile({ prefix: "fc-tests-", suffix: ".xml" });
  const child = new Deno.Command(Deno.execPath(), {
    args: ["test", "-A", "--no-check=remote", "--parallel", `--junit-path=${junitPath}`, step.dir],
    cwd: root,
    env: step.env,
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  const [toScreen, toParse] = child.stdout.tee();
  const shown = toScreen.pipeTo(Deno.stdout.writable, { preventClose: true });
  let tail = "";
  for await (const text of toParse.pipeThrough(new TextDecoderStream())) tail = (tail + text).slice(-8192);
  await shown;
  const { success } = await child.status;
  const xml = await Deno.readTextFile(junitPath).catch(() => "");
  await Deno.remove(junitPath).catch(() => {});
  return { success, summary: parseSummary(tail), files: fileSeconds(xml), failures: failedTests(xml) };
}

const results: Result[] = [];
let stopped = false;
for (const step of steps) {
  if (stopped) break;
  if (step.skip) {
    console.log(`\n=== ${step.name}: skipped, ${step.skip}`);
    results.push({
      name: step.name,
      key: step.key,
      kind: step.kind,
      outcome: "SKIP",
      detail: step.skip,
      seconds: 0,
      files: new Map(),
    });
    continue;
  }
  if (!(await hasTestFiles(`${root}${step.dir}`))) {
    console.log(`\n=== ${step.name}: skipped, no *.test.ts(x) files in ${step.dir}`);
    const detail = `no test files in ${step.dir}`;
    results.push({
      name: step.name,
      key: step.key,
      kind: step.kind,
      outcome: "SKIP",
      detail,
      seconds: 0,
      files: new Map(),
    });
    continue;
  }
  const problem = step.prepare ? await step.prepare() : null;
  if (problem) {
    console.error(`\n=== ${step.name}: cannot run.\n${problem}`);
    results.push({
      name: step.name,
      key: step.key,
      kind: step.kind,
      outcome: "FAIL",
      detail: problem,
      seconds: 0,
      files: new Map(),
    });
    stopped = true;
    continue;
  }
  console.log(`\n=== ${step.name}: deno test ${step.dir}`);
  const started = performance.now();
  let run: Awaited<ReturnType<typeof runDenoTest>>;
  try {
    run = await runDenoTest(step);
  } finally {
    await step.finish?.();
  }
  const seconds = (performance.now() - started) / 1000;
  const detail = `${
    run.summary ?? (run.success ? "passed" : "no summary from deno test (type check or load error? see above)")
  } in ${seconds.toFixed(0)} s`;
  results.push({
    name: step.name,
    key: step.key,
    kind: step.kind,
    outcome: run.success ? "PASS" : "FAIL",
    detail,
    seconds,
    files: run.files,
    failures: run.failures,
  });
}

const width = Math.max(...results.map((r) => r.name.length), 4);
console.log("\nTest summary");
for (const r of results) console.log(`  ${r.outcome}  ${r.name.padEnd(width)}  ${r.detail}`);
const ran = results.filter((r) => r.seconds > 0);
if (ran.length) {
  // One line for docs/perf.md's table of CI runs: each step that ran (the API suite once per database), then the sum.
  const perKind = ran.map((r) => `${r.kind} ${r.seconds.toFixed(0)} s`);
  const total = ran.reduce((sum, r) => sum + r.seconds, 0);
  console.log(`\nSeconds per kind: ${perKind.join(", ")}; in all ${total.toFixed(0)} s`);
  // Test time per file, summed over its tests (files run two at a time, so these add up to more than the step).
  for (const r of ran.filter((r) => r.files.size)) {
    const slowest = [...r.files].sort((a, b) => b[1] - a[1]).slice(0, 5);
    console.log(`Slowest files, ${r.name}: ${slowest.map(([file, s]) => `${file} ${s.toFixed(0)} s`).join(", ")}`);
  }
}
const failures = results.flatMap((r) => (r.failures ?? []).map((f) => `${r.name}: ${f}`));
if (failures.length) {
  console.log(`\nFailed tests (${failures.length}), from the JUnit reports:`);
  for (const failure of failures.slice(0, 10)) console.log(`\n- ${failure.replaceAll("\n", "\n    ")}`);
}
const failed = results.some((r) => r.outcome === "FAIL");
console.log(failed ? "\nSome tests failed." : "\nAll steps passed.");
Deno.exit(failed ? 1 : 0);
