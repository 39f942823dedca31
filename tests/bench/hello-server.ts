// The ceiling: a bare Deno.serve answering "Hello world".
const port = Number(Deno.args[0] ?? 8101);
Deno.serve({ port, onListen: () => console.log(`hello on ${port}`) }, () => new Response("Hello world"));
