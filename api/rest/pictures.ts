// GET /pictures/v1/{cover|avatar|logo}/{seed}.svg and /pictures/v1/cover/{seed}.png: the generated pictures. Each is a
// pure function of its address, so it is answered with a year-long immutable cache; PNG covers (link previews only)
// are also kept in a small in-process cache, since rasterising one takes tens of milliseconds.
import { Hono } from "hono";
import { type PictureKind, PICTURES_VERSION, pictureSeed } from "../../src/domain/pictures.ts";
import { coverSvg, drawCover, rasterizeCover } from "../services/pictures/cover-art.ts";
import { encodePng } from "../services/pictures/png.ts";
import { avatarSvg, logoSvg } from "../services/pictures/portraits.ts";
import { screenshotSvg } from "../services/pictures/screenshots.ts";

const HEADERS = {
  "cache-control": "public, max-age=31536000, immutable",
  "x-content-type-options": "nosniff",
  // An SVG opened on its own is a document: no script, no plugin, no form.
  "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
} as const;

const SVG: Record<PictureKind, (seed: string) => string> = {
  cover: (seed) => coverSvg(drawCover(seed)),
  avatar: avatarSvg,
  logo: logoSvg,
};

const PNG_CACHE_SIZE = 64;

export function picturesRestApp() {
  const app = new Hono();
  const pngCache = new Map<string, Uint8Array>();

  app.get(`/${PICTURES_VERSION}/screenshot/:file`, (c) => {
    const match = /^([1-9][0-9]?)\.svg$/.exec(c.req.param("file"));
    const svg = match ? screenshotSvg(Number(match[1])) : null;
    if (!svg) return c.text("Not found", 404);
    return c.body(svg, 200, { ...HEADERS, "content-type": "image/svg+xml; charset=utf-8" });
  });

  app.get(`/${PICTURES_VERSION}/:kind/:file`, async (c) => {
    const kind = c.req.param("kind");
    const match = /^(.+)\.(svg|png)$/.exec(c.req.param("file"));
    if (!Object.hasOwn(SVG, kind) || !match) return c.text("Not found", 404);
    let seed: string;
    try {
      seed = decodeURIComponent(match[1]);
    } catch {
      return c.text("Not found", 404);
    }
    // Only the canonical spelling of a seed has a picture, so one picture has one address (and one cache entry).
    if (pictureSeed(seed) !== seed) return c.text("Not found", 404);
    if (match[2] === "svg") {
      return c.body(SVG[kind as PictureKind](seed), 200, {
        ...HEADERS,
        "content-type": "image/svg+xml; charset=utf-8",
      });
    }
    if (kind !== "cover") return c.text("Not found", 404);
    let png = pngCache.get(seed);
    if (!png) {
      const { width, height, pixels } = rasterizeCover(drawCover(seed));
      png = await encodePng(width, height, pixels);
      if (pngCache.size >= PNG_CACHE_SIZE) pngCache.delete(pngCache.keys().next().value!);
      pngCache.set(seed, png);
    }
    return c.body(png as Uint8Array<ArrayBuffer>, 200, { ...HEADERS, "content-type": "image/png" });
  });

  return app;
}
