// Built client assets: read once at start from Vite's manifest, kept in memory with a gzip copy, served immutable.
import type { Manifest } from "@tanstack/react-router";
import { loadRouterFactory } from "./render.ts";
import { dictionaries } from "../../i18n/dictionaries.ts";
import { type Locale, LOCALES } from "../domain/locale.ts";

const DIST = new URL("../../static/dist/", import.meta.url);
const PUBLIC = new URL("../../static/", import.meta.url);

export type StaticFile = { body: Uint8Array; gzip: Uint8Array | null; type: string; immutable: boolean };

export type ClientAssets = {
  routerManifest: Manifest;
  files: Map<string, StaticFile>;
  /** Every JS file the first screen loads (entry and its static imports), for the bench's size figure. */
  entryChunks: string[];
  /** Each locale's dictionary as a hashed, immutable JSON file (the client fetches it before hydrating). */
  dictionaryUrls: Record<Locale, string>;
  /** The router factory, from the SSR build when there is one. */
  createAppRouter: Awaited<ReturnType<typeof loadRouterFactory>>["createAppRouter"];
};

const TYPES: Record<string, string> = {
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  ico: "image/x-icon",
  woff2: "font/woff2",
  txt: "text/plain; charset=utf-8",
  json: "application/json",
};

async function gzip(body: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([body as BlobPart]).stream().pipeThrough(new CompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function loadFile(url: URL, immutable: boolean): Promise<StaticFile> {
  return await fileOf(await Deno.readFile(url), url.pathname, immutable);
}

async function fileOf(body: Uint8Array, path: string, immutable: boolean): Promise<StaticFile> {
  const ext = path.split(".").pop() ?? "";
  const type = TYPES[ext] ?? "application/octet-stream";
  const compressible = /^(text|application\/json|image\/svg)/.test(type) && body.length > 512;
  return { body, gzip: compressible ? await gzip(body) : null, type, immutable };
}

type ViteChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };

export async function loadClientAssets(): Promise<ClientAssets> {
  let vite: Record<string, ViteChunk>;
  try {
    vite = JSON.parse(await Deno.readTextFile(new URL(".vite/manifest.json", DIST)));
  } catch {
    throw new Error("Client assets are not built: run `deno task build` (or `deno task start`, which builds first).");
  }
  const entry = Object.values(vite).find((c) => c.isEntry);
  if (!entry) throw new Error("Vite manifest has no entry chunk");
  const seen = new Set<string>();
  const chunks: ViteChunk[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = vite[key];
    chunks.push(chunk);
    chunk.imports?.forEach(visit);
  };
  visit(Object.keys(vite).find((k) => vite[k] === entry)!);
  const css = [...new Set(chunks.flatMap((c) => c.css ?? []))].map((f) => `/${f}`);
  const preloads = chunks.slice(1).map((c) => `/${c.file}`);
  const routerManifest: Manifest = {
    routes: {
      __root__: {
        // async, not defer: a deferred module would leave the page inert until the whole stream ends.
        scripts: [{ attrs: { type: "module", src: `/${entry.file}`, async: true } }],
        css,
        preloads,
      },
    },
  };
  const files = new Map<string, StaticFile>();
  for await (const item of Deno.readDir(new URL("assets/", DIST))) {
    if (item.isFile && item.name.endsWith(".map")) continue;
    if (item.isFile) files.set(`/assets/${item.name}`, await loadFile(new URL(`assets/${item.name}`, DIST), true));
  }
  for await (const item of Deno.readDir(PUBLIC)) {
    if (item.isFile) files.set(`/${item.name}`, await loadFile(new URL(item.name, PUBLIC), false));
  }
  // The dictionaries travel as files named by their content, cached by the browser across pages and visits,
  // rather than inline in every page (20 KB of each HTML answer, encoded anew per request).
  const dictionaryUrls = {} as Record<Locale, string>;
  for (const locale of LOCALES) {
    const body = new TextEncoder().encode(JSON.stringify(dictionaries[locale]));
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
    const hash = Array.from(digest.slice(0, 5), (b) => b.toString(16).padStart(2, "0")).join("");
    dictionaryUrls[locale] = `/assets/i18n-${locale}-${hash}.json`;
    files.set(dictionaryUrls[locale], await fileOf(body, dictionaryUrls[locale], true));
  }
  const { createAppRouter } = await loadRouterFactory();
  return { routerManifest, files, entryChunks: chunks.map((c) => `/${c.file}`), dictionaryUrls, createAppRouter };
}

/**
 * A page's HTML gzipped for a browser that accepts it (about a seventh of the bytes): the stream stays a stream, since
 * the compressor flushes each chunk it is given, so the head still leaves before the rest is rendered. Edges that
 * compress on their own (Deno Deploy) see content-encoding already set and leave it.
 */
export function compressPage(response: Response, acceptEncoding: string | null | undefined): Response {
  if (!response.body || response.headers.has("content-encoding") || !acceptEncoding?.includes("gzip")) return response;
  if (!/^text\/html/.test(response.headers.get("content-type") ?? "")) return response;
  const headers = new Headers(response.headers);
  headers.set("content-encoding", "gzip");
  headers.delete("content-length");
  headers.append("vary", "Accept-Encoding");
  return new Response(response.body.pipeThrough(new CompressionStream("gzip")), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

export function staticResponse(file: StaticFile, acceptEncoding: string | null | undefined): Response {
  const headers = new Headers({
    "content-type": file.type,
    "cache-control": file.immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
    vary: "Accept-Encoding",
  });
  if (file.gzip && acceptEncoding?.includes("gzip")) {
    headers.set("content-encoding", "gzip");
    return new Response(file.gzip as BodyInit, { headers });
  }
  return new Response(file.body as BodyInit, { headers });
}
