// Server (SSR) build of the React tree: bundles our components, leaves npm packages to Deno.
import { defineConfig, mergeConfig } from "vite";
import base from "./vite.config.ts";

const root = new URL(".", import.meta.url).pathname;

export default mergeConfig(
  base,
  defineConfig({
    build: {
      ssr: `${root}src/entry-server.ts`,
      outDir: "static/dist/server",
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      rollupOptions: { input: `${root}src/entry-server.ts`, output: { entryFileNames: "entry-server.js" } },
    },
    ssr: { noExternal: [/styled-system/] },
  }),
);
