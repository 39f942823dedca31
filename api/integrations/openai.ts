// The AI provider behind the AI tools: any OpenAI-compatible chat-completions server through the official `openai`
// SDK (OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL). Without a key, outside production and unless AI_FAKE=false,
// the local fake (fakes/openai-fake.ts) answers in-process and is mounted at /dev/openai; otherwise there is no
// provider and the tools answer "not configured".
import OpenAI from "openai";
import type { Hono } from "hono";
import type { Config } from "../../src/config.ts";
import { createOpenAiFake } from "./fakes/openai-fake.ts";
import { openSpan } from "../../src/platform/trace.ts";

export type AiMessage = { role: "system" | "user"; content: string };

export type AiProvider = {
  model: string;
  /** The answer's text as the model writes it, piece by piece; throws when the call fails (before or during). */
  stream(messages: AiMessage[], signal?: AbortSignal): AsyncIterable<string>;
};

export type AiSetup = {
  provider: AiProvider | undefined;
  fake: ReturnType<typeof createOpenAiFake> | undefined;
  mount(app: Hono): void;
};

/** A provider over the SDK; `fetch` lets the in-process fake (or a test's edge) answer instead of the network. */
export function createAiProvider(
  options: { apiKey: string; baseUrl?: string; model: string; fetch?: typeof fetch },
): AiProvider {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseUrl,
    fetch: options.fetch,
    maxRetries: 1,
    timeout: 60_000,
  });
  return {
    model: options.model,
    async *stream(messages, signal) {
      // One span (`openai chat.completions.create`) from the call to the answer's last piece, under the request's;
      // the model is named, the messages never are (decision 155).
      const span = openSpan(
        "openai chat.completions.create",
        { "app.provider": "openai", "gen_ai.system": "openai", "gen_ai.request.model": options.model },
        "client",
      );
      try {
        const create = () =>
          client.chat.completions.create(
            { model: options.model, messages, stream: true, temperature: 0.7 },
            { signal },
          );
        const stream = await (span ? span.run(create) : create());
        for await (const chunk of stream) {
          const text = chunk.choices[0]?.delta?.content;
          if (text) yield text;
        }
      } catch (error) {
        span?.end(error);
        throw error;
      } finally {
        span?.end();
      }
    },
  };
}

export function createAiSetup(config: Config): AiSetup {
  if (config.openai) {
    return {
      provider: createAiProvider({
        apiKey: config.openai.apiKey,
        baseUrl: config.openai.baseUrl,
        model: config.openai.model,
      }),
      fake: undefined,
      mount() {},
    };
  }
  if (!config.aiFake) return { provider: undefined, fake: undefined, mount() {} };
  const fake = createOpenAiFake();
  return {
    provider: createAiProvider({
      apiKey: "sk-fellows-local-fake",
      baseUrl: "http://openai.fake.local/v1",
      model: "fellows-local-fake",
      fetch: (input, init) => Promise.resolve(fake.app.fetch(new Request(input, init))),
    }),
    fake,
    mount(app) {
      app.route("/dev/openai", fake.app);
    },
  };
}
