// The server's front door (src/server/connection-guard.ts): what it logs when a visitor leaves early. The server runs
// in its own process so the test reads what Deno itself would print on its standard error.
import assert from "node:assert/strict";

const guardModule = new URL("../../src/server/connection-guard.ts", import.meta.url).href;

Deno.test("a visitor who leaves before the answer is not logged as a server error; a real failure is", async () => {
  const script = await Deno.makeTempFile({ suffix: ".ts" });
  await Deno.writeTextFile(
    script,
    `import { serveWithGuard } from ${JSON.stringify(guardModule)};
const server = serveWithGuard({ hostname: "127.0.0.1", port: 0, guard: null }, async (request) => {
  if (new URL(request.url).pathname === "/fails") throw new Error("a real failure");
  // A page render that stops when its visitor goes (the request's signal aborts it).
  await new Promise((_, reject) =>
    request.signal.addEventListener("abort", () => reject(new DOMException("gone", "AbortError")))
  );
  return new Response("never sent");
});
console.log(server.addr.port);
`,
  );
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "--unstable-no-legacy-abort", script],
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const stderrText = new Response(child.stderr).text();
  try {
    const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
    const port = Number((await reader.read()).value?.trim());
    reader.cancel();
    for (let i = 0; i < 3; i++) {
      const leaving = new AbortController();
      const request = fetch(`http://127.0.0.1:${port}/slow`, { signal: leaving.signal });
      await new Promise((r) => setTimeout(r, 100));
      leaving.abort();
      await request.catch(() => {});
    }
    await new Promise((r) => setTimeout(r, 300));
    const failed = await fetch(`http://127.0.0.1:${port}/fails`);
    await failed.body?.cancel();
    assert.equal(failed.status, 500);
    await new Promise((r) => setTimeout(r, 200));
  } finally {
    child.kill("SIGTERM");
  }
  await child.status;
  const stderr = await stderrText;
  await Deno.remove(script);
  assert.doesNotMatch(stderr, /AbortError|gone/, `a visitor who left is not logged:\n${stderr}`);
  assert.match(stderr, /a real failure/, "a real failure is logged");
});
