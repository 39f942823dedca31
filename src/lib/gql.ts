// The GraphQL transport the app's queries use. The server injects an in-process executor; the browser uses fetch.
// Documents are typed strings generated from the schema (`*.generated.ts` beside each `*.graphql`): the result and
// the variables of every call are the schema's, never written by hand.
import type { Locale } from "../domain/locale.ts";

/** A GraphQL document as sent (a string), carrying its result and variables types from graphql-codegen. */
export type TypedDocument<TResult, TVariables> = string & {
  readonly __result?: TResult;
  readonly __variables?: (variables: TVariables) => void;
};

/** Variables are optional exactly when the operation has none that are required. */
export type VariablesArgs<TVariables> = Record<string, never> extends TVariables ? [variables?: TVariables]
  : [variables: TVariables];

export type Gql = <TResult, TVariables>(
  document: TypedDocument<TResult, TVariables>,
  ...variables: VariablesArgs<TVariables>
) => Promise<TResult>;

/** What a transport sends: the document's text and its variables. */
export type GqlSend = (query: string, variables?: Record<string, unknown>) => Promise<unknown>;

/** A typed transport from an untyped sender: the types come from the document, the checking from the schema. */
export function typedGql(send: GqlSend): Gql {
  return (document, ...[variables]) => send(document, variables as Record<string, unknown> | undefined) as never;
}

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
export function unwrapResult(result: { data?: unknown; errors?: readonly GqlErrorPayload[] }): unknown {
  if (result.errors?.length) throw new GqlError(result.errors[0]);
  return result.data;
}

export function createFetchGql(locale: Locale, endpoint = "/graphql"): Gql {
  return typedGql(async (query, variables) => {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json", "x-locale": locale },
      credentials: "same-origin",
      body: JSON.stringify({ query, variables }),
    });
    const body = await response.json().catch(() => ({ errors: [{ message: response.statusText }] }));
    return unwrapResult(body);
  });
}
