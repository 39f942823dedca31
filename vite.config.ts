// Client build: one entry, hashed file names, a manifest the server reads; Panda CSS through PostCSS.
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import pandacss from "@pandacss/dev/postcss";
import { pandaStaticCss } from "./scripts/vite-panda-static.ts";

const root = new URL(".", import.meta.url).pathname;

export default defineConfig({
  root,
  publicDir: false,
  plugins: [react(), pandaStaticCss({ cssModule: `${root}styled-system/css/index.mjs` })],
  resolve: {
    alias: {
      "styled-system/css": `${root}styled-system/css/index.mjs`,
      "styled-system/patterns": `${root}styled-system/patterns/index.mjs`,
      "styled-system/jsx": `${root}styled-system/jsx/index.mjs`,
      "styled-system/tokens": `${root}styled-system/tokens/index.mjs`,
      // React 19 has useSyncExternalStore: an ES-module with-selector instead of the CommonJS shim (smaller bundle).
      "use-sync-external-store/shim/with-selector": `${root}src/lib/vendor/use-sync-external-store-with-selector.ts`,
    },
  },
  css: { postcss: { plugins: [pandacss({ configPath: `${root}panda.config.ts`, cwd: root })] } },
  build: {
    outDir: "static/dist",
    emptyOutDir: true,
    manifest: true,
    assetsDir: "assets",
    target: "es2022",
    // No preload helper around every dynamic import: the server already preloads the matched route's chunks from the
    // router manifest, and the helper (a wrapper and a dependency list per lazy import) was first-load bytes.
    modulePreload: false,
    rollupOptions: {
      input: `${root}src/client.tsx`,
      output: {
        // Lazy chunks are named by their hash alone: the entry lists every route's chunk, and their module names
        // (articles-page-…, buy-service-page-…) were bytes every first visit downloaded for nothing.
        chunkFileNames: "assets/[hash].js",
        // React, the router and the query cache, which every page loads, stay in one chunk: rolldown otherwise splits
        // them by which lazy pages share them, and several small chunks cost more gzipped bytes than one.
        // The infinite-query observer and hooks serve only the jobs list, and the mutation observer and hook only pages
        // that write (profile, support), so they stay with those pages.
        manualChunks(id: string) {
          if (/InfiniteQuery|infiniteQueryO|useMutation|mutationObserver/.test(id)) return undefined;
          if (/node_modules\/\.deno\/(react|react-dom|scheduler|@tanstack\+)/.test(id)) return "core";
          return undefined;
        },
      },
    },
  },
});
