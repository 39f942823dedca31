// Mutations the way every page does them: TanStack Query's useMutation over a typed document, with one mapping from
// a failure to the i18n key of what the user reads (the server's key for coded errors, else a generic one).
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import type { TypedDocument, VariablesArgs } from "./gql.ts";
import { useGql } from "./use-gql.ts";

/** The i18n key of a failure: GraphQL errors carry their own; anything else (network) is a generic one. */
export function errorKeyOf(error: unknown): string {
  const key = (error as { i18nKey?: unknown } | null)?.i18nKey;
  return typeof key === "string" && /^(billing\.)?errors\./.test(key) ? key : "errors.INTERNAL_SERVER_ERROR";
}

export function useGqlMutation<TResult, TVariables>(
  document: TypedDocument<TResult, TVariables>,
  options: {
    onSuccess?: (data: TResult, variables: TVariables) => void;
    /** Gets the i18n key of what went wrong. */
    onError?: (i18nKey: string) => void;
    /** Queries whose data the mutation changes: refetched after a success. */
    invalidates?: QueryKey[];
  } = {},
) {
  const gql = useGql();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) => gql(document, ...([variables] as VariablesArgs<TVariables>)),
    onSuccess: (data, variables) => {
      options.onSuccess?.(data, variables);
      for (const queryKey of options.invalidates ?? []) queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => options.onError?.(errorKeyOf(error)),
  });
}
