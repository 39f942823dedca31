// The Neon driver's socket (db/statement-socket.ts): a turn's messages leave as one frame, in order, and what is sent
// before the socket opens is delivered once it does.
import assert from "node:assert/strict";
import { StatementSocket } from "../../db/statement-socket.ts";

/** A WebSocket server that records each binary frame it receives. */
function frameRecorder() {
  const frames: number[][] = [];
  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen: () => {} }, (req) => {
    const { socket, response } = Deno.upgradeWebSocket(req);
    socket.binaryType = "arraybuffer";
    socket.onmessage = (event) => frames.push([...new Uint8Array(event.data as ArrayBuffer)]);
    return response;
  });
  return { frames, url: `ws://127.0.0.1:${server.addr.port}/`, close: () => server.shutdown() };
}

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  assert.ok(check(), "timed out");
}

Deno.test("a statement's messages written in one turn leave as one frame, in order", async () => {
  const recorder = frameRecorder();
  const socket = new StatementSocket(recorder.url);
  try {
    await new Promise<void>((resolve) => socket.once("open", () => resolve()));
    socket.send(new Uint8Array([1, 2]));
    socket.send(new Uint8Array([3]));
    socket.send(new Uint8Array([4, 5, 6]));
    await until(() => recorder.frames.length >= 1);
    // The next turn's message is a frame of its own.
    socket.send(new Uint8Array([7]));
    await until(() => recorder.frames.length >= 2);
    assert.deepEqual(recorder.frames, [[1, 2, 3, 4, 5, 6], [7]]);
  } finally {
    socket.close();
    await recorder.close();
  }
});

Deno.test("what is sent before the socket opens is delivered when it opens", async () => {
  const recorder = frameRecorder();
  const socket = new StatementSocket(recorder.url);
  try {
    // Still connecting: ws itself would throw here.
    socket.send(new Uint8Array([9]));
    socket.send(new Uint8Array([8]));
    await until(() => recorder.frames.length >= 1);
    assert.deepEqual(recorder.frames, [[9, 8]]);
  } finally {
    socket.close();
    await recorder.close();
  }
});
