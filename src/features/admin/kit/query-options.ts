// A group's query options, one line each: `const query = adminQueries(ARTICLES_KEY)`, then
// `export const adminArticleQuery = query(AdminArticleDocument, "adminArticle", ["id"])`: the data is that field of the
// answer, the arguments fill the named variables in order (typed from the document, so from the schema), and the key
// is the group's key, the field and the arguments (a write that marks the group's key stale marks the query too).
import { type QueryKey, queryOptions } from "@tanstack/react-query";
import type { Gql, TypedDocument, VariablesArgs } from "../../../lib/gql.ts";

/** The arguments of a query: the types of the variables it names, in their order. */
type ArgsOf<TVariables, N extends readonly unknown[]> = {
  [I in keyof N]: N[I] extends keyof TVariables ? TVariables[N[I]] : never;
};

export function adminQueries(key: QueryKey) {
  return <
    TResult,
    TVariables,
    const F extends keyof TResult & string,
    const N extends readonly (keyof TVariables & string)[] = [],
  >(
    document: TypedDocument<TResult, TVariables>,
    field: F,
    variables: N = [] as unknown as N,
    options: { staleTime?: number } = {},
  ) =>
  (gql: Gql, ...args: ArgsOf<TVariables, N>) =>
    queryOptions({
      queryKey: [...key, field, ...args],
      queryFn: async () => {
        const values = variables.length ? Object.fromEntries(variables.map((name, i) => [name, args[i]])) : undefined;
        return (await gql(document, ...([values] as VariablesArgs<TVariables>)))[field];
      },
      ...options,
    });
}
