// Expert product documents (spec 02: a product carries a document): uploaded as a form before the profile is saved,
// answered with the stored file's address, which createExpert / updateExpert then name (a source starting with http
// is an existing file). Files are private, in the uploader's own folder; only their owner downloads them here.
// Mounted at /api/experts, behind the session middleware and the same-origin check.
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Db } from "../../db/client.ts";
import { requireUser } from "../../src/domain/authorization.ts";
import {
  EXPERT_DOCUMENT_MAX_BYTES,
  EXPERT_DOCUMENT_MAX_MB,
  EXPERT_SAVE_ERRORS,
} from "../../src/domain/expert-profile.ts";
import { viewerOf } from "../../src/platform/request-viewer.ts";
import type { FileStorage } from "../integrations/file-storage.ts";
import { expertDocumentKey } from "../services/experts/own-profile.ts";
import { hit, LIMITS } from "../services/rate-limit.ts";
import { answerAccessDenied } from "./authorize.ts";
import { refuse } from "./refusal.ts";

/** The kinds a product document may be, by its bytes: a PDF, or a ZIP container named as one of these. */
const ZIP_KINDS = ["zip", "docx", "epub", "pptx", "xlsx"] as const;
const TYPES: Record<string, string> = {
  pdf: "application/pdf",
  zip: "application/zip",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  epub: "application/epub+zip",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** The stored extension of a document: decided by its first bytes, the name only picks among ZIP containers. */
export function documentKind(bytes: Uint8Array, fileName: string): string | null {
  const starts = (...b: number[]) => b.every((x, i) => bytes[i] === x);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return "pdf"; // %PDF-
  if (starts(0x50, 0x4b, 0x03, 0x04)) {
    const ext = fileName.toLowerCase().slice(fileName.lastIndexOf(".") + 1);
    return (ZIP_KINDS as readonly string[]).includes(ext) ? ext : "zip";
  }
  return null;
}

const tooLarge = (c: Context) =>
  refuse(c, 413, EXPERT_SAVE_ERRORS.documentSize, "experts.form.errors.documentSize", {
    limit: EXPERT_DOCUMENT_MAX_MB,
  });

export function expertsRestApp({ db, storage, origin, now = () => new Date() }: {
  db: Db;
  storage: FileStorage;
  origin: string;
  now?: () => Date;
}) {
  const app = new Hono();
  app.onError(answerAccessDenied);

  app.post(
    "/documents",
    bodyLimit({ maxSize: EXPERT_DOCUMENT_MAX_BYTES + 64 * 1024, onError: tooLarge }),
    async (c) => {
      const userId = requireUser(viewerOf(c));
      if (!(await hit(db, `expert-document:user:${userId}`, LIMITS.expertDocumentsPerUser, now()))) {
        return refuse(c, 429, "TOO_MANY_REQUESTS", "errors.TOO_MANY_REQUESTS");
      }
      const file = (await c.req.formData().catch(() => null))?.get("file");
      if (!(file instanceof File) || file.size === 0) {
        return refuse(c, 400, "BAD_USER_INPUT", "experts.form.errors.documentType");
      }
      if (file.size > EXPERT_DOCUMENT_MAX_BYTES) return tooLarge(c);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const kind = documentKind(bytes, file.name);
      if (!kind) {
        return refuse(c, 415, "BAD_TYPE", "experts.form.errors.documentType");
      }
      const name = `${crypto.randomUUID()}.${kind}`;
      await storage.put(expertDocumentKey(userId, name), bytes, TYPES[kind]);
      return c.json({ source: `${origin}/api/experts/documents/${name}`, fileName: file.name.slice(0, 200) });
    },
  );

  // The owner's own file (the form's link to what they uploaded); anyone else's name finds nothing.
  app.get("/documents/:file", async (c) => {
    const userId = requireUser(viewerOf(c));
    const file = c.req.param("file");
    if (!/^[0-9a-f-]{36}\.(pdf|zip|docx|epub|pptx|xlsx)$/.test(file)) return c.text("Not found", 404);
    const bytes = await storage.readPrivate(expertDocumentKey(userId, file));
    if (!bytes) return c.text("Not found", 404);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      "content-type": TYPES[file.slice(file.lastIndexOf(".") + 1)] ?? "application/octet-stream",
      "content-disposition": `attachment; filename="${file}"`,
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
      "cache-control": "private, no-store",
    });
  });

  return app;
}
