// A group's query options, one line each: `const articlesQuery = adminQueries(ARTICLES_KEY)`, then
// `export const adminArticleQuery = articlesQuery("one", AdminArticleDocument, (id: string) => ({ id }), (r) =>
// r.adminArticle)`. The key is the group's key, the query's name and its arguments (so a write that marks the group's
// key stale marks the query too); the data is what `data` picks from the answer.
import { type QueryKey, queryOptions } from "@tanstack/react-query";
import type { Gql, TypedDocument, VariablesArgs } from "../../../lib/gql.ts";

/** The variables of a query that takes none. */
export const noVariables = () => ({});

export function adminQueries(key: QueryKey) {
  return <TArgs extends unknown[], TResult, TVariables, TData>(
    name: string,
    document: TypedDocument<TResult, TVariables>,
    variables: (...args: TArgs) => NoInfer<TVariables>,
    data: (result: TResult) => TData,
    options: { staleTime?: number } = {},
  ) =>
  (gql: Gql, ...args: TArgs) =>
    queryOptions({
      queryKey: [...key, name, ...args],
      queryFn: async () => data(await gql(document, ...([variables(...args)] as VariablesArgs<TVariables>))),
      ...options,
    });
}
