// Built client assets: read once at start from Vite's manifest, kept in memory with a gzip copy, served immutable.
import type { Manifest } from "@tanstack/react-router";
import { gzipSync } from "node:zlib";
import { loadRouterFactory, wholeBodyOf } from "./render.ts";
import { dictionaries, siteDictionary } from "../../i18n/dictionaries.ts";
import { type Locale, LOCALES } from "../domain/locale.ts";

const DIST = new URL("../../static/dist/", import.meta.url);
const PUBLIC = new URL("../../static/", import.meta.url);

export type StaticFile = { body: Uint8Array; gzip: Uint8Array | null; type: string; immutable: boolean };

export type ClientAssets = {
  routerManifest: Manifest;
  files: Map<string, StaticFile>;
  /** Every JS file the first screen loads (entry and its static imports), for the bench's size figure. */
  entryChunks: string[];
  /**
   * Each locale's visitors' dictionary (without the back office's namespaces) as a hashed, immutable JSON file (the
   * client fetches it before hydrating).
   */
  dictionaryUrls: Record<Locale, string>;
  /** Each locale's whole dictionary, the same way: the file the team's pages name (decision 144). */
  teamDictionaryUrls: Record<Locale, string>;
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

/**
 * `body` gzipped in one call: pages held whole and the page cache's copies at PAGE_GZIP_LEVEL; static files once at
 * start at the highest level, since every first visit downloads the scripts and the bytes count more than the few
 * milliseconds (CompressionStream's default level left 1.3 KB more on the core chunk).
 */
export function gzipBytes(body: Uint8Array, level: number): Uint8Array<ArrayBuffer> {
  const gzipped = gzipSync(body, { level });
  return new Uint8Array(gzipped.buffer as ArrayBuffer, gzipped.byteOffset, gzipped.byteLength);
}

async function loadFile(url: URL, immutable: boolean): Promise<StaticFile> {
  return fileOf(await Deno.readFile(url), url.pathname, immutable);
}

function fileOf(body: Uint8Array, path: string, immutable: boolean): StaticFile {
  const ext = path.split(".").pop() ?? "";
  const type = TYPES[ext] ?? "application/octet-stream";
  const compressible = /^(text|application\/json|image\/svg)/.test(type) && body.length > 512;
  return { body, gzip: compressible ? gzipBytes(body, 9) : null, type, immutable };
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
  // rather than inline in every page (20 KB of each HTML answer, encoded anew per request). Visitors' pages name the
  // site's dictionary; the team's name the whole one, with the back office's strings (a third of the bytes).
  const dictionaryUrls = {} as Record<Locale, string>;
  const teamDictionaryUrls = {} as Record<Locale, string>;
  const dictionaryFile = async (name: string, dictionary: unknown) => {
    const body = new TextEncoder().encode(JSON.stringify(dictionary));
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
    const hash = Array.from(digest.slice(0, 5), (b) => b.toString(16).padStart(2, "0")).join("");
    const url = `/assets/i18n-${name}-${hash}.json`;
    files.set(url, fileOf(body, url, true));
    return url;
  };
  for (const locale of LOCALES) {
    dictionaryUrls[locale] = await dictionaryFile(locale, siteDictionary(locale));
    teamDictionaryUrls[locale] = await dictionaryFile(`${locale}-team`, dictionaries[locale]);
  }
  const { createAppRouter } = await loadRouterFactory();
  return {
    routerManifest,
    files,
    entryChunks: chunks.map((c) => `/${c.file}`),
    dictionaryUrls,
    teamDictionaryUrls,
    createAppRouter,
  };
}

/** zlib's level for pages: 4 costs two thirds of the default 6's CPU for about 3 % more bytes (measured on /ru/jobs/). */
export const PAGE_GZIP_LEVEL = 4;

/** A streamed page reaches the compressor in pieces of at least this size, or whatever came within one timer turn. */
const COALESCE_BYTES = 32 * 1024;

/**
 * Joins a stream's small chunks (React and the router write 2–4 KB at a time) into larger ones: each chunk a
 * CompressionStream is given costs a call and a flush, so 2 KB pieces take about twice the CPU of 32 KB ones and
 * compress 7 % worse (measured on /ru/jobs/). What has arrived leaves at the latest on the next timer turn, so a head
 * rendered before the data still leaves before it.
 */
export function coalesceChunks(
  minBytes = COALESCE_BYTES,
): TransformStream<Uint8Array, Uint8Array<ArrayBuffer>> {
  let parts: Uint8Array[] = [];
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const emit = (controller: TransformStreamDefaultController<Uint8Array<ArrayBuffer>>) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (!size) return;
    const out = new Uint8Array(size);
    let at = 0;
    for (const part of parts) {
      out.set(part, at);
      at += part.byteLength;
    }
    parts = [];
    size = 0;
    controller.enqueue(out);
  };
  return new TransformStream({
    transform(chunk, controller) {
      parts.push(chunk);
      size += chunk.byteLength;
      if (size >= minBytes) emit(controller);
      else if (timer === undefined) {
        timer = setTimeout(() => {
          timer = undefined;
          try {
            emit(controller);
          } catch { /* the stream was cancelled meanwhile */ }
        }, 0);
      }
    },
    flush: emit,
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
    },
  });
}

/**
 * A page's HTML gzipped for a browser that accepts it (about a seventh of the bytes): the stream stays a stream, since
 * the compressor flushes each chunk it is given, so the head still leaves before the rest is rendered (the chunks are
 * joined first, see coalesceChunks). A page already held whole (a shareable page, read for its script hashes) is
 * compressed in one call. Edges that compress on their own (Deno Deploy) see content-encoding already set and leave it.
 */
export function compressPage(response: Response, acceptEncoding: string | null | undefined): Response {
  if (!response.body || response.headers.has("content-encoding") || !acceptEncoding?.includes("gzip")) return response;
  if (!/^text\/html/.test(response.headers.get("content-type") ?? "")) return response;
  const headers = new Headers(response.headers);
  headers.set("content-encoding", "gzip");
  headers.delete("content-length");
  headers.append("vary", "Accept-Encoding");
  const whole = wholeBodyOf(response);
  let body: BodyInit;
  if (whole) {
    body = gzipBytes(whole, PAGE_GZIP_LEVEL);
  } else body = response.body.pipeThrough(coalesceChunks()).pipeThrough(new CompressionStream("gzip"));
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
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
