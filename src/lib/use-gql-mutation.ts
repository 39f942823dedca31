// Mutations the way every page does them: TanStack Query's useMutation over a typed document, with one mapping from
// a failure to the i18n key of what the user reads (the server's key for coded errors, else a generic one).
import { type InvalidateQueryFilters, type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import type { TypedDocument, VariablesArgs } from "./gql.ts";
import { useGql } from "./use-gql.ts";

/** The i18n key of a failure: GraphQL errors carry their own; anything else (network) is a generic one. */
export function errorKeyOf(error: unknown): string {
  const key = (error as { i18nKey?: unknown } | null)?.i18nKey;
  return typeof key === "string" && /^([A-Za-z]+\.)?errors\./.test(key) ? key : "errors.INTERNAL_SERVER_ERROR";
}

/** What a feature's mutation hook lets its caller add: what to do after, never what to invalidate (the hook owns that). */
export type MutationCallbacks<TResult, TVariables> = {
  onSuccess?: (data: TResult, variables: TVariables) => void;
  /** Gets the i18n key of what went wrong. */
  onError?: (i18nKey: string) => void;
};

/** The callbacks of a document's mutation hook, its result and variables read from the document's type. */
export type CallbacksOf<D> = D extends TypedDocument<infer TResult, infer TVariables>
  ? MutationCallbacks<TResult, TVariables>
  : never;

const isQueryKey = (target: QueryKey | InvalidateQueryFilters): target is QueryKey => Array.isArray(target);

export function useGqlMutation<TResult, TVariables>(
  document: TypedDocument<TResult, TVariables>,
  options: MutationCallbacks<TResult, TVariables> & {
    /**
     * Queries whose data the mutation changes: refetched after a success (a key), or marked stale for their next
     * mount (filters with `refetchType: "none"`, for a list on screen that the mutation must not reload under the
     * pointer).
     */
    invalidates?: (QueryKey | InvalidateQueryFilters)[];
  } = {},
) {
  const gql = useGql();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) => gql(document, ...([variables] as VariablesArgs<TVariables>)),
    onSuccess: (data, variables) => {
      options.onSuccess?.(data, variables);
      for (const target of options.invalidates ?? []) {
        void queryClient.invalidateQueries(isQueryKey(target) ? { queryKey: target } : target);
      }
    },
    onError: (error) => options.onError?.(errorKeyOf(error)),
  });
}
