// Avatar uploads (decision 042): storage cannot be filled. One current photo per user (the replaced file is deleted),
// at most 10 uploads per user per hour, a pixel cap read from the header, polyglots refused, and stored files served
// as inert images. Each test looks at the storage directory itself, not only at the answers.
import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema/index.ts";
import { en } from "../../i18n/dictionaries.ts";
import { ru } from "../../i18n/dictionaries.ts";
import { createTestApp } from "../support/app.ts";
import {
  concat,
  HTML_PAYLOAD,
  pngChunk,
  pngOfSize,
  REAL_GIF,
  REAL_JPEG,
  REAL_PNG,
  REAL_WEBP,
} from "../support/images.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
const member = { "x-test-viewer": "authorized" };

/** A test app whose storage directory the test knows, and helpers that post and count files. */
async function avatarApp() {
  const dir = await Deno.makeTempDir({ prefix: "fellows-avatar-" });
  const t = await createTestApp({ seed: false, env: { STORAGE_LOCAL_DIR: dir } });
  const upload = async (bytes: Uint8Array, name = "me.png", type = "image/png") => {
    const body = new FormData();
    body.set("file", new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
    const res = await t.request("/api/profile/avatar", { method: "POST", body, headers: member });
    return { status: res.status, headers: res.headers, body: await res.json() };
  };
  /** Every stored file, as keys relative to the storage directory. */
  const storedFiles = async (): Promise<string[]> => {
    const found: string[] = [];
    const walk = async (path: string) => {
      for await (const entry of Deno.readDir(`${dir}/${path}`)) {
        const child = path ? `${path}/${entry.name}` : entry.name;
        if (entry.isDirectory) await walk(child);
        else found.push(child);
      }
    };
    await walk("");
    return found.sort();
  };
  const avatarUrls = async () =>
    (await t.db.select({ avatarUrl: users.avatarUrl }).from(users)).map((u) => u.avatarUrl);
  const close = async () => {
    await t.close();
    await Deno.remove(dir, { recursive: true }).catch(() => {});
  };
  return { ...t, dir, upload, storedFiles, avatarUrls, close, [Symbol.asyncDispose]: close };
}

const keyOf = (src: string) => src.replace(/^\/uploads\//, "");

/** The key names a text in both dictionaries, and the two texts differ (it is translated, not a fallback). */
function assertTranslated(i18nKey: string) {
  const lookup = (dict: Record<string, unknown>) =>
    i18nKey.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], dict);
  const [english, russian] = [lookup(en), lookup(ru)];
  assert.equal(typeof english, "string", `${i18nKey} in en`);
  assert.equal(typeof russian, "string", `${i18nKey} in ru`);
  assert.notEqual(english, russian, i18nKey);
}

Deno.test(
  "a new photo replaces the old one: the previous file is deleted from storage and no longer served",
  opts,
  async () => {
    await using t = await avatarApp();
    const first = await t.upload(REAL_PNG);
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.deepEqual(await t.storedFiles(), [keyOf(first.body.avatarSrc)]);

    const second = await t.upload(REAL_JPEG, "me.jpg", "image/jpeg");
    assert.equal(second.status, 200, JSON.stringify(second.body));
    assert.notEqual(second.body.avatarSrc, first.body.avatarSrc);
    // Exactly one file left, the new one, and the user row points at it.
    assert.deepEqual(await t.storedFiles(), [keyOf(second.body.avatarSrc)]);
    assert.deepEqual(await t.avatarUrls(), [second.body.avatarSrc]);
    const old = await t.request(first.body.avatarSrc);
    assert.equal(old.status, 404);
    await old.body?.cancel();
    const current = await t.request(second.body.avatarSrc);
    assert.equal(current.status, 200);
    assert.deepEqual(new Uint8Array(await current.arrayBuffer()), REAL_JPEG);
  },
);

Deno.test(
  "a photo URL that is not one of ours (seeded, Google) is replaced without deleting anything",
  opts,
  async () => {
    await using t = await avatarApp();
    const first = await t.upload(REAL_PNG);
    assert.equal(first.status, 200);
    // Meanwhile the user's photo became one we do not store (as a Google sign-in or the demo seed sets).
    const [{ id }] = await t.db.select({ id: users.id }).from(users);
    await t.db.update(users).set({ avatarUrl: "https://lh3.googleusercontent.com/a/photo" }).where(eq(users.id, id));
    const second = await t.upload(REAL_GIF, "me.gif", "image/gif");
    assert.equal(second.status, 200);
    // Only the current photo's file is ever deleted: the Google URL is not ours, and the first file was not current.
    assert.deepEqual(await t.storedFiles(), [keyOf(first.body.avatarSrc), keyOf(second.body.avatarSrc)].sort());
  },
);

Deno.test("the 11th upload in an hour is answered 429 with a translated error, and stores nothing", opts, async () => {
  // The limit counts fixed hourly windows of the real clock: a run that straddles an hour boundary is run again.
  for (let attempt = 1;; attempt++) {
    await using t = await avatarApp();
    const started = Date.now();
    let last = "";
    for (let i = 1; i <= 10; i++) {
      const ok = await t.upload(i % 2 ? REAL_PNG : REAL_WEBP, "me", "application/octet-stream");
      assert.equal(ok.status, 200, `upload ${i}: ${JSON.stringify(ok.body)}`);
      last = ok.body.avatarSrc;
    }
    const before = await t.storedFiles();
    const refused = await t.upload(REAL_JPEG, "me.jpg", "image/jpeg");
    const hour = (ms: number) => Math.floor(ms / 3_600_000);
    if (hour(started) !== hour(Date.now()) && attempt === 1) continue;

    assert.equal(refused.status, 429);
    assert.deepEqual(refused.body, { error: { name: "TOO_MANY_REQUESTS", i18nKey: "errors.avatarTooMany" } });
    assertTranslated(refused.body.error.i18nKey);
    const retryAfter = Number(refused.headers.get("retry-after"));
    assert.ok(retryAfter > 0 && retryAfter <= 3600, `retry-after ${retryAfter}`);
    assert.deepEqual(await t.storedFiles(), before);
    assert.deepEqual(before, [keyOf(last)]); // and the ten before it kept only the last one
    assert.deepEqual(await t.avatarUrls(), [last]);
    return;
  }
});

Deno.test(
  "a PNG whose header says 20000 × 20000 is refused as too many pixels, and nothing is stored",
  opts,
  async () => {
    await using t = await avatarApp();
    const bomb = pngOfSize(20000, 20000);
    assert.ok(bomb.length < 1024); // small on the wire; 400 megapixels for whoever decodes it
    const refused = await t.upload(bomb);
    assert.equal(refused.status, 422);
    assert.deepEqual(refused.body, { error: { name: "TOO_MANY_PIXELS", i18nKey: "errors.avatarDimensions" } });
    assertTranslated(refused.body.error.i18nKey);
    assert.deepEqual(await t.storedFiles(), []);
    assert.deepEqual(await t.avatarUrls(), [null]);
    // The largest allowed side passes.
    const edge = await t.upload(pngOfSize(4096, 4096));
    assert.equal(edge.status, 200, JSON.stringify(edge.body));
  },
);

Deno.test("PNG + HTML polyglots are refused and nothing is stored", opts, async () => {
  await using t = await avatarApp();
  for (
    const [label, bytes] of [
      ["HTML after IEND", concat(REAL_PNG, HTML_PAYLOAD)],
      ["a script in a text chunk", pngOfSize(16, 16, [pngChunk("tEXt", `Comment\0${HTML_PAYLOAD}`)])],
      ["HTML after the JPEG's EOI", concat(REAL_JPEG, HTML_PAYLOAD)],
    ] as const
  ) {
    const refused = await t.upload(bytes);
    assert.equal(refused.status, 422, label);
    assert.deepEqual(refused.body, { error: { name: "BAD_IMAGE", i18nKey: "errors.avatarInvalid" } }, label);
  }
  assertTranslated("errors.avatarInvalid");
  // An HTML page named .png is refused by its bytes.
  const page = await t.upload(new TextEncoder().encode(HTML_PAYLOAD));
  assert.equal(page.status, 415);
  assert.equal(page.body.error.i18nKey, "errors.avatarType");
  assert.deepEqual(await t.storedFiles(), []);
  assert.deepEqual(await t.avatarUrls(), [null]);
});

Deno.test(
  "ordinary small PNG, JPEG, GIF and WebP photos are accepted and served as inert images of their type",
  opts,
  async () => {
    await using t = await avatarApp();
    for (
      const [bytes, type, ext] of [
        [REAL_PNG, "image/png", "png"],
        [REAL_JPEG, "image/jpeg", "jpg"],
        [REAL_GIF, "image/gif", "gif"],
        [REAL_WEBP, "image/webp", "webp"],
      ] as const
    ) {
      // The declared type is ignored: the bytes decide.
      const ok = await t.upload(bytes, "photo.bin", "text/html");
      assert.equal(ok.status, 200, `${type}: ${JSON.stringify(ok.body)}`);
      assert.match(ok.body.avatarSrc, new RegExp(`^/uploads/avatars/[0-9a-f-]+/[0-9a-f-]+\\.${ext}$`));
      const served = await t.request(ok.body.avatarSrc);
      assert.equal(served.status, 200);
      assert.equal(served.headers.get("content-type"), type);
      assert.equal(served.headers.get("x-content-type-options"), "nosniff");
      assert.equal(served.headers.get("content-disposition"), "inline");
      assert.equal(served.headers.get("content-security-policy"), "default-src 'none'; sandbox");
      assert.deepEqual(new Uint8Array(await served.arrayBuffer()), bytes);
    }
  },
);
