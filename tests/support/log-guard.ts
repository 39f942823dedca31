// The suites' request log, checked: every test app (API and browser suites alike) writes its JSON lines here instead
// of nowhere, and its close fails the test when any line breaks the log's promises (decision 149): a route is a
// pattern, never a path; no line holds an e-mail address, a cookie the request sent or the app set, a session the
// harness made, or a password, token, e-mail or bank field of a request's body. So every route the suite visits is
// checked, not only the ones tests/api/request-log.test.ts names.
import { createLogger, type Logger } from "../../src/platform/log.ts";

/** A route pattern: segments are literal words or parameters ($id, :id) — no value from the visited URL. */
export const ROUTE_PATTERN = /^(\(static\)|(\/([a-z0-9_.-]+|\$[a-zA-Z]+|:[a-zA-Z]+|\*))+\/?|\/)$/;

/**
 * Segments a pattern never has but a visited path does: a locale, a number, a UUID. The not-found page's own route
 * (`/$locale/404`, where a page the router does not know is shown) is a pattern, and its number a literal.
 */
const VALUE_SEGMENT = /^(ru|en|\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const LITERAL_ROUTES = new Set(["/$locale/404"]);

/** Body fields whose values are a person's or a secret, by name. */
const SECRET_FIELD = /password|token|secret|email|iban|account|card|bik|inn/i;

/** Values shorter than this are not looked for (a short value matches by chance). */
const MIN_SECRET = 6;

export type LogGuard = {
  log: Logger;
  /** Remembers what a request carried (its cookies and secret body fields) and what its answer set. */
  observe(request: { headers: Headers; body?: string | null }, response?: Response): void;
  /** Remembers a secret the harness itself made (a session token). */
  secret(value: string): void;
  /** Each broken promise, with its line: empty when the log kept them all. */
  violations(): string[];
  lines: string[];
};

export function createLogGuard(): LogGuard {
  const lines: string[] = [];
  const secrets = new Set<string>();
  const remember = (value: string | undefined | null) => {
    if (value && value.length >= MIN_SECRET) secrets.add(value);
  };
  const rememberCookies = (header: string | null) => {
    for (const pair of header?.split(";") ?? []) remember(pair.split("=").slice(1).join("=").trim());
  };
  const rememberFields = (value: unknown, key = ""): void => {
    if (typeof value === "string") {
      if (SECRET_FIELD.test(key) || value.includes("@")) remember(value);
    } else if (Array.isArray(value)) value.forEach((item) => rememberFields(item, key));
    else if (value && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) rememberFields(v, k);
    }
  };
  return {
    lines,
    log: createLogger("json", (line) => lines.push(line)),
    observe(request, response) {
      rememberCookies(request.headers.get("cookie"));
      if (request.body) {
        try {
          rememberFields(JSON.parse(request.body));
        } catch {
          for (const [key, value] of new URLSearchParams(request.body)) rememberFields(value, key);
        }
      }
      for (const cookie of response?.headers.getSetCookie() ?? []) rememberCookies(cookie.split(";")[0]);
    },
    secret: remember,
    violations() {
      const found: string[] = [];
      for (const line of lines) {
        let record: Record<string, unknown>;
        try {
          record = JSON.parse(line);
        } catch {
          found.push(`not JSON: ${line}`);
          continue;
        }
        if (record.kind === "request") {
          const route = String(record.route);
          const valueIn = !LITERAL_ROUTES.has(route) && route.split("/").some((s) => VALUE_SEGMENT.test(s));
          if (!ROUTE_PATTERN.test(route) || valueIn) {
            found.push(`a path, not a route pattern: ${line}`);
          }
        } else if (record.kind !== "cron") found.push(`an unknown kind: ${line}`);
        if (line.includes("@")) found.push(`an e-mail address: ${line}`);
        for (const secret of secrets) {
          if (line.includes(secret)) found.push(`a request's secret (${secret.slice(0, 3)}…): ${line}`);
        }
      }
      return found;
    },
  };
}
