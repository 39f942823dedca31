// Response headers (issue 12, defect 13): a nonce-based Content-Security-Policy on every page whose inline scripts
// all carry the nonce, no framing anywhere, HSTS in production, and personal answers kept out of shared caches.
import assert from "node:assert/strict";
import { createTestApp, PRODUCTION_ON_LOCAL_STATE } from "../support/app.ts";
import { serveWithGuard } from "../../src/server/connection-guard.ts";
import { createArticle } from "../support/factories.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

/** The executable inline scripts of a page (JSON data blocks run nothing), with their attributes and text. */
function inlineScripts(html: string): Array<{ attrs: string; text: string }> {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .map((m) => ({ attrs: m[1], text: m[2] }))
    .filter(({ attrs }) => !/type="application\/(ld\+)?json"/.test(attrs));
}

async function sha256Base64(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return btoa(String.fromCharCode(...digest));
}

Deno.test(
  "a page a CDN may share allows its inline scripts by their hashes, not by a nonce every visitor would share",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      for (const path of ["/ru/", "/en/jobs/", "/en/articles/"]) {
        for (const agent of ["Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36", "curl/8"]) {
          const res = await t.request(path, { headers: { "user-agent": agent } });
          assert.match(res.headers.get("cache-control") ?? "", /public/, `${path}: shareable`);
          const csp = res.headers.get("content-security-policy") ?? "";
          const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
          assert.doesNotMatch(scriptSrc, /nonce-|unsafe-inline/, `${path}: ${scriptSrc}`);
          assert.match(csp, /frame-ancestors 'none'/);
          const scripts = inlineScripts(await res.text());
          assert.ok(scripts.length > 0, `${path}: the SSR emits inline scripts`);
          for (const { text } of scripts) {
            assert.ok(scriptSrc.includes(`'sha256-${await sha256Base64(text)}'`), `${path}: ${text.slice(0, 60)}`);
          }
        }
      }
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "a shared page's CSP hashes only the scripts its render wrote, not a script stored content slipped into the page",
  opts,
  async () => {
    const t = await createTestApp({ seed: false });
    try {
      // An article body that holds a script (written before the sanitizer, or past a bypass of it): the page shows it.
      const injected = "window.__injected = document.cookie";
      const article = await createArticle(t.db, {
        articleText: `<p>Open opening.</p><script>${injected}</script><p>Open second part.</p>`,
      });
      const res = await t.request(`/en/articles/${article.slug}/`, { headers: { "user-agent": "curl/8" } });
      assert.equal(res.status, 200);
      assert.match(res.headers.get("cache-control") ?? "", /public/, "shareable");
      const html = await res.text();
      const scripts = inlineScripts(html);
      assert.ok(scripts.some(({ text }) => text === injected), "the stored script is in the page");
      const scriptSrc = /script-src ([^;]*)/.exec(res.headers.get("content-security-policy") ?? "")?.[1] ?? "";
      assert.ok(!scriptSrc.includes(`'sha256-${await sha256Base64(injected)}'`), `the injected script is not allowed`);
      // The render's own scripts (each with the response's nonce attribute) are all allowed by hash.
      const own = scripts.filter(({ attrs }) => /\bnonce="/.test(attrs));
      assert.ok(own.length > 0, "the render wrote inline scripts");
      for (const { text } of own) {
        assert.ok(scriptSrc.includes(`'sha256-${await sha256Base64(text)}'`), text.slice(0, 60));
      }
      assert.equal([...scriptSrc.matchAll(/'sha256-/g)].length, new Set(own.map(({ text }) => text)).size);
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "private pages carry a fresh nonce CSP that every inline script satisfies; no page is framed",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const nonces = new Set<string>();
      for (const path of ["/ru/", "/en/jobs/", "/en/articles/"]) {
        const res = await t.request(path, { headers: { "x-test-viewer": "authorized" } });
        assert.equal(res.headers.get("cache-control"), "private, no-store", path);
        assert.equal(res.status, 200, path);
        const csp = res.headers.get("content-security-policy") ?? "";
        const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
        assert.ok(nonce, `${path}: a nonce in ${csp}`);
        assert.match(csp, /frame-ancestors 'none'/);
        assert.match(csp, /object-src 'none'/);
        assert.doesNotMatch(csp, /script-src[^;]*unsafe-inline/);
        nonces.add(nonce);
        const html = await res.text();
        const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)]
          .map((m) => m[1])
          .filter((attrs) => !/type="application\/(ld\+)?json"/.test(attrs));
        assert.ok(inline.length > 0, `${path}: the SSR emits inline scripts`);
        for (const attrs of inline) assert.match(attrs, new RegExp(`nonce="${nonce.replace(/[+/=]/g, "\\$&")}"`));
        assert.equal(res.headers.get("x-frame-options"), "DENY");
        assert.equal(res.headers.get("strict-transport-security"), null, "no HSTS outside production");
      }
      assert.equal(nonces.size, 3, "a fresh nonce per response");
      assert.equal((await t.request("/healthz")).headers.get("x-frame-options"), "DENY");
    } finally {
      await t.close();
    }
  },
);

Deno.test("HSTS in production", opts, async () => {
  const t = await createTestApp({
    seed: false,
    env: { ...PRODUCTION_ON_LOCAL_STATE, SESSION_SECRET: "s".repeat(40) },
  });
  try {
    const res = await t.request("/healthz");
    assert.equal(res.headers.get("strict-transport-security"), "max-age=31536000; includeSubDomains");
    assert.match((await t.request("/en/")).headers.get("content-security-policy") ?? "", /upgrade-insecure-requests/);
  } finally {
    await t.close();
  }
});

Deno.test(
  "answers for a signed-in visitor are private, no-store; anonymous ones are not marked private",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const member = { "x-test-viewer": "authorized" };
      const me = await t.request("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", ...member },
        body: JSON.stringify({ query: "{ me { email } }" }),
      });
      assert.equal(me.headers.get("cache-control"), "private, no-store");
      for (const path of ["/en/profile/", "/ru/preferences/", "/en/jobs/", "/api/auth/session"]) {
        const res = await t.request(path, { headers: member });
        assert.equal(res.status, 200, path);
        assert.equal(res.headers.get("cache-control"), "private, no-store", path);
      }
      const anonymous = await t.request("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ me { email } }" }),
      });
      assert.doesNotMatch(anonymous.headers.get("cache-control") ?? "", /private/);
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "a slow request body is cut off at its deadline on a real listening server; a prompt one is served",
  opts,
  async () => {
    const t = await createTestApp({ seed: false, env: { REQUEST_BODY_TIMEOUT_SECONDS: "1" } });
    const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, t.app.fetch);
    const { port } = server.addr as Deno.NetAddr;
    const encoder = new TextEncoder();
    /** Opens a connection, sends `head` and then a byte every 300 ms; answers what came back and when. */
    const slowBody = async (head: string) => {
      const conn = await Deno.connect({ hostname: "127.0.0.1", port });
      const started = Date.now();
      await conn.write(encoder.encode(head));
      const drip = setInterval(() => conn.write(encoder.encode("a")).catch(() => {}), 300);
      // The test's own limit: a connection the server still holds after 10 s is given up on here.
      let heldOpen = false;
      const giveUp = setTimeout(() => {
        heldOpen = true;
        conn.close();
      }, 10_000);
      const chunks: string[] = [];
      const buffer = new Uint8Array(4096);
      try {
        for (;;) {
          const n = await conn.read(buffer).catch(() => null);
          if (n === null) break; // closed by the server
          chunks.push(new TextDecoder().decode(buffer.subarray(0, n)));
        }
      } finally {
        clearInterval(drip);
        clearTimeout(giveUp);
        if (!heldOpen) conn.close();
      }
      return { answer: chunks.join(""), seconds: heldOpen ? Infinity : (Date.now() - started) / 1000 };
    };
    try {
      const head = (path: string) =>
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{`;
      const results = await Promise.all([
        ...Array.from({ length: 10 }, () => slowBody(head("/graphql"))),
        ...Array.from({ length: 5 }, () => slowBody(head("/api/auth/sign-out"))),
      ]);
      for (const { answer, seconds } of results) {
        assert.match(answer, /^HTTP\/1\.1 408 /, answer.slice(0, 80));
        assert.ok(seconds < 8, `closed after ${seconds} s: ${answer.slice(0, 300)}`);
      }
      // A body that arrives in time is read as ever.
      const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ __typename }" }),
      });
      assert.deepEqual(await res.json(), { data: { __typename: "Query" } });
    } finally {
      await server.shutdown();
      await t.close();
    }
  },
);

Deno.test(
  "the connection guard cuts slow and silent request heads off at their deadline and idle connections after theirs; " +
    "keep-alive is served and the app sees each client's own address",
  opts,
  async () => {
    const t = await createTestApp({ seed: false, env: { REQUEST_BODY_TIMEOUT_SECONDS: "1" } });
    // What the app was told about each request's connection.
    const seen: Array<{ path: string; remoteAddr: Deno.NetAddr }> = [];
    const server = serveWithGuard(
      { hostname: "127.0.0.1", port: 0, guard: { headerTimeoutSeconds: 2, idleTimeoutSeconds: 4 } },
      (request, info) => {
        seen.push({ path: new URL(request.url).pathname, remoteAddr: info.remoteAddr });
        return t.app.fetch(request, info);
      },
    );
    const { port } = server.addr;
    const encoder = new TextEncoder();
    const decoder = new TextDecoder();
    /** Reads until the server closes the connection (or the test's own 10 s limit); answers what came and when. */
    const untilClosed = async (conn: Deno.Conn, since: number) => {
      let heldOpen = false;
      const giveUp = setTimeout(() => {
        heldOpen = true;
        conn.close();
      }, 10_000);
      let answer = "";
      const buffer = new Uint8Array(4096);
      for (;;) {
        const n = await conn.read(buffer).catch(() => null);
        if (n === null) break;
        answer += decoder.decode(buffer.subarray(0, n));
      }
      clearTimeout(giveUp);
      if (!heldOpen) conn.close();
      return { answer, seconds: heldOpen ? Infinity : (Date.now() - since) / 1000 };
    };
    /** Reads one whole HTTP/1.1 response (Content-Length or chunked) from a connection kept open. */
    const readResponse = async (conn: Deno.Conn) => {
      let text = "";
      const buffer = new Uint8Array(16_384);
      for (;;) {
        const end = text.indexOf("\r\n\r\n");
        if (end >= 0) {
          const head = text.slice(0, end);
          const body = text.slice(end + 4);
          const length = /content-length: *(\d+)/i.exec(head);
          if (length ? body.length >= Number(length[1]) : body.endsWith("0\r\n\r\n")) return { head, body };
        }
        const n = await conn.read(buffer);
        if (n === null) throw new Error(`closed mid-response: ${text.slice(0, 200)}`);
        text += decoder.decode(buffer.subarray(0, n));
      }
    };
    const graphqlRequest = (headLines: string) => {
      const body = JSON.stringify({ query: "{ __typename }" });
      return `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\n${headLines}\r\n${body}`;
    };
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    /** A slow-loris head: the request line, then a header line every 300 ms, never the blank line. */
    const dribbleHead = async () => {
      const conn = await Deno.connect({ hostname: "127.0.0.1", port });
      const started = Date.now();
      await conn.write(encoder.encode("GET /en/ HTTP/1.1\r\nHost: 127.0.0.1\r\n"));
      let line = 0;
      const drip = setInterval(() => conn.write(encoder.encode(`X-Drip-${line++}: a\r\n`)).catch(() => {}), 300);
      try {
        return await untilClosed(conn, started);
      } finally {
        clearInterval(drip);
      }
    };
    /** A connection that sends nothing at all. */
    const silent = async () => {
      const conn = await Deno.connect({ hostname: "127.0.0.1", port });
      return await untilClosed(conn, Date.now());
    };
    /** Two requests on one connection with a pause longer than the header deadline between them. */
    const keepAlive = async () => {
      const conn = await Deno.connect({ hostname: "127.0.0.1", port });
      await conn.write(encoder.encode(graphqlRequest("")));
      const first = await readResponse(conn);
      await sleep(2_500);
      // The second head arrives in two parts, well within its own deadline.
      const second = graphqlRequest("X-Second: yes\r\n");
      await conn.write(encoder.encode(second.slice(0, 30)));
      await sleep(700);
      await conn.write(encoder.encode(second.slice(30)));
      const answer = await readResponse(conn);
      // Then nothing: the idle deadline (4 s) closes it.
      const { seconds } = await untilClosed(conn, Date.now());
      return { port: (conn.localAddr as Deno.NetAddr).port, first, second: answer, idleClosedAfter: seconds };
    };
    /** A body declared and never sent: the app answers 408, and the idle deadline then closes what Deno keeps. */
    const bodyNeverSent = async () => {
      const conn = await Deno.connect({ hostname: "127.0.0.1", port });
      const started = Date.now();
      await conn.write(encoder.encode(graphqlRequest("").replace(/\{.*$/, "")));
      return await untilClosed(conn, started);
    };
    /** A keep-alive follow-up whose head dribbles: it gets its own deadline. */
    const slowFollowUp = async () => {
      const conn = await Deno.connect({ hostname: "127.0.0.1", port });
      await conn.write(encoder.encode(graphqlRequest("")));
      const first = await readResponse(conn);
      const started = Date.now();
      await conn.write(encoder.encode("GET /en/ HTTP/1.1\r\n"));
      const drip = setInterval(() => conn.write(encoder.encode("X-Drip: a\r\n")).catch(() => {}), 300);
      try {
        return { first, ...(await untilClosed(conn, started)) };
      } finally {
        clearInterval(drip);
      }
    };

    try {
      const [dribbled, silents, served, followUp, noBody] = await Promise.all([
        Promise.all(Array.from({ length: 30 }, dribbleHead)),
        Promise.all(Array.from({ length: 5 }, silent)),
        keepAlive(),
        slowFollowUp(),
        bodyNeverSent(),
      ]);
      for (const { answer, seconds } of [...dribbled, ...silents, followUp]) {
        assert.ok(seconds >= 1.9 && seconds < 5, `closed after ${seconds} s`);
        assert.equal(answer, "", "a head that never ended got no answer");
      }
      assert.match(followUp.first.head, /^HTTP\/1\.1 200 /);
      assert.match(noBody.answer, /^HTTP\/1\.1 408 /, noBody.answer.slice(0, 80));
      // The 408 comes about 2 s in (1 s plus its share for the declared bytes), then 4 s of silence.
      assert.ok(noBody.seconds >= 5 && noBody.seconds < 9, `a body never sent: closed after ${noBody.seconds} s`);
      for (const response of [served.first, served.second]) {
        assert.match(response.head, /^HTTP\/1\.1 200 /, response.head);
        assert.deepEqual(JSON.parse(response.body), { data: { __typename: "Query" } });
      }
      assert.ok(served.idleClosedAfter >= 3.5 && served.idleClosedAfter < 7, `idle for ${served.idleClosedAfter} s`);
      // The app saw the client's connection (its own port), not the guard's loopback hop.
      const ports = seen.filter((s) => s.path === "/graphql").map((s) => s.remoteAddr.port);
      assert.equal(ports.filter((p) => p === served.port).length, 2, `ports seen: ${ports.join(", ")}`);
      for (const { remoteAddr } of seen) assert.equal(remoteAddr.hostname, "127.0.0.1");
      // Nothing of the slow heads reached the app.
      assert.deepEqual(seen.map((s) => s.path), ["/graphql", "/graphql", "/graphql", "/graphql"]);
      // A fresh client is served as ever.
      const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ __typename }" }),
      });
      assert.deepEqual(await res.json(), { data: { __typename: "Query" } });
    } finally {
      await server.shutdown();
      await t.close();
    }
  },
);
