// Start-up of the real server process (src/server/main.ts): production refuses to run on state it would lose, and
// says what is missing before it opens anything (issue 30, decision 148).
import assert from "node:assert/strict";

const ROOT = new URL("../../", import.meta.url).pathname;

Deno.test("production start-up without Postgres or S3 storage exits 1, names both, shows no secret, opens nothing", async () => {
  const dir = await Deno.makeTempDir({ prefix: "fellows-startup-" });
  const secret = "startup-session-secret-".padEnd(40, "z");
  try {
    const inherited = Object.fromEntries(
      ["PATH", "HOME", "DENO_DIR", "XDG_CACHE_HOME"].flatMap((name) => {
        const value = Deno.env.get(name);
        return value === undefined ? [] : [[name, value]];
      }),
    );
    const output = await new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", "src/server/main.ts"],
      cwd: ROOT,
      clearEnv: true,
      env: {
        ...inherited,
        APP_ENV: "production",
        APP_URL: "https://fellows.test",
        SESSION_SECRET: secret,
        BANK_DATA_KEY: "A".repeat(43) + "=",
        PGLITE_DIR: `${dir}/pglite`,
        STORAGE_LOCAL_DIR: `${dir}/uploads`,
        PORT: "0",
      },
      stdout: "piped",
      stderr: "piped",
      // A server that does start would listen for good: stopped here, it fails the exit-code assertion instead.
      signal: AbortSignal.timeout(60_000),
    }).output();
    const stderr = new TextDecoder().decode(output.stderr);
    const stdout = new TextDecoder().decode(output.stdout);
    assert.equal(output.code, 1, stderr);
    assert.match(stderr, /Refusing to start under APP_ENV=production: DATABASE_URL is required, a postgres:\/\/ URL/);
    assert.match(
      stderr,
      /STORAGE_S3_ENDPOINT, STORAGE_S3_BUCKET, STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY/,
    );
    assert.ok(!stderr.includes(secret) && !stdout.includes(secret), "the secret is never printed");
    assert.doesNotMatch(stdout, /Fellows Club on http/, "it never listened");
    assert.deepEqual([...Deno.readDirSync(dir)], [], "no PGlite directory, no uploads folder");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
