// The image inspector on real files and on made-up headers: sizes read from each header, the pixel cap, polyglots
// (bytes after the end marker, markup in metadata) and broken structures refused, pixel data not mistaken for markup.
import assert from "node:assert/strict";
import { IMAGE_MAX_SIDE, inspectImage } from "../../src/domain/image-header.ts";
import {
  concat,
  HTML_PAYLOAD,
  PNG_SIGNATURE,
  pngChunk,
  pngOfSize,
  REAL_GIF,
  REAL_JPEG,
  REAL_PNG,
  REAL_WEBP,
} from "../support/images.ts";

const reasonOf = (bytes: Uint8Array) => {
  const result = inspectImage(bytes);
  return result.ok ? "ok" : result.reason;
};

/** A copy of `bytes` with `values` written at `at`. */
function patched(bytes: Uint8Array, at: number, ...values: number[]): Uint8Array {
  const copy = bytes.slice();
  copy.set(values, at);
  return copy;
}

/** Where the JPEG's SOF0 segment starts (its FF). */
function sofOffset(jpeg: Uint8Array): number {
  for (let i = 0; i < jpeg.length - 1; i++) if (jpeg[i] === 0xff && jpeg[i + 1] === 0xc0) return i;
  throw new Error("no SOF0");
}

const le32 = (n: number) => Uint8Array.of(n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, n >>> 24);
/** A RIFF/WEBP file of the given chunks, its declared size the true one. */
function webp(...chunks: Array<[string, Uint8Array]>): Uint8Array {
  const body = concat(
    "WEBP",
    ...chunks.flatMap(([fourcc, data]) => [fourcc, le32(data.length), data, new Uint8Array(data.length & 1)]),
  );
  return concat("RIFF", le32(body.length), body);
}
const vp8 = (width: number, height: number) =>
  Uint8Array.of(0x50, 0x01, 0x00, 0x9d, 0x01, 0x2a, width & 0xff, width >> 8, height & 0xff, height >> 8, 0, 0);
function vp8l(width: number, height: number): Uint8Array {
  const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14);
  return concat(Uint8Array.of(0x2f), le32(bits), new Uint8Array(3));
}

Deno.test("real PNG, JPEG, GIF and WebP files are accepted with their type and size", () => {
  for (
    const [bytes, type, ext] of [
      [REAL_PNG, "image/png", "png"],
      [REAL_JPEG, "image/jpeg", "jpg"],
      [REAL_GIF, "image/gif", "gif"],
      [REAL_WEBP, "image/webp", "webp"],
    ] as const
  ) {
    assert.deepEqual(inspectImage(bytes), { ok: true, type, ext, width: 16, height: 16 }, type);
  }
});

Deno.test("the size is read from each header: PNG IHDR, JPEG SOF0, GIF screen and frames, WebP VP8/VP8L/VP8X", () => {
  const big = (bytes: Uint8Array) => {
    const result = inspectImage(bytes);
    return result.ok ? result : { reason: result.reason, width: result.width, height: result.height };
  };
  assert.deepEqual(big(pngOfSize(20000, 20000)), { reason: "dimensions", width: 20000, height: 20000 });
  const sof = sofOffset(REAL_JPEG);
  // SOF0: FF C0, length (2), precision (1), height (2), width (2).
  assert.deepEqual(big(patched(REAL_JPEG, sof + 5, 0x4e, 0x20, 0x00, 0x10)), {
    reason: "dimensions",
    width: 16,
    height: 20000,
  });
  assert.deepEqual(big(patched(REAL_GIF, 6, 0x20, 0x4e)), { reason: "dimensions", width: 20000, height: 16 });
  // A GIF frame reaching past a small screen counts too.
  const frame = REAL_GIF.indexOf(0x2c, 13 + 3 * 128);
  assert.equal(reasonOf(patched(REAL_GIF, frame + 5, 0x20, 0x4e)), "dimensions");
  // VP8X: canvas width − 1 as 24 bits at byte 24.
  assert.deepEqual(big(patched(REAL_WEBP, 24, 0x1f, 0x4e, 0x00)), { reason: "dimensions", width: 20000, height: 16 });
  assert.deepEqual(inspectImage(webp(["VP8 ", vp8(300, 200)])), {
    ok: true,
    type: "image/webp",
    ext: "webp",
    width: 300,
    height: 200,
  });
  assert.equal(reasonOf(webp(["VP8 ", vp8(16383, 16383)])), "dimensions");
  assert.deepEqual(inspectImage(webp(["VP8L", vp8l(640, 480)])), {
    ok: true,
    type: "image/webp",
    ext: "webp",
    width: 640,
    height: 480,
  });
  assert.equal(reasonOf(webp(["VP8L", vp8l(5000, 10)])), "dimensions");
});

Deno.test("the pixel cap is the side limit, inclusive", () => {
  assert.equal(reasonOf(pngOfSize(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE)), "ok");
  assert.equal(reasonOf(pngOfSize(IMAGE_MAX_SIDE + 1, 1)), "dimensions");
  assert.equal(reasonOf(pngOfSize(1, IMAGE_MAX_SIDE + 1)), "dimensions");
  assert.equal(reasonOf(pngOfSize(0, 10)), "malformed");
  // The cap is refused from the header alone, even when the rest is cut off.
  assert.equal(reasonOf(pngOfSize(20000, 20000).subarray(0, 33)), "dimensions");
});

Deno.test("polyglots: anything after the end marker is refused, for every type", () => {
  assert.equal(reasonOf(concat(REAL_PNG, HTML_PAYLOAD)), "trailing");
  assert.equal(reasonOf(concat(REAL_JPEG, HTML_PAYLOAD)), "trailing");
  assert.equal(reasonOf(concat(REAL_GIF, HTML_PAYLOAD)), "trailing");
  assert.equal(reasonOf(concat(REAL_WEBP, HTML_PAYLOAD)), "trailing");
  // Even one byte, even a zip's end record.
  assert.equal(reasonOf(concat(REAL_PNG, Uint8Array.of(0))), "trailing");
  assert.equal(reasonOf(concat(REAL_JPEG, "PK\x05\x06")), "trailing");
});

Deno.test("polyglots: HTML, SVG or PHP in metadata or the first kilobyte is refused, in any letter case", () => {
  assert.equal(reasonOf(pngOfSize(10, 10, [pngChunk("tEXt", `Comment\0${HTML_PAYLOAD}`)])), "markup");
  assert.equal(reasonOf(pngOfSize(10, 10, [pngChunk("tEXt", "Comment\0<SCRIPT src=//x></SCRIPT>")])), "markup");
  assert.equal(reasonOf(pngOfSize(10, 10, [pngChunk("iTXt", "x\0\0\0\0\0<svg onload=alert(1)>")])), "markup");
  // Deep in a metadata chunk, past the first kilobyte.
  assert.equal(reasonOf(pngOfSize(10, 10, [pngChunk("zzZz", "a".repeat(5000) + "<?php system($_GET[1]);")])), "markup");
  // A JPEG comment segment (FF FE) after SOI.
  const comment = concat("<!DOCTYPE html><p>hi");
  const withComment = concat(
    REAL_JPEG.subarray(0, 2),
    Uint8Array.of(0xff, 0xfe, 0, comment.length + 2),
    comment,
    REAL_JPEG.subarray(2),
  );
  assert.equal(reasonOf(withComment), "markup");
  // Ordinary metadata passes.
  assert.equal(reasonOf(pngOfSize(10, 10, [pngChunk("tEXt", "Software\0GIMP 2.10 <3")])), "ok");
});

Deno.test("compressed pixel data past the first kilobyte is not scanned for markup (no false refusals)", () => {
  const idat = pngChunk("IDAT", "x".repeat(2000) + "<html>");
  const bytes = concat(
    PNG_SIGNATURE,
    pngChunk("IHDR", Uint8Array.of(0, 0, 0, 10, 0, 0, 0, 10, 8, 0, 0, 0, 0)),
    idat,
    pngChunk("IEND"),
  );
  assert.equal(reasonOf(bytes), "ok");
});

Deno.test("broken structures are refused: truncated, bad CRC, no pixels, no end marker, unsupported JPEG kinds", () => {
  assert.equal(reasonOf(REAL_PNG.subarray(0, REAL_PNG.length - 12)), "malformed"); // IEND cut off
  assert.equal(reasonOf(patched(REAL_PNG, 40, REAL_PNG[40] ^ 0xff)), "malformed"); // a CRC no longer matches
  assert.equal(
    reasonOf(
      concat(PNG_SIGNATURE, pngChunk("IHDR", Uint8Array.of(0, 0, 0, 9, 0, 0, 0, 9, 8, 0, 0, 0, 0)), pngChunk("IEND")),
    ),
    "malformed",
  );
  assert.equal(reasonOf(REAL_JPEG.subarray(0, REAL_JPEG.length - 2)), "malformed"); // no EOI
  assert.equal(reasonOf(REAL_JPEG.subarray(0, 200)), "malformed");
  const sof = sofOffset(REAL_JPEG);
  assert.equal(reasonOf(patched(REAL_JPEG, sof + 1, 0xc3)), "type"); // lossless: browsers do not show it
  assert.equal(reasonOf(REAL_GIF.subarray(0, REAL_GIF.length - 1)), "malformed"); // no trailer
  assert.equal(reasonOf(REAL_WEBP.subarray(0, REAL_WEBP.length - 4)), "malformed"); // shorter than RIFF says
  assert.equal(reasonOf(webp(["EXIF", new Uint8Array(4)])), "malformed");
});

Deno.test("what is not one of the four types is refused by its bytes, whatever it is called", () => {
  assert.equal(reasonOf(new Uint8Array()), "type");
  assert.equal(reasonOf(new TextEncoder().encode(HTML_PAYLOAD)), "type");
  assert.equal(reasonOf(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')), "type");
  assert.equal(reasonOf(concat("BM", new Uint8Array(60))), "type");
  assert.equal(reasonOf(concat("GIF88a", new Uint8Array(20))), "type");
});

Deno.test("corrupted and cut files are answered, never thrown on or looped over (4,000 seeded mutations)", () => {
  let seed = 12;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const seen = new Set<string>();
  for (const original of [REAL_PNG, REAL_JPEG, REAL_GIF, REAL_WEBP]) {
    for (let i = 0; i < 1000; i++) {
      let bytes = original.slice();
      for (let n = 1 + Math.floor(random() * 4); n > 0; n--) {
        bytes[Math.floor(random() * bytes.length)] = random() * 256;
      }
      if (random() < 0.3) bytes = bytes.subarray(0, Math.floor(random() * bytes.length));
      const result = inspectImage(bytes);
      seen.add(result.ok ? "ok" : result.reason);
    }
  }
  // Most mutations are refused, some land in metadata or pixels and still pass: both outcomes occur.
  assert.ok(seen.has("malformed") && seen.has("ok"), [...seen].join());
});
