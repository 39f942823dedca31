// Abuse limits with graphql-armor's defaults: depth 6, cost 5000, aliases 15, tokens 1000. Depth and aliases are
// graphql-armor's rules; the cost, which sizes lists by their `limit`, is ours (decision 209).
import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import {
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  getNamedType,
  getNullableType,
  GraphQLError,
  type GraphQLField,
  GraphQLInputObjectType,
  GraphQLInterfaceType,
  GraphQLList,
  type GraphQLNamedType,
  GraphQLObjectType,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValueNode,
  visit,
} from "graphql";

export const LIMITS = {
  maxDepth: 6,
  maxCost: 5000,
  maxAliases: 15,
  maxTokens: 1000,
  defaultListSize: 10,
  /** A `limit` sent as a variable is not known at validation: count the largest page any resolver serves. */
  variableListSize: 50,
};

type Walk = { cost: number };

function walk(
  schema: GraphQLSchema,
  parent: GraphQLNamedType | undefined,
  set: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  multiplier: number,
  acc: Walk,
  seen: Set<string>,
  inheritedSize: number | null,
): void {
  // On a union or interface, a fragment on one object type (... on Job, ... on DisabledJob) is a branch: each item
  // is of one type, so only the costliest branch counts.
  const isAbstract = !(parent instanceof GraphQLObjectType);
  const branches = new Map<string, number>();
  const enter = (type: GraphQLNamedType | undefined, selections: SelectionSetNode) => {
    if (!isAbstract || !(type instanceof GraphQLObjectType)) {
      walk(schema, type, selections, fragments, multiplier, acc, seen, inheritedSize);
      return;
    }
    const branch: Walk = { cost: 0 };
    walk(schema, type, selections, fragments, multiplier, branch, seen, inheritedSize);
    branches.set(type.name, (branches.get(type.name) ?? 0) + branch.cost);
  };
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) {
      if (sel.name.value.startsWith("__")) continue;
      acc.cost += multiplier;
      const def = parent instanceof GraphQLObjectType || parent instanceof GraphQLInterfaceType
        ? parent.getFields()[sel.name.value]
        : undefined;
      // Only list fields multiply the cost of what they select. A field's `limit` sizes the first list at or below
      // it: getJobs(paginationOptions: { limit: 50 }) returns an object whose jobsByAccess holds the 50 jobs.
      const isList = def ? getNullableType(def.type) instanceof GraphQLList : true;
      if (sel.selectionSet) {
        const size = listSize(sel, def) ?? inheritedSize;
        const next = isList ? multiplier * (size ?? LIMITS.defaultListSize) : multiplier;
        if (isList) acc.cost += next - multiplier; // each item of a list of objects is a row: it counts itself
        const type = def ? getNamedType(def.type) : undefined;
        walk(schema, type, sel.selectionSet, fragments, next, acc, seen, isList ? null : size);
      }
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      enter(sel.typeCondition ? schema.getType(sel.typeCondition.name.value) ?? undefined : parent, sel.selectionSet);
    } else {
      const frag = fragments[sel.name.value];
      if (!frag || seen.has(frag.name.value)) continue; // cycles are reported by graphql's own rules
      seen.add(frag.name.value);
      enter(schema.getType(frag.typeCondition.name.value) ?? undefined, frag.selectionSet);
      seen.delete(frag.name.value);
    }
  }
  if (branches.size) acc.cost += Math.max(...branches.values());
}

/**
 * The page size a field asks for: its `limit` argument, or the `limit` inside an object argument (paging,
 * paginationOptions), the largest when several; a variable counts as LIMITS.variableListSize. Null without one.
 */
function listSize(field: FieldNode, def: GraphQLField<unknown, unknown> | undefined): number | null {
  let size: number | null = null;
  const consider = (value: ValueNode | undefined) => {
    if (!value) return;
    const n = value.kind === Kind.INT
      ? Math.max(1, Number(value.value))
      : value.kind === Kind.VARIABLE
      ? LIMITS.variableListSize
      : null;
    if (n !== null) size = Math.max(size ?? 0, n);
  };
  for (const arg of field.arguments ?? []) {
    if (arg.name.value === "limit") consider(arg.value);
    else if (arg.value.kind === Kind.OBJECT) consider(arg.value.fields.find((f) => f.name.value === "limit")?.value);
    else if (arg.value.kind === Kind.VARIABLE) {
      // A whole object sent as a variable (paginationOptions: $paging) may carry any limit the schema allows.
      const type = def?.args.find((a) => a.name === arg.name.value)?.type;
      const named = type ? getNamedType(type) : undefined;
      if (named instanceof GraphQLInputObjectType && named.getFields().limit) consider(arg.value);
    }
  }
  return size;
}

function limitError(code: string, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code, i18nKey: `errors.${code}` } });
}

/** The operation or fragment without its `__` fields (`__typename`, `__type`…), which no limit counts. */
const withoutMetaFields = <T extends OperationDefinitionNode | FragmentDefinitionNode>(node: T): T =>
  visit(node, { Field: (field) => field.name.value.startsWith("__") ? null : undefined });

/**
 * graphql-armor's rule for `n`, answering our error (code, i18nKey, message) instead of throwing its own: it reports
 * "… exceeded, found N.", from which the count is read. It sees the document without `__` fields.
 */
function armored(
  rule: typeof maxDepthRule | typeof maxAliasesRule,
  n: number,
  context: ValidationContext,
  error: (found: string) => GraphQLError,
) {
  const fragments = new Map<string, FragmentDefinitionNode | undefined>();
  const getFragment = (name: string) => {
    if (!fragments.has(name)) {
      const fragment = context.getFragment(name);
      fragments.set(name, fragment ? withoutMetaFields(fragment) : undefined);
    }
    return fragments.get(name);
  };
  const seen = new Proxy(context, {
    get: (target, key) => key === "getFragment" ? getFragment : Reflect.get(target, key),
  });
  const onReject = [
    (_: unknown, e: GraphQLError) => context.reportError(error(/found (\d+)/.exec(e.message)?.[1] ?? "?")),
  ];
  const visitor = rule({ n, flattenFragments: true, propagateOnRejection: false, onReject })(seen);
  return (operation: OperationDefinitionNode) => visitor.onOperationDefinitionEnter(operation);
}

/** One validation rule for depth, aliases (graphql-armor's) and cost (ours), reported in that order per operation. */
export function QueryLimitsRule(context: ValidationContext): ASTVisitor {
  const depth = armored(
    maxDepthRule,
    LIMITS.maxDepth,
    context,
    (found) => limitError("QUERY_TOO_DEEP", `Query depth ${found} exceeds the limit of ${LIMITS.maxDepth}`),
  );
  const aliases = armored(
    maxAliasesRule,
    LIMITS.maxAliases,
    context,
    (found) => limitError("TOO_MANY_ALIASES", `Query has ${found} aliases; the limit is ${LIMITS.maxAliases}`),
  );
  return {
    Document(doc) {
      const fragments: Record<string, FragmentDefinitionNode> = {};
      for (const def of doc.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments[def.name.value] = def;
      for (const def of doc.definitions) {
        if (def.kind !== Kind.OPERATION_DEFINITION) continue;
        const operation = withoutMetaFields(def);
        depth(operation);
        aliases(operation);
        const acc: Walk = { cost: 0 };
        const schema = context.getSchema();
        const root = def.operation === "query"
          ? schema.getQueryType()
          : def.operation === "mutation"
          ? schema.getMutationType()
          : schema.getSubscriptionType();
        walk(schema, root ?? undefined, def.selectionSet, fragments, 1, acc, new Set(), null);
        if (acc.cost > LIMITS.maxCost) {
          context.reportError(
            limitError("QUERY_TOO_COSTLY", `Query cost ${acc.cost} exceeds the limit of ${LIMITS.maxCost}`),
          );
        }
      }
      return false;
    },
  };
}
