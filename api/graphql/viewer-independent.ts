// The marker a resolver puts on a root field whose anonymous answer can be shared, and the executor's reading of it.
import type { GraphQLSchema } from "graphql";

export const VIEWER_INDEPENDENT = Symbol("viewerIndependent");

/**
 * Marks a root field whose answer, for an anonymous viewer, depends only on its arguments and the locale (and which
 * reads through the site cache): the executor may then share one answer among anonymous visitors (decision 031).
 */
export function viewerIndependent<F extends (...args: never[]) => unknown>(resolve: F): F {
  return Object.assign(resolve, { [VIEWER_INDEPENDENT]: true });
}

/** True when the Query field was marked with viewerIndependent() (read from the schema by the executor). */
export function isViewerIndependentField(schema: GraphQLSchema, name: string): boolean {
  return schema.getQueryType()?.getFields()[name]?.extensions.viewerIndependent === true;
}
