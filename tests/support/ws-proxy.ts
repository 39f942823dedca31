// A small WebSocket-to-TCP proxy so the Neon serverless driver can reach a plain local PostgreSQL (tests only).
// The driver opens ws://127.0.0.1:PORT/v2?address=127.0.0.1:5432 and speaks the Postgres wire protocol in binary
// frames; each WebSocket gets its own TCP connection, and when either side ends the other is closed after the bytes
// already received have been passed on.

export type WsProxy = { url: string; close(): Promise<void> };

const ALLOWED_HOSTS = new Set(["127.0.0.1", "localhost"]);

function parseAddress(address: string | null): { hostname: string; port: number } | null {
  const match = /^([^:]+):(\d{1,5})$/.exec(address ?? "");
  if (!match || !ALLOWED_HOSTS.has(match[1])) return null;
  const port = Number(match[2]);
  return port > 0 && port < 65536 ? { hostname: match[1], port } : null;
}

/** Writes all of `data` (a single write may take only part of it). */
async function writeAll(conn: Deno.Conn, data: Uint8Array): Promise<void> {
  for (let written = 0; written < data.length;) written += await conn.write(data.subarray(written));
}

export function startWsProxy(): Promise<WsProxy> {
  const open = new Set<(code?: number) => void>();

  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen: () => {} }, (req) => {
    const url = new URL(req.url);
    if (url.pathname !== "/v2") return new Response("not found", { status: 404 });
    if (req.headers.get("upgrade")?.toLowerCase() !== "websocket") {
      return new Response("expected a WebSocket upgrade", { status: 426 });
    }
    const target = parseAddress(url.searchParams.get("address"));
    if (!target) return new Response("only 127.0.0.1 and localhost are proxied", { status: 403 });

    const { socket, response } = Deno.upgradeWebSocket(req);
    socket.binaryType = "arraybuffer";
    // Dial while the handshake completes; frames that arrive before the TCP connection is up wait on `writes`.
    const connecting = Deno.connect(target);
    let conn: Deno.TcpConn | undefined;
    let writes: Promise<void> = connecting.then((c) => {
      // Each WebSocket frame is written as it comes (the driver no longer coalesces them): no Nagle wait between them.
      c.setNoDelay(true);
      conn = c;
    });
    let ended = false;

    /** 1000 when a side closed normally, 1011 when Postgres could not be reached or a write failed. */
    const end = (code = 1000) => {
      if (ended) return;
      ended = true;
      open.delete(end);
      // Pass on what the client already sent (e.g. the Terminate message) before closing the TCP side.
      writes.catch(() => {}).finally(() => {
        try {
          conn?.close();
        } catch { /* already closed */ }
      });
      if (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING) {
        try {
          socket.close(code);
        } catch { /* already closing */ }
      }
    };
    open.add(end);
    writes.catch(() => end(1011)); // Postgres refused the connection: close the WebSocket too.

    socket.onmessage = (event) => {
      if (ended) return;
      const data = typeof event.data === "string"
        ? new TextEncoder().encode(event.data)
        : new Uint8Array(event.data as ArrayBuffer);
      // Chained so frames reach Postgres in order, each written completely.
      writes = writes.then(() => writeAll(conn!, data));
      writes.catch(() => end(1011));
    };
    socket.onclose = () => end();
    socket.onerror = () => end(1011);
    socket.onopen = async () => {
      try {
        const tcp = await connecting;
        const buffer = new Uint8Array(64 * 1024);
        while (!ended) {
          const n = await tcp.read(buffer);
          if (n === null || socket.readyState !== WebSocket.OPEN) break;
          socket.send(buffer.slice(0, n));
        }
        end();
      } catch {
        end(1011); // Postgres or the client went away mid-stream
      }
    };
    return response;
  });

  return Promise.resolve({
    url: `ws://127.0.0.1:${server.addr.port}`,
    async close() {
      for (const end of [...open]) end(1001);
      await server.shutdown();
    },
  });
}
