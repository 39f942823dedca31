// Where uploaded files go: an S3-compatible bucket in production (requests signed with SigV4 by aws4fetch), the
// local disk (STORAGE_LOCAL_DIR, served at /uploads/) for the embedded default. Keys are random, so a stored file
// never changes and can be cached for good.
import { tracedCalls } from "../../src/platform/trace.ts";
import { AwsClient } from "aws4fetch";
import type { Config } from "../../src/config.ts";

export type FileStorage = {
  kind: "s3" | "local";
  /** Stores the bytes and answers the file's public URL (absolute for S3, a site path for the local disk). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<string>;
  /** Removes the file; a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
  /** The key of a URL that `put` answered, or null for any other URL (a seeded or Google photo is not ours). */
  keyOf(url: string): string | null;
  /** Local disk only: the file for GET /uploads/{key}. */
  read?(key: string): Promise<Uint8Array | null>;
  /**
   * A private file's bytes (keys under `private/`: paid downloads), read by the server for a signed download link;
   * null when missing. Private keys are never served by /uploads and never given a public URL.
   */
  readPrivate(key: string): Promise<Uint8Array | null>;
};

/** Keys under this prefix are private: only the signed download route reads them. */
export const PRIVATE_PREFIX = "private/";

const SAFE_KEY = /^[a-z0-9/_-]+\.[a-z0-9]{2,5}$/;

/** The calls that reach the store, each in a span (`storage put`) under the request's (decision 155); keyOf is not. */
const STORED_CALLS: ReadonlyArray<keyof FileStorage> = ["put", "delete", "read", "readPrivate"];

export function createLocalStorage(dir: string): FileStorage {
  const pathOf = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error("unsafe file key");
    return `${dir.replace(/\/$/, "")}/${key}`;
  };
  return tracedCalls<FileStorage>("storage", {
    kind: "local",
    async put(key, bytes) {
      const path = pathOf(key);
      await Deno.mkdir(path.slice(0, path.lastIndexOf("/")), { recursive: true });
      await Deno.writeFile(path, bytes);
      return `/uploads/${key}`;
    },
    async delete(key) {
      try {
        await Deno.remove(pathOf(key));
      } catch (error) {
        if (!(error instanceof Deno.errors.NotFound)) throw error;
      }
    },
    keyOf: (url) => keyAfter("/uploads/", url),
    async read(key) {
      if (key.startsWith(PRIVATE_PREFIX)) return null;
      try {
        return await Deno.readFile(pathOf(key));
      } catch {
        return null;
      }
    },
    async readPrivate(key) {
      if (!key.startsWith(PRIVATE_PREFIX)) return null;
      try {
        return await Deno.readFile(pathOf(key));
      } catch {
        return null;
      }
    },
  }, STORED_CALLS);
}

export function createS3Storage(options: {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}): FileStorage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: "s3",
  });
  const base = `${options.endpoint.replace(/\/$/, "")}/${options.bucket}`;
  return tracedCalls<FileStorage>("storage", {
    kind: "s3",
    async put(key, bytes, contentType) {
      if (!SAFE_KEY.test(key)) throw new Error("unsafe file key");
      const res = await client.fetch(`${base}/${key}`, {
        method: "PUT",
        body: bytes as BodyInit,
        headers: { "content-type": contentType, "cache-control": "public, max-age=31536000, immutable" },
      });
      if (!res.ok) throw new Error(`file storage answered ${res.status}`);
      return `${base}/${key}`;
    },
    async delete(key) {
      if (!SAFE_KEY.test(key)) throw new Error("unsafe file key");
      const res = await client.fetch(`${base}/${key}`, { method: "DELETE" });
      await res.body?.cancel();
      // S3 answers 204 whether or not the key existed; some compatible stores answer 404 for a missing key.
      if (!res.ok && res.status !== 404) throw new Error(`file storage answered ${res.status}`);
    },
    keyOf: (url) => keyAfter(`${base}/`, url),
    async readPrivate(key) {
      if (!SAFE_KEY.test(key) || !key.startsWith(PRIVATE_PREFIX)) return null;
      const res = await client.fetch(`${base}/${key}`);
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok) throw new Error(`file storage answered ${res.status}`);
      return new Uint8Array(await res.arrayBuffer());
    },
  }, STORED_CALLS);
}

function keyAfter(prefix: string, url: string): string | null {
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  return SAFE_KEY.test(key) && !key.includes("..") ? key : null;
}

export function createFileStorage(config: Config): FileStorage {
  return config.storage.kind === "s3" ? createS3Storage(config.storage) : createLocalStorage(config.storage.dir);
}
