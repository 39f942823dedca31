// Cover art: abstract compositions in the club's colours, drawn from a seed. One list of shapes is written out as SVG
// (what pages show, sharp at every size) and rasterised to PNG (what link previews need), so both are the same picture.
import { PICTURE_SIZE } from "../../../src/domain/pictures.ts";

export type Rgb = [number, number, number];
export type Shape =
  | { kind: "circle"; cx: number; cy: number; r: number; color: Rgb; alpha: number }
  | { kind: "bar"; x: number; y: number; w: number; h: number; color: Rgb; alpha: number };
export type CoverArt = { width: number; height: number; from: Rgb; to: Rgb; shapes: Shape[] };

const hex = (h: string): Rgb => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;

/** Background gradient and the shapes' colours; the brand's navy and orange, the UN blue, the lavender surface. */
const PALETTES: Array<{ from: string; to: string; ink: string[] }> = [
  { from: "#1b1464", to: "#3b33a8", ink: ["#ff6b3d", "#ffd5c2", "#ffffff"] },
  { from: "#ff6b3d", to: "#e0501f", ink: ["#1b1464", "#fff1eb", "#ffd5c2"] },
  { from: "#e6f0ff", to: "#c7dcff", ink: ["#1849a9", "#ff6b3d", "#ffffff"] },
  { from: "#f6f5fb", to: "#e4e2ef", ink: ["#3b33a8", "#ff6b3d", "#1b1464"] },
  { from: "#16142b", to: "#1b1464", ink: ["#ff6b3d", "#c7dcff", "#ffffff"] },
];

/** FNV-1a, then mulberry32: the same seed always draws the same picture, on every machine. */
export function seededRandom(seed: string): () => number {
  let h = 0x811c9dc5;
  for (const ch of new TextEncoder().encode(seed)) h = Math.imul(h ^ ch, 0x01000193);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function drawCover(seed: string): CoverArt {
  const { width, height } = PICTURE_SIZE.cover;
  const random = seededRandom(seed);
  const between = (min: number, max: number) => Math.round(min + random() * (max - min));
  const palette = PALETTES[Math.floor(random() * PALETTES.length)];
  const ink = palette.ink.map(hex);
  const shapes: Shape[] = [];
  // One large disc leaning out of a corner, a smaller one crossing it, a ring of dots, and bars like lines of text.
  const right = random() < 0.5;
  shapes.push({
    kind: "circle",
    cx: right ? between(850, 1050) : between(150, 350),
    cy: between(120, 520),
    r: between(230, 330),
    color: ink[0],
    alpha: 0.95,
  });
  shapes.push({
    kind: "circle",
    cx: right ? between(620, 820) : between(380, 580),
    cy: between(380, 560),
    r: between(90, 150),
    color: ink[1],
    alpha: 0.85,
  });
  const dotsX = right ? between(90, 200) : between(900, 1010);
  const dotsY = between(90, 180);
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 5; col++) {
      shapes.push({ kind: "circle", cx: dotsX + col * 30, cy: dotsY + row * 30, r: 6, color: ink[2], alpha: 0.8 });
    }
  }
  const barsX = right ? between(80, 140) : between(760, 820);
  let y = between(330, 400);
  for (let i = 0, n = between(3, 4); i < n; i++) {
    const w = i === n - 1 ? between(140, 220) : between(260, 340);
    shapes.push({ kind: "bar", x: barsX, y, w, h: 22, color: ink[2], alpha: 0.9 });
    y += 42;
  }
  return { width, height, from: hex(palette.from), to: hex(palette.to), shapes };
}

const rgb = ([r, g, b]: Rgb) => `rgb(${r},${g},${b})`;

export function coverSvg(art: CoverArt): string {
  const body = art.shapes.map((s) =>
    s.kind === "circle"
      ? `<circle cx="${s.cx}" cy="${s.cy}" r="${s.r}" fill="${rgb(s.color)}" fill-opacity="${s.alpha}"/>`
      : `<rect x="${s.x}" y="${s.y}" width="${s.w}" height="${s.h}" rx="${s.h / 2}" fill="${
        rgb(s.color)
      }" fill-opacity="${s.alpha}"/>`
  ).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${art.width}" height="${art.height}" viewBox="0 0 ${art.width} ${art.height}" role="img" aria-hidden="true">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${
      rgb(art.from)
    }"/><stop offset="1" stop-color="${rgb(art.to)}"/></linearGradient></defs>` +
    `<rect width="${art.width}" height="${art.height}" fill="url(#g)"/>${body}</svg>`;
}

/** Rasterises the same shapes (anti-aliased edges) into RGB pixels at `scale` of the drawn size. */
export function rasterizeCover(art: CoverArt, scale = 1): { width: number; height: number; pixels: Uint8Array } {
  const width = Math.round(art.width * scale);
  const height = Math.round(art.height * scale);
  const pixels = new Uint8Array(width * height * 3);
  // The SVG gradient runs along the box diagonal in the unit square (objectBoundingBox), i.e. t = (x/w + y/h) / 2.
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) pixels[i + c] = Math.round(art.from[c] + (art.to[c] - art.from[c]) * t);
    }
  }
  const blend = (x: number, y: number, color: Rgb, a: number) => {
    if (a <= 0) return;
    const i = (y * width + x) * 3;
    for (let c = 0; c < 3; c++) pixels[i + c] = Math.round(pixels[i + c] * (1 - a) + color[c] * a);
  };
  for (const s of art.shapes) {
    if (s.kind === "circle") {
      const cx = s.cx * scale, cy = s.cy * scale, r = s.r * scale;
      const [x0, x1] = [Math.max(0, Math.floor(cx - r - 1)), Math.min(width - 1, Math.ceil(cx + r + 1))];
      const [y0, y1] = [Math.max(0, Math.floor(cy - r - 1)), Math.min(height - 1, Math.ceil(cy + r + 1))];
      for (let y = y0; y <= y1; y++) {
        for (let x = x0; x <= x1; x++) {
          const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
          blend(x, y, s.color, s.alpha * Math.min(1, Math.max(0, r - d + 0.5)));
        }
      }
    } else {
      const x = s.x * scale, y = s.y * scale, w = s.w * scale, h = s.h * scale, rad = h / 2;
      const [x0, x1] = [Math.max(0, Math.floor(x - 1)), Math.min(width - 1, Math.ceil(x + w + 1))];
      const [y0, y1] = [Math.max(0, Math.floor(y - 1)), Math.min(height - 1, Math.ceil(y + h + 1))];
      for (let py = y0; py <= y1; py++) {
        for (let px = x0; px <= x1; px++) {
          // Signed distance to a stadium (a rounded bar whose radius is half its height).
          const qx = Math.max(Math.abs(px + 0.5 - (x + w / 2)) - (w / 2 - rad), 0);
          const qy = Math.abs(py + 0.5 - (y + h / 2));
          const d = Math.hypot(qx, qy) - rad;
          blend(px, py, s.color, s.alpha * Math.min(1, Math.max(0, 0.5 - d)));
        }
      }
    }
  }
  return { width, height, pixels };
}
