// The ceiling for a page served from memory: a bare Deno.serve answering, to every request, the exact bytes and
// headers the app answered for that page (read once from the app by the bench and handed over in two files), with no
// routing, no middleware and no work per request beyond Deno's own.
const [portArg, bodyFile, headersFile] = Deno.args;
const body = await Deno.readFile(bodyFile);
const headers: Array<[string, string]> = JSON.parse(await Deno.readTextFile(headersFile));
Deno.serve(
  { port: Number(portArg), hostname: "127.0.0.1", onListen: ({ port }) => console.log(`bare on ${port}`) },
  () => new Response(body, { headers }),
);
