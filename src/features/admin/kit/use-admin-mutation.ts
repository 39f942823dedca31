// Every /admin write: TanStack Query's useMutation over a typed document, as useGqlMutation, plus the back office's
// own refusal: when the server asks for the password again, the dialog asks for it and the write is sent once more.
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import type { TypedDocument, VariablesArgs } from "../../../lib/gql.ts";
import { isGqlErrorCode } from "../../../lib/gql.ts";
import { useGql } from "../../../lib/use-gql.ts";
import { errorKeyOf, type MutationCallbacks } from "../../../lib/use-gql-mutation.ts";
import { useAdminSession } from "../admin-session.tsx";
import { ADMIN_KEY } from "../queries.ts";

export function useAdminMutation<TResult, TVariables>(
  document: TypedDocument<TResult, TVariables>,
  options: MutationCallbacks<TResult, TVariables> & { invalidates?: QueryKey[] } = {},
) {
  const gql = useGql();
  const queryClient = useQueryClient();
  const { confirmPassword } = useAdminSession();
  return useMutation({
    mutationFn: async (variables: TVariables) => {
      const send = () => gql(document, ...([variables] as VariablesArgs<TVariables>));
      try {
        return await send();
      } catch (error) {
        if (isGqlErrorCode(error, "REAUTHENTICATION_REQUIRED") && await confirmPassword()) return await send();
        throw error;
      }
    },
    onSuccess: (data, variables) => {
      options.onSuccess?.(data, variables);
      // Every write is in the audit log, and may change any list of the back office.
      for (const key of [...(options.invalidates ?? []), [ADMIN_KEY]]) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
    onError: (error) => options.onError?.(errorKeyOf(error)),
  });
}

/**
 * A group's mutation hooks, one line each: `const articleWrite = adminWrites(ARTICLES_KEY)`, then
 * `export const useSaveArticle = articleWrite(AdminSaveArticleDocument)`. A hook takes its caller's callbacks and marks
 * the given keys stale after a success (and, as every back office write, the whole back office).
 */
export function adminWrites(...invalidates: QueryKey[]) {
  return <TResult, TVariables>(document: TypedDocument<TResult, TVariables>) =>
    function useAdminWrite(callbacks: MutationCallbacks<TResult, TVariables> = {}) {
      return useAdminMutation(document, { ...callbacks, invalidates });
    };
}

/** A mutation hook for a write that only the whole back office's queries show ("adminWrite(AdminBlockMemberDocument)"). */
export const adminWrite = adminWrites();
