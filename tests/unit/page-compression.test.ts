// Pages gzipped by src/server/assets.ts compressPage and hashed by src/server/render.ts withInlineScriptHashes: the
// bytes a browser unpacks are the page's, a streamed page's head still leaves before the rest, and a shareable page's
// policy names the SHA-256 of each inline script.
import assert from "node:assert/strict";
import { encodeBase64 } from "@oslojs/encoding";
import { coalesceChunks, compressPage } from "../../src/server/assets.ts";
import { withInlineScriptHashes } from "../../src/server/render.ts";

const html = (body: BodyInit) => new Response(body, { headers: { "content-type": "text/html; charset=UTF-8" } });
const gunzip = async (response: Response) =>
  await new Response(response.body!.pipeThrough(new DecompressionStream("gzip"))).text();

Deno.test("a streamed page is gzipped whole, and its head leaves before the rest is rendered", async () => {
  const encoder = new TextEncoder();
  let finish!: () => void;
  const rest = new Promise<void>((resolve) => finish = resolve);
  const source = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode("<!DOCTYPE html><html><head><title>t</title></head>"));
      await rest;
      for (let i = 0; i < 200; i++) controller.enqueue(encoder.encode(`<p>row ${i}</p>`));
      controller.enqueue(encoder.encode("</html>"));
      controller.close();
    },
  });
  const response = compressPage(html(source), "gzip, br");
  assert.deepEqual(response.headers.get("content-encoding"), "gzip");
  const reader = response.body!.pipeThrough(new DecompressionStream("gzip")).getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) =>
    timer = setTimeout(() => reject(new Error("the head waited for the rest of the page")), 2000)
  );
  const first = await Promise.race([reader.read(), late]);
  clearTimeout(timer);
  assert.deepEqual(new TextDecoder().decode(first.value), "<!DOCTYPE html><html><head><title>t</title></head>");
  finish();
  let text = "";
  for (let r = await reader.read(); !r.done; r = await reader.read()) text += new TextDecoder().decode(r.value);
  assert(text.startsWith("<p>row 0</p>") && text.endsWith("<p>row 199</p></html>"));
});

Deno.test("small chunks are joined in order before compression, large ones pass at once", async () => {
  const parts = Array.from({ length: 50 }, (_, i) => new Uint8Array(1000).fill(i));
  const out: Uint8Array[] = [];
  await ReadableStream.from(parts).pipeThrough(coalesceChunks(16_000)).pipeTo(
    new WritableStream({ write: (chunk) => void out.push(chunk) }),
  );
  assert.deepEqual(out.map((c) => c.byteLength), [16_000, 16_000, 16_000, 2_000]);
  const joined = new Uint8Array(50_000);
  out.reduce((at, c) => (joined.set(c, at), at + c.byteLength), 0);
  for (let i = 0; i < 50; i++) assert.deepEqual(joined[i * 1000 + 999], i);
});

Deno.test("a shareable page's policy names each inline script's SHA-256, and gzips to the same HTML", async () => {
  const scripts = ["self.$R=[];", "console.log('é ✓')", "x".repeat(5000)];
  const page = `<html><head><script type="application/ld+json">{"a":1}</script></head><body>${
    scripts.map((s) => `<script nonce="n">${s}</script>`).join("")
  }<script src="/a.js"></script></body></html>`;
  for (let round = 0; round < 2; round++) { // the second round reads the short scripts' remembered hashes
    const hashed = await withInlineScriptHashes(html(page), true, "n");
    const policy = hashed.headers.get("content-security-policy")!;
    for (const script of scripts) {
      const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(script));
      assert(policy.includes(`'sha256-${encodeBase64(new Uint8Array(digest))}'`), script);
    }
    assert.deepEqual(policy.match(/'sha256-/g)?.length, 3);
    assert.deepEqual(await gunzip(compressPage(hashed, "gzip")), page);
  }
  assert.deepEqual(await withInlineScriptHashes(html(page), false, "n").then((r) => r.text()), page);
});
