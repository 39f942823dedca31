// The browser's REST calls (uploads, account deletion, the Stripe checkout session): one function, one error body.
// Every refusal from /api/* is `{ error: { name, i18nKey?, ... } }` with a 4xx/5xx status; rest() turns it into a
// RestError that carries the same `code` and `i18nKey` as a GraphQL error, so errorKeyOf() maps both alike.

/** The body of every REST refusal. `name` is the error's code; extra fields (e.g. `days`, `fields`) are the route's. */
export type RestErrorBody = {
  error: { name: string; i18nKey?: string; message?: string; fields?: Record<string, string>; [k: string]: unknown };
};

export class RestError extends Error {
  readonly code: string;
  readonly i18nKey: string;
  readonly status: number;
  readonly fields: Record<string, string>;
  /** The whole `error` object, for routes that send more than a name (the AI tools' `days`). */
  readonly detail: RestErrorBody["error"];
  constructor(status: number, detail: RestErrorBody["error"]) {
    super(detail.message ?? detail.name);
    this.code = detail.name;
    this.i18nKey = detail.i18nKey ?? `errors.${detail.name}`;
    this.status = status;
    this.fields = detail.fields ?? {};
    this.detail = detail;
  }
}

/** What rest() takes: fetch's options, with `json` for a JSON body (FormData goes in `body` as usual). */
export type RestInit = Omit<RequestInit, "body"> & { body?: BodyInit; json?: unknown };

/** The request a call sends: same-origin credentials, and a JSON body with its content type when `json` is given. */
export function restRequest(path: string, { json, headers, ...init }: RestInit = {}): Request {
  const body = json === undefined ? init.body : JSON.stringify(json);
  const allHeaders = new Headers(headers);
  if (json !== undefined) allHeaders.set("content-type", "application/json");
  return new Request(new URL(path, globalThis.location?.href ?? "http://localhost/"), {
    ...init,
    body,
    headers: allHeaders,
    credentials: "same-origin",
  });
}

/** Calls a JSON route; resolves with its answer, or throws a RestError (a network failure: code "NETWORK"). */
export async function rest<T>(path: string, init: RestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(restRequest(path, init));
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new RestError(0, { name: "NETWORK", i18nKey: "errors.INTERNAL_SERVER_ERROR" });
  }
  if (response.ok) return await response.json() as T;
  throw await restErrorOf(response);
}

/** The RestError of a refused response, whatever it sent (a body that is not ours reads as a server error). */
export async function restErrorOf(response: Response): Promise<RestError> {
  const body = await response.json().catch(() => null) as Partial<RestErrorBody> | null;
  const detail = body?.error && typeof body.error === "object" && typeof body.error.name === "string" ? body.error : {
    name: response.status >= 500 ? "INTERNAL_SERVER_ERROR" : "BAD_REQUEST",
    i18nKey: "errors.INTERNAL_SERVER_ERROR",
  };
  return new RestError(response.status, detail);
}
