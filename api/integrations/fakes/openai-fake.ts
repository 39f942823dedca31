// A small stand-in for an OpenAI-compatible chat-completions server, speaking its wire format (JSON answers, and
// server-sent events `data: {chunk}` … `data: [DONE]` when stream is true), for the tests and for the embedded default
// without a key. It writes a short, plainly labelled demo answer from the request itself, word by word, so the whole
// flow (streaming included) can be seen locally. Tests can make calls fail, slow the first token, and read requests.
import { Hono } from "hono";

type ChatMessage = { role: string; content: string };
type ChatRequest = { model?: string; messages?: ChatMessage[]; stream?: boolean };

export type OpenAiFakeOptions = {
  /** Pause before the first piece, in ms (a model's time to first token). */
  firstTokenDelayMs?: number;
  /** Pause between pieces, in ms. */
  pieceDelayMs?: number;
};

const sleep = (ms: number) => ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

/** The demo answer: labelled as such, in the language the system prompt asks for, built from the user's request. */
export function demoAnswer(messages: ChatMessage[]): string {
  const system = messages.find((m) => m.role === "system")?.content ?? "";
  const user = messages.filter((m) => m.role === "user").map((m) => m.content).join("\n");
  const russian = /Answer in Russian|Отвечай по-русски/i.test(system);
  const facts = user.split("\n").map((line) => line.trim()).filter((line) => /^[^:]{2,40}:\s*\S/.test(line))
    .slice(0, 6).map((line) => line.length > 160 ? `${line.slice(0, 157)}…` : line);
  const head = russian
    ? "Демо-ответ локальной модели (ключ OPENAI_API_KEY не задан). Настоящая модель написала бы здесь текст по вашим данным:"
    : "A demo answer from the local model (no OPENAI_API_KEY is set). A real model would write here, from what you gave:";
  const tail = russian
    ? "Задайте OPENAI_API_KEY (и при желании OPENAI_BASE_URL и OPENAI_MODEL), чтобы получать настоящие ответы."
    : "Set OPENAI_API_KEY (and, if you like, OPENAI_BASE_URL and OPENAI_MODEL) to get real answers.";
  return [head, "", ...facts.map((fact) => `• ${fact}`), "", tail].join("\n");
}

/** The answer in pieces of a word (with its following space), as models stream it. */
const pieces = (text: string) => text.match(/\S+\s*|\s+/g) ?? [];

export function createOpenAiFake(options: OpenAiFakeOptions = {}) {
  const state = {
    firstTokenDelayMs: options.firstTokenDelayMs ?? 150,
    pieceDelayMs: options.pieceDelayMs ?? 12,
    /** Calls still to fail with a 500 before any answer. */
    failures: 0,
    /** Calls still to break off after the first pieces (the stream ends with an error). */
    breaks: 0,
    requests: [] as ChatRequest[],
  };
  const app = new Hono();
  const id = () => `chatcmpl-${crypto.randomUUID().replace(/-/g, "").slice(0, 24)}`;

  app.get("/v1/models", (c) => c.json({ object: "list", data: [{ id: "fellows-local-fake", object: "model" }] }));

  app.post("/v1/chat/completions", async (c) => {
    if (!/^Bearer \S+/.test(c.req.header("authorization") ?? "")) {
      return c.json({ error: { message: "Missing API key", type: "invalid_request_error" } }, 401);
    }
    const body = await c.req.json().catch(() => null) as ChatRequest | null;
    if (!body || !Array.isArray(body.messages) || body.messages.length === 0) {
      return c.json({ error: { message: "messages is required", type: "invalid_request_error" } }, 400);
    }
    state.requests.push(body);
    if (state.failures > 0) {
      state.failures--;
      return c.json({ error: { message: "The server had an error", type: "server_error" } }, 500);
    }
    const model = body.model ?? "fellows-local-fake";
    const text = demoAnswer(body.messages);
    const created = Math.floor(Date.now() / 1000);
    const completionId = id();
    if (!body.stream) {
      await sleep(state.firstTokenDelayMs);
      return c.json({
        id: completionId,
        object: "chat.completion",
        created,
        model,
        choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }],
      });
    }
    const breakOff = state.breaks > 0 && state.breaks-- > 0;
    const chunk = (delta: Record<string, string>, finish: string | null = null) =>
      `data: ${
        JSON.stringify({
          id: completionId,
          object: "chat.completion.chunk",
          created,
          model,
          choices: [{ index: 0, delta, finish_reason: finish }],
        })
      }\n\n`;
    const encoder = new TextEncoder();
    const { firstTokenDelayMs, pieceDelayMs } = state;
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        try {
          await sleep(firstTokenDelayMs);
          controller.enqueue(encoder.encode(chunk({ role: "assistant", content: "" })));
          const all = pieces(text);
          for (const [index, piece] of all.entries()) {
            if (breakOff && index === 3) {
              controller.error(new Error("connection reset"));
              return;
            }
            controller.enqueue(encoder.encode(chunk({ content: piece })));
            await sleep(pieceDelayMs);
          }
          controller.enqueue(encoder.encode(chunk({}, "stop")));
          controller.enqueue(encoder.encode("data: [DONE]\n\n"));
          controller.close();
        } catch {
          // The reader went away.
        }
      },
    });
    return new Response(stream, {
      headers: { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache" },
    });
  });

  return {
    app,
    state,
    /** The next `count` calls answer 500. */
    failNext(count = 1) {
      state.failures = count;
    },
    /** The next `count` streamed calls break off after a few pieces. */
    breakNext(count = 1) {
      state.breaks = count;
    },
  };
}
