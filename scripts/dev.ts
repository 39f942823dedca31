// `deno task dev`: rebuilds the client and SSR bundles on change and restarts the server when they or the server
// code change. Same embedded database as `deno task start`.
const vite = (args: string[]) =>
  new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "npm:vite@8.3.8", "build", "--watch", "--logLevel", "warn", ...args],
    env: { NODE_ENV: "development" },
  }).spawn();

const first = await new Deno.Command(Deno.execPath(), { args: ["task", "build"] }).spawn().status;
if (!first.success) Deno.exit(1);

const children = [
  vite([]),
  vite(["-c", "vite.server.config.ts"]),
  new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "--watch=static/dist/,i18n/", "src/server/main.ts"],
    env: { APP_ENV: "development" },
  }).spawn(),
];

Deno.addSignalListener("SIGINT", () => {
  for (const child of children) child.kill("SIGTERM");
  Deno.exit(0);
});
await Promise.all(children.map((c) => c.status));
