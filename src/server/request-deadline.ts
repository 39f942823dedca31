// Slow clients: a request body must arrive within its deadline, or the request is answered 408 and its connection
// closed, so a client dribbling a body a byte at a time cannot hold a socket (and a handler) for ever. The deadline
// grows with the length the body declares (an upload on a slow line still fits) and is capped. Deno.serve offers no
// such limit, nor one for request headers (docs: the notes on issue 25, defect 7).
import type { MiddlewareHandler } from "hono";

/** The largest body any route accepts (an expert's 10 MB document with its form), read into memory here. */
export const REQUEST_BODY_MAX_BYTES = 16 * 1024 * 1024;
/** The slowest a declared body may arrive beyond the base deadline: 64 KB a second. */
const BYTES_PER_SECOND = 64 * 1024;
const DEADLINE_CAP_MS = 120_000;

/** The deadline for a body that declares `length` bytes (NaN when chunked: the base deadline only). */
export function bodyDeadlineMs(baseSeconds: number, length: number): number {
  const extra = Number.isFinite(length) ? (length / BYTES_PER_SECOND) * 1000 : 0;
  return Math.min(baseSeconds * 1000 + extra, DEADLINE_CAP_MS);
}

/**
 * The refusal, and the end of the connection: the rest of the body is never read, so the connection cannot carry
 * another request. Deno.serve ignores "Connection: close" while a request body is unread (measured: the socket
 * stayed open); a response body that fails after its text is sent is what makes it close the connection.
 */
function refusal(status: 408 | 413, message: string): Response {
  const code = status === 408 ? "REQUEST_TIMEOUT" : "PAYLOAD_TOO_LARGE";
  const text = new TextEncoder().encode(JSON.stringify({ errors: [{ message, extensions: { code } }] }));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(text);
    },
    // Once the text has gone out (a moment later), the body fails; Deno logs this line once per refused request.
    pull: (controller) =>
      new Promise<void>((resolve) => setTimeout(resolve, 100)).then(() =>
        controller.error(new Error(`closing the connection of a refused request body (${status})`))
      ),
  });
  return new Response(body, {
    status,
    headers: { "content-type": "application/json; charset=utf-8", connection: "close" },
  });
}

/**
 * Reads the whole body before any handler runs, within its deadline; the handlers then read it from memory. A GET,
 * HEAD or body-less request passes straight through.
 */
export function requestBodyDeadline(baseSeconds: number): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw;
    if (!raw.body || raw.method === "GET" || raw.method === "HEAD") return await next();
    const declared = Number(raw.headers.get("content-length") ?? Number.NaN);
    if (declared > REQUEST_BODY_MAX_BYTES) return refusal(413, "Request body too large");
    const reader = raw.body.getReader();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<"late">((resolve) => {
      timer = setTimeout(() => resolve("late"), bodyDeadlineMs(baseSeconds, declared));
    });
    const chunks: Uint8Array[] = [];
    let size = 0;
    try {
      for (;;) {
        const read = reader.read();
        const next = await Promise.race([read, late]);
        if (next === "late") {
          // Deno.serve closes the connection only when the body is cancelled with no read of it pending (measured),
          // so the pending read is given a moment to settle: a client dribbling bytes sends one within it.
          await Promise.race([read.catch(() => {}), new Promise((resolve) => setTimeout(resolve, 1_000))]);
          await reader.cancel().catch(() => {});
          return refusal(408, "The request body did not arrive in time");
        }
        if (next.done) break;
        size += next.value.byteLength;
        if (size > REQUEST_BODY_MAX_BYTES) {
          await reader.cancel().catch(() => {});
          return refusal(413, "Request body too large");
        }
        chunks.push(next.value);
      }
    } finally {
      clearTimeout(timer);
    }
    const body = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      body.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(raw, { body });
    await next();
  };
}
