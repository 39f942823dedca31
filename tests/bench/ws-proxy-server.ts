// The test suite's WebSocket-to-TCP proxy (tests/support/ws-proxy.ts) in a process of its own, for the bench's
// production-shape configuration: the Neon driver in the app and the seed scripts reaches the local PostgreSQL through
// it. Its own process, so the load generator and the proxy do not queue behind each other on one event loop. Prints
// its URL on the first line of stdout; ends on SIGTERM.
import { startWsProxy } from "../support/ws-proxy.ts";

const proxy = await startWsProxy();
console.log(proxy.url);
Deno.addSignalListener("SIGTERM", async () => {
  await proxy.close();
  Deno.exit(0);
});
