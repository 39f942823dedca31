// A span for each SQL statement, made at the driver (PGlite's query, the Neon/pg client's query), so every statement
// counts whichever way it was sent (drizzle, a transaction, a raw query). The span carries the statement's text as
// drizzle wrote it — values travel as parameters ($1, $2), and those are never read here, since they may be personal
// data — with its string literals masked as well, should a statement ever inline one (decision 155).
import type { PGlite, Transaction } from "@electric-sql/pglite";
import { Client } from "@neondatabase/serverless";
import { isTracing, openSpan, type SpanAttributes, withSpan } from "../src/platform/trace.ts";

type StatementSpan = { name: string; attributes: SpanAttributes };

/** Longer statement texts are cut: a span is for finding the statement, not for replaying it. */
const TEXT_MAX = 4000;
/** Statement texts are few (drizzle writes the same text for each call site): each is described once. */
const described = new Map<string, StatementSpan>();
const DESCRIBED_MAX = 1000;

/**
 * The span's name (`SELECT jobs`, as OpenTelemetry's database conventions name a span: operation and target) and
 * attributes of a statement's text.
 */
export function describeStatement(text: string): StatementSpan {
  const known = described.get(text);
  if (known) return known;
  const operation = /^\s*\(?\s*([a-z]+)/i.exec(text)?.[1]?.toUpperCase() ?? "SQL";
  const target = operation === "SELECT" || operation === "INSERT" || operation === "UPDATE" ||
      operation === "DELETE" || operation === "WITH"
    ? /\b(?:from|into|update)\s+"?([a-z_][a-z0-9_]*)"?(?:\."?([a-z_][a-z0-9_]*)"?)?/i.exec(text)
    : null;
  const collection = target ? target[2] ?? target[1] : undefined;
  const masked = text.replace(/'(?:[^']|'')*'/g, "'?'");
  const span: StatementSpan = {
    name: collection ? `${operation} ${collection}` : operation,
    attributes: {
      "db.system": "postgresql",
      "db.operation.name": operation,
      ...(collection ? { "db.collection.name": collection } : {}),
      "db.query.text": masked.length > TEXT_MAX ? `${masked.slice(0, TEXT_MAX)}…` : masked,
    },
  };
  if (described.size >= DESCRIBED_MAX) described.clear();
  described.set(text, span);
  return span;
}

/** A statement's name and attributes, or undefined when traces are off or it has no text. */
function statementOf(query: unknown): StatementSpan | undefined {
  if (!isTracing()) return undefined;
  const text = typeof query === "string" ? query : (query as { text?: unknown } | null)?.text;
  return typeof text === "string" ? describeStatement(text) : undefined;
}

/** `run` in its statement's span (trace.ts's withSpan ends it when the promise settles). */
function traced<T>(query: unknown, run: () => Promise<T>): Promise<T> {
  const statement = statementOf(query);
  return statement ? withSpan(statement.name, statement.attributes, run, "client") : run();
}

/** PGlite's statements in spans: its own query, and each transaction's (drizzle sends a transaction's through it). */
export function traceStatementsOfPglite(client: PGlite): void {
  const query = client.query.bind(client);
  client.query =
    ((text: string, params?: unknown[], options?: never) => traced(text, () => query(text, params, options))) as PGlite[
      "query"
    ];
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = ((text: string, params?: unknown[], options?: never) =>
        traced(text, () => txQuery(text, params, options))) as Transaction["query"];
      return callback(tx);
    })) as PGlite["transaction"];
}

type QueryCallback = (error: unknown, result: unknown) => void;
type QueryMethod = (this: Client, ...args: unknown[]) => unknown;

/**
 * The Neon (pg) client class with its statements in spans: the pool makes its connections from it (`Pool.Client`), so
 * pooled queries and transactions' connections alike are covered. pg answers a promise, or calls a callback when one
 * is given last (the pool's own query does that).
 */
export function tracedNeonClient(): typeof Client {
  class TracedClient extends Client {}
  const query = Client.prototype.query as unknown as QueryMethod;
  (TracedClient.prototype as unknown as { query: QueryMethod }).query = function (this: Client, ...args: unknown[]) {
    const [statement] = args;
    // A submittable (a cursor, a stream) reports through its own events: passed through as it is.
    if (typeof (statement as { submit?: unknown } | null)?.submit === "function") return query.apply(this, args);
    const last = args.length - 1;
    if (typeof args[last] === "function") {
      const described = statementOf(statement);
      const span = described && openSpan(described.name, described.attributes, "client");
      if (!span) return query.apply(this, args);
      const callback = args[last] as QueryCallback;
      args[last] = (error: unknown, result: unknown) => {
        span.end(error ?? undefined);
        callback(error, result);
      };
      return query.apply(this, args);
    }
    return traced(statement, () => query.apply(this, args) as Promise<unknown>);
  };
  return TracedClient;
}
