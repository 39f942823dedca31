// The WebSocket the Neon driver talks through on a Postgres server (decision 132): the `ws` package, because it sets
// TCP_NODELAY (Deno's own client writes a payload over 1 KB apart from its header, and Nagle then holds it for the
// server's delayed ACK, 40 ms a statement). The messages of one statement (Parse, Bind, Describe, Execute, Sync are
// written one after another in the same turn) leave as one frame at the end of that turn: one write instead of five,
// and no timer in between as the driver's own coalescing (a setTimeout per statement) has. Per-message compression is
// off: statements and rows are small, and deflating each one costs more CPU than the bytes it saves.
import { WebSocket as WsWebSocket } from "ws";
import { concatBytes } from "../src/domain/bytes.ts";

/** What this file uses of `ws`'s client (the package ships no types). */
type WsClient = {
  readyState: number;
  send(data: unknown, ...rest: unknown[]): void;
  once(event: "open", listener: () => void): unknown;
  close(): void;
};
const WebSocket = WsWebSocket as unknown as {
  new (url: string | URL, protocols?: string | string[], options?: { perMessageDeflate?: boolean }): WsClient;
  readonly CONNECTING: number;
};

export class StatementSocket extends WebSocket {
  #pending: Uint8Array[] = [];
  #waitingForOpen = false;

  constructor(url: string | URL, protocols?: string | string[]) {
    super(url, protocols, { perMessageDeflate: false });
  }

  /** Queues binary data for the end of this turn; anything else is sent at once, after what is queued. */
  override send(data: unknown, ...rest: unknown[]): void {
    if (!(data instanceof Uint8Array) || rest.length) {
      this.#flush();
      super.send(data, ...rest);
      return;
    }
    this.#pending.push(data);
    if (this.#pending.length === 1) queueMicrotask(() => this.#flush());
  }

  #flush(): void {
    if (!this.#pending.length) return;
    // Not open yet: what is queued leaves when it opens (ws refuses a send before, and this runs outside the caller).
    if (this.readyState === WebSocket.CONNECTING) {
      if (!this.#waitingForOpen) {
        this.#waitingForOpen = true;
        this.once("open", () => {
          this.#waitingForOpen = false;
          this.#flush();
        });
      }
      return;
    }
    const parts = this.#pending;
    const frame = parts.length === 1 ? parts[0] : concatBytes(parts);
    this.#pending = [];
    // Open, or closing or closed (then ws drops the frame, and the driver learns of it from the close event).
    super.send(frame);
  }
}
