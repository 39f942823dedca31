// Abuse limits with graphql-armor's defaults: depth 6, cost 5000, aliases 15, tokens 1000.
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
  type SelectionSetNode,
  type ValidationContext,
  type ValueNode,
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

type Walk = { depth: number; cost: number; aliases: number };

function walk(
  schema: GraphQLSchema,
  parent: GraphQLNamedType | undefined,
  set: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  depth: number,
  multiplier: number,
  acc: Walk,
  seen: Set<string>,
  inheritedSize: number | null,
): void {
  // On a union or interface, a fragment on one object type (... on Job, ... on DisabledJob) is a branch: each item
  // is of one type, so only the costliest branch counts. Depth and aliases count every branch.
  const isAbstract = !(parent instanceof GraphQLObjectType);
  const branches = new Map<string, number>();
  const enter = (type: GraphQLNamedType | undefined, selections: SelectionSetNode) => {
    if (!isAbstract || !(type instanceof GraphQLObjectType)) {
      walk(schema, type, selections, fragments, depth, multiplier, acc, seen, inheritedSize);
      return;
    }
    const branch: Walk = { depth: acc.depth, cost: 0, aliases: 0 };
    walk(schema, type, selections, fragments, depth, multiplier, branch, seen, inheritedSize);
    acc.depth = Math.max(acc.depth, branch.depth);
    acc.aliases += branch.aliases;
    branches.set(type.name, (branches.get(type.name) ?? 0) + branch.cost);
  };
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) {
      if (sel.name.value.startsWith("__")) continue;
      if (sel.alias) acc.aliases++;
      const d = depth + 1;
      if (d > acc.depth) acc.depth = d;
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
        walk(schema, type, sel.selectionSet, fragments, d, next, acc, seen, isList ? null : size);
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

/** One validation rule for depth, cost and aliases, so the document is walked once. */
export function QueryLimitsRule(context: ValidationContext): ASTVisitor {
  return {
    Document(doc) {
      const fragments: Record<string, FragmentDefinitionNode> = {};
      for (const def of doc.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments[def.name.value] = def;
      for (const def of doc.definitions) {
        if (def.kind !== Kind.OPERATION_DEFINITION) continue;
        const acc: Walk = { depth: 0, cost: 0, aliases: 0 };
        const schema = context.getSchema();
        const root = def.operation === "query"
          ? schema.getQueryType()
          : def.operation === "mutation"
          ? schema.getMutationType()
          : schema.getSubscriptionType();
        walk(schema, root ?? undefined, def.selectionSet, fragments, 0, 1, acc, new Set(), null);
        if (acc.depth > LIMITS.maxDepth) {
          context.reportError(
            limitError("QUERY_TOO_DEEP", `Query depth ${acc.depth} exceeds the limit of ${LIMITS.maxDepth}`),
          );
        }
        if (acc.aliases > LIMITS.maxAliases) {
          context.reportError(
            limitError("TOO_MANY_ALIASES", `Query has ${acc.aliases} aliases; the limit is ${LIMITS.maxAliases}`),
          );
        }
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
