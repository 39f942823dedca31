// Client build: one entry, hashed file names, a manifest the server reads; Panda CSS through PostCSS.
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import pandacss from "@pandacss/dev/postcss";
import { pandaStaticCss } from "./scripts/vite-panda-static.ts";

const root = new URL(".", import.meta.url).pathname;

const PRELOAD_HELPER = "\0vite/preload-helper.js";

/**
 * Vite wraps every dynamic import in a helper that preloads the imported chunk's dependencies. With
 * `modulePreload: false` the only ones left are stylesheets of the few lazy chunks that have CSS (the carousel's), yet
 * the helper (about 0.7 KB gzipped, in the entry) carries all the JS-preload code. This one, put in its place, links a
 * chunk's stylesheets (once, with the page's CSP nonce) and waits for them, as Vite's does, then imports the chunk.
 */
const PRELOAD_HELPER_CODE = `
const linked = {};
const nonce = () => document.querySelector("meta[property=csp-nonce]")?.nonce;
const stylesheet = (href) => linked[href] ??= document.querySelector(\`link[rel=stylesheet][href="\${href}"]\`)
  ? Promise.resolve()
  : new Promise((resolve, reject) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    const n = nonce();
    if (n) link.setAttribute("nonce", n);
    link.onload = resolve;
    link.onerror = () => reject(new Error("Unable to preload CSS for " + href));
    document.head.appendChild(link);
  });
export const __vitePreload = (load, deps) =>
  deps?.length ? Promise.all(deps.map((dep) => stylesheet("/" + dep))).then(() => load()) : load();
`;

function smallPreloadHelper(): Plugin {
  return {
    name: "small-preload-helper",
    enforce: "pre",
    apply: "build",
    resolveId: (id) => (id === PRELOAD_HELPER ? id : undefined),
    load: (id) => (id === PRELOAD_HELPER ? PRELOAD_HELPER_CODE : undefined),
    generateBundle(_options, bundle) {
      // The helper is given only stylesheets: JS dependencies would mean modulePreload was turned back on.
      for (const file of Object.values(bundle)) {
        const deps = file.type === "chunk" ? /__vite__mapDeps=.*?\[([^\]]*)\]/.exec(file.code)?.[1] : undefined;
        if (deps && /\.js["'`]/.test(deps)) this.error(`${file.fileName} preloads JS: restore Vite's preload helper`);
      }
    },
  };
}

const SHARED_BY_ENTRY = [
  "/src/domain/locale.ts",
  "/src/lib/i18n.tsx",
  "/src/lib/search-params.ts",
  "/src/domain/directories.ts",
];

export default defineConfig({
  root,
  publicDir: false,
  plugins: [smallPreloadHelper(), react(), pandaStaticCss({ cssModule: `${root}styled-system/css/index.mjs` })],
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
        // The infinite-query observer and hooks serve only the jobs list, the mutation observer and hook only pages
        // that write (profile, support), and the form library only pages with a form, so they stay with those pages.
        manualChunks(id: string) {
          if (/InfiniteQuery|infiniteQueryO|useMutation|mutationObserver/.test(id)) return undefined;
          // The form library serves only pages with a form (decision 236): it loads with them, not with every page.
          if (/node_modules\/\.deno\/@tanstack\+(react-form|form-core|devtools-event-client|pacer-lite)@/.test(id)) {
            return undefined;
          }
          if (/node_modules\/\.deno\/(react|react-dom|scheduler|@tanstack\+)/.test(id)) return "core";
          if (SHARED_BY_ENTRY.some((path) => id.endsWith(path))) return "core";
          return undefined;
        },
      },
    },
  },
});
