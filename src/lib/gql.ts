// The GraphQL transport the app's queries use. The server injects an in-process executor; the browser uses fetch.
import type { Locale } from "../domain/locale.ts";

export type Gql = <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;

export type GqlErrorPayload = {
  message: string;
  extensions?: { code?: string; i18nKey?: string; fields?: Record<string, string> };
};

export class GqlError extends Error {
  readonly code: string;
  readonly i18nKey: string;
  readonly fields: Record<string, string>;
  constructor(payload: GqlErrorPayload) {
    super(payload.message);
    this.code = payload.extensions?.code ?? "INTERNAL_SERVER_ERROR";
    this.i18nKey = payload.extensions?.i18nKey ?? "errors.INTERNAL_SERVER_ERROR";
    this.fields = payload.extensions?.fields ?? {};
  }
}

/**
 * True for a GraphQL error with this code. By shape, not instanceof: the server's executor and the SSR bundle each
 * have their own copy of GqlError.
 */
export function isGqlErrorCode(error: unknown, code: string): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === code;
}

/** Turns an execution result into data, or throws the first error with its code and i18n key. */
export function unwrapResult<T>(result: { data?: unknown; errors?: readonly GqlErrorPayload[] }): T {
  if (result.errors?.length) throw new GqlError(result.errors[0]);
  return result.data as T;
}

export function createFetchGql(locale: Locale, endpoint = "/graphql"): Gql {
  return async <T>(query: string, variables?: Record<string, unknown>) => {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json", "x-locale": locale },
      credentials: "same-origin",
      body: JSON.stringify({ query, variables }),
    });
    const body = await response.json().catch(() => ({ errors: [{ message: response.statusText }] }));
    return unwrapResult<T>(body);
  };
}
