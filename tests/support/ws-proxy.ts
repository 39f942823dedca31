// A small WebSocket-to-TCP proxy so the Neon serverless driver can reach a plain local PostgreSQL (tests only).
// The driver connects to ws://host:port/v2?address=127.0.0.1:5432 and speaks the Postgres protocol in binary frames.
export function startWsProxy(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Deno.TcpConn>();
  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen: () => {} }, (req) => {
    const address = new URL(req.url).searchParams.get("address") ?? "";
    const [host, port] = address.split(":");
    if (!["127.0.0.1", "localhost"].includes(host) || !/^\d+$/.test(port ?? "")) {
      return new Response("only local Postgres addresses are proxied", { status: 403 });
    }
    const { socket, response } = Deno.upgradeWebSocket(req);
    socket.binaryType = "arraybuffer";
    const pending: Uint8Array[] = [];
    let tcp: Deno.TcpConn | undefined;
    let closed = false;
    const shutdown = () => {
      if (closed) return;
      closed = true;
      if (tcp) {
        sockets.delete(tcp);
        try {
          tcp.close();
        } catch { /* already closed */ }
      }
      try {
        socket.close();
      } catch { /* already closed */ }
    };
    socket.onmessage = async (event) => {
      const data = new Uint8Array(event.data as ArrayBuffer);
      if (!tcp) return void pending.push(data);
      try {
        await tcp.write(data);
      } catch {
        shutdown();
      }
    };
    socket.onclose = shutdown;
    socket.onerror = shutdown;
    socket.onopen = async () => {
      try {
        tcp = await Deno.connect({ hostname: host, port: Number(port) });
        sockets.add(tcp);
        for (const chunk of pending.splice(0)) await tcp.write(chunk);
        const buffer = new Uint8Array(64 * 1024);
        while (!closed) {
          const n = await tcp.read(buffer);
          if (n === null) break;
          if (socket.readyState !== WebSocket.OPEN) break;
          socket.send(buffer.slice(0, n));
        }
      } catch { /* connection ended */ }
      shutdown();
    };
    return response;
  });
  return Promise.resolve({
    url: `ws://127.0.0.1:${server.addr.port}`,
    async close() {
      for (const s of sockets) {
        try {
          s.close();
        } catch { /* already closed */ }
      }
      await server.shutdown();
    },
  });
}
