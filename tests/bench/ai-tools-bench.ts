// The AI tools' time to first token: the streamed run through our whole server (session, rate limit, the allowance's
// spend, the prompt, the SDK) beside the OpenAI-compatible fake's own time to first token, asked directly over HTTP,
// interleaved one at a time. The fake waits FAKE_TTFT_MS before its first piece, as a model does (a small hosted
// model's first token takes about this long), so the ratio says what our server adds to what a user waits for.
import { createOpenAiFake } from "../../api/integrations/fakes/openai-fake.ts";

export const AI_FAKE_PORT = 8711;
const FAKE_TTFT_MS = 300;
const RUNS = Number(Deno.env.get("BENCH_AI_RUNS") ?? 30);

/** Starts the fake the bench's server is pointed at (OPENAI_BASE_URL). */
export function startAiFake() {
  const fake = createOpenAiFake({ firstTokenDelayMs: FAKE_TTFT_MS, pieceDelayMs: 5 });
  const server = Deno.serve({ port: AI_FAKE_PORT, hostname: "127.0.0.1", onListen: () => {} }, fake.app.fetch);
  return { env: { OPENAI_API_KEY: "sk-bench", OPENAI_BASE_URL: `http://127.0.0.1:${AI_FAKE_PORT}/v1` }, server };
}

/** Milliseconds until the body holds `marker` (then the rest is dropped). */
async function untilFirst(res: Response, marker: RegExp, started: number): Promise<number> {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  try {
    while (true) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the answer ended without ${marker}: ${buffer.slice(0, 200)}`);
      buffer += value;
      if (marker.test(buffer)) return performance.now() - started;
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

/** Signs in through the API and answers the session cookie to send. */
export async function signInCookie(origin: string, email: string, password: string): Promise<string> {
  const signIn = await fetch(`${origin}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({
      query: `mutation($input: SignInInput!) { signIn(input: $input) { error { name } } }`,
      variables: { input: { email, password } },
    }),
  });
  await signIn.body?.cancel();
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  if (!cookie) throw new Error("the bench could not sign in");
  return cookie;
}

export async function benchAiTools(origin: string, cookie: string) {
  const params = [{ key: "description", value: "Programme officer, UN Women: project management, M&E, English" }];
  const direct = async () => {
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${AI_FAKE_PORT}/v1/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer sk-bench" },
      body: JSON.stringify({
        model: "bench",
        stream: true,
        messages: [{ role: "system", content: "Answer in Russian." }, { role: "user", content: params[0].value }],
      }),
    });
    // The first piece of text (the first chunk only names the role).
    return await untilFirst(res, /"content":"[^"]/, started);
  };
  const ours = async () => {
    const started = performance.now();
    const res = await fetch(`${origin}/api/ai-tools/stream`, {
      method: "POST",
      headers: { "content-type": "application/json", origin, cookie },
      body: JSON.stringify({ type: "GetJobKeywords", params, locale: "ru" }),
    });
    return await untilFirst(res, /event: delta/, started);
  };
  await direct();
  await ours();
  const fakeTimes: number[] = [];
  const ourTimes: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    fakeTimes.push(await direct());
    ourTimes.push(await ours());
  }
  const ratio = percentile(ourTimes, 0.5) / percentile(fakeTimes, 0.5);
  console.log(
    `\nAI tools, time to first token (${RUNS} runs each, interleaved)\n` +
      `  through our server  p50 ${percentile(ourTimes, 0.5).toFixed(1)} ms  p95 ${
        percentile(ourTimes, 0.95).toFixed(1)
      } ms\n` +
      `  the fake directly   p50 ${percentile(fakeTimes, 0.5).toFixed(1)} ms  p95 ${
        percentile(fakeTimes, 0.95).toFixed(1)
      } ms\n` +
      `  ratio p50 ${ratio.toFixed(3)}   p95 ${(percentile(ourTimes, 0.95) / percentile(fakeTimes, 0.95)).toFixed(3)}`,
  );
  return [["AI first token: our server ÷ the model's own ≤ 1.2", ratio <= 1.2, `${ratio.toFixed(3)} (p50)`]] as const;
}
