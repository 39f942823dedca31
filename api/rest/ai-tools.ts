// The AI tools' stream: POST /api/ai-tools/stream with the same body as generateChatGpt ({saveDetails, type, params}
// plus the page's locale) answers text/event-stream — `event: delta` with {text} as the model writes, then
// `event: done` — so the answer appears while it is written. Anything refused before the first piece is a JSON
// {error} (4xx for the client's mistakes); a failure mid-answer is an `event: error` (the run was given back). Mounted at
// /api/ai-tools, behind the session middleware and the same-origin check.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import * as v from "valibot";
import type { Db } from "../../db/client.ts";
import { AI_ERRORS, AI_REQUEST_TYPES } from "../../src/domain/ai-tools.ts";
import { isLocale, type Locale } from "../../src/domain/locale.ts";
import { TEXT_INPUT_MAX } from "../../src/domain/validation.ts";
import { viewerOf } from "../../src/server/session.ts";
import { hit, LIMITS } from "../services/rate-limit.ts";
import { aiErrorOf, AiRefusal, type AiToolsDeps, runRequestFor, runTool } from "../services/ai-tools/run.ts";

const BodySchema = v.object({
  saveDetails: v.optional(v.boolean(), false),
  type: v.picklist(AI_REQUEST_TYPES),
  params: v.pipe(
    v.array(
      v.object({ key: v.pipe(v.string(), v.maxLength(40)), value: v.pipe(v.string(), v.maxLength(TEXT_INPUT_MAX)) }),
    ),
    v.maxLength(20),
  ),
  locale: v.optional(v.string()),
});

/**
 * The HTTP status of a refusal before the answer began: the client's mistakes are 4xx; the run's own outcomes (no runs
 * left, members only, not configured, the AI failed) are answers like GraphQL's — 200 with the error — as the page
 * expects them and shows them (a 4xx would also read as a failure in every browser console).
 */
const STATUS: Record<string, 400 | 401 | 429> = {
  [AI_ERRORS.badInput]: 400,
  [AI_ERRORS.unauthenticated]: 401,
  [AI_ERRORS.tooMany]: 429,
};

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

export function aiToolsRestApp(deps: AiToolsDeps & { db: Db; now: () => Date }) {
  const app = new Hono();

  app.post("/stream", bodyLimit({ maxSize: 64 * 1024 }), async (c) => {
    const raw = await c.req.json().catch(() => null);
    const parsed = v.safeParse(BodySchema, raw);
    const claimed = parsed.success ? parsed.output.locale : undefined;
    const locale: Locale = claimed && isLocale(claimed) ? claimed : "ru";
    if (!parsed.success) return c.json({ error: { name: AI_ERRORS.badInput, fields: {} } }, 400);
    const body = parsed.output;
    const viewer = viewerOf(c);
    if (!viewer.userId) return c.json({ error: { name: AI_ERRORS.unauthenticated } }, 401);
    if (!(await hit(deps.db, `ai:user:${viewer.userId}`, LIMITS.aiRunsPerUser, deps.now()))) {
      return c.json({ error: { name: AI_ERRORS.tooMany } }, 429);
    }
    const request = runRequestFor({ ...viewer, userId: viewer.userId }, locale, body);
    const run = runTool(deps.db, deps, request, deps.now(), c.req.raw.signal);
    // The first piece decides the answer: a refusal before it is plain JSON with its status.
    let first: IteratorResult<string>;
    try {
      first = await run.next();
    } catch (error) {
      if (!(error instanceof AiRefusal)) throw error;
      return c.json(
        { error: { ...aiErrorOf(error, body.type, locale), fields: error.fields } },
        STATUS[error.errorName] ?? 200,
      );
    }
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        const send = (name: string, data: unknown) => controller.enqueue(encoder.encode(event(name, data)));
        try {
          if (!first.done) send("delta", { text: first.value });
          for (let next = first; !next.done;) {
            next = await run.next();
            if (!next.done) send("delta", { text: next.value });
          }
          send("done", {});
        } catch (error) {
          if (error instanceof AiRefusal) send("error", aiErrorOf(error, body.type, locale));
          else if (!c.req.raw.signal.aborted) send("error", { name: AI_ERRORS.failed, message: "" });
        }
        try {
          controller.close();
        } catch {
          // The reader has gone.
        }
      },
      async cancel() {
        await run.return(undefined);
      },
    });
    return new Response(stream, {
      headers: {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store",
        "x-accel-buffering": "no",
      },
    });
  });

  return app;
}
