// Spans of our own (the page's render, each GraphQL operation, each SQL statement, each provider call) under the
// request's server span, through @opentelemetry/api, with which Deno registers its built-in tracer and context manager
// when traces are on (OTEL_DENO=true; no SDK). With traces off the API's no-op stands in and every helper here is a
// pass-through that costs a few nanoseconds (decisions 155, 209).
// Attributes name what ran, never who for: no e-mail, token, cookie, query value, GraphQL variable or SQL parameter.
import {
  type Context,
  context,
  ProxyTracerProvider,
  type Span,
  SpanKind as OtelSpanKind,
  SpanStatusCode,
  trace,
  type Tracer,
} from "@opentelemetry/api";

export type SpanAttributes = Record<string, string | number | boolean>;

/** internal: work inside this process (render, GraphQL); client: a call out of it (SQL, a provider). */
export type SpanKind = "internal" | "client";

/** A span this module opened: `end` once, with the error when the work failed. */
export type OpenSpan = { end(error?: unknown): void; run<T>(fn: () => T): T };

const KIND = { internal: OtelSpanKind.INTERNAL, client: OtelSpanKind.CLIENT } as const;

/** Deno's tracer when traces are on, null when off, undefined until the first span asks. */
let tracer: Tracer | null | undefined;

/**
 * Deno's tracer, or null when traces are off: Deno registers its provider as the API's global at start only when they
 * are on; otherwise the API answers with its own proxy, whose spans record nothing.
 */
function tracerIfOn(): Tracer | null {
  if (tracer === undefined) {
    tracer = trace.getTracerProvider() instanceof ProxyTracerProvider ? null : trace.getTracer("fellows-club");
  }
  return tracer;
}

/**
 * The active context when it holds a span (a request's, a cron run's, or one of ours), else undefined: work outside
 * any span (start-up's migrations and seed) makes no trace of its own.
 */
function parentContext(): Context | undefined {
  const active = context.active();
  return trace.getSpan(active) === undefined ? undefined : active;
}

/** Marks the span failed with the error's class name only: a message or stack may quote a person's data. */
function fail(span: Span, error: unknown): void {
  const type = error instanceof Error ? error.name : typeof error;
  span.setAttribute("error.type", type);
  span.setStatus({ code: SpanStatusCode.ERROR, message: type });
}

/** True when traces are on (OTEL_DENO=true, or on Deno Deploy): callers skip work that only a span would use. */
export function isTracing(): boolean {
  return (tracer ?? tracerIfOn()) !== null;
}

/**
 * Runs `fn` inside a child span of the active one (so spans and Deno's fetch spans started within nest under it) and
 * ends the span when `fn` returns or, for a promise, settles. With traces off, or outside any span, it only calls `fn`.
 * `name` may be a function, called only when a span is made.
 */
export function withSpan<T>(
  name: string | (() => string),
  attributes: SpanAttributes | undefined,
  fn: () => T,
  kind: SpanKind = "internal",
): T {
  if (tracer === null) return fn();
  const active = tracer ?? tracerIfOn();
  const parent = active && parentContext();
  if (!parent) return fn();
  return active.startActiveSpan(
    typeof name === "function" ? name() : name,
    { kind: KIND[kind], attributes },
    parent,
    (span) => {
      let result: T;
      try {
        result = fn();
      } catch (error) {
        fail(span, error);
        span.end();
        throw error;
      }
      if (result instanceof Promise) {
        return result.then(
          (value) => {
            span.end();
            return value;
          },
          (error) => {
            fail(span, error);
            span.end();
            throw error;
          },
        ) as T;
      }
      span.end();
      return result;
    },
  );
}

/**
 * A child span of the active one that the caller ends (a driver's callback, a stream read piece by piece); `run` runs
 * work inside it, so spans started there (Deno's fetch span) nest under it. Undefined with traces off or outside any
 * span. A second `end` does nothing.
 */
export function openSpan(name: string, attributes: SpanAttributes | undefined, kind: SpanKind): OpenSpan | undefined {
  if (tracer === null) return undefined;
  const active = tracer ?? tracerIfOn();
  const parent = active && parentContext();
  if (!parent) return undefined;
  const span = active.startSpan(name, { kind: KIND[kind], attributes }, parent);
  let ended = false;
  return {
    end(error?: unknown) {
      if (ended) return;
      ended = true;
      if (error !== undefined) fail(span, error);
      span.end();
    },
    run: (fn) => context.with(trace.setSpan(parent, span), fn),
  };
}

/**
 * The object with each of its methods run in a span named `<system> <method>` (`stripe retrieveInvoice`), kind
 * client: an integration's calls, told apart in a trace (Deno's own fetch span under it shows only the HTTP request).
 * The arguments are never read. Other properties (and methods not in `methods`, when given) are copied as they are.
 */
export function tracedCalls<T extends object>(system: string, target: T, methods?: ReadonlyArray<keyof T>): T {
  const traced: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(target)) {
    traced[key] = typeof value === "function" && (!methods || methods.includes(key as keyof T))
      ? (...args: unknown[]) =>
        withSpan(`${system} ${key}`, { "app.provider": system }, () => value.apply(target, args), "client")
      : value;
  }
  return traced as T;
}
