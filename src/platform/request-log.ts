// One log line per request, written when its answer's head is ready: method, route pattern (never the raw path),
// status, duration, request id and the viewer's kind, plus what a domain noted on the way (a GraphQL operation and its
// error codes, a webhook's provider, event and outcome). The request id comes from a safe incoming x-request-id or is
// made here, is echoed in the answer's x-request-id and reaches GraphQL errors' extensions.requestId (decision 149).
import { trace } from "@opentelemetry/api";
import type { Context, MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { isTeamRole } from "../domain/authorization.ts";
import type { Viewer } from "../domain/viewer.ts";
import { elapsedMs, type Logger } from "./log.ts";
import { viewerOf } from "./request-viewer.ts";

export const REQUEST_ID_HEADER = "x-request-id";

/** What a proxy's or a client's request id may look like to be kept: a short token, nothing a log could misread. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A GraphQL operation name as the spec's Name production allows, bounded. */
const SAFE_OPERATION_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,99}$/;

export type ViewerKind = "anonymous" | "authorized" | "fellow" | "team";

export type WebhookNote = {
  provider: "stripe" | "stripe-connect" | "yookassa";
  event: string;
  outcome: string;
  eventId?: string;
};

/**
 * Why a request failed, on its line: the error's class (and its cause's, when a library wraps one), a code when it
 * carries a short one (a SQLSTATE such as 57P01, a system error such as ECONNREFUSED) and the first frame of ours in its
 * stack (`api/services/jobs/search.ts:120`). Never its message, which may hold a query's values or a person's name: the
 * whole error goes to stderr under the same request id.
 */
export type ErrorNote = { name: string; code?: string; at?: string; cause?: { name: string; code?: string } };

/** The status a request gets when its client went away before the answer (nginx's "client closed request"). */
export const CLIENT_CLOSED_REQUEST = 499;

const SAFE_CODE = /^[A-Za-z0-9_.-]{1,32}$/;
const PROJECT_ROOT = new URL("../../", import.meta.url).href;

function nameOf(error: unknown): string {
  const name = error instanceof Error ? error.constructor?.name || error.name : typeof error;
  return /^[A-Za-z_$][\w$]{0,63}$/.test(name) ? name : "Error";
}

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && SAFE_CODE.test(code) ? code : undefined;
}

/** The first stack frame in the project's own files (not node_modules), as `path:line` from the project's root. */
function ourFrame(error: unknown): string | undefined {
  const stack = error instanceof Error ? error.stack ?? "" : "";
  for (const line of stack.split("\n").slice(1)) {
    const at = line.indexOf(PROJECT_ROOT);
    if (at < 0) continue;
    const frame = /^([^\s():]+):(\d+)/.exec(line.slice(at + PROJECT_ROOT.length));
    if (frame && !frame[1].startsWith("node_modules/")) return `${frame[1]}:${frame[2]}`;
  }
  return undefined;
}

/** What the request log says of an error (see ErrorNote). */
export function describeError(error: unknown): ErrorNote {
  const cause = error instanceof Error && error.cause !== undefined && error.cause !== null ? error.cause : undefined;
  const code = codeOf(error);
  const at = ourFrame(error);
  const causeCode = codeOf(cause);
  return {
    name: nameOf(error),
    ...(code ? { code } : {}),
    ...(at ? { at } : {}),
    ...(cause !== undefined ? { cause: { name: nameOf(cause), ...(causeCode ? { code: causeCode } : {}) } } : {}),
  };
}

/** One request's line in the making: the wrapper creates it, middleware and handlers fill it in. */
export type RequestLogEntry = {
  readonly requestId: string;
  route?: string;
  viewer?: ViewerKind;
  /** GraphQL: the operation's name, and the codes of the errors answered. */
  operation?: string;
  errorCodes?: string[];
  webhook?: WebhookNote;
  /** A 500's cause (answerFailure). */
  error?: ErrorNote;
};

type Fetch<C> = (request: Request, env?: unknown, ctx?: C) => Response | Promise<Response>;

/** The part of an OpenTelemetry span the log touches. */
type ServerSpan = { setAttribute(key: string, value: string): unknown; updateName(name: string): unknown };

/**
 * The span Deno.serve opened for this request when traces are on (OTEL_DENO=true, or on Deno Deploy), read through
 * @opentelemetry/api, with whose global Deno registers its context manager (decision 209); undefined otherwise.
 */
function activeServerSpan(): ServerSpan | undefined {
  try {
    const span = trace.getActiveSpan() as Partial<ServerSpan> | undefined;
    return typeof span?.updateName === "function" && typeof span.setAttribute === "function"
      ? span as ServerSpan
      : undefined;
  } catch {
    return undefined;
  }
}

/** The incoming x-request-id when it is a short safe token, else a new UUID. */
export function requestIdFrom(header: string | null | undefined): string {
  return header && SAFE_REQUEST_ID.test(header) ? header : crypto.randomUUID();
}

/** The team (every team role) before its tier: the back office's traffic is told apart from the members'. */
export function viewerKind(viewer: Pick<Viewer, "tier" | "role">): ViewerKind {
  return isTeamRole(viewer.role) ? "team" : viewer.tier;
}

/** The request's entry in the making (undefined for a request the app makes to itself, such as a page cache fill). */
export function requestLogOf(c: Context): RequestLogEntry | undefined {
  return c.get("requestLog" as never) as RequestLogEntry | undefined;
}

/** A GraphQL operation name worth logging: a valid Name, else nothing (it is the client's text). */
export function safeOperationName(name: unknown): string | undefined {
  return typeof name === "string" && SAFE_OPERATION_NAME.test(name) ? name : undefined;
}

/** A webhook's provider, event type and outcome on its request's line. */
export function noteWebhook(c: Context, note: WebhookNote): void {
  const entry = requestLogOf(c);
  if (!entry) return;
  entry.webhook = {
    ...note,
    // The event type comes from the provider's payload: kept only when it reads like one ("payment.succeeded").
    event: /^[a-z][a-z0-9_.]{0,79}$/.test(note.event) ? note.event : "unknown",
    ...(note.eventId && SAFE_REQUEST_ID.test(note.eventId) ? { eventId: note.eventId } : {}),
  };
}

/** The answer with its x-request-id (a copy when its headers are immutable, as a fetched Response's are). */
function withRequestIdHeader(response: Response, requestId: string): Response {
  try {
    response.headers.set(REQUEST_ID_HEADER, requestId);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set(REQUEST_ID_HEADER, requestId);
    return copy;
  }
}

/**
 * The answer to a request whose handling threw. A client that went away first (its request's signal aborted: the load
 * generator's round ended, a visitor navigated on) gets 499 and no error: nothing failed on our side, and counting it
 * as a 500 would hide the real ones. Anything else is a 500 whose cause goes on the request's line (describeError) and,
 * whole, to stderr beside its request id.
 */
function failure(request: Request, entry: RequestLogEntry | undefined, error: unknown): Response {
  if (request.signal.aborted) {
    // What broke when the client left, unless it is the abort itself: a real fault that happened meanwhile stays findable.
    const isTheAbort = error === request.signal.reason || (error instanceof Error && error.name === "AbortError");
    if (entry && !isTheAbort) entry.error = describeError(error);
    return new Response(null, { status: CLIENT_CLOSED_REQUEST });
  }
  if (entry) entry.error = describeError(error);
  console.error(`request ${entry?.requestId ?? "(no id)"} failed:`, error);
  return new Response("Internal Server Error", {
    status: 500,
    headers: { "content-type": "text/plain; charset=UTF-8", "cache-control": "no-store" },
  });
}

/** Hono's onError for the whole app: HTTPExceptions answer as they say; anything else as `failure` decides. */
export function answerFailure(error: Error, c: Context): Response {
  const own = (error as { getResponse?: () => Response }).getResponse;
  if (typeof own === "function") return own.call(error);
  return failure(c.req.raw, requestLogOf(c), error);
}

export function createRequestLog(options: {
  log: Logger;
  /** A page path's route pattern (src/server/page-route-pattern.ts): for pages answered before Hono's chain. */
  pagePattern: (pathname: string) => string;
}) {
  const entries = new WeakMap<Request, RequestLogEntry>();
  // Spans this log names: a request the app makes to itself (a local fake's webhook) runs inside its caller's span,
  // which keeps the caller's name.
  const namedSpans = new WeakSet<ServerSpan>();

  function write(
    request: Request,
    entry: RequestLogEntry,
    response: Response | undefined,
    started: number,
    span: ServerSpan | undefined,
  ) {
    const status = response?.status ?? 500;
    const cache = response?.headers.get("x-memory-cache");
    const route = entry.route ?? options.pagePattern(new URL(request.url).pathname);
    // Traces group by route, as OpenTelemetry's HTTP conventions name a server span: "GET /$locale/jobs/$id".
    span?.setAttribute("http.route", route);
    span?.setAttribute("app.request_id", entry.requestId);
    span?.updateName(`${request.method} ${route}`);
    options.log({
      kind: "request",
      level: status >= 500 ? "error" : "info",
      requestId: entry.requestId,
      method: request.method,
      // No Hono route: the page cache answered before the chain (src/server/page-memory-cache.ts), so a page.
      route,
      status,
      durationMs: elapsedMs(started),
      // The page cache answers only requests without a session.
      viewer: entry.viewer ?? "anonymous",
      ...(entry.operation ? { operation: entry.operation } : {}),
      ...(entry.errorCodes?.length ? { errorCodes: entry.errorCodes } : {}),
      ...(entry.webhook ? { webhook: entry.webhook } : {}),
      ...(entry.error ? { error: entry.error } : {}),
      ...(cache ? { cache } : {}),
    });
  }

  return {
    /** The outermost fetch: every answer gets its x-request-id and one line, whoever made it. */
    wrap<C>(inner: Fetch<C>): Fetch<C> {
      return async function loggedFetch(request, env, ctx) {
        const started = performance.now();
        const entry: RequestLogEntry = { requestId: requestIdFrom(request.headers.get(REQUEST_ID_HEADER)) };
        entries.set(request, entry);
        let span = activeServerSpan();
        if (span && namedSpans.has(span)) span = undefined;
        else if (span) namedSpans.add(span);
        let response: Response | undefined;
        try {
          response = withRequestIdHeader(await inner(request, env, ctx), entry.requestId);
        } catch (error) {
          // Thrown outside Hono's chain (which answers its own through answerFailure): the same answer and note.
          response = withRequestIdHeader(failure(request, entry, error), entry.requestId);
        } finally {
          write(request, entry, response, started, span);
        }
        return response;
      };
    },
    /**
     * The first middleware: the entry on the context (a later middleware may replace c.req.raw), and after the answer
     * the route that answered (unless a handler named a better one) and who asked.
     */
    middleware: (async (c, next) => {
      const entry = entries.get(c.req.raw);
      if (!entry) return await next();
      c.set("requestLog" as never, entry as never);
      await next();
      entry.route ??= routePath(c) || "*";
      entry.viewer = viewerKind(viewerOf(c));
    }) as MiddlewareHandler,
  };
}
