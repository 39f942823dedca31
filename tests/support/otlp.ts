// The server started as a process under OTEL_DENO=true against a local OTLP/HTTP receiver (JSON), and what Deno
// exported to it: spans with their scope, and log records. Used by the request log's and the tracing tests.

export type OtlpValue = { stringValue?: string; intValue?: string; boolValue?: boolean; doubleValue?: number };
export type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Array<{ key: string; value: OtlpValue }>;
  /** The instrumentation scope that made it: "fellows-club" for ours, Deno's own otherwise. */
  scope: string;
};
export type OtlpLog = { traceId?: string; severityText?: string; body: OtlpValue };

/** A span's attribute as a string (undefined when missing). */
export function attribute(span: OtlpSpan, key: string): string | undefined {
  const value = span.attributes.find((a) => a.key === key)?.value;
  if (!value) return undefined;
  return value.stringValue ?? value.intValue ?? (value.boolValue ?? value.doubleValue)?.toString();
}

export function startTracedServer(env: Record<string, string> = {}) {
  const posts: Array<{ path: string; body: Record<string, unknown> }> = [];
  const receiver = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen: () => {} }, async (req) => {
    posts.push({ path: new URL(req.url).pathname, body: await req.json() });
    return Response.json({});
  });
  const probe = Deno.listen({ port: 0, hostname: "127.0.0.1" });
  const port = (probe.addr as Deno.NetAddr).port;
  probe.close();
  const server = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "src/server/main.ts"],
    cwd: new URL("../../", import.meta.url).pathname,
    env: {
      OTEL_DENO: "true",
      OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiver.addr.port}`,
      OTEL_SERVICE_NAME: "fellows-club-test",
      PORT: String(port),
      DATABASE_URL: "memory:",
      DEMO_SEED: "false",
      LOG_FORMAT: "json",
      APP_ENV: "test",
      CONNECTION_GUARD: "off",
      ...env,
    },
    stdout: "null",
    stderr: "null",
  }).spawn();
  const base = `http://127.0.0.1:${port}`;

  const spans = (): OtlpSpan[] =>
    posts.filter((p) => p.path === "/v1/traces").flatMap((p) =>
      (p.body.resourceSpans as Array<{ scopeSpans: Array<{ scope?: { name?: string }; spans: OtlpSpan[] }> }>)
        .flatMap((r) => r.scopeSpans.flatMap((s) => s.spans.map((span) => ({ ...span, scope: s.scope?.name ?? "" }))))
    );
  const logs = (): OtlpLog[] =>
    posts.filter((p) => p.path === "/v1/logs").flatMap((p) =>
      (p.body.resourceLogs as Array<{ scopeLogs: Array<{ logRecords: OtlpLog[] }> }>)
        .flatMap((r) => r.scopeLogs.flatMap((s) => s.logRecords))
    );

  return {
    base,
    spans,
    logs,
    /** The first answer once the server listens (it migrates, and seeds when asked, first). */
    async firstFetch(path: string, init?: RequestInit): Promise<Response> {
      for (let i = 0; i < 240; i++) {
        const answer = await fetch(`${base}${path}`, init).catch(() => undefined);
        if (answer) return answer;
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error("the server did not start");
    },
    /** Waits (up to 20 s) until `done` holds for what was exported. */
    async until(done: () => boolean): Promise<void> {
      for (let i = 0; i < 80 && !done(); i++) await new Promise((r) => setTimeout(r, 250));
    },
    async [Symbol.asyncDispose]() {
      server.kill("SIGTERM");
      await server.status;
      await receiver.shutdown();
    },
  };
}
