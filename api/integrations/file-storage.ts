// Where uploaded files go: an S3-compatible bucket in production (requests signed with SigV4 by aws4fetch), the
// local disk (STORAGE_LOCAL_DIR, served at /uploads/) for the embedded default. Keys are random, so a stored file
// never changes and can be cached for good.
import { AwsClient } from "aws4fetch";
import type { Config } from "../../src/config.ts";

export type FileStorage = {
  kind: "s3" | "local";
  /** Stores the bytes and answers the file's public URL (absolute for S3, a site path for the local disk). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<string>;
  /** Local disk only: the file for GET /uploads/{key}. */
  read?(key: string): Promise<Uint8Array | null>;
};

const SAFE_KEY = /^[a-z0-9/_-]+\.[a-z0-9]{2,5}$/;

export function createLocalStorage(dir: string): FileStorage {
  const pathOf = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error("unsafe file key");
    return `${dir.replace(/\/$/, "")}/${key}`;
  };
  return {
    kind: "local",
    async put(key, bytes) {
      const path = pathOf(key);
      await Deno.mkdir(path.slice(0, path.lastIndexOf("/")), { recursive: true });
      await Deno.writeFile(path, bytes);
      return `/uploads/${key}`;
    },
    async read(key) {
      try {
        return await Deno.readFile(pathOf(key));
      } catch {
        return null;
      }
    },
  };
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
  return {
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
  };
}

export function createFileStorage(config: Config): FileStorage {
  return config.storage.kind === "s3" ? createS3Storage(config.storage) : createLocalStorage(config.storage.dir);
}

/** Image types an avatar may be, told by their first bytes (the declared type is not trusted). */
export function sniffImage(bytes: Uint8Array): { type: string; ext: string } | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47)) return { type: "image/png", ext: "png" };
  if (starts(0xff, 0xd8, 0xff)) return { type: "image/jpeg", ext: "jpg" };
  if (starts(0x47, 0x49, 0x46, 0x38)) return { type: "image/gif", ext: "gif" };
  if (
    starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50
  ) {
    return { type: "image/webp", ext: "webp" };
  }
  return null;
}
