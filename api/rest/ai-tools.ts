// The AI tools' stream: POST /api/ai-tools/stream with the same body as generateChatGpt ({saveDetails, type, params}
// plus the page's locale) answers text/event-stream — `event: delta` with {text} as the model writes, then
// `event: done` (Hono's streamSSE) — so the answer appears while it is written. Anything refused before the first
// piece is the JSON refusal every /api route answers (4xx for the client's mistakes); a failure mid-answer is an `event: error` (the run was given back). Mounted at
// /api/ai-tools, behind the session middleware and the same-origin check.
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import * as v from "valibot";
import type { Db } from "../../db/client.ts";
import { AI_ERRORS, AI_REQUEST_TYPES } from "../../src/domain/ai-tools.ts";
import { isLocale, type Locale } from "../../src/domain/locale.ts";
import { TEXT_INPUT_MAX } from "../../src/domain/validation.ts";
import { requireUser } from "../../src/domain/authorization.ts";
import { viewerOf } from "../../src/platform/request-viewer.ts";
import { hit, LIMITS } from "../services/rate-limit.ts";
import { aiErrorOf, AiRefusal, type AiToolsDeps, runRequestFor, runTool } from "../services/ai-tools/run.ts";
import { answerAccessDenied } from "./authorize.ts";
import { jsonBodyLimit, refuse } from "./refusal.ts";

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

/** A refusal's message key: the shared codes' (errors.*) or the AI tools' own (aiTools.errors.*). */
const i18nKeyOf = (name: string) => /^[A-Z_]+$/.test(name) ? `errors.${name}` : `aiTools.errors.${name}`;

export function aiToolsRestApp(deps: AiToolsDeps & { db: Db; now: () => Date }) {
  const app = new Hono();
  app.onError(answerAccessDenied);

  app.post("/stream", jsonBodyLimit(64 * 1024), async (c) => {
    const raw = await c.req.json().catch(() => null);
    const parsed = v.safeParse(BodySchema, raw);
    const claimed = parsed.success ? parsed.output.locale : undefined;
    const locale: Locale = claimed && isLocale(claimed) ? claimed : "ru";
    if (!parsed.success) return refuse(c, 400, AI_ERRORS.badInput, "errors.BAD_USER_INPUT", { fields: {} });
    const body = parsed.output;
    const viewer = viewerOf(c);
    const userId = requireUser(viewer);
    if (!(await hit(deps.db, `ai:user:${userId}`, LIMITS.aiRunsPerUser, deps.now()))) {
      return refuse(c, 429, AI_ERRORS.tooMany, "errors.TOO_MANY_REQUESTS");
    }
    const request = runRequestFor({ ...viewer, userId }, locale, body);
    const run = runTool(deps.db, deps, request, deps.now(), c.req.raw.signal);
    // The first piece decides the answer: a refusal before it is plain JSON with its status.
    let first: IteratorResult<string>;
    try {
      first = await run.next();
    } catch (error) {
      if (!(error instanceof AiRefusal)) throw error;
      const { name, ...extra } = aiErrorOf(error, body.type, locale);
      return refuse(c, STATUS[name] ?? 200, name, i18nKeyOf(name), { ...extra, fields: error.fields });
    }
    c.header("x-accel-buffering", "no");
    return streamSSE(c, async (stream) => {
      stream.onAbort(() => void run.return(undefined));
      const send = (event: string, data: unknown) => stream.writeSSE({ event, data: JSON.stringify(data) });
      try {
        for (let next = first; !next.done; next = await run.next()) await send("delta", { text: next.value });
        await send("done", {});
      } catch (error) {
        if (error instanceof AiRefusal) await send("error", aiErrorOf(error, body.type, locale));
        else if (!c.req.raw.signal.aborted) await send("error", { name: AI_ERRORS.failed, message: "" });
      }
    });
  });

  return app;
}
