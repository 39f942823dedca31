// The operator's log: one line per request, cron run or webhook, as JSON (LOG_FORMAT=json, production's default) or
// as a short readable line (pretty, for a developer's terminal). Records carry what finds a request and says how it
// went — never who made it: no e-mail, token, cookie, query value or bank data is ever put in one (decision 149).

export type LogFormat = "json" | "pretty";

/** "error" lines go through console.error, so Deno Deploy and OTEL_DENO mark them with the error severity. */
export type LogLevel = "info" | "error";

export type LogRecord = { kind: "request" | "cron"; level?: LogLevel; [field: string]: unknown };

export type Logger = (record: LogRecord) => void;

/** Where finished lines go: the console by default; tests pass their own to read them. */
export type LogSink = (line: string, level: LogLevel) => void;

const consoleSink: LogSink = (line, level) => level === "error" ? console.error(line) : console.log(line);

export function createLogger(format: LogFormat, sink: LogSink = consoleSink): Logger {
  return (record) => {
    const level = record.level ?? "info";
    sink(
      format === "json" ? JSON.stringify({ time: new Date().toISOString(), ...record, level }) : pretty(record),
      level,
    );
  };
}

/** Fields a pretty line shows bare, in the record's order; the others follow as name=value, the request id last. */
const BARE = new Set(["method", "route", "status", "viewer", "job", "outcome"]);

/** `GET /$locale/jobs/$id 200 12.3ms anonymous 0f3c…`, `cron prune-sessions done 4ms deleted=3`. */
function pretty({ kind, level: _level, requestId, ...fields }: LogRecord): string {
  const parts: string[] = kind === "request" ? [] : [kind];
  const text = (value: unknown) => Array.isArray(value) ? value.join(",") : String(value);
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (name === "durationMs") parts.push(`${value}ms`);
    else if (BARE.has(name)) parts.push(text(value));
    else if (typeof value === "object" && value !== null && !Array.isArray(value)) {
      parts.push(...Object.entries(value).map(([k, v]) => `${k}=${text(v)}`));
    } else parts.push(`${name}=${text(value)}`);
  }
  if (requestId !== undefined) parts.push(String(requestId));
  return parts.join(" ");
}

/** Milliseconds since `started` (performance.now()), to a tenth. */
export function elapsedMs(started: number): number {
  return Math.round((performance.now() - started) * 10) / 10;
}
