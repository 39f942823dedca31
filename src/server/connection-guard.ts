// Serves the app behind a small TCP guard, because Deno.serve has no request-header or idle-connection deadline
// (denoland/deno#3515): a client could hold a socket forever by dribbling a request head. The public listener
// accepts each connection and pipes its bytes to the app's Deno.serve on an ephemeral loopback port, and closes both
// sides when a request head is late or too large, or when no byte moves either way for too long. Request bodies have
// their own deadline in request-deadline.ts.

export type ConnectionGuardOptions = {
  /**
   * How long a request head may take to arrive, up to its blank line: counted from the connection's start, and for a
   * keep-alive follow-up from its first byte.
   */
  headerTimeoutSeconds: number;
  /** How long a connection may move no byte in either direction. */
  idleTimeoutSeconds: number;
  /** Request-head bytes allowed before its blank line (64 KB). */
  maxHeaderBytes?: number;
};

export type ServeHandler = (
  request: Request,
  info: Deno.ServeHandlerInfo<Deno.NetAddr>,
) => Response | Promise<Response>;

export type GuardedServer = {
  /** The public address (its real port when 0 was asked for). */
  addr: Deno.NetAddr;
  /** Stops accepting, lets requests in flight finish (as Deno.serve's shutdown does), then closes what is left. */
  shutdown(): Promise<void>;
};

const DEFAULT_MAX_HEADER_BYTES = 64 * 1024;
const CHUNK_BYTES = 16 * 1024;
const LF = 0x0a;
const CR = 0x0d;

/**
 * Deno.serve's error handler: a visitor who leaves before the page has streamed (the request's signal aborts the
 * render) is not a server error and is not logged, with a stack, once per abandoned page load; anything else is
 * logged as Deno.serve would and answered 500.
 */
export function quietAboutGoneClients(error: unknown): Response {
  if (!(error instanceof DOMException && error.name === "AbortError")) console.error(error);
  return new Response("Internal Server Error", { status: 500 });
}

/**
 * Serves `handler` on hostname:port: behind the guard when `guard` is given, else with plain Deno.serve. Behind the
 * guard the handler still sees the client's own address as `info.remoteAddr`, so client-address.ts and
 * TRUSTED_PROXIES work unchanged.
 */
export function serveWithGuard(
  options: {
    hostname: string;
    port: number;
    guard: ConnectionGuardOptions | null;
    onListen?: (addr: Deno.NetAddr) => void;
  },
  handler: ServeHandler,
): GuardedServer {
  const { hostname, port, guard } = options;
  if (!guard) {
    const server = Deno.serve(
      { hostname, port, onListen: (addr) => options.onListen?.(addr), onError: quietAboutGoneClients },
      handler,
    );
    return { addr: server.addr, shutdown: () => server.shutdown() };
  }

  // The guard's own connections to the inner server, by their local port: the client each one carries.
  const peers = new Map<number, Deno.NetAddr>();
  const inner = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {}, onError: quietAboutGoneClients }, (
    request,
    info,
  ) => {
    // Only the guard's own hop is re-addressed; anything else reaching the loopback port keeps its address.
    const remoteAddr = info.remoteAddr.hostname === "127.0.0.1" ? peers.get(info.remoteAddr.port) : undefined;
    if (!remoteAddr) return handler(request, info);
    return handler(request, {
      remoteAddr,
      get completed() {
        return info.completed;
      },
    });
  });
  const innerPort = inner.addr.port;
  const listener = Deno.listen({ hostname, port, transport: "tcp" });
  const connections = new Set<GuardedConnection>();
  const limits = {
    headerMs: guard.headerTimeoutSeconds * 1000,
    idleMs: guard.idleTimeoutSeconds * 1000,
    maxHeaderBytes: guard.maxHeaderBytes ?? DEFAULT_MAX_HEADER_BYTES,
  };
  let closing = false;

  // One sweep for every connection instead of a timer reset on every chunk: a deadline is met within a tenth of the
  // shorter timeout (at most a second late).
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const connection of connections) connection.enforceDeadlines(now);
  }, Math.min(1000, Math.max(50, Math.min(limits.headerMs, limits.idleMs) / 10)));

  const open = async (client: Deno.TcpConn) => {
    const connection = new GuardedConnection(client, limits, () => {
      connections.delete(connection);
      if (connection.innerPort !== undefined) peers.delete(connection.innerPort);
    });
    connections.add(connection);
    let upstream: Deno.TcpConn;
    try {
      upstream = await Deno.connect({ hostname: "127.0.0.1", port: innerPort });
    } catch (error) {
      console.error("connection guard: the app's server refused a connection", error);
      connection.close();
      return;
    }
    if (connection.closed || closing) {
      upstream.close();
      connection.close();
      return;
    }
    peers.set(upstream.localAddr.port, client.remoteAddr);
    connection.start(upstream);
  };

  (async () => {
    for (;;) {
      let client: Deno.TcpConn;
      try {
        client = await listener.accept();
      } catch (error) {
        if (closing || error instanceof Deno.errors.BadResource) return;
        // Out of file descriptors and the like: wait a moment rather than spin.
        console.error("connection guard: accept failed", error);
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
      open(client).catch((error) => {
        console.error("connection guard: a connection failed", error);
        try {
          client.close();
        } catch { /* already closed */ }
      });
    }
  })();

  options.onListen?.(listener.addr);
  return {
    addr: listener.addr,
    async shutdown() {
      closing = true;
      listener.close();
      // A connection still sending its request head has nothing in flight; the rest Deno.serve closes once answered.
      for (const connection of connections) if (connection.awaitingHead) connection.close();
      await inner.shutdown();
      // Answers already read from the app are still being written to their clients.
      const drained = Promise.all([...connections].map((connection) => connection.done));
      await Promise.race([drained, new Promise((resolve) => setTimeout(resolve, 2000))]);
      for (const connection of connections) connection.close();
      clearInterval(sweep);
    },
  };
}

/** One client connection and its pipe to the inner server, with the deadlines it is held to. */
class GuardedConnection {
  closed = false;
  innerPort: number | undefined;
  readonly done: Promise<void>;
  #resolveDone!: () => void;
  #upstream: Deno.TcpConn | undefined;
  #lastActivity = Date.now();
  /** When the request head now arriving must be complete; null between heads. */
  #headDeadline: number | null;
  #headBytes = 0;
  /** Characters on the current line of the head (carriage returns aside), and whether it has a line yet. */
  #lineLength = 0;
  #headHasLine = false;
  /** The app has answered since the last request head ended: the client's next byte starts a new request. */
  #answered = false;
  /** The last head ended and the app has not yet sent its status line. */
  #awaitingStatus = false;
  /** Not HTTP/1.1 any more (a 101 upgrade, or HTTP/2): only the idle deadline applies. */
  #opaque = false;

  constructor(
    readonly client: Deno.TcpConn,
    readonly limits: { headerMs: number; idleMs: number; maxHeaderBytes: number },
    readonly onClose: () => void,
  ) {
    this.#headDeadline = this.#lastActivity + limits.headerMs;
    this.done = new Promise((resolve) => this.#resolveDone = resolve);
  }

  get awaitingHead(): boolean {
    return this.#headDeadline !== null;
  }

  start(upstream: Deno.TcpConn) {
    this.#upstream = upstream;
    this.innerPort = upstream.localAddr.port;
    for (const conn of [this.client, upstream]) {
      try {
        conn.setNoDelay(true);
      } catch { /* closed meanwhile */ }
    }
    this.#pumpRequests(upstream);
    this.#pumpAnswers(upstream);
  }

  enforceDeadlines(now: number) {
    if (this.#headDeadline !== null && now >= this.#headDeadline) this.close();
    else if (now - this.#lastActivity >= this.limits.idleMs) this.close();
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    for (const conn of [this.client, this.#upstream]) {
      try {
        conn?.close();
      } catch { /* already closed */ }
    }
    this.onClose();
    this.#resolveDone();
  }

  async #pumpRequests(upstream: Deno.TcpConn) {
    const buffer = new Uint8Array(CHUNK_BYTES);
    try {
      for (;;) {
        const n = await this.client.read(buffer);
        if (n === null) break;
        this.#lastActivity = Date.now();
        const chunk = buffer.subarray(0, n);
        if (!this.#opaque) this.#watchRequest(chunk);
        if (this.closed) return;
        await writeAll(upstream, chunk, this);
      }
      // The client will send no more; the app may still answer.
      await upstream.closeWrite();
    } catch {
      this.close();
    }
  }

  async #pumpAnswers(upstream: Deno.TcpConn) {
    const buffer = new Uint8Array(CHUNK_BYTES);
    try {
      for (;;) {
        const n = await upstream.read(buffer);
        if (n === null) break;
        this.#lastActivity = Date.now();
        const chunk = buffer.subarray(0, n);
        if (!this.#opaque) this.#watchAnswer(chunk);
        await writeAll(this.client, chunk, this);
      }
    } catch { /* closed */ }
    this.close();
  }

  /** Follows where request heads start and end, and closes the connection on an oversized one. */
  #watchRequest(chunk: Uint8Array) {
    if (this.#headDeadline === null) {
      // Bytes before the app answered are the body (or a pipelined request, caught when the app answers).
      if (!this.#answered) return;
      this.#startHead(Date.now());
    }
    if (this.#headBytes === 0 && this.#headHasLine === false && startsWith(chunk, HTTP2_PREFACE)) {
      this.#opaque = true;
      this.#headDeadline = null;
      return;
    }
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i];
      if (byte === LF) {
        // A blank line ends the head; one before the request line is allowed and skipped (RFC 9112 §2.2).
        if (this.#lineLength === 0 && this.#headHasLine) {
          this.#endHead();
          return;
        }
        if (this.#lineLength > 0) this.#headHasLine = true;
        this.#lineLength = 0;
      } else if (byte !== CR) {
        this.#lineLength++;
      }
    }
    this.#headBytes += chunk.length;
    if (this.#headBytes > this.limits.maxHeaderBytes) this.close();
  }

  #watchAnswer(chunk: Uint8Array) {
    if (this.#awaitingStatus) {
      if (startsWith(chunk, STATUS_101)) {
        this.#opaque = true;
        this.#headDeadline = null;
        return;
      }
      // "100 Continue" asks for the body: it is not the answer, and the body that follows is no new request.
      if (startsWith(chunk, STATUS_100) && chunk.length <= 64 && endsWithBlankLine(chunk)) return;
      this.#awaitingStatus = false;
    }
    // An answer (even a 400 to a malformed head) means the head is over.
    this.#headDeadline = null;
    this.#answered = true;
  }

  #startHead(now: number) {
    this.#headDeadline = now + this.limits.headerMs;
    this.#headBytes = 0;
    this.#lineLength = 0;
    this.#headHasLine = false;
    this.#answered = false;
  }

  #endHead() {
    this.#headDeadline = null;
    this.#awaitingStatus = true;
    this.#answered = false;
  }

  touch() {
    this.#lastActivity = Date.now();
  }
}

const encoder = new TextEncoder();
const HTTP2_PREFACE = encoder.encode("PRI * HTTP/2.0\r\n");
const STATUS_101 = encoder.encode("HTTP/1.1 101 ");
const STATUS_100 = encoder.encode("HTTP/1.1 100 ");

function startsWith(chunk: Uint8Array, prefix: Uint8Array): boolean {
  if (chunk.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) if (chunk[i] !== prefix[i]) return false;
  return true;
}

function endsWithBlankLine(chunk: Uint8Array): boolean {
  const n = chunk.length;
  return n >= 4 && chunk[n - 4] === CR && chunk[n - 3] === LF && chunk[n - 2] === CR && chunk[n - 1] === LF;
}

/** Writes all of `bytes`; each write that completes counts as activity (a slow reader is still reading). */
async function writeAll(conn: Deno.TcpConn, bytes: Uint8Array, connection: GuardedConnection) {
  let offset = 0;
  while (offset < bytes.length) {
    offset += await conn.write(bytes.subarray(offset));
    connection.touch();
  }
}
