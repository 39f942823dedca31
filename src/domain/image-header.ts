// What an uploaded image is, read from its own bytes with no image library: the type by its magic bytes, the pixel
// size from its header (PNG IHDR, JPEG SOF0/1/2, WebP VP8/VP8L/VP8X, GIF screen and frames), and whether the whole
// file is one well-formed image of that type — it ends at its end marker with nothing after it, and its metadata
// (everything but the compressed pixels) carries no HTML, SVG or PHP. A file that is also something else (a
// polyglot) is refused, and so is an image a browser would have to decode into more than the pixel cap.

/** The largest width and height accepted (an avatar is shown at most a few hundred pixels wide). */
export const IMAGE_MAX_SIDE = 4096;

/** The accepted types by the file extension the storage key gets: the key alone tells how to serve the file. */
export const IMAGE_TYPES = {
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
} as const;

export type ImageExt = keyof typeof IMAGE_TYPES;

export type ImageRefusal =
  /** Not one of the accepted types (or a JPEG kind browsers do not show: lossless, arithmetic, hierarchical). */
  | "type"
  /** Wider or taller than the cap, read from the header. */
  | "dimensions"
  /** Truncated, or a structure the type does not allow (bad chunk lengths or CRCs, no end marker, no pixels). */
  | "malformed"
  /** Bytes after the image's end marker: the usual way to make a polyglot. */
  | "trailing"
  /** HTML, SVG or PHP in the first kilobyte or in metadata. */
  | "markup";

export type ImageInspection =
  | { ok: true; type: (typeof IMAGE_TYPES)[ImageExt]; ext: ImageExt; width: number; height: number }
  | { ok: false; reason: ImageRefusal; width?: number; height?: number };

type Parsed = {
  width: number;
  height: number;
  problem: Exclude<ImageRefusal, "dimensions" | "markup"> | null;
  /** Byte ranges [start, end) that are not compressed pixel data: scanned for markup. */
  meta: Array<[number, number]>;
};

/** The accepted type of `bytes` by its magic bytes alone, or null. */
export function imageExtOf(bytes: Uint8Array): ImageExt | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (starts(0xff, 0xd8, 0xff)) return "jpg";
  if (starts(0x47, 0x49, 0x46, 0x38, 0x37, 0x61) || starts(0x47, 0x49, 0x46, 0x38, 0x39, 0x61)) return "gif";
  if (starts(0x52, 0x49, 0x46, 0x46) && ascii(bytes, 8, 4) === "WEBP") return "webp";
  return null;
}

/** Decides whether `bytes` is one clean image no larger than `maxSide` on either side. */
export function inspectImage(bytes: Uint8Array, maxSide = IMAGE_MAX_SIDE): ImageInspection {
  const ext = imageExtOf(bytes);
  if (!ext) return { ok: false, reason: "type" };
  const parsed = PARSERS[ext](bytes);
  const { width, height } = parsed;
  // The size first: a header naming 20000 × 20000 is refused as too large even when the rest is cut off.
  if (width > maxSide || height > maxSide) return { ok: false, reason: "dimensions", width, height };
  if (parsed.problem) return { ok: false, reason: parsed.problem };
  if (width < 1 || height < 1) return { ok: false, reason: "malformed" };
  if (hasMarkup(bytes, [[0, Math.min(1024, bytes.length)], ...parsed.meta])) return { ok: false, reason: "markup" };
  return { ok: true, type: IMAGE_TYPES[ext], ext, width, height };
}

const MARKUP = ["<script", "<html", "<body", "<iframe", "<svg", "<!doctype", "<?php"].map((m) =>
  Array.from(m, (ch) => ch.charCodeAt(0))
);

function hasMarkup(bytes: Uint8Array, ranges: Array<[number, number]>): boolean {
  for (const [start, end] of ranges) {
    for (let i = start; i < end; i++) {
      if (bytes[i] !== 0x3c) continue; // "<"
      for (const marker of MARKUP) {
        if (i + marker.length > end) continue;
        let match = true;
        for (let j = 1; j < marker.length && match; j++) {
          const b = bytes[i + j];
          match = (b >= 0x41 && b <= 0x5a ? b + 0x20 : b) === marker[j];
        }
        if (match) return true;
      }
    }
  }
  return false;
}

const PARSERS: Record<ImageExt, (bytes: Uint8Array) => Parsed> = {
  png: parsePng,
  jpg: parseJpeg,
  gif: parseGif,
  webp: parseWebp,
};

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}
const u16be = (b: Uint8Array, at: number) => (b[at] << 8) | b[at + 1];
const u32be = (b: Uint8Array, at: number) => ((b[at] << 24) | (b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]) >>> 0;
const u16le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const u24le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8) | (b[at + 2] << 16);
const u32le = (b: Uint8Array, at: number) => u24le(b, at) + b[at + 3] * 0x1000000;

let crcTable: Uint32Array | undefined;
function crc32(bytes: Uint8Array, start: number, end: number): number {
  crcTable ??= Uint32Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let crc = 0xffffffff;
  for (let i = start; i < end; i++) crc = crcTable[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** PNG: the signature, IHDR first (13 bytes: width, height), chunks with valid CRCs, IDAT, IEND as the last bytes. */
function parsePng(bytes: Uint8Array): Parsed {
  const result: Parsed = { width: 0, height: 0, problem: "malformed", meta: [] };
  if (bytes.length < 33 || u32be(bytes, 8) !== 13 || ascii(bytes, 12, 4) !== "IHDR") return result;
  result.width = u32be(bytes, 16);
  result.height = u32be(bytes, 20);
  let pos = 8;
  let sawData = false;
  while (pos + 12 <= bytes.length) {
    const length = u32be(bytes, pos);
    const type = ascii(bytes, pos + 4, 4);
    const end = pos + 12 + length;
    if (!/^[A-Za-z]{4}$/.test(type) || length > 0x7fffffff || end > bytes.length) return result;
    if (crc32(bytes, pos + 4, pos + 8 + length) !== u32be(bytes, pos + 8 + length)) return result;
    if (type === "IDAT") sawData = true;
    else if (type !== "fdAT") result.meta.push([pos + 8, pos + 8 + length]);
    if (type === "IEND") {
      result.problem = !sawData || length !== 0 ? "malformed" : end === bytes.length ? null : "trailing";
      return result;
    }
    pos = end;
  }
  return result;
}

/**
 * JPEG: SOI, marker segments with lengths, exactly one SOF0/1/2 frame header (height, width) before the first scan,
 * entropy-coded scans (only stuffed FF00 and RSTn inside), EOI as the last two bytes.
 */
function parseJpeg(bytes: Uint8Array): Parsed {
  const result: Parsed = { width: 0, height: 0, problem: "malformed", meta: [] };
  let pos = 2;
  let sawFrame = false;
  let sawScan = false;
  while (pos < bytes.length) {
    if (bytes[pos] !== 0xff) return result;
    while (bytes[pos] === 0xff) pos++; // fill bytes
    if (pos >= bytes.length) return result;
    const marker = bytes[pos++];
    if (marker === 0xd9) {
      result.problem = !sawFrame || !sawScan ? "malformed" : pos === bytes.length ? null : "trailing";
      return result;
    }
    if (marker === 0xd8 || marker === 0x00) return result;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue;
    if (pos + 2 > bytes.length) return result;
    const length = u16be(bytes, pos);
    const end = pos + length;
    if (length < 2 || end > bytes.length) return result;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (sawFrame || length < 8) return result;
      if (marker > 0xc2) {
        result.problem = "type";
        return result;
      }
      sawFrame = true;
      result.height = u16be(bytes, pos + 3);
      result.width = u16be(bytes, pos + 5);
    } else if ((marker >= 0xe0 && marker <= 0xef) || marker === 0xfe) {
      result.meta.push([pos + 2, end]);
    }
    pos = end;
    if (marker === 0xda) {
      if (!sawFrame) return result;
      sawScan = true;
      // Entropy-coded data runs to the next marker that is neither a stuffed zero nor a restart.
      while (pos < bytes.length) {
        if (bytes[pos] !== 0xff) {
          pos++;
          continue;
        }
        const next = bytes[pos + 1];
        if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) pos += 2;
        else if (next === 0xff) pos++;
        else break;
      }
    }
  }
  return result;
}

/**
 * GIF: the logical screen (width, height), colour tables, extension and image blocks of sub-blocks, the trailer as
 * the last byte. The size is the screen's or, if larger, what any frame reaches.
 */
function parseGif(bytes: Uint8Array): Parsed {
  const result: Parsed = { width: 0, height: 0, problem: "malformed", meta: [] };
  if (bytes.length < 13) return result;
  result.width = u16le(bytes, 6);
  result.height = u16le(bytes, 8);
  const tableSize = (packed: number) => (packed & 0x80 ? 3 * (1 << ((packed & 7) + 1)) : 0);
  let pos = 13 + tableSize(bytes[10]);
  let sawImage = false;
  // Skips a run of sub-blocks; false when it runs off the end.
  const subBlocks = () => {
    while (pos < bytes.length) {
      const size = bytes[pos++];
      if (size === 0) return true;
      pos += size;
    }
    return false;
  };
  while (pos < bytes.length) {
    const block = bytes[pos];
    if (block === 0x3b) {
      result.problem = !sawImage ? "malformed" : pos + 1 === bytes.length ? null : "trailing";
      return result;
    }
    if (block === 0x21) {
      const label = bytes[pos + 1];
      pos += 2;
      const start = pos;
      if (!subBlocks()) return result;
      if (label !== 0xf9) result.meta.push([start, pos]); // all but the graphic control extension
    } else if (block === 0x2c) {
      if (pos + 10 > bytes.length) return result;
      result.width = Math.max(result.width, u16le(bytes, pos + 1) + u16le(bytes, pos + 5));
      result.height = Math.max(result.height, u16le(bytes, pos + 3) + u16le(bytes, pos + 7));
      pos += 10 + tableSize(bytes[pos + 9]) + 1; // descriptor, local colour table, LZW minimum code size
      if (!subBlocks()) return result;
      sawImage = true;
    } else {
      return result;
    }
  }
  return result;
}

/**
 * WebP: RIFF whose declared size is the file's, "WEBP", then chunks; the first is VP8 (lossy key frame: start code
 * 9D 01 2A, 14-bit sizes), VP8L (signature 2F, 14-bit sizes minus one) or VP8X (24-bit canvas sizes minus one).
 */
function parseWebp(bytes: Uint8Array): Parsed {
  const result: Parsed = { width: 0, height: 0, problem: "malformed", meta: [] };
  if (bytes.length < 25) return result; // RIFF, WEBP, a chunk header and a VP8L header at the least
  const first = ascii(bytes, 12, 4);
  if (first === "VP8 ") {
    if ((bytes[20] & 1) !== 0 || bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return result;
    result.width = u16le(bytes, 26) & 0x3fff;
    result.height = u16le(bytes, 28) & 0x3fff;
  } else if (first === "VP8L") {
    if (bytes[20] !== 0x2f) return result;
    const bits = u32le(bytes, 21);
    result.width = (bits & 0x3fff) + 1;
    result.height = ((bits >>> 14) & 0x3fff) + 1;
  } else if (first === "VP8X") {
    result.width = u24le(bytes, 24) + 1;
    result.height = u24le(bytes, 27) + 1;
  } else {
    return result;
  }
  const riffEnd = 8 + u32le(bytes, 4);
  if (riffEnd > bytes.length) return result;
  let pos = 12;
  let sawImage = false;
  while (pos + 8 <= riffEnd) {
    const fourcc = ascii(bytes, pos, 4);
    const size = u32le(bytes, pos + 4);
    const end = pos + 8 + size + (size & 1);
    if (end > riffEnd + (size & 1)) return result;
    if (fourcc === "VP8 " || fourcc === "VP8L" || fourcc === "ANMF") sawImage = true;
    else if (fourcc !== "ALPH") result.meta.push([pos + 8, Math.min(pos + 8 + size, riffEnd)]);
    pos = end;
  }
  if (pos < riffEnd || !sawImage) return result;
  result.problem = riffEnd === bytes.length || (riffEnd + 1 === bytes.length && pos === bytes.length)
    ? null
    : "trailing";
  return result;
}
